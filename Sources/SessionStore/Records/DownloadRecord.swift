public import Foundation

/// A download as recorded: source, destination, type, progress and outcome.
public struct DownloadRecord: Sendable, Equatable, Hashable, Codable {
    /// Where a download stands.
    public enum State: String, Sendable, Codable, CaseIterable {
        case inProgress
        case finished
        case failed
        case cancelled
    }

    /// A stable identifier chosen by the caller.
    public var id: String
    /// The URL downloaded.
    public var url: String
    /// The file written, once known.
    public var destinationPath: String?
    /// The response's MIME type, once known.
    public var mimeType: String?
    /// Bytes received so far.
    public var receivedBytes: Int64
    /// The expected size, when the server said.
    public var totalBytes: Int64?
    /// Where the download stands.
    public var state: State
    /// When it started.
    public var startedAt: Date
    /// When it finished, failed or was cancelled.
    public var finishedAt: Date?
    /// Why it failed, for `.failed`.
    public var failureMessage: String?

    /// Creates a record.
    public init(
        id: String, url: String, destinationPath: String? = nil, mimeType: String? = nil, receivedBytes: Int64 = 0,
        totalBytes: Int64? = nil, state: State = .inProgress, startedAt: Date = Date(), finishedAt: Date? = nil,
        failureMessage: String? = nil
    ) {
        self.id = id
        self.url = url
        self.destinationPath = destinationPath
        self.mimeType = mimeType
        self.receivedBytes = receivedBytes
        self.totalBytes = totalBytes
        self.state = state
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.failureMessage = failureMessage
    }
}
