/// Turns a request's encoded path into a relative file path that cannot leave the served folder.
///
/// WebKit already removes `.` and `..` segments (also `%2e%2e`) from URLs, but a page can still send
/// encoded separators, NUL bytes or backslashes, and a handler can be called directly: every such
/// path is refused here, before any file is touched.
enum SchemePath {
    /// The relative path for `encodedPath`, or nil when it must be refused.
    ///
    /// Refused: an encoded `/` or `\` (`%2F`, `%5C`), invalid percent escapes or UTF-8, NUL and other
    /// control characters, backslashes, `.` and `..` segments, empty segments (`//`, which would make an
    /// absolute path), and a leading `~`. The path is decoded exactly once. An empty path or one ending in
    /// `/` serves `index.html` of that folder.
    static func relativePath(fromEncoded encodedPath: String) -> String? {
        var path = Substring(encodedPath)
        if path.utf8.first == slash { path = Substring(path.utf8.dropFirst()) }
        let lowered = path.lowercased()
        if lowered.contains("%2f") || lowered.contains("%5c") || lowered.contains("%00") { return nil }
        guard let decoded = String(path).removingPercentEncoding else { return nil }
        if decoded.isEmpty { return "index.html" }
        var segments = segments(of: decoded)
        if segments.last?.isEmpty == true {
            segments.removeLast()
            segments.append("index.html")
        }
        let relative = segments.joined(separator: "/")
        return isSafeRelative(relative) ? relative : nil
    }

    /// Whether `name` (already decoded) is a relative path that stays inside its folder: no NUL or
    /// control characters, no backslash, no empty, `.` or `..` segment, no leading `/` or `~`.
    ///
    /// Segments are split at every `/` byte, as the file system splits them, also where a combining
    /// mark follows the `/` and makes one Swift `Character` of the two (`../\u{301}x` leaves the folder).
    static func isSafeRelative(_ name: String) -> Bool {
        guard let first = name.utf8.first, first != UInt8(ascii: "~"),
            !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" })
        else { return false }
        return segments(of: name).allSatisfy { segment in
            !segment.isEmpty && !segment.utf8.elementsEqual(".".utf8) && !segment.utf8.elementsEqual("..".utf8)
        }
    }

    private static let slash = UInt8(ascii: "/")

    /// `path` split at each `/` byte (not at `Character`s), empty segments kept.
    private static func segments(of path: String) -> [Substring] {
        path.utf8.split(separator: slash, omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// A MIME type for a file name, from its extension; `application/octet-stream` when unknown.
    static func mimeType(for name: String) -> String {
        let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return mimeTypes[ext] ?? "application/octet-stream"
    }

    private static let mimeTypes: [String: String] = [
        "html": "text/html", "htm": "text/html", "css": "text/css", "js": "text/javascript",
        "mjs": "text/javascript", "json": "application/json", "txt": "text/plain", "svg": "image/svg+xml",
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "ico": "image/x-icon", "wasm": "application/wasm", "xml": "application/xml", "pdf": "application/pdf",
        "woff": "font/woff", "woff2": "font/woff2", "mp4": "video/mp4", "webm": "video/webm", "mp3": "audio/mpeg",
    ]
}
