import Foundation
import GtkWeb

/// The shell's navigation delegate: a URL the engine cannot show (`mailto:`, `tel:`, app links), from a
/// link, a popup or the address bar, goes to the desktop's default handler for its scheme
/// (`WebBrowser.open(_:mode: .launchBrowser)`, GIO's `g_app_info_launch_default_for_uri`). The tab stays
/// on its page; when the desktop has no handler, the window says so.
@MainActor
final class ExternalLinks: SkipWebNavigationDelegate {
    /// The delegate every shell engine's configuration has.
    static let shared = ExternalLinks()

    /// Shows `message` in the window of `engine`, with the technical `detail` (set by the application).
    var notify: (_ engine: WebEngine, _ message: String, _ detail: String?) -> Void = { _, _, _ in }
    /// Opens a link clicked in `engine` where `LinkOpening` says (set by the application).
    var openLink: (_ engine: WebEngine, _ url: URL, _ opening: LinkOpening) -> Void = { _, _, _ in }

    func webEngine(_ webEngine: WebEngine, shouldOverrideURLLoading url: URL) -> Bool {
        guard let scheme = url.scheme, !webEngine.canLoad(scheme: scheme) else { return false }
        Task { @MainActor [weak self] in
            do {
                try await WebBrowser.open(url, mode: .launchBrowser)
                FileHandle.standardOutput.write(Data("gtkweb: handed \(url.absoluteString) to the desktop\n".utf8))
            } catch {
                self?.notify(
                    webEngine, "No application opens \(scheme): links. Install one that does, or copy the link.",
                    error.localizedDescription)
            }
        }
        return true
    }
}
