// SkipWeb app code for downloads, snapshots, popups, link context menus, the scroll delegate and
// scheme handlers, written from SkipWeb's signatures (shared/reference/skipweb-api.md, section 2) and
// compiled against `import SkipWeb`: the proof by compilation for these areas.
import Foundation
import SkipWeb

// MARK: Popups: SkipWeb's UI delegate, a class (SkipWeb's protocol is AnyObject and not isolated; WebKit
// calls it on the main thread, so a main-actor class conforms with an isolated conformance).

@MainActor
final class SkipWebStylePopups: @MainActor SkipWebUIDelegate {
    var opened: [WebWindowRequest] = []
    var closed = 0

    func webView(
        _ webView: WebView, createWebViewWith request: WebWindowRequest, platformContext: PlatformCreateWindowContext
    ) -> WebEngine? {
        opened.append(request)
        let _: URL? = request.sourceURL
        let _: URL? = request.targetURL
        let _: Bool? = request.isUserGesture
        let _: Bool? = request.isDialog
        let _: Bool? = request.isMainFrame
        return platformContext.makeChildWebEngine(configuration: nil)
    }

    func webViewDidClose(_ webView: WebView, child: WebEngine) { closed += 1 }
}

// MARK: Scroll delegate: SkipWeb's five callbacks and the proxy's fields.

@MainActor
final class SkipWebStyleScrolling: SkipWebScrollDelegate {
    var offsets: [WebScrollPoint] = []

    func scrollViewDidScroll(_ scrollView: WebScrollViewProxy) {
        offsets.append(scrollView.contentOffset)
        let _: WebScrollSize = scrollView.contentSize
        let _: WebScrollSize = scrollView.visibleSize
        let _: Bool = scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating
        let _: Bool = scrollView.isScrollEnabled
    }
    func scrollViewWillBeginDragging(_ scrollView: WebScrollViewProxy) {}
    func scrollViewDidEndDragging(_ scrollView: WebScrollViewProxy, willDecelerate decelerate: Bool) {}
    func scrollViewWillBeginDecelerating(_ scrollView: WebScrollViewProxy) {}
    func scrollViewDidEndDecelerating(_ scrollView: WebScrollViewProxy) {}
}

// MARK: Configuration, view and engine calls of these areas, in SkipWeb's labels and order.

@MainActor
func makeSkipWebStyleWindowsAndMedia(folder: URL, popups: SkipWebStylePopups, scrolling: SkipWebStyleScrolling)
    -> WebView
{
    let configuration = WebEngineConfiguration(
        javaScriptCanOpenWindowsAutomatically: true,
        messageHandlers: [:],
        schemeHandlers: ["app": DirectoryURLSchemeHandler(directory: folder), "bundle": BundleURLSchemeHandler()],
        uiDelegate: popups)
    configuration.linkContextMenuActions = { url in
        [WebContextMenuAction(title: "Open \(url.host ?? "link")", handler: { _ in })]
    }
    let _: [String: URLSchemeHandler] = configuration.schemeHandlers
    let _: (any SkipWebUIDelegate)? = configuration.uiDelegate
    return WebView(
        configuration: configuration, url: URL(string: "app://index.html"), scrollDelegate: scrolling,
        onDownloadRequested: { request in
            let _: URL? = request.url
            let _: String? = request.suggestedFilename
            let _: String? = request.mimeType
            let _: String? = request.contentDisposition
            let _: Int64? = request.contentLength
        })
}

/// SkipWeb's download rule, request value and snapshot calls.
@MainActor
func skipWebStyleSnapshots(engine: WebEngine, navigator: WebViewNavigator) async throws -> [SkipWebSnapshot] {
    let request = WebDownloadRequest(url: URL(string: "https://example.com/a.zip"), contentLength: -1)
    precondition(request.contentLength == nil)
    _ = WebDownloadRequest.shouldTreatResponseAsDownload(canShowMIMEType: false, contentDisposition: nil)
    let configuration = SkipWebSnapshotConfiguration(
        rect: SkipWebSnapshotRect(x: 0, y: 0, width: 100, height: 50), snapshotWidth: 50, afterScreenUpdates: true,
        androidCaptureMode: .webViewContent, imageFormat: .jpeg(quality: 0.7))
    var snapshots: [SkipWebSnapshot] = []
    do {
        snapshots.append(try await engine.takeSnapshot(configuration: configuration))
        snapshots.append(try await navigator.takeSnapshot())
    } catch let error as WebSnapshotError {
        switch error {
        case .viewNotLaidOut, .afterScreenUpdatesUnavailable, .invalidRect, .emptySnapshot, .imageEncodingFailed,
            .visibleWindowPixelsCaptureFailed:
            throw error
        }
    }
    let _: Bool = SkipWebSnapshotRect.null.isNull
    let _: SkipWebSnapshotImageFormat = .png
    let format = SkipWebSnapshotImageFormat(mimeType: "image/png")
    precondition(format.quality == 1.0)
    for snapshot in snapshots {
        let _: (Data, String, Int, Int) = (
            snapshot.imageData, snapshot.imageFormat.mimeType, snapshot.pixelWidth, snapshot.pixelHeight
        )
    }
    return snapshots
}

/// A scheme handler subclass as SkipWeb apps write them.
final class SkipWebStyleSchemeHandler: AbstractURLSchemeHandler {
    override func loadData(from fileName: String) -> Data? { Data("<p>\(fileName)</p>".utf8) }
}
