public import Foundation
import GLibInterop

/// One download the manager runs: its request, state and progress. Observe it through
/// `WebDownloadManager.addObserver(_:)`; cancel it with `cancel()`.
@MainActor
public final class WebDownload {
    /// Unique within the process.
    public let id: UInt64
    /// What is downloaded; filled in from the response once it arrives.
    public private(set) var request: WebDownloadRequest
    /// Where the download stands.
    public private(set) var state: WebDownloadState = .pending
    /// Bytes so far, total and rate.
    public private(set) var progress = WebDownloadProgress()
    /// The file's final location, once it is known (the `.part` file sits beside it while downloading).
    public private(set) var fileURL: URL?
    /// When the download began.
    public let startedAt = Date()

    /// WebKit's download; released once WebKit reports the end (`finished`), so that a kept
    /// `WebDownload` holds no WebKit object.
    private var handle: DownloadHandle?
    private weak var manager: WebDownloadManager?
    private let records: Bool
    /// The decision made in advance (downloads started from code), or nil to ask `decider`.
    private let presetDecision: WebDownloadDecision?
    /// Asked once the response is in when there is no preset decision; nil to ask the manager.
    private var decider: (@MainActor (WebDownloadRequest) async -> WebDownloadDecision)?
    private var partURL: URL?
    /// For a file chosen with `.saveAs`, what to do when its name is taken; nil for a free name in a folder.
    private var overwrite: WebDownloadOverwrite?
    /// The paths this download holds in the manager's `reservedPaths` while it runs.
    private var reserved: [String] = []
    private var cancelRequested = false

    init(
        id: UInt64, handle: DownloadHandle, request: WebDownloadRequest, manager: WebDownloadManager,
        records: Bool, decision: WebDownloadDecision?,
        decider: (@MainActor (WebDownloadRequest) async -> WebDownloadDecision)? = nil
    ) {
        self.id = id
        self.handle = handle
        self.request = request
        self.manager = manager
        self.records = records
        self.presetDecision = decision
        self.decider = decider
        handle.onDecideDestination = { [weak self] suggested in self?.responseArrived(suggested) }
        handle.onReceivedData = { [weak self] in self?.dataArrived() }
        handle.onFailed = { [weak self] error in self?.webKitFailed(error) }
        handle.onFinished = { [weak self] in self?.webKitFinished() }
    }

    /// Stops the download. A running one ends as `.failed(.cancelled)` and leaves no file; one still
    /// waiting for a decision is cancelled as soon as it is asked. Does nothing once it has ended.
    /// Calls `webkit_download_cancel`.
    public func cancel() {
        guard !state.isTerminal else { return }
        cancelRequested = true
        handle?.cancel()
    }

    // MARK: - WebKit's signals

    /// The response is in (`decide-destination`): record it, then decide where the file goes.
    func responseArrived(_ suggested: String?) {
        if let response = handle?.response {
            request = WebDownloadRequest(
                url: response.uri.flatMap(URL.init(string:)) ?? request.url,
                suggestedFilename: response.suggestedFilename ?? suggested ?? request.suggestedFilename,
                mimeType: response.mimeType,
                contentDisposition: WebDownloadRequest.dispositionType(of: response.contentDisposition),
                contentLength: response.contentLength)
            progress.totalBytes = response.contentLength
            if response.statusCode >= 400 {
                end(.httpStatus(response.statusCode))
                handle?.cancel()
                return
            }
        }
        if cancelRequested { return }
        if let presetDecision {
            apply(presetDecision)
            return
        }
        let request = request
        let decider = decider
        self.decider = nil
        Task { [weak self, manager] in
            let decision =
                if let decider { await decider(request) } else { await manager?.decision(for: request) ?? .ignore }
            self?.apply(decision)
        }
    }

    private func apply(_ decision: WebDownloadDecision) {
        guard state == .pending, !cancelRequested else { return }
        switch decision {
        case .ignore:
            state = .ignored
            handle?.cancel()
            manager?.notify(.ignored(self))
        case .save(let folder):
            start { reserved throws(WebDownloadError) in
                try DownloadDestination.checkFolder(folder)
                let name = WebDownloadFileName.sanitized(request.suggestedFilename ?? request.url?.lastPathComponent)
                let target = try DownloadDestination.freeURL(for: name, in: folder, reserved: reserved)
                return (target, URL(fileURLWithPath: target.path + DownloadDestination.partSuffix), nil)
            }
        case .saveAs(let file, let overwrite):
            start { reserved throws(WebDownloadError) in
                let target = try DownloadDestination.checkFile(file, ifFileExists: overwrite)
                return (target, try DownloadDestination.partURL(beside: target, reserved: reserved), overwrite)
            }
        }
    }

    /// Picks the file and its `.part` with `choose`, holds both names, and lets the bytes flow; a choice
    /// that throws ends the download with its error.
    private func start(
        _ choose: (Set<String>) throws(WebDownloadError) -> (file: URL, part: URL, overwrite: WebDownloadOverwrite?)
    ) {
        do {
            let (target, part, overwrite) = try choose(manager?.reservedPaths ?? [])
            fileURL = target
            partURL = part
            self.overwrite = overwrite
            reserved = [target.path, part.path]
            manager?.reservedPaths.formUnion(reserved)
            state = .downloading
            handle?.setDestination(path: part.path)
            manager?.notify(.started(self))
        } catch {
            end(error)
            handle?.cancel()
        }
    }

    private func dataArrived() {
        guard state == .downloading else { return }
        guard let handle else { return }
        let received = handle.receivedLength
        let seconds = handle.elapsedSeconds
        progress.receivedBytes = received
        progress.bytesPerSecond = seconds > 0 ? Double(received) / seconds : 0
        manager?.notify(.progressed(self, progress))
    }

    private func webKitFailed(_ error: GLibError) {
        guard !state.isTerminal else { return }
        let failure: WebDownloadError =
            if cancelRequested || error.code == 400 {
                .cancelled
            } else if error.code == 401 {
                .writeFailed(error.message)
            } else {
                .network(error.message)
            }
        end(failure)
    }

    private func webKitFinished() {
        let received = handle?.receivedLength ?? 0
        handle?.disconnect()
        handle = nil
        guard state == .downloading, let partURL, let fileURL else {
            if !state.isTerminal { end(.cancelled) }
            return
        }
        // WebKit reports "finished" only after libsoup read the whole body as framed (a connection closed
        // before `Content-Length` bytes is a network failure). Fewer bytes than announced then means a
        // content-encoded body, counted after decoding: the file is whole, and its length is the total.
        progress.receivedBytes = max(progress.receivedBytes, received)
        if let total = progress.totalBytes, progress.receivedBytes < total {
            progress.totalBytes = progress.receivedBytes
        }
        release()
        do {
            let final: URL
            if let overwrite {
                try DownloadDestination.place(part: partURL, at: fileURL, ifFileExists: overwrite)
                final = fileURL
            } else {
                final = try DownloadDestination.promote(
                    part: partURL, to: fileURL, reserved: manager?.reservedPaths ?? [])
            }
            self.fileURL = final
            state = .finished(final)
            manager?.notify(.finished(self, final))
            record(error: nil)
        } catch {
            end(error)
        }
    }

    /// Ends the download as failed: removes the `.part` file and frees the reserved name.
    private func end(_ error: WebDownloadError) {
        guard !state.isTerminal else { return }
        state = .failed(error)
        DownloadDestination.remove(partURL)
        release()
        fileURL = nil
        manager?.notify(.failed(self, error))
        record(error: error)
    }

    /// Gives back the names this download held.
    private func release() {
        manager?.reservedPaths.subtract(reserved)
        reserved = []
    }

    private func record(error: WebDownloadError?) {
        guard records, let recorder = manager?.recorder else { return }
        recorder(
            WebDownloadRecord(
                url: request.url, fileURL: fileURL, suggestedFilename: request.suggestedFilename,
                mimeType: request.mimeType, receivedBytes: progress.receivedBytes, totalBytes: progress.totalBytes,
                startedAt: startedAt, endedAt: Date(), error: error))
    }
}
