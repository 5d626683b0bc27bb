public import Foundation

/// A navigation the engine treats as a download instead of showing it (SkipWeb's type).
///
/// Reported to `WebView`'s `onDownloadRequested` and to
/// `SkipWebNavigationDelegate.webEngine(_:didRequestDownload:)`; the page navigation is cancelled.
public struct WebDownloadRequest: Equatable, Hashable, Sendable {
    /// The URL of the response (after redirects).
    public let url: URL?
    /// The file name the server or the link suggests (not yet made safe; see `WebDownloadFileName`).
    public let suggestedFilename: String?
    /// The response's MIME type, e.g. `application/pdf`.
    public let mimeType: String?
    /// The `Content-Disposition` type only, lowercased (`attachment`, `inline`), or nil without the header.
    public let contentDisposition: String?
    /// The announced length in bytes; nil when unknown.
    public let contentLength: Int64?

    /// A request; a negative `contentLength` is stored as nil (unknown).
    public init(
        url: URL?, suggestedFilename: String? = nil, mimeType: String? = nil, contentDisposition: String? = nil,
        contentLength: Int64? = nil
    ) {
        self.url = url
        self.suggestedFilename = suggestedFilename
        self.mimeType = mimeType
        self.contentDisposition = contentDisposition
        self.contentLength = contentLength.flatMap { $0 < 0 ? nil : $0 }
    }

    /// SkipWeb's rule: a response is a download when its `Content-Disposition` is `attachment`, when
    /// it is `application/octet-stream` and the URL does not look like playable media, or when the
    /// engine cannot show its MIME type.
    /// - Parameters:
    ///   - canShowMIMEType: whether the engine can display the type
    ///     (`webkit_response_policy_decision_is_mime_type_supported`).
    ///   - contentDisposition: the header's value (the full value or only its type).
    ///   - mimeType: the response's MIME type.
    ///   - url: the response's URL, to recognise media served as octet-stream by its extension.
    public static func shouldTreatResponseAsDownload(
        canShowMIMEType: Bool, contentDisposition: String?, mimeType: String? = nil, url: URL? = nil
    ) -> Bool {
        if dispositionType(of: contentDisposition) == "attachment" { return true }
        if mimeType?.lowercased().split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
            == "application/octet-stream"
        {
            return !looksLikePlayableMedia(url)
        }
        return !canShowMIMEType
    }

    /// The disposition type of a `Content-Disposition` value (`attachment; filename=…` → `attachment`),
    /// lowercased; nil for nil or an empty type.
    static func dispositionType(of header: String?) -> String? {
        guard let header else { return nil }
        let type = header.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let trimmed = type.trimmingCharacters(in: .whitespaces).lowercased()
        return trimmed.isEmpty ? nil : trimmed
    }

    /// File extensions of audio and video a browser plays inline even when served as octet-stream.
    static let playableMediaExtensions: Set<String> = [
        "mp4", "m4v", "mov", "webm", "mkv", "ogv", "mp3", "m4a", "aac", "wav", "ogg", "oga", "opus", "flac",
        "m3u8", "mpd",
    ]

    private static func looksLikePlayableMedia(_ url: URL?) -> Bool {
        guard let url else { return false }
        return playableMediaExtensions.contains(url.pathExtension.lowercased())
    }
}
