import Foundation

#if !FUZZING
    @testable import GtkWeb
#endif

/// Download file-name sanitizing: any suggested name becomes one safe path component — not empty, not
/// `.` or `..`, no `/`, `\`, NUL or other control character, no leading dot, at most
/// `WebDownloadFileName.maximumBytes` UTF-8 bytes — which sanitizing again leaves as it is, and whose
/// numbered form (` (9999)`) with `.part` still fits Linux's 255-byte limit.
enum DownloadFileNameFuzzCheck {
    static let name = "download-file-name"

    static func check(_ bytes: [UInt8]) throws(FuzzInvariantViolation) {
        let suggested = fuzzText(bytes)
        let safe = WebDownloadFileName.sanitized(suggested)
        let shown = suggested.debugDescription
        try fuzzRequire(!safe.isEmpty && safe != "." && safe != "..", name, "\(shown) became \(safe.debugDescription)")
        try fuzzRequire(
            !safe.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F },
            name, "\(shown) became \(safe.debugDescription), with a separator or control character")
        try fuzzRequire(!safe.hasPrefix("."), name, "\(shown) became the hidden name \(safe.debugDescription)")
        try fuzzRequire(
            safe.utf8.count <= WebDownloadFileName.maximumBytes, name,
            "\(shown) became \(safe.utf8.count) bytes long")
        try fuzzRequire(
            WebDownloadFileName.sanitized(safe) == safe, name,
            "\(safe.debugDescription) sanitized again became \(WebDownloadFileName.sanitized(safe).debugDescription)")
        let numbered = WebDownloadFileName.numbered(safe, 9999) + ".part"
        try fuzzRequire(numbered.utf8.count <= 255, name, "\(numbered.debugDescription) is longer than 255 bytes")
        try fuzzRequire(!numbered.contains("/"), name, "\(numbered.debugDescription) has a separator")
    }
}
