import Foundation
import Glibc

/// One rule-list file as GtkWeb compiles it: the file's bytes plus the injected whitelist rules, and the
/// cache identifier of that effective content.
///
/// Reading and hashing run off the main thread (`read(path:injectedRules:)` is `nonisolated` and
/// `async`), so a large list does not stall the GTK main loop.
struct RuleListSource: Sendable {
    /// The path as configured.
    var path: String
    /// The file's bytes, unchanged.
    var fileBytes: Data
    /// The injected rule objects (comma-separated JSON), or empty.
    var injectedRules: String
    /// Whether the file's JSON is an empty array (`[]`, whitespace allowed): such a list is ignored.
    var isEmptyList: Bool
    /// `gtkweb-<SHA-256 of the effective content>`; see `identifier(fileBytes:injectedRules:)`.
    var identifier: String

    /// Prefix of every identifier GtkWeb stores; pruning never touches other identifiers.
    static let identifierPrefix = "gtkweb-"
    /// Bumped when the way the effective content is made changes, so old compiled lists are not reused.
    static let formatVersion = "gtkweb-content-blockers-1"

    /// Reads `path` and derives its identifier.
    /// - Throws: `WebContentBlockerError.fileReadFailed` naming the file and the system's reason.
    @concurrent
    nonisolated static func read(path: String, injectedRules: String) async throws(WebContentBlockerError)
        -> RuleListSource
    {
        let bytes: Data
        do {
            bytes = try readFile(path)
        } catch {
            throw .fileReadFailed(path: path, description: String(cString: strerror(error.code)))
        }
        return RuleListSource(
            path: path, fileBytes: bytes, injectedRules: injectedRules, isEmptyList: isEmptyArray(bytes),
            identifier: identifier(fileBytes: bytes, injectedRules: injectedRules))
    }

    /// The cache identifier: a SHA-256 over the format version, the injected rules and the file bytes,
    /// separated by NUL bytes (which neither JSON text contains), so the effective content decides it.
    static func identifier(fileBytes: Data, injectedRules: String) -> String {
        let separator = Data([0])
        let digest = ContentDigest.sha256Hex([
            Data(formatVersion.utf8), separator, Data(injectedRules.utf8), separator, fileBytes,
        ])
        return identifierPrefix + digest
    }

    /// The JSON WebKit compiles: the file with the injected rules spliced in before its closing `]`.
    ///
    /// Only a file that is an array (`[` … `]`, whitespace around) gets rules spliced in; anything else
    /// is handed to WebKit unchanged, so WebKit's own message describes what is wrong with it.
    var effectiveSource: Data {
        guard !injectedRules.isEmpty, !isEmptyList,
            let open = fileBytes.firstIndex(where: { !Self.isWhitespace($0) }), fileBytes[open] == UInt8(ascii: "["),
            let close = fileBytes.lastIndex(where: { !Self.isWhitespace($0) }), fileBytes[close] == UInt8(ascii: "]"),
            close > open
        else { return fileBytes }
        var source = Data(fileBytes[fileBytes.startIndex..<close])
        source.append(UInt8(ascii: ","))
        source.append(contentsOf: Array(injectedRules.utf8))
        source.append(contentsOf: fileBytes[close...])
        return source
    }

    /// Whether `bytes` is `[` and `]` with only JSON whitespace around and between them.
    static func isEmptyArray(_ bytes: Data) -> Bool {
        let significant = bytes.lazy.filter { !isWhitespace($0) }
        var iterator = significant.makeIterator()
        return iterator.next() == UInt8(ascii: "[") && iterator.next() == UInt8(ascii: "]") && iterator.next() == nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The bytes of the file at `path`, read with POSIX calls so that a failure keeps its `errno`
    /// (Foundation's `Data(contentsOf:)` reports only a generic message on Linux).
    /// - Throws: `ReadError` with the failing call's `errno`.
    static func readFile(_ path: String) throws(ReadError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(code: errno) }
        defer { close(descriptor) }
        var bytes = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(code: errno)
            }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// A failed POSIX call while reading a list.
    struct ReadError: Error {
        var code: Int32
    }
}
