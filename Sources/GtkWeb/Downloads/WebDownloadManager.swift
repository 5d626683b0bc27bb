public import Foundation

/// What a `WebDownloadManager` tells its observers, in order for each download:
/// `started`, `progressed`…, then one of `finished`, `failed` or `ignored`.
public enum WebDownloadEvent {
    /// The destination is chosen and bytes will follow into the `.part` file.
    case started(WebDownload)
    /// More bytes arrived.
    case progressed(WebDownload, WebDownloadProgress)
    /// The file is complete at this URL.
    case finished(WebDownload, URL)
    /// The download failed or was cancelled; nothing was left behind.
    case failed(WebDownload, WebDownloadError)
    /// The decision was `.ignore`.
    case ignored(WebDownload)
}

/// Saves downloads to disk: a GtkWeb addition to SkipWeb, which only detects them.
///
/// Set it on `WebEngineConfiguration.downloadManager`: every download an engine made from that
/// configuration detects (see `WebDownloadRequest.shouldTreatResponseAsDownload`) or that a page starts
/// (a link with the `download` attribute) comes here, after `onDownloadRequested` and the navigation
/// delegate were told. For each one the manager asks `decide` (async: the host may ask the user) and
/// then ignores it, saves it into a folder, or saves it as a chosen file (`WebDownloadDecision.saveAs`).
/// In a folder the bytes go to `<name>.part`, which is renamed to a free name (`name.ext`,
/// `name (1).ext`, …; never overwriting) when complete, and removed on failure; a chosen file replaces
/// one already there only when the decision says `.replace`.
/// WebKitGTK 2.50 has no way to resume a download, so a failed one starts over when repeated.
@MainActor
public final class WebDownloadManager {
    /// Asks what to do with a request; nil means "save into `folder`".
    public var decide: (@MainActor (WebDownloadRequest) async -> WebDownloadDecision)?
    /// The folder `decide == nil` saves into; the XDG download folder by default.
    public var folder: URL
    /// Receives every finished or failed download (not ignored ones), for a history store. Never called
    /// for downloads of engines with an ephemeral profile.
    public var recorder: (@MainActor (WebDownloadRecord) -> Void)?

    /// Every download of this manager, oldest first (finished ones included).
    public private(set) var downloads: [WebDownload] = []

    private var observers: [UInt64: @MainActor (WebDownloadEvent) -> Void] = [:]
    private var nextObserverID: UInt64 = 0
    private static var nextDownloadID: UInt64 = 0
    /// Final paths of downloads in flight, so that two downloads of one name get different files.
    var reservedPaths: Set<String> = []

    /// A manager that saves into `folder` (default: `defaultFolder`) unless `decide` says otherwise.
    public init(
        folder: URL? = nil, decide: (@MainActor (WebDownloadRequest) async -> WebDownloadDecision)? = nil
    ) {
        self.folder = folder ?? Self.defaultFolder
        self.decide = decide
    }

    /// The user's download folder (`g_get_user_special_dir(G_USER_DIRECTORY_DOWNLOAD)`), or `~/Downloads`
    /// when XDG names none.
    public static var defaultFolder: URL {
        if let path = UserDirectories.download, !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Downloads", isDirectory: true)
    }

    /// Downloads `url` with `engine`'s profile and network session, into `folder` (default: the
    /// manager's `folder`), without asking `decide` (`webkit_web_view_download_uri`).
    /// - Returns: the download; follow it through the observers or its `state`.
    /// - Throws: `WebDownloadError.folderMissing` / `.folderNotWritable` at once when the folder cannot
    ///   be used; `WebLoadError` (`.invalidURL`, `.unsupportedScheme`) for a URL that is not http(s),
    ///   file or data, or has no host.
    @discardableResult
    public func download(_ url: URL, using engine: WebEngine, into folder: URL? = nil) throws -> WebDownload {
        let target = folder ?? self.folder
        try DownloadDestination.checkFolder(target)
        try engine.validateDownloadURL(url)
        return engine.startDownloadFromCode(url, manager: self, decision: .save(into: target))
    }

    /// Downloads `url` with `engine`'s profile and network session as exactly `file`, without asking
    /// `decide` (`webkit_web_view_download_uri`). The bytes go to a `.part` file beside it, which becomes
    /// `file` when complete; on failure it is removed and a file that was at `file` is left as it was.
    /// - Parameters:
    ///   - url: what to download: http(s), file or data.
    ///   - engine: the engine whose profile and network session (cookies, authentication) fetch it.
    ///   - file: an absolute `file:` URL (what a save dialog returns) in an existing, writable folder.
    ///   - overwrite: what happens when a file is at `file`: `.refuse` fails, `.replace` replaces it once
    ///     the download is complete. A save dialog that asked the user to confirm passes `.replace`.
    /// - Returns: the download; follow it through the observers or its `state`.
    /// - Throws: at once, before any request, `WebDownloadError.destinationNotAbsolute` for a relative
    ///   path or a URL that is not `file:`, `.destinationIsDirectory` when `file` names a directory,
    ///   `.folderMissing` / `.folderNotWritable` for its folder, `.fileExists` when a file is there and
    ///   `overwrite` is `.refuse`; `WebLoadError` (`.invalidURL`, `.unsupportedScheme`) for a URL that is
    ///   not http(s), file or data, or has no host. The same checks run again when the response arrives,
    ///   and the download then fails with the error instead.
    @discardableResult
    public func download(
        _ url: URL, using engine: WebEngine, to file: URL, ifFileExists overwrite: WebDownloadOverwrite
    ) throws -> WebDownload {
        _ = try DownloadDestination.checkFile(file, ifFileExists: overwrite)
        try engine.validateDownloadURL(url)
        return engine.startDownloadFromCode(url, manager: self, decision: .saveAs(file, ifFileExists: overwrite))
    }

    /// Downloads `url` with `engine`'s profile and network session, and asks `decide`, instead of the
    /// manager's `decide`, what to do once the response is in: its request then carries the server's
    /// suggested name (`Content-Disposition`), MIME type and length, so a save dialog can offer that name.
    /// The transfer waits while `decide` runs; `.ignore` cancels it and writes nothing.
    /// - Returns: the download; follow it through the observers or its `state`.
    /// - Throws: `WebLoadError` (`.invalidURL`, `.unsupportedScheme`) for a URL that is not http(s), file
    ///   or data, or has no host. A destination `decide` returns that cannot be used ends the download
    ///   with the `WebDownloadError` that `download(_:using:into:)` or `download(_:using:to:ifFileExists:)`
    ///   would have thrown.
    @discardableResult
    public func download(
        _ url: URL, using engine: WebEngine,
        deciding decide: @escaping @MainActor (WebDownloadRequest) async -> WebDownloadDecision
    ) throws -> WebDownload {
        try engine.validateDownloadURL(url)
        return engine.startDownloadFromCode(url, manager: self, decision: nil, decider: decide)
    }

    /// Registers `body` for every event of every download; returns a token for `removeObserver(_:)`.
    @discardableResult
    public func addObserver(_ body: @escaping @MainActor (WebDownloadEvent) -> Void) -> UInt64 {
        nextObserverID += 1
        observers[nextObserverID] = body
        return nextObserverID
    }

    /// Stops calling the observer registered under `token`.
    public func removeObserver(_ token: UInt64) { observers[token] = nil }

    // MARK: - Internals

    /// Creates and tracks the download for a WebKit download handle.
    func adopt(
        _ handle: DownloadHandle, request: WebDownloadRequest, records: Bool, decision: WebDownloadDecision?,
        decider: (@MainActor (WebDownloadRequest) async -> WebDownloadDecision)? = nil
    ) -> WebDownload {
        Self.nextDownloadID += 1
        let download = WebDownload(
            id: Self.nextDownloadID, handle: handle, request: request, manager: self, records: records,
            decision: decision, decider: decider)
        downloads.append(download)
        return download
    }

    func decision(for request: WebDownloadRequest) async -> WebDownloadDecision {
        guard let decide else { return .save(into: folder) }
        return await decide(request)
    }

    func notify(_ event: WebDownloadEvent) {
        for observer in observers.values { observer(event) }
    }
}
