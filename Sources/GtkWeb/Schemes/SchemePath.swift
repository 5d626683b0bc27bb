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
        if path.hasPrefix("/") { path = path.dropFirst() }
        let lowered = path.lowercased()
        if lowered.contains("%2f") || lowered.contains("%5c") || lowered.contains("%00") { return nil }
        guard let decoded = String(path).removingPercentEncoding else { return nil }
        if decoded.isEmpty { return "index.html" }
        var segments = decoded.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if segments.last == "" {
            segments.removeLast()
            segments.append("index.html")
        }
        let relative = segments.joined(separator: "/")
        return isSafeRelative(relative) ? relative : nil
    }

    /// Whether `name` (already decoded) is a relative path that stays inside its folder: no NUL or
    /// control characters, no backslash, no empty, `.` or `..` segment, no leading `/` or `~`.
    static func isSafeRelative(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("~"),
            !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" })
        else { return false }
        return name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
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
