import Foundation
import Glibc

/// One rule-list file as GtkWeb compiles it: the file's bytes plus the injected whitelist rules, and the
/// cache identifier of that effective content.
///
/// Reading and hashing run off the main thread (`read(path:injectedRules:known:)` is `@concurrent`), so
/// a large list does not stall the GTK main loop. A file whose `stat` is unchanged since its digest was
/// recorded (`ListDigestMemo.unchangedSource`) is not read again: `fileBytes` is then nil until
/// compilation needs them.
struct RuleListSource: Sendable {
    /// The path as configured.
    let path: String
    /// The file's bytes, unchanged; nil when the digest came from the memo.
    let fileBytes: Data?
    /// What the file's digest is known for.
    let digest: ListDigest
    /// The injected rule objects (comma-separated JSON), or empty.
    let injectedRules: String
    /// `gtkweb-<SHA-256>` over the format version, the injected rules and the file's SHA-256, separated
    /// by NUL bytes (which neither JSON text contains): the effective content decides it. Computed when
    /// the source is made, unless `ListDigestMemo` already made it for the same digest and injected rules.
    let identifier: String

    init(path: String, fileBytes: Data?, digest: ListDigest, injectedRules: String) {
        let parts = [Self.formatVersion, injectedRules, digest.sha256]
        let identifier =
            Self.identifierPrefix + ContentDigest.sha256Hex(parts.map { Data($0.utf8) }.joinedWithNUL())
        self.init(
            path: path, fileBytes: fileBytes, digest: digest, injectedRules: injectedRules, identifier: identifier)
    }

    /// A source whose identifier was already made for the same digest and injected rules
    /// (`ListDigestMemo` keeps it): the identifier depends on nothing else.
    init(path: String, fileBytes: Data?, digest: ListDigest, injectedRules: String, identifier: String) {
        self.path = path
        self.fileBytes = fileBytes
        self.digest = digest
        self.injectedRules = injectedRules
        self.identifier = identifier
    }

    /// Whether the file's JSON is an empty array (`[]`, whitespace allowed): such a list is ignored.
    var isEmptyList: Bool { digest.isEmptyList }

    /// Prefix of every identifier GtkWeb stores; pruning never touches other identifiers.
    static let identifierPrefix = "gtkweb-"
    /// Bumped when the way the effective content is made changes, so old compiled lists are not reused.
    static let formatVersion = "gtkweb-content-blockers-1"

    /// Reads `path` and derives its identifier, unless `known` still describes the file (same device,
    /// inode, size, modification and status-change times), in which case the file is not read.
    /// - Throws: `WebContentBlockerError.fileReadFailed` naming the file and the system's reason.
    @concurrent
    nonisolated static func read(
        path: String, injectedRules: String, known: ListDigest? = nil
    ) async throws(WebContentBlockerError) -> RuleListSource {
        do {
            if let known, let stamp = try FileStamp(path: path), stamp == known.stamp {
                return RuleListSource(path: path, fileBytes: nil, digest: known, injectedRules: injectedRules)
            }
            let (bytes, stamp) = try StampedFile.read(path)
            let digest = ListDigest(
                stamp: stamp, sha256: ContentDigest.sha256Hex([bytes]), isEmptyList: isEmptyArray(bytes))
            return RuleListSource(path: path, fileBytes: bytes, digest: digest, injectedRules: injectedRules)
        } catch {
            throw .fileReadFailed(path: path, description: String(cString: strerror(error.code)))
        }
    }

    /// The JSON WebKit compiles: the file with the injected rules spliced in before its closing `]`.
    ///
    /// Only a file that is an array (`[` … `]`, whitespace around) gets rules spliced in; anything else
    /// is handed to WebKit unchanged, so WebKit's own message describes what is wrong with it.
    /// - Precondition: `fileBytes` is not nil.
    var effectiveSource: Data {
        Self.splice(injectedRules, into: fileBytes!)
    }

    /// `fileBytes` with `injectedRules` spliced in before its closing `]`; unchanged when there is nothing
    /// to inject or the bytes are not a non-empty JSON array (see `effectiveSource`).
    static func splice(_ injectedRules: String, into fileBytes: Data) -> Data {
        guard !injectedRules.isEmpty, !isEmptyArray(fileBytes),
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
}

/// What is known of a list file's content, and for which state of the file.
struct ListDigest: Codable, Sendable, Equatable {
    /// The file's state when it was hashed; nil if it changed while being read (not remembered then).
    var stamp: FileStamp?
    /// SHA-256 of the file's bytes.
    var sha256: String
    /// Whether the file's JSON is an empty array.
    var isEmptyList: Bool
}

extension Array where Element == Data {
    /// The elements joined with a NUL byte between each two.
    fileprivate func joinedWithNUL() -> [Data] {
        var parts: [Data] = []
        for (index, part) in enumerated() {
            if index > 0 { parts.append(Data([0])) }
            parts.append(part)
        }
        return parts
    }
}
