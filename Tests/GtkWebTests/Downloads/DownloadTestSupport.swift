import Foundation
import GtkWeb
import GtkWebTestSupport
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
