import Foundation

#if !FUZZING
    @testable import GtkWeb
#endif

/// A scheme request's path against a folder handler: any encoded path is refused, or it resolves to a
/// file inside the served folder (no `..`, `.`, empty segment, NUL, backslash or leading `~` left), and a
/// resolved path is decoded only once (decoding it again changes nothing it would reach).
enum SchemePathFuzzCheck {
    static let name = "scheme-path"
    static let folder = "/srv/gtkweb-fuzz/site"

    static func check(_ bytes: [UInt8]) throws(FuzzInvariantViolation) {
        let encoded = fuzzText(bytes)
        guard let relative = SchemePath.relativePath(fromEncoded: encoded) else { return }
        try fuzzRequire(SchemePath.isSafeRelative(relative), name, "\(encoded) resolved to unsafe \(relative)")
        try fuzzRequire(relative.utf8.first != UInt8(ascii: "/"), name, "\(encoded) resolved to absolute \(relative)")
        try fuzzRequire(
            !relative.unicodeScalars.contains { $0.value == 0 || $0 == "\\" }, name,
            "\(encoded) resolved to \(relative), with a NUL or backslash")
        let resolved = URL(fileURLWithPath: folder).appendingPathComponent(relative).standardizedFileURL.path
        // Compared as bytes, as the file system does: a combining mark after `/` makes one Character of both.
        try fuzzRequire(
            resolved.utf8.starts(with: (folder + "/").utf8), name,
            "\(encoded) resolved to \(resolved), outside \(folder)")
        let segments = resolved.utf8.dropFirst(folder.utf8.count + 1).split(
            separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        try fuzzRequire(
            segments.allSatisfy {
                !$0.isEmpty && !$0.elementsEqual(".".utf8) && !$0.elementsEqual("..".utf8)
            }, name,
            "\(encoded) resolved to \(resolved), with an empty, . or .. segment")
        try fuzzRequire(
            SchemePath.relativePath(fromEncoded: encoded) == relative, name, "two resolutions of \(encoded) differ")
    }
}
