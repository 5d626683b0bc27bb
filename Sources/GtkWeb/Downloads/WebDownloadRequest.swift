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

    /// SkipWeb's rule for whether a response is a download rather than a page; the engine's own
    /// navigation path decides with this function too.
    ///
    /// In order: an `attachment` disposition is a download. `application/octet-stream` is shown only
    /// when the URL names playable media, or when the disposition is `inline` and the engine can show
    /// it. Any other response whose URL names playable media (by its extension, e.g. `.mp4`, `.m3u8`)
    /// is not a download. An `inline` disposition is shown when the engine can show the type. The rest
    /// is a download exactly when the engine cannot show its type. Only the disposition's *type* counts
    /// (`inline; filename="attachment.pdf"` is inline).
    /// - Parameters:
    ///   - canShowMIMEType: whether the engine can display the type
    ///     (`webkit_response_policy_decision_is_mime_type_supported`).
    ///   - contentDisposition: the header's value (the full value or only its type).
    ///   - mimeType: the response's MIME type; parameters such as `; charset=` are ignored.
    ///   - url: the response's URL, whose extension marks playable media.
    public static func shouldTreatResponseAsDownload(
        canShowMIMEType: Bool, contentDisposition: String?, mimeType: String? = nil, url: URL? = nil
    ) -> Bool {
        let disposition = dispositionType(of: contentDisposition)
        if disposition == "attachment" { return true }
        if essence(of: mimeType) == "application/octet-stream" {
            return looksLikePlayableMedia(url) ? false : !(disposition == "inline" && canShowMIMEType)
        }
        // A type the engine can show is shown whatever the URL names: its extension is only looked at
        // (`URL.pathExtension` parses the URL) when it can decide something.
        return canShowMIMEType ? false : !looksLikePlayableMedia(url)
    }

    /// The disposition type of a `Content-Disposition` value (`attachment; filename=…` → `attachment`),
    /// lowercased; nil for nil or an empty type.
    static func dispositionType(of header: String?) -> String? {
        guard let header else { return nil }
        let trimmed = trimmedLowercased(beforeFirstSemicolon(header))
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A MIME type without its parameters, trimmed and lowercased (`Text/HTML; charset=utf-8` → `text/html`).
    static func essence(of mimeType: String?) -> String? {
        guard let mimeType else { return nil }
        return trimmedLowercased(beforeFirstSemicolon(mimeType))
    }

    /// Whether the essence of `mimeType` is `application/octet-stream`.
    static func isOctetStream(_ mimeType: String?) -> Bool {
        essence(of: mimeType) == "application/octet-stream"
    }

    /// `text` up to its first `;`, all of it without one.
    private static func beforeFirstSemicolon(_ text: String) -> Substring {
        text[..<(text.utf8.firstIndex(of: UInt8(ascii: ";")) ?? text.endIndex)]
    }

    /// `text` without leading and trailing white space and newlines, lowercased. A header value is nearly
    /// always ASCII with nothing to trim or lowercase, and is then copied as it is: Foundation's trimming
    /// and Unicode lowercasing cost thousands of instructions. Trimming runs only when the first or last
    /// scalar is white space.
    private static func trimmedLowercased(_ text: Substring) -> String {
        if isPlainASCII(text) { return String(text) }
        let spaces = CharacterSet.whitespacesAndNewlines
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            spaces.contains(first) || spaces.contains(last)
        else { return text.lowercased() }
        return text.trimmingCharacters(in: spaces).lowercased()
    }

    /// Whether `text` is ASCII without upper-case letters and without white space at either end.
    private static func isPlainASCII(_ text: Substring) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last else { return true }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        if isSpace(first) || isSpace(last) { return false }
        return !bytes.contains { $0 >= 0x80 || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) }
    }

    /// SkipWeb's file extensions of audio, video and streaming manifests, played inline whatever the
    /// response's MIME type.
    static let playableMediaExtensions: Set<String> = [
        "3gp", "aac", "flac", "m3u8", "m4a", "m4v", "mkv", "mov", "mp3", "mp4", "mpeg", "mpg", "mpd", "oga", "ogg",
        "opus", "ts", "wav", "webm",
    ]

    private static func looksLikePlayableMedia(_ url: URL?) -> Bool {
        guard let url else { return false }
        return playableMediaExtensions.contains(url.pathExtension.lowercased())
    }
}
