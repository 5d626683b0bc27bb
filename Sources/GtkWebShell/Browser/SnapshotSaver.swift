import Foundation
import GtkWeb

/// Saves a PNG of a tab's view (what is visible) or of its whole page into the pictures folder, named
/// after the page and the time: `gtkweb-<title>-<yyyyMMdd-HHmmss>[-page][-N].png`, never overwriting.
@MainActor
enum SnapshotSaver {
    /// Captures `engine` and writes the image into `folder` (made when missing); returns the file.
    /// - Throws: `WebSnapshotError` when the capture fails; a file error when the folder or file
    ///   cannot be written.
    static func save(_ engine: WebEngine, fullPage: Bool, into folder: URL, at date: Date = Date()) async throws
        -> URL
    {
        let configuration = SkipWebSnapshotConfiguration(imageFormat: .png)
        let snapshot =
            fullPage
            ? try await engine.takeFullPageSnapshot(configuration: configuration)
            : try await engine.takeSnapshot(configuration: configuration)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let base = fileName(title: engine.title, at: date, fullPage: fullPage)
        var file = folder.appendingPathComponent(base + ".png")
        var number = 1
        while FileManager.default.fileExists(atPath: file.path) {
            number += 1
            file = folder.appendingPathComponent("\(base)-\(number).png")
        }
        try snapshot.imageData.write(to: file, options: .withoutOverwriting)
        return file
    }

    /// `gtkweb-<title>-<yyyyMMdd-HHmmss>[-page]` (no extension), the title cut to 40 letters, digits
    /// and dashes.
    static func fileName(title: String?, at date: Date, fullPage: Bool) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let words = (title ?? "").lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        let name = String(words).split(separator: "-").joined(separator: "-").prefix(40)
        let stem = "gtkweb-\(name.isEmpty ? "untitled" : String(name))-\(formatter.string(from: date))"
        return fullPage ? stem + "-page" : stem
    }
}
