public import Foundation

/// Why a download did not produce its file. In every case no partial file is left behind: the
/// `.part` file is removed (WebKitGTK 2.50 has no API to resume a download, so keeping it would only
/// leave litter).
public enum WebDownloadError: Error, Equatable, Sendable {
    /// The destination folder does not exist (WebKit does not create it).
    case folderMissing(URL)
    /// The destination folder exists but cannot be written to.
    case folderNotWritable(URL)
    /// Writing the file failed (the disk is full, an I/O error); WebKit's message.
    case writeFailed(String)
    /// The network failed (connection refused or dropped); WebKit's message.
    case network(String)
    /// The server answered with an HTTP error status instead of the file.
    case httpStatus(Int)
    /// The download was cancelled (`WebDownload.cancel()`).
    case cancelled
    /// No free name was found (`name (1).ext` … `name (9999).ext` all exist).
    case noFreeName(String)
    /// The destination file is not an absolute `file:` URL: a relative path (it would depend on the
    /// process's working folder), or another scheme.
    case destinationNotAbsolute(URL)
    /// The destination file names a directory.
    case destinationIsDirectory(URL)
    /// A file already exists at the destination and the choice was `WebDownloadOverwrite.refuse`.
    case fileExists(URL)
}

/// How far a download got.
public struct WebDownloadProgress: Equatable, Sendable {
    /// Bytes received so far.
    public var receivedBytes: Int64
    /// The announced length; nil when the server did not say.
    public var totalBytes: Int64?
    /// Mean transfer rate since the transfer started, in bytes per second.
    public var bytesPerSecond: Double

    /// `receivedBytes / totalBytes` from 0 to 1, or nil when the total is unknown.
    public var fraction: Double? {
        guard let totalBytes, totalBytes > 0 else { return nil }
        return min(1, Double(receivedBytes) / Double(totalBytes))
    }

    /// A progress value from its parts.
    public init(receivedBytes: Int64 = 0, totalBytes: Int64? = nil, bytesPerSecond: Double = 0) {
        self.receivedBytes = receivedBytes
        self.totalBytes = totalBytes
        self.bytesPerSecond = bytesPerSecond
    }
}

/// Where a download stands.
public enum WebDownloadState: Equatable, Sendable {
    /// Waiting for the manager's decision (`WebDownloadManager.decide`) and the response.
    case pending
    /// Bytes are arriving into the `.part` file.
    case downloading
    /// Done: the file is at this URL.
    case finished(URL)
    /// Failed, or cancelled (`.failed(.cancelled)`); nothing was left behind.
    case failed(WebDownloadError)
    /// The manager's decision was `.ignore`: nothing was written.
    case ignored

    /// Whether the download finished with its file saved.
    public var isFinished: Bool {
        if case .finished = self { true } else { false }
    }

    /// Whether the download has ended (finished, failed or ignored).
    public var isTerminal: Bool {
        switch self {
        case .pending, .downloading: false
        case .finished, .failed, .ignored: true
        }
    }
}

/// What the host decides for a download request.
public enum WebDownloadDecision: Sendable, Equatable {
    /// Do not download.
    case ignore
    /// Save into this folder, under a safe, free name derived from the suggested one.
    case save(into: URL)
    /// Save as exactly this file (an absolute `file:` URL, as a save dialog returns), whose folder must
    /// exist; `ifFileExists` says what happens to a file already there.
    case saveAs(URL, ifFileExists: WebDownloadOverwrite)
}

/// What saving a download as a chosen file does when a file of that name exists: the caller decides,
/// there is no default. A save dialog that confirmed the replacement (GTK's file chooser with overwrite
/// confirmation) passes `.replace`.
public enum WebDownloadOverwrite: Sendable, Equatable {
    /// Fail with `WebDownloadError.fileExists`, at once when the file is there already, or when the
    /// download completes if it appeared meanwhile; the existing file is kept.
    case refuse
    /// Replace the file when the download completes, in one step (`rename(2)`): until then the old
    /// file is untouched, and a failed download leaves it as it was.
    case replace
}

/// A finished or failed download, as handed to `WebDownloadManager.recorder` (for a session store).
public struct WebDownloadRecord: Equatable, Sendable {
    /// What was downloaded (after redirects, when the response said).
    public var url: URL?
    /// The file's final location; nil when it failed.
    public var fileURL: URL?
    /// The name the server or page suggested, before it was made safe.
    public var suggestedFilename: String?
    /// The response's MIME type.
    public var mimeType: String?
    /// Bytes received.
    public var receivedBytes: Int64
    /// The announced length; nil when unknown.
    public var totalBytes: Int64?
    /// When the download began.
    public var startedAt: Date
    /// When it finished or failed.
    public var endedAt: Date
    /// nil when the file was saved.
    public var error: WebDownloadError?
}
