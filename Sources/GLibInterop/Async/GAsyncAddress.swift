package import CWebKitGTK

/// `gAsync(cancellation: .ignored)` for calls whose `_finish` step hands back a new reference (an object or a
/// boxed value) as its address: the same call, run by a box written for `UInt` (`AddressCallBox`), so that no
/// generic code and none of its runtime type lookups or value witnesses run per call, and without a
/// `GCancellable` or a cancellation handler, which nothing would ever use.
///
/// For work that other callers share and that must finish whoever started it (the content-filter store's
/// calls): cancelling the awaiting task does not reach the call, and the task waits for its completion.
///
/// - Parameters:
///   - start: starts the C call with no cancellable, the given callback and its user data.
///   - finish: called once, in the callback, with the `GAsyncResult`; calls the `_finish` function and
///     returns the reference's address (which the caller adopts).
/// - Returns: `finish`'s value.
/// - Throws: what `finish` throws (usually a `GLibError`).
@MainActor
package func gAsyncAddress(
    start: (_ callback: GAsyncReadyCallback, _ data: gpointer) -> Void,
    finish: @escaping @MainActor (_ result: OpaquePointer) throws -> UInt
) async throws -> UInt {
    // A call awaited while a foreign loop runs the main thread completes only if something iterates GLib.
    ForeignLoopPump.start()
    let box = AddressCallBox(finish: finish)
    return try await withUnsafeThrowingContinuation { box.begin($0, start: start) }
}

/// `AsyncCallBox` for `gAsyncAddress`, written for `UInt` alone (see `TextCallBox` for why a generic box
/// costs more per call). It holds no `GCancellable` and is never abandoned: the calls it runs are never
/// cancelled.
final class AddressCallBox: AsyncCallBoxBase {
    private var continuation: UnsafeContinuation<UInt, any Error>?
    private let finish: @MainActor (OpaquePointer) throws -> UInt

    init(finish: @escaping @MainActor (OpaquePointer) throws -> UInt) {
        self.finish = finish
    }

    /// Starts the call with `start`; `continuation` is resumed when it completes.
    func begin(
        _ continuation: UnsafeContinuation<UInt, any Error>,
        start: (_ callback: GAsyncReadyCallback, _ data: gpointer) -> Void
    ) {
        self.continuation = continuation
        start(asyncReadyThunk, Unmanaged.passRetained(self as AsyncCallBoxBase).toOpaque())
    }

    override func complete(source: UnsafeMutablePointer<GObject>?, result: OpaquePointer?) {
        guard let continuation else { return }
        self.continuation = nil
        // As `AsyncCallBox.complete`: the awaiting task continues right here, in GLib's callback, and a
        // cancellation GIO reports becomes `CancellationError`.
        do {
            guard let result else { throw GLibError(domain: "gtkweb", code: 0, message: "async call without result") }
            let value = try finish(result)
            InlineResumption.resumeInline { continuation.resume(returning: value) }
        } catch {
            let failure: any Error = (error as? GLibError)?.isCancellation == true ? CancellationError() : error
            InlineResumption.resumeInline { continuation.resume(throwing: failure) }
        }
    }
}
