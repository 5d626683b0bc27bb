public import Foundation

/// The answer to one custom-scheme request: a response head, then a body streamed to the page.
///
/// Requests complete on the main thread. The bytes given to `write` are copied before WebKit reads
/// them, so the caller's buffers are never shared with WebKit.
@MainActor
public final class URLSchemeTask {
    private let request: URISchemeRequestRef
    private var stream: SchemeResponseStream?
    /// Whether `respond` has been called.
    public private(set) var hasResponded = false
    /// Whether the body has ended (the handler returned or `finish()` was called).
    public private(set) var isFinished = false

    init(request: URISchemeRequestRef) {
        self.request = request
    }

    /// Sends the response head.
    /// - Parameters:
    ///   - status: the HTTP status (200, 404, …).
    ///   - mimeType: the `Content-Type`'s MIME type.
    ///   - headers: more response headers (such as `Access-Control-Allow-Origin`).
    ///   - contentLength: the body's length when known; nil lets the body end when the handler returns.
    /// - Throws: `URLSchemeHandlerError.responseOrderViolation` when a response was already sent;
    ///   an I/O error when the response stream cannot be made (the page's load fails then).
    public func respond(status: Int = 200, mimeType: String, headers: [String: String] = [:], contentLength: Int? = nil)
        throws
    {
        guard !hasResponded, !isFinished else {
            throw URLSchemeHandlerError.responseOrderViolation("respond called twice")
        }
        hasResponded = true
        stream = try request.startResponse(status: status, mimeType: mimeType, headers: headers, length: contentLength)
    }

    /// Streams `data` to the page; returns when WebKit can read it (a slow reader slows the writer).
    /// - Throws: `URLSchemeHandlerError.responseOrderViolation` before `respond` or after the body ended;
    ///   an I/O error when the page stopped reading (it navigated away or was closed);
    ///   `CancellationError` when the handler's task is cancelled.
    public func write(_ data: Data) async throws {
        guard let stream, !isFinished else {
            throw URLSchemeHandlerError.responseOrderViolation(
                hasResponded ? "write after the body ended" : "write before respond")
        }
        try await stream.write(data)
    }

    /// Sends a whole response at once: `respond` with the data's length, then `write`.
    public func respond(with data: Data, mimeType: String, status: Int = 200, headers: [String: String] = [:])
        async throws
    {
        try respond(status: status, mimeType: mimeType, headers: headers, contentLength: data.count)
        try await write(data)
    }

    /// Ends the body; the handler returning does the same. Idempotent.
    public func finish() {
        isFinished = true
        stream?.close()
    }

    /// Ends the request after the handler returned or threw.
    func complete(throwing error: (any Error)?) {
        if !hasResponded {
            let text = error.map { ($0 as? LocalizedError)?.errorDescription ?? String(describing: $0) }
            request.finish(error: text ?? "the scheme handler sent no response")
        }
        finish()
    }
}
