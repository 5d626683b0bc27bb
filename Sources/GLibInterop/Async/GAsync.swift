package import CWebKitGTK
import Synchronization

/// Type-erased state of one GIO-style async call; `asyncReadyThunk` completes it.
@MainActor class AsyncCallBoxBase {
    func complete(source: UnsafeMutablePointer<GObject>?, result: OpaquePointer?) {}
    func abandon() {}
}

/// Lets a cancellation handler reach the box of a call that stops waiting when cancelled.
@MainActor final class AbandonableCall {
    var box: AsyncCallBoxBase?
    var isCancelled = false

    func cancel() {
        isCancelled = true
        box?.abandon()
    }
}

/// Holds the continuation and the `_finish` step of one call. The continuation is resumed exactly
/// once: GIO guarantees one callback per started call, cancelled or not.
final class AsyncCallBox<T>: AsyncCallBoxBase {
    private var continuation: CheckedContinuation<T, any Error>?
    private let finish: @MainActor (OpaquePointer) throws -> sending T
    private let cancellable: CancellableHandle

    init(
        continuation: CheckedContinuation<T, any Error>, cancellable: CancellableHandle,
        finish: @escaping @MainActor (OpaquePointer) throws -> sending T
    ) {
        self.continuation = continuation
        self.cancellable = cancellable
        self.finish = finish
    }

    /// Resumes with `CancellationError` now; the call's own completion, when it comes, is ignored
    /// (GIO's task frees its unread result).
    override func abandon() {
        guard let continuation else { return }
        self.continuation = nil
        continuation.resume(throwing: CancellationError())
    }

    override func complete(source: UnsafeMutablePointer<GObject>?, result: OpaquePointer?) {
        guard let continuation else { return }
        self.continuation = nil
        let outcome: Result<T, any Error>
        if let result {
            do {
                outcome = .success(try finish(result))
            } catch let error as GLibError where error.isCancellation || cancellable.isCancelled {
                outcome = .failure(CancellationError())
            } catch {
                outcome = .failure(error)
            }
        } else {
            outcome = .failure(GLibError(domain: "gtkweb", code: 0, message: "async call without result"))
        }
        // The callback is GLib's, on the main thread, with nothing of the caller's on the stack: the awaiting
        // task continues right here, as a C callback would.
        // nonisolated(unsafe): the value comes from `finish`, which returns it `sending` (disconnected from
        // everything else), and this closure, run synchronously before `complete` returns, is its only use.
        nonisolated(unsafe) let sent = outcome
        InlineResumption.resumeInline { continuation.resume(with: sent) }
    }
}

/// A `GCancellable` that task cancellation can reach from any thread.
// @unchecked Sendable: the only state is a strong GObject reference taken in init and released in
// deinit; `g_cancellable_cancel` and `g_cancellable_is_cancelled` are documented thread-safe.
package final class CancellableHandle: @unchecked Sendable {
    /// The cancellable, to pass to the C call.
    package let pointer: UnsafeMutablePointer<GCancellable>

    package init() { pointer = g_cancellable_new() }
    deinit { g_object_unref(pointer) }

    /// Cancels the operation (`g_cancellable_cancel`); safe from any thread.
    package func cancel() { g_cancellable_cancel(pointer) }
    package var isCancelled: Bool { g_cancellable_is_cancelled(pointer) != 0 }
}

/// What cancelling the awaiting task does to a `gAsync` call.
package enum GAsyncCancellation: Sendable {
    /// Cancellation reaches the call's `GCancellable`; the call still completes exactly once, and the
    /// awaiting task then throws `CancellationError`.
    case cancelsCall
    /// The task stops waiting as soon as it is cancelled and throws `CancellationError`, for calls that may
    /// never complete on their own (a JavaScript promise that never settles); the call's late completion
    /// is then dropped and `finish` is not called.
    case abandonsWait
    /// Cancellation does not reach the call, which completes as if nothing happened: for work that other
    /// callers share and that must finish whoever started it.
    case ignored
}

/// Runs a GIO-style asynchronous C call (`foo_async(…, cancellable, callback, user_data)` +
/// `foo_finish(…, result, &error)`) as a Swift `async` function on the main actor.
///
/// - Parameters:
///   - cancellation: what cancelling the awaiting task does (`GAsyncCancellation`); by default it
///     cancels the call.
///   - start: starts the C call with the given cancellable, callback and user data.
///   - finish: called once, in the callback, with the `GAsyncResult`; calls the `_finish` function.
/// - Returns: `finish`'s value.
/// - Throws: what `finish` throws (usually a `GLibError`); `CancellationError` when the task was
///   cancelled, unless `cancellation` is `.ignored`.
@MainActor
package func gAsync<T>(
    cancellation: GAsyncCancellation = .cancelsCall,
    start: (_ cancellable: UnsafeMutablePointer<GCancellable>, _ callback: GAsyncReadyCallback, _ data: gpointer) ->
        Void,
    finish: @escaping @MainActor (_ result: OpaquePointer) throws -> sending T
) async throws -> T {
    let cancellable = CancellableHandle()
    if cancellation == .ignored {
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            let box = AsyncCallBox(continuation: continuation, cancellable: cancellable, finish: finish)
            start(cancellable.pointer, asyncReadyThunk, Unmanaged.passRetained(box as AsyncCallBoxBase).toOpaque())
        }
    }
    if Task.isCancelled { throw CancellationError() }
    let abandonable = cancellation == .abandonsWait ? AbandonableCall() : nil
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            let box = AsyncCallBox(continuation: continuation, cancellable: cancellable, finish: finish)
            start(cancellable.pointer, asyncReadyThunk, Unmanaged.passRetained(box as AsyncCallBoxBase).toOpaque())
            if let abandonable {
                abandonable.box = box
                if abandonable.isCancelled || Task.isCancelled { box.abandon() }
            }
        }
    } onCancel: {
        cancellable.cancel()
        if let abandonable { Task { @MainActor in abandonable.cancel() } }
    }
}
