import Foundation
import GtkWeb
import GtkWebTestSupport
import Spawn
import XCTest

/// A fresh, empty folder under the temporary directory, removed when dropped.
final class TemporaryDownloadFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gtkweb-downloads-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The names in the folder, sorted (hidden ones too).
    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() }
}

/// Makes a folder unwritable by a real condition: a read-only tmpfs mounted over it for root (who writes
/// into a folder whatever its mode), mode 0555 for anyone else. `restore()` undoes it.
final class ReadOnlyFolder {
    private let url: URL
    private let mounted: Bool

    /// - Throws: `XCTSkip` when root cannot mount the tmpfs.
    init(_ url: URL) throws {
        self.url = url
        mounted = geteuid() == 0
        if mounted {
            let status = try runTool("/bin/mount", ["-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", url.path])
            try XCTSkipUnless(status == 0, "mounting a read-only tmpfs failed (mount exited with \(status))")
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: url.path)
        }
    }

    func restore() {
        if mounted {
            _ = try? runTool("/bin/umount", [url.path])  // best effort: the folder is removed with its parent
        } else {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)  // as above
        }
    }
}

/// Runs a tool (`mount`, `umount`: milliseconds) to its end and returns its exit status.
func runTool(_ path: String, _ arguments: [String]) throws -> Int32 {
    let process = ChildProcess()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// Every event a manager reported, as text, plus the progress values in order.
@MainActor
final class DownloadEventLog {
    var events: [String] = []
    var progress: [WebDownloadProgress] = []
    var ended: [UInt64: WebDownloadState] = [:]

    init(_ manager: WebDownloadManager) {
        manager.addObserver { [weak self] event in self?.record(event) }
    }

    private func record(_ event: WebDownloadEvent) {
        switch event {
        case .started(let download): events.append("started \(download.id)")
        case .progressed(_, let value): progress.append(value)
        case .finished(let download, _):
            events.append("finished \(download.id)")
            ended[download.id] = download.state
        case .failed(let download, let error):
            events.append("failed \(download.id) \(error)")
            ended[download.id] = download.state
        case .ignored(let download):
            events.append("ignored \(download.id)")
            ended[download.id] = download.state
        }
    }

    /// Waits until `download` has ended; returns its final state.
    func end(of download: WebDownload, within seconds: Double = 60) async throws -> WebDownloadState {
        try await waitUntil(
            "download \(download.id) to end", timeout: seconds, describe: { "\(download.state)" },
            { download.state.isTerminal })
        return download.state
    }
}
