package import CWebKitGTK

/// `gAsync` for calls that answer text and whose cancellation abandons the wait (the JavaScript calls, the
/// hot path): the same call as `gAsync(cancellation: .abandonsWait)`, run by a box written for `String?`
/// (`TextCallBox`), so that no generic code and none of its runtime type lookups run per call.
///
/// - Parameters:
///   - start: starts the C call with a nil cancellable (WebKit's JavaScript calls only use one to turn their
///     result into a cancellation error, which the task's own cancellation says as well), the callback and
///     its user data.
///   - finish: called once, in the callback, with the `GAsyncResult`; calls the `_finish` function.
/// - Returns: `finish`'s value.
/// - Throws: what `finish` throws (usually a `GLibError`); `CancellationError` as soon as the task is
///   cancelled, even when the call never completes (its late completion is then dropped).
@MainActor
package func gAsyncText(
    start: (_ cancellable: UnsafeMutablePointer<GCancellable>?, _ callback: GAsyncReadyCallback, _ data: gpointer) ->
        Void,
    finish: @escaping @MainActor (_ result: OpaquePointer) throws -> String?
) async throws -> String? {
    // As `gAsync`'s `.abandonsWait`: a cancellation handler that runs before the call starts finds it
    // cancelled; one that runs later abandons it on the main actor, where the box is never in between
    // those two states.
    ForeignLoopPump.start()
    if Task.isCancelled { throw CancellationError() }
    let box = TextCallBox(finish: finish)
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

/// `AsyncCallBox` for calls that answer text (the JavaScript calls, the hot path), written for `String?`
/// alone: it is reached through `AsyncCallBoxBase`'s table, so a generic box would run its generic body,
/// which looks up the runtime metadata of its `Result` and continuation types on every call (measured
/// with callgrind: five `swift_getGenericMetadata` calls, about 2,000 instructions, per `evaluate`). The
/// continuation is an unsafe one: the box already guarantees the single resumption a checked one would
/// verify, and a checked one allocates a canary object per call.
///
/// Only for calls whose cancellation abandons the wait (`GAsyncCancellation.abandonsWait`): it holds no
/// `GCancellable`.
final class TextCallBox: AsyncCallBoxBase {
    private var continuation: UnsafeContinuation<String?, any Error>?
    private let finish: @MainActor (OpaquePointer) throws -> String?

    init(finish: @escaping @MainActor (OpaquePointer) throws -> String?) {
        self.finish = finish
    }

    /// Starts the call with `start`; `continuation` is resumed when it completes or is abandoned.
    func begin(
        _ continuation: UnsafeContinuation<String?, any Error>,
        start: (_ cancellable: UnsafeMutablePointer<GCancellable>?, _ callback: GAsyncReadyCallback, _ data: gpointer)
            -> Void
    ) {
        self.continuation = continuation
        start(nil, asyncReadyThunk, Unmanaged.passRetained(self as AsyncCallBoxBase).toOpaque())
    }

    /// Resumes with `CancellationError` now; the call's own completion, when it comes, is ignored.
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
        // As `AsyncCallBox.complete`: the awaiting task continues right here, in GLib's callback.
        let error: any Error
        do {
            let value = try finish(result)
            InlineResumption.resumeInline { continuation.resume(returning: value) }
            return
        } catch let failure as GLibError where failure.isCancellation {
            error = CancellationError()
        } catch let failure {
            error = failure
        }
        InlineResumption.resumeInline { continuation.resume(throwing: error) }
    }
}
