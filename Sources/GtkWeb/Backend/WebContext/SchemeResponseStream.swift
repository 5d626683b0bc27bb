import CWebKitGTK
import Foundation
import GLibInterop

/// The write end of a scheme response's body: WebKit reads the other end as the page consumes it.
///
/// Writes are asynchronous (`g_output_stream_write_all_async`), so a large body waits for WebKit to
/// read instead of blocking the main thread. A reader that went away makes writes fail with EPIPE
/// (sockets send with MSG_NOSIGNAL, so no SIGPIPE).
@MainActor
final class SchemeResponseStream {
    private let stream: GObjectRef
    private(set) var isClosed = false

    init(takingOwnership stream: UnsafeMutablePointer<GIOStream>) {
        self.stream = GObjectRef(takingOwnership: stream)
    }

    deinit {
        MainActor.assumeIsolated { close() }
    }

    /// Writes all of `data`; returns when the bytes are in the socket.
    /// - Throws: `GLibError` (EPIPE when the page stopped reading); `CancellationError` when the task is
    ///   cancelled (the write is cancelled too).
    func write(_ data: Data) async throws {
        guard !isClosed else { throw GLibError(domain: GLibError.ioDomain, code: 9, message: "the response is closed") }
        guard !data.isEmpty else { return }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 1)
        data.copyBytes(to: buffer)
        let output = cwk_io_stream_output(stream.pointer())
        defer { buffer.deallocate() }
        try await gAsync { cancellable, callback, userData in
            g_output_stream_write_all_async(
                output, buffer.baseAddress, gsize(buffer.count), G_PRIORITY_DEFAULT, cancellable, callback, userData)
        } finish: { result in
            _ = try GLibError.check { g_output_stream_write_all_finish(output, result, nil, $0) }
        }
    }

    /// Ends the body: the page sees the end of the response. Idempotent.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        // Closing a socket does not block.
        g_io_stream_close(stream.pointer(), nil, nil)
    }
}
