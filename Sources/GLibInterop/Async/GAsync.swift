package import CWebKitGTK
import Synchronization

/// Type-erased state of one GIO-style async call; `asyncReadyThunk` completes it.
@MainActor class AsyncCallBoxBase {
    func complete(source: UnsafeMutablePointer<GObject>?, result: OpaquePointer?) {}
    func abandon() {}
}

/// Holds the continuation and the `_finish` step of one call. The continuation is resumed exactly
/// once: GIO guarantees one callback per started call, cancelled or not.
final class AsyncCallBox<T>: AsyncCallBoxBase {
    private var continuation: UnsafeContinuation<T, any Error>?
    private let finish: @MainActor (OpaquePointer) throws -> sending T
    /// The call's cancellable; nil for a call that cannot be cancelled through one.
    private let cancellable: CancellableHandle?

    init(cancellable: CancellableHandle?, finish: @escaping @MainActor (OpaquePointer) throws -> sending T) {
        self.cancellable = cancellable
        self.finish = finish
    }

    /// Starts the call with `start`; `continuation` is resumed when it completes or is abandoned.
    func begin(
        _ continuation: UnsafeContinuation<T, any Error>,
        start: (_ cancellable: UnsafeMutablePointer<GCancellable>?, _ callback: GAsyncReadyCallback, _ data: gpointer)
            -> Void
    ) {
        self.continuation = continuation
        start(cancellable?.pointer, asyncReadyThunk, Unmanaged.passRetained(self as AsyncCallBoxBase).toOpaque())
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
        guard let result else {
            let error = GLibError(domain: "gtkweb", code: 0, message: "async call without result")
            InlineResumption.resumeInline { continuation.resume(throwing: error) }
            return
        }
        // The callback is GLib's, on the main thread, with nothing of the caller's on the stack: the awaiting
        // task continues right here, as a C callback would. Each outcome resumes on its own path: a `Result`
        // of the generic `T` would cost a runtime metadata lookup per call.
        let error: any Error
        do {
            // nonisolated(unsafe): the value comes from `finish`, which returns it `sending` (disconnected
            // from everything else), and the closure below, run synchronously before `complete` returns, is
            // its only use.
            nonisolated(unsafe) let value = try finish(result)
            InlineResumption.resumeInline { continuation.resume(returning: value) }
            return
        } catch let failure as GLibError where failure.isCancellation || cancellable?.isCancelled == true {
            error = CancellationError()
        } catch let failure {
            error = failure
        }
        InlineResumption.resumeInline { continuation.resume(throwing: error) }
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
///   - start: starts the C call with the given cancellable (nil for `.abandonsWait`, whose late
///     completion is dropped anyway), callback and user data.
///   - finish: called once, in the callback, with the `GAsyncResult`; calls the `_finish` function.
/// - Returns: `finish`'s value.
/// - Throws: what `finish` throws (usually a `GLibError`); `CancellationError` when the task was
///   cancelled, unless `cancellation` is `.ignored`.
@MainActor
package func gAsync<T>(
    cancellation: GAsyncCancellation = .cancelsCall,
    start: (_ cancellable: UnsafeMutablePointer<GCancellable>?, _ callback: GAsyncReadyCallback, _ data: gpointer) ->
        Void,
    finish: @escaping @MainActor (_ result: OpaquePointer) throws -> sending T
) async throws -> T {
    try await runAsyncCall(cancellation: cancellation, start: start, finish: finish)
}

@MainActor
private func runAsyncCall<T>(
    cancellation: GAsyncCancellation,
    start: (_ cancellable: UnsafeMutablePointer<GCancellable>?, _ callback: GAsyncReadyCallback, _ data: gpointer) ->
        Void,
    finish: @escaping @MainActor (_ result: OpaquePointer) throws -> sending T
) async throws -> T {
    // A call awaited while a foreign loop runs the main thread completes only if something iterates GLib.
    ForeignLoopPump.start()
    switch cancellation {
    case .ignored:
        // No GCancellable either: nothing would ever cancel it.
        let box = AsyncCallBox(cancellable: nil, finish: finish)
        return try await withUnsafeThrowingContinuation { box.begin($0, start: start) }
    case .cancelsCall:
        if Task.isCancelled { throw CancellationError() }
        let cancellable = CancellableHandle()
        let box = AsyncCallBox(cancellable: cancellable, finish: finish)
        return try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { box.begin($0, start: start) }
        } onCancel: {
            cancellable.cancel()
        }
    case .abandonsWait:
        // No GCancellable: WebKit's JavaScript calls only use one to turn their result into a cancellation
        // error, which the task's own cancellation flag, read once the wait ends, says as well. A
        // cancellation handler that runs before the call starts finds it cancelled; one that runs later
        // abandons it on the main actor, where the box is never in between those two states.
        if Task.isCancelled { throw CancellationError() }
        let box = AsyncCallBox(cancellable: nil, finish: finish)
        let value = try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation {
                box.begin($0, start: start)
                if Task.isCancelled { box.abandon() }
            }
        } onCancel: {
            Task { @MainActor in box.abandon() }
        }
        if Task.isCancelled { throw CancellationError() }
        return value
    }
}
