import Foundation
import GtkWeb

/// The shell's downloads: one `WebDownloadManager`, set on every engine's configuration, saving into
/// the XDG download folder (`~/Downloads` when none is set; made when missing), and its list as JSON
/// for the `downloads` D-Bus state.
@MainActor
enum ShellDownloads {
    /// The manager every shell engine uses.
    static let manager: WebDownloadManager = {
        let manager = WebDownloadManager()
        do {
            try FileManager.default.createDirectory(at: manager.folder, withIntermediateDirectories: true)
        } catch {
            // Downloads then fail with WebDownloadError.folderMissing, which the list shows.
            FileHandle.standardError.write(
                Data("gtkweb: no download folder \(manager.folder.path): \(error.localizedDescription)\n".utf8))
        }
        return manager
    }()

    /// Every download, oldest first: `[{"file", "bytes", "total", "state"}]`, where `file` is the final
    /// path (or the suggested name before it is known), `total` is null when unknown and `state` is
    /// `pending`, `downloading`, `finished`, `failed: REASON` or `ignored`.
    static var json: String {
        let items = manager.downloads.map { download in
            let file = download.fileURL?.path ?? download.request.suggestedFilename ?? ""
            let total = download.progress.totalBytes.map(String.init) ?? "null"
            return "{\"file\": \(JSONText.quote(file)), \"bytes\": \(download.progress.receivedBytes), "
                + "\"total\": \(total), \"state\": \(JSONText.quote(describe(download.state)))}"
        }
        return "[\(items.joined(separator: ", "))]"
    }

    static func describe(_ state: WebDownloadState) -> String {
        switch state {
        case .pending: "pending"
        case .downloading: "downloading"
        case .finished: "finished"
        case .failed(let error): "failed: \(error.localizedDescription)"
        case .ignored: "ignored"
        }
    }
}
