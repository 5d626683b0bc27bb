import CWebKitGTK
import GLibInterop

/// A main-frame response WebKit asks about (`decide-policy` with a response decision): what deciding most
/// responses takes, read at once; the rest of what the response says is read only when asked (`details`).
struct ResponsePolicyInfo {
    /// The response's MIME type.
    var mimeType: String?
    /// The full `Content-Disposition` header value.
    var contentDisposition: String?
    /// `webkit_response_policy_decision_is_mime_type_supported`.
    var canShowMIMEType: Bool
}

/// What to do with a main-frame response.
enum ResponseDisposition {
    /// Let WebKit show it.
    case show
    /// Cancel the navigation (`webkit_policy_decision_ignore`).
    case ignore
    /// Turn the navigation into a download (`webkit_policy_decision_download`).
    case download
}

extension WebViewHandle {
    /// The response of a response policy decision; nil unless it is the main frame's main resource.
    static func response(of decision: UnsafeMutableRawPointer) -> UnsafeMutablePointer<WebKitURIResponse>? {
        let responseDecision = decision.assumingMemoryBound(to: WebKitResponsePolicyDecision.self)
        guard webkit_response_policy_decision_is_main_frame_main_resource(responseDecision) != 0 else { return nil }
        return webkit_response_policy_decision_get_response(responseDecision)
    }

    /// What deciding `response` of `decision` takes, without the rest of what it says (its URI, suggested
    /// file name, length and status, which `DownloadResponseInfo` reads when the response is a download).
    static func responseInfo(
        _ response: UnsafeMutablePointer<WebKitURIResponse>, of decision: UnsafeMutableRawPointer
    ) -> ResponsePolicyInfo {
        let responseDecision = decision.assumingMemoryBound(to: WebKitResponsePolicyDecision.self)
        return ResponsePolicyInfo(
            mimeType: String(borrowingCString: webkit_uri_response_get_mime_type(response)),
            contentDisposition: DownloadResponseInfo.contentDisposition(of: response),
            canShowMIMEType: webkit_response_policy_decision_is_mime_type_supported(responseDecision) != 0)
    }

    /// Applies `disposition` to a response decision; returns whether the signal was handled.
    static func apply(_ disposition: ResponseDisposition, to decision: UnsafeMutableRawPointer) -> Bool {
        let policy = decision.assumingMemoryBound(to: WebKitPolicyDecision.self)
        switch disposition {
        case .show: return false
        case .ignore: webkit_policy_decision_ignore(policy)
        case .download: webkit_policy_decision_download(policy)
        }
        return true
    }

    /// Calls `handler` for every download WebKit starts for this view: from a response turned into a
    /// download, a link with the `download` attribute, or `downloadURI(_:)` (`download-started` of
    /// `downloadsSource`, filtered by `webkit_download_get_web_view`).
    func observeDownloads(_ handler: @escaping @MainActor (DownloadHandle) -> Void) -> SignalConnection? {
        guard let source = downloadsSource else { return nil }
        let viewAddress = view.raw
        return connectSignal(source, "download-started") { arguments in
            guard let download = arguments.pointer(1) else { return }
            let owner = webkit_download_get_web_view(download.assumingMemoryBound(to: WebKitDownload.self))
            guard owner.map({ UnsafeMutableRawPointer($0) }) == viewAddress else { return }
            handler(DownloadHandle(retaining: download))
        }
    }

    /// Starts downloading `uri` with this view's context and network session
    /// (`webkit_web_view_download_uri`; no policy decision is asked).
    func downloadURI(_ uri: String) -> DownloadHandle? {
        webkit_web_view_download_uri(webView, uri).map { DownloadHandle(taking: $0) }
    }
}
