import Foundation
import SessionStore

/// `gtkweb --import-bookmarks FILE` and `gtkweb --export-bookmarks FILE`: the Netscape bookmark file
/// that Firefox, Chrome and Epiphany read and write, to and from the bookmarks in the session store
/// (the same file a running `gtkweb` uses; SQLite lets both use it at once).
struct BookmarkFileCommand: Equatable {
    enum Direction: Equatable {
        case importing
        case exporting
    }

    var direction: Direction
    var file: String

    /// Parses `--import-bookmarks FILE` / `--export-bookmarks FILE` (nothing else on the line); nil
    /// when `arguments` is not one of them, `.invalid` when it is misused.
    static func parse(_ arguments: [String]) -> ShellCommand? {
        guard let option = arguments.first, option == "--import-bookmarks" || option == "--export-bookmarks" else {
            return nil
        }
        guard arguments.count == 2, !arguments[1].hasPrefix("-") else {
            return .invalid("\(option) takes one FILE, and goes alone")
        }
        return .bookmarkFile(
            BookmarkFileCommand(direction: option == "--import-bookmarks" ? .importing : .exporting, file: arguments[1])
        )
    }

    /// Imports or exports; says what was done on stderr. Returns 0 when done, 1 when the file was
    /// refused or the store failed (nothing imported, no file written).
    func run() -> Int32 {
        let store: SessionStore
        do {
            store = try SessionStore(fileURL: SessionStoreLocation.fileURL)
        } catch {
            return fail(error.localizedDescription)
        }
        let url = URL(fileURLWithPath: file)
        do {
            switch direction {
            case .importing:
                let tree = try NetscapeBookmarkParser().read(contentsOf: url)
                report(Self.summary(of: try store.importBookmarks(tree)))
            case .exporting:
                let tree = try store.bookmarkTree()
                try NetscapeBookmarkWriter.write(tree, to: url)
                report("exported \(tree.bookmarkCount) bookmarks in \(tree.folderCount) folders to \(file)")
            }
            return 0
        } catch {
            return fail(error.localizedDescription)
        }
    }

    /// One line saying what an import added and left out.
    static func summary(of counts: BookmarkImportCounts) -> String {
        var parts = ["imported \(counts.bookmarks) bookmarks and \(counts.folders) folders"]
        if counts.duplicates > 0 { parts.append("\(counts.duplicates) already there") }
        if counts.refusedScripts > 0 { parts.append("\(counts.refusedScripts) javascript: or data: addresses refused") }
        if counts.unsupported > 0 { parts.append("\(counts.unsupported) other addresses left out") }
        return parts.joined(separator: "; ")
    }

    private func fail(_ message: String) -> Int32 {
        report(message)
        return 1
    }

    private func report(_ message: String) {
        FileHandle.standardError.write(Data("gtkweb: \(message)\n".utf8))
    }
}
