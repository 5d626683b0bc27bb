import Foundation
public import SessionStore

extension WebDownloadManager {
    /// Records every download that finishes or fails into `store`'s download list
    /// (`SessionStore.recordDownload`, written off the main thread), so that a browser can list past
    /// downloads after a restart. Downloads of ephemeral profiles are never recorded (the manager does
    /// not report them). Replaces `recorder`.
    public func recordDownloads(in store: SessionStore) {
        recorder = { record in store.recordDownload(DownloadRecord(record)) }
    }
}

extension DownloadRecord {
    /// The store's record of a download that ended: finished, cancelled, or failed with its reason.
    init(_ record: WebDownloadRecord) {
        let state: State =
            switch record.error {
            case nil: .finished
            case .cancelled?: .cancelled
            case _?: .failed
            }
        self.init(
            id: UUID().uuidString, url: record.url?.absoluteString ?? "", destinationPath: record.fileURL?.path,
            mimeType: record.mimeType, receivedBytes: record.receivedBytes, totalBytes: record.totalBytes,
            state: state, startedAt: record.startedAt, finishedAt: record.endedAt,
            failureMessage: record.error?.localizedDescription)
    }
}
