import Foundation
import GtkWeb

/// The page a tab shows when its web process died: what happened, and a button that loads the page
/// again (in a new web process).
enum CrashPage {
    static func html(for url: URL?, reason: WebProcessTerminationReason) -> String {
        let what =
            switch reason {
            case .crashed: "The page’s web process crashed."
            case .exceededMemoryLimit: "The page used too much memory and its web process was stopped."
            case .terminatedByHost: "The page’s web process was stopped."
            }
        let target = url.map { escape($0.absoluteString) } ?? ""
        let button =
            url == nil
            ? ""
            : "<p><button id=reload data-url=\"\(target)\" onclick=\"location.href = this.dataset.url\">Reload</button></p>"
        return """
            <!doctype html><meta charset=utf-8><title>Page crashed</title>
            <style>body { font: 15px system-ui, sans-serif; margin: 15vh auto; max-width: 36em; color: #333 }
            button { font: inherit; padding: .4em 1.4em }</style>
            <h1>This tab crashed</h1><p id=reason>\(what)</p><p>\(target)</p>\(button)
            """
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
