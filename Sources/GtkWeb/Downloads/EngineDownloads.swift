import GLibInterop

/// An engine's download bookkeeping: the view-level callback, and which WebKit downloads it has seen.
@MainActor
final class EngineDownloads {
    /// The view's `onDownloadRequested`.
    var onDownloadRequested: ((WebDownloadRequest) -> Void)?
    /// The context's `download-started` handler for this view.
    var observation: SignalConnection?
    /// Set while `webkit_web_view_download_uri` runs, so that a `download-started` emitted inside the
    /// call is recognised as the code's own download.
    var startingFromCode = false
    /// A download `download-started` delivered while `startingFromCode` was set.
    var adoptedFromCode: DownloadHandle?
    /// Identities of downloads already handled (code downloads whose `download-started` comes later).
    var claimed: Set<UInt> = []
    /// Responses turned into downloads by the response policy, by URI, with the request already reported.
    var expectedFromPolicy: [String: WebDownloadRequest] = [:]
    /// Main-frame responses cancelled or turned into downloads whose `load-failed` (WebKit's "frame load
    /// interrupted by policy change") is still to come; that failure is not a navigation failure.
    var pendingInterruptions = 0
    /// The MIME type of a main-frame response that is not a download but that WebKit cannot show (media
    /// served as `application/octet-stream`, say), cancelled; its `load-failed` is still to come.
    var refusedUnshowableMIMEType: String?
    /// Downloads cancelled after detection only (no manager), kept until WebKit reports their end.
    var detectedOnly: [UInt: DownloadHandle] = [:]
}
