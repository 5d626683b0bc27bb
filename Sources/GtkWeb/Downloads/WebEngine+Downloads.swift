import Foundation

extension WebEngine {
    /// WebKit's "frame load interrupted by policy change" (`WEBKIT_POLICY_ERROR_FRAME_LOAD_INTERRUPTED_BY_POLICY_CHANGE`),
    /// reported after a main-frame response is cancelled or turned into a download.
    static let frameLoadInterruptedCode = 102

    /// Decides a main-frame response: shown, or treated as a download (SkipWeb's rule). A download is
    /// reported to `onDownloadRequested` and the navigation delegate, then handed to the configuration's
    /// `downloadManager` (the navigation becomes a download) or, without one, cancelled. A response the
    /// rule keeps as a page but WebKit cannot show (media served as `application/octet-stream`) is
    /// cancelled, and the navigation fails saying so: WebKit would otherwise download it unasked.
    /// `details` reads the rest of what the response says; it is called only for a response that is not shown
    /// at once, while the decision is being made.
    func decideResponse(_ info: ResponsePolicyInfo, details: () -> DownloadResponseInfo) -> ResponseDisposition {
        // The common case, which the rule below decides the same way without parsing the URL or reading
        // more of the response: a type the engine can show, no Content-Disposition, not
        // application/octet-stream.
        if info.canShowMIMEType, info.contentDisposition == nil,
            !WebDownloadRequest.isOctetStream(info.mimeType)
        {
            return .show
        }
        let response = details()
        let url = response.uri.flatMap(URL.init(string:))
        guard
            WebDownloadRequest.shouldTreatResponseAsDownload(
                canShowMIMEType: info.canShowMIMEType, contentDisposition: response.contentDisposition,
                mimeType: response.mimeType, url: url)
        else {
            if info.canShowMIMEType { return .show }
            downloads.refusedUnshowableMIMEType = response.mimeType ?? "unknown"
            return .ignore
        }
        let request = Self.downloadRequest(response, url: url)
        downloads.pendingInterruptions += 1
        reportDownloadRequest(request)
        guard configuration.downloadManager != nil, let uri = response.uri else { return .ignore }
        downloads.expectedFromPolicy[uri] = request
        return .download
    }

    /// Swallows the `load-failed` that follows a response the engine turned into a download: the
    /// navigation ends without an error, a waiting `load(url:)` returns, and the loading state clears.
    /// - Returns: whether `error` was that failure.
    func consumeDownloadInterruption(_ error: WebLoadError) -> Bool {
        guard downloads.pendingInterruptions > 0, error.kind == .policy, error.code == Self.frameLoadInterruptedCode
        else { return false }
        downloads.pendingInterruptions -= 1
        isProvisionallyNavigating = false
        if let pending = pendingLoad {
            pendingLoad = nil
            pending.resume(with: nil)
        }
        notify(.stateChanged)
        return true
    }

    /// The failure WebKit reports for a response `decideResponse` refused as unshowable, reworded to say
    /// why; any other error unchanged.
    func explainingUnshowableResponse(_ error: WebLoadError) -> WebLoadError {
        guard let mimeType = downloads.refusedUnshowableMIMEType else { return error }
        downloads.refusedUnshowableMIMEType = nil
        guard error.kind == .policy, error.code == Self.frameLoadInterruptedCode else { return error }
        var explained = error
        explained.message = "the engine cannot show \(mimeType) content (\(error.message))"
        return explained
    }

    /// Starts listening for the downloads WebKit starts for this engine's view.
    func startObservingDownloads() {
        downloads.observation = handle.observeDownloads { [weak self] download in self?.downloadStarted(download) }
    }

    /// Fails for a URL `download(_:using:into:)` cannot fetch.
    func validateDownloadURL(_ url: URL) throws {
        let scheme = url.scheme?.lowercased() ?? ""
        guard ["http", "https", "file", "data"].contains(scheme) else {
            throw WebLoadError(
                kind: scheme.isEmpty ? .invalidURL : .unsupportedScheme,
                message: "cannot download '\(url.absoluteString)'", failingURL: url)
        }
        if scheme == "http" || scheme == "https", url.host?.isEmpty ?? true {
            throw WebLoadError(kind: .invalidURL, message: "'\(url.absoluteString)' has no host", failingURL: url)
        }
    }

    /// Downloads `url` through this view (`webkit_web_view_download_uri`) under `manager`.
    /// With no `decision`, `decider` is asked once the response is in.
    func startDownloadFromCode(
        _ url: URL, manager: WebDownloadManager, decision: WebDownloadDecision?,
        decider: (@MainActor (WebDownloadRequest) async -> WebDownloadDecision)? = nil
    ) -> WebDownload {
        downloads.startingFromCode = true
        let returned = handle.downloadURI(url.absoluteString)
        downloads.startingFromCode = false
        let adopted = downloads.adoptedFromCode
        downloads.adoptedFromCode = nil
        // WebKit always returns a download; `adopted` is the same one, seen through `download-started`.
        let download = adopted ?? returned!
        if adopted == nil { downloads.claimed.insert(download.identity) }
        let name = url.lastPathComponent
        return manager.adopt(
            download, request: WebDownloadRequest(url: url, suggestedFilename: name.isEmpty ? nil : name),
            records: !isEphemeral, decision: decision, decider: decider)
    }

    // MARK: - Private

    private func reportDownloadRequest(_ request: WebDownloadRequest) {
        downloads.onDownloadRequested?(request)
        configuration.navigationDelegate?.webEngine(self, didRequestDownload: request)
    }

    private func downloadStarted(_ download: DownloadHandle) {
        if downloads.startingFromCode {
            downloads.adoptedFromCode = download
            return
        }
        if downloads.claimed.remove(download.identity) != nil { return }
        if let uri = download.requestURI, let request = downloads.expectedFromPolicy.removeValue(forKey: uri),
            let manager = configuration.downloadManager
        {
            _ = manager.adopt(download, request: request, records: !isEphemeral, decision: nil)
            return
        }
        // The page started it (a link with the `download` attribute): report it once the response is in.
        let id = download.identity
        downloads.detectedOnly[id] = download
        download.onFinished = { [weak self] in self?.downloads.detectedOnly[id] = nil }
        download.onDecideDestination = { [weak self, weak download] suggested in
            guard let self, let download else { return }
            let url =
                download.response?.uri.flatMap(URL.init(string:)) ?? download.requestURI.flatMap(URL.init(string:))
            let response = download.response
            // The link's `download` attribute names the file; WebKit passes it as `suggested`.
            let request = WebDownloadRequest(
                url: url, suggestedFilename: response?.suggestedFilename ?? suggested,
                mimeType: response?.mimeType,
                contentDisposition: WebDownloadRequest.dispositionType(of: response?.contentDisposition),
                contentLength: response?.contentLength)
            self.reportDownloadRequest(request)
            if let manager = self.configuration.downloadManager {
                self.downloads.detectedOnly[id] = nil
                let adopted = manager.adopt(download, request: request, records: !self.isEphemeral, decision: nil)
                adopted.responseArrived(suggested)
            } else {
                download.cancel()
            }
        }
    }

    private static func downloadRequest(_ response: DownloadResponseInfo, url: URL?) -> WebDownloadRequest {
        let fromURL = url?.lastPathComponent ?? ""
        return WebDownloadRequest(
            url: url,
            suggestedFilename: response.suggestedFilename ?? (fromURL.isEmpty || fromURL == "/" ? nil : fromURL),
            mimeType: response.mimeType,
            contentDisposition: WebDownloadRequest.dispositionType(of: response.contentDisposition),
            contentLength: response.contentLength)
    }
}
