import Foundation
import GtkWeb

/// Save Link As… and Save Image As…: the download starts at once, and when the server's response is in
/// a save chooser asks where the file goes, opening in the download folder of the preferences with the
/// server's name for it (`Content-Disposition`, else the address's last part, made safe as the library
/// makes every download name). Choosing a file that exists asks first whether to replace it; Cancel
/// ends the download with nothing written.
@MainActor
enum SaveAsDialog {
    /// Downloads `url` with `engine`'s profile into the file the user chooses in a chooser titled
    /// `title`, shown over `parent`.
    /// - Throws: what `WebDownloadManager.download(_:using:deciding:)` throws for a URL it cannot fetch.
    static func save(_ url: URL, using engine: WebEngine, title: String, parent: ShellWindow?) throws {
        try ShellDownloads.manager.download(url, using: engine) { [weak parent] request in
            let name = WebDownloadFileName.sanitized(request.suggestedFilename ?? url.lastPathComponent)
            guard let path = await choose(title: title, name: name, parent: parent) else { return .ignore }
            // GTK's chooser asked before it returned a file that exists: replacing it is the user's choice.
            return .saveAs(URL(fileURLWithPath: path), ifFileExists: .replace)
        }
    }

    /// The path chosen in a save chooser, or nil when it was cancelled.
    private static func choose(title: String, name: String, parent: ShellWindow?) async -> String? {
        let folder = ShellDownloads.manager.folder.path
        return await withCheckedContinuation { continuation in
            let chooser = FileChooserView(
                title: title, acceptLabel: "Save", parent: parent?.view.window, savingAs: name, in: folder)
            // The chooser keeps itself alive through these closures until it answers once.
            chooser.onChosen = { path in
                continuation.resume(returning: path)
                chooser.onChosen = { _ in }
                chooser.onCancelled = {}
            }
            chooser.onCancelled = {
                continuation.resume(returning: nil)
                chooser.onChosen = { _ in }
                chooser.onCancelled = {}
            }
            chooser.show()
        }
    }
}
