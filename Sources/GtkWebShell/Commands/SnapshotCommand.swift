import Foundation
import GtkWeb

/// `gtkweb --snapshot FILE URL`: loads the page in an ephemeral engine that no window shows and writes
/// what it shows (the view's visible bounds) to FILE, as PNG or JPEG by FILE's extension.
@MainActor
enum SnapshotCommand {
    /// The image format for `file`'s extension (`.png`, `.jpg`, `.jpeg`, any case), or nil.
    static func format(for file: URL) -> SkipWebSnapshotImageFormat? {
        switch file.pathExtension.lowercased() {
        case "png": .png
        case "jpg", "jpeg": .jpeg()
        default: nil
        }
    }

    /// Exit statuses: 0 written, 1 the snapshot failed or FILE could not be written, 3 the page did not
    /// load, 4 no display.
    static func run(file: URL, url: URL) -> Int32 {
        guard let format = format(for: file) else {
            HeadlessPage.fail("\(file.path) must end in .png, .jpg or .jpeg")
            return 2
        }
        return HeadlessPage.run(url: url) { engine in
            let snapshot: SkipWebSnapshot
            do {
                snapshot = try await engine.takeSnapshot(
                    configuration: SkipWebSnapshotConfiguration(imageFormat: format))
            } catch {
                HeadlessPage.fail("no snapshot of \(url.absoluteString): \(error.localizedDescription)")
                return 1
            }
            do {
                try snapshot.imageData.write(to: file, options: .atomic)
            } catch {
                HeadlessPage.fail("cannot write \(file.path): \(error.localizedDescription)")
                return 1
            }
            return 0
        }
    }
}
