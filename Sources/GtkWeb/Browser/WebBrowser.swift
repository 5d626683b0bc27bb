public import Foundation

/// Opens pages outside the app's web views: SkipWeb's `openWebBrowser(isPresented:url:mode:)`
/// without SwiftUI.
@MainActor
public enum WebBrowser {
    /// Opens `url` as `mode` says.
    ///
    /// `.launchBrowser` hands the URL to the desktop (`g_app_info_launch_default_for_uri_async`) and
    /// returns nil once the handler was started; this also suits `mailto:` and other non-web schemes a
    /// page opens (call it from `shouldOverrideUrlLoading`). `.embeddedBrowser` opens and returns an
    /// `EmbeddedBrowserWindow`; keep it to keep the window.
    /// - Throws: `WebBrowserError.invalidURL` for a URL without a scheme;
    ///   `WebBrowserError.launchFailed` when the desktop has no handler or it failed to start;
    ///   `CancellationError` when the task is cancelled before GIO answered.
    @discardableResult
    public static func open(_ url: URL, mode: WebBrowserMode) async throws -> EmbeddedBrowserWindow? {
        guard let scheme = url.scheme, !scheme.isEmpty else { throw WebBrowserError.invalidURL(url.absoluteString) }
        switch mode {
        case .launchBrowser:
            do {
                try await DesktopLauncher.launchDefault(uri: url.absoluteString)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                throw WebBrowserError.launchFailed(url: url.absoluteString, reason: String(describing: error))
            }
            return nil
        case .embeddedBrowser(let params):
            return EmbeddedBrowserWindow(url: url, params: params ?? EmbeddedParams())
        }
    }
}
