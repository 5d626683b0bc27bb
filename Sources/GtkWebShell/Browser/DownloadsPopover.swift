import Foundation
import GtkWeb

/// A window's downloads popover, fed by `ShellDownloads.manager`'s observers: a row per download
/// (name, progress, status), whose buttons cancel it and open its folder in the desktop's file manager
/// (`WebBrowser.open(_:mode: .launchBrowser)` on the folder's `file://` URL). Progress shows at most ten
/// times a second (`CoalescedCall`); a download's start and end show at once.
@MainActor
final class DownloadsPopover {
    let view = DownloadsPopoverView()
    private let manager: WebDownloadManager
    private var token: UInt64?
    /// Called after the rows changed.
    var onChange: () -> Void = {}
    /// Called with a sentence when the folder could not be opened.
    var onNotice: (_ text: String, _ detail: String?) -> Void = { _, _ in }
    /// The downloads that had ended when the popover was last opened: others that end show on the button.
    private var seenEnded: Set<UInt64> = []

    init(manager: WebDownloadManager = ShellDownloads.manager) {
        self.manager = manager
        view.onCancel = { [weak self] id in self?.download(id)?.cancel() }
        view.onOpenFolder = { [weak self] id in self?.openFolder(of: id) }
        view.onLayoutChanged = { [weak self] in self?.onChange() }
        view.onOpened = { [weak self] in
            guard let self else { return }
            self.seenEnded = Set(self.manager.downloads.filter(\.state.isTerminal).map(\.id))
            self.refresh()
        }
        token = manager.addObserver { [weak self] event in
            if case .progressed = event { self?.progressRefresh.soon() } else { self?.progressRefresh.now() }
        }
        refresh()
    }

    private lazy var progressRefresh = CoalescedCall(milliseconds: CoalescedCall.progressMilliseconds) {
        [weak self] in self?.refresh()
    }

    /// Stops following the manager (the window closed).
    func stop() {
        if let token { manager.removeObserver(token) }
        token = nil
        progressRefresh.cancel()
    }

    private func download(_ id: UInt64) -> WebDownload? { manager.downloads.first { $0.id == id } }

    private func refresh() {
        view.update(manager.downloads.map(Self.row))
        view.buttonView.show(buttonState)
        onChange()
    }

    /// The button's state: the running downloads' progress, else whether one finished unseen.
    private var buttonState: DownloadsButtonView.State {
        let running = manager.downloads.filter { !$0.state.isTerminal }
        if !running.isEmpty {
            let totals = running.compactMap(\.progress.totalBytes)
            guard totals.count == running.count, totals.reduce(0, +) > 0 else { return .running(fraction: nil) }
            let received = running.map(\.progress.receivedBytes).reduce(0, +)
            return .running(fraction: min(1, Double(received) / Double(totals.reduce(0, +))))
        }
        let finished = manager.downloads.contains { download in
            if case .finished = download.state { return !seenEnded.contains(download.id) }
            return false
        }
        return finished ? .finished : .idle
    }

    private func openFolder(of id: UInt64) {
        let folder = download(id)?.fileURL?.deletingLastPathComponent() ?? manager.folder
        Task { @MainActor [weak self] in
            do {
                try await WebBrowser.open(folder, mode: .launchBrowser)
            } catch {
                self?.onNotice("The download folder could not be opened.", error.localizedDescription)
            }
        }
    }

    /// What the popover shows of `download`.
    static func row(_ download: WebDownload) -> DownloadsPopoverView.Row {
        let name =
            download.fileURL?.lastPathComponent ?? download.request.suggestedFilename
            ?? download.request.url?.lastPathComponent ?? "download"
        let progress = download.progress
        let status: String
        var fraction = progress.fraction ?? 0
        switch download.state {
        case .pending: status = "Starting…"
        case .downloading:
            status =
                progress.totalBytes.map { "\(megabytes(progress.receivedBytes)) of \(megabytes($0))" }
                ?? megabytes(progress.receivedBytes)
        case .finished:
            status = "Finished"
            fraction = 1
        case .failed(.cancelled): status = "Cancelled"
        case .failed: status = ShellDownloads.describe(download.state).capitalizedFirst
        case .ignored: status = "Ignored"
        }
        return DownloadsPopoverView.Row(
            id: download.id, name: name, fraction: fraction, status: status, isRunning: !download.state.isTerminal)
    }

    private static func megabytes(_ bytes: Int64) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}

extension String {
    /// The string with its first letter in upper case.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
