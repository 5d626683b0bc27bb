import CWebKitGTK
import GLibInterop

/// What a response says about the file it carries (a `WebKitURIResponse`).
struct DownloadResponseInfo {
    var uri: String?
    var mimeType: String?
    var suggestedFilename: String?
    /// The announced length, or nil when unknown (WebKit reports 0 for "unknown").
    var contentLength: Int64?
    /// The full `Content-Disposition` header value.
    var contentDisposition: String?
    var statusCode: Int

    init(_ response: UnsafeMutablePointer<WebKitURIResponse>) {
        uri = String(borrowingCString: webkit_uri_response_get_uri(response))
        mimeType = String(borrowingCString: webkit_uri_response_get_mime_type(response))
        suggestedFilename = String(borrowingCString: webkit_uri_response_get_suggested_filename(response))
        let length = webkit_uri_response_get_content_length(response)
        contentLength = length > 0 ? Int64(length) : nil
        statusCode = Int(webkit_uri_response_get_status_code(response))
        contentDisposition = Self.contentDisposition(of: response)
    }

    /// The full `Content-Disposition` header value of `response`, nil without one (or without HTTP headers).
    static func contentDisposition(of response: UnsafeMutablePointer<WebKitURIResponse>) -> String? {
        guard let headers = webkit_uri_response_get_http_headers(response) else { return nil }
        return String(borrowingCString: soup_message_headers_get_one(headers, "Content-Disposition"))
    }
}

/// The one owner of a `WebKitDownload` and of the calls made on it; turns its signals into closures.
@MainActor
final class DownloadHandle {
    private let download: GObjectRef
    private var connections: [SignalConnection] = []

    /// `decide-destination`: the response arrived; call `setDestination(path:)` or `cancel()` (now or
    /// later: the handler always claims the decision, as WebKitGTK ≥ 2.40 allows).
    var onDecideDestination: (_ suggestedFilename: String?) -> Void = { _ in }
    /// `received-data`.
    var onReceivedData: () -> Void = {}
    /// `finished` (also emitted after `failed`).
    var onFinished: () -> Void = {}
    /// `failed`, with WebKit's error (`WebKitDownloadError`: 400 cancelled, 401 destination, 499 network).
    var onFailed: (GLibError) -> Void = { _ in }

    private var raw: UnsafeMutablePointer<WebKitDownload> { download.pointer() }

    /// The `WebKitDownload`'s address: the same download seen twice has the same identity.
    var identity: UInt { UInt(bitPattern: download.raw) }

    /// Takes a new reference to `download` and connects its signals.
    init(retaining download: UnsafeMutableRawPointer) {
        self.download = GObjectRef(retaining: download)
        connectSignals()
    }

    /// Adopts the reference `webkit_web_view_download_uri` returned (transfer full).
    init(taking download: UnsafeMutablePointer<WebKitDownload>) {
        self.download = GObjectRef(takingOwnership: download)
        connectSignals()
    }

    private func connectSignals() {
        connections.append(
            download.connect("decide-destination") { [weak self] arguments in
                arguments.setReturn(true)
                self?.onDecideDestination(arguments.string(1))
            })
        connections.append(download.connect("received-data") { [weak self] _ in self?.onReceivedData() })
        connections.append(download.connect("finished") { [weak self] _ in self?.onFinished() })
        connections.append(
            download.connect("failed") { [weak self] arguments in
                let error = arguments.pointer(1).map { GLibError(borrowing: $0.assumingMemoryBound(to: GError.self)) }
                self?.onFailed(error ?? GLibError(domain: "WebKitDownloadError", code: 0, message: "download failed"))
            })
    }

    /// Whether this download belongs to `view` (`webkit_download_get_web_view`).
    func belongs(to view: WebViewHandle) -> Bool {
        webkit_download_get_web_view(raw).map { UnsafeMutableRawPointer($0) } == view.view.raw
    }

    /// The request's URI (`webkit_download_get_request`).
    var requestURI: String? {
        webkit_download_get_request(raw).flatMap { String(borrowingCString: webkit_uri_request_get_uri($0)) }
    }

    /// The response, once it arrived (`webkit_download_get_response`).
    var response: DownloadResponseInfo? { webkit_download_get_response(raw).map(DownloadResponseInfo.init) }

    /// Bytes written so far (`webkit_download_get_received_data_length`).
    var receivedLength: Int64 { Int64(webkit_download_get_received_data_length(raw)) }

    /// Seconds since the transfer started (`webkit_download_get_elapsed_time`).
    var elapsedSeconds: Double { webkit_download_get_elapsed_time(raw) }

    /// Where the file is written: an absolute path (`webkit_download_set_destination`; WebKit refuses to
    /// replace an existing file, since overwriting stays off).
    func setDestination(path: String) { webkit_download_set_destination(raw, path) }

    /// Cancels the transfer (`webkit_download_cancel`): `failed` (cancelled) then `finished` follow.
    func cancel() { webkit_download_cancel(raw) }

    /// Drops the signal handlers (after the download ended).
    func disconnect() { connections.removeAll() }
}
