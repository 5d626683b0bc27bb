import CWebKitGTK
public import Foundation

/// SHA-256 over bytes fed in pieces (GLib's `GChecksum`), for comparing downloaded files with what the
/// server sent.
public final class FixtureSHA256 {
    private let checksum: OpaquePointer

    /// An empty digest (`g_checksum_new(G_CHECKSUM_SHA256)`).
    public init() { checksum = g_checksum_new(G_CHECKSUM_SHA256) }
    deinit { g_checksum_free(checksum) }

    /// Feeds `bytes` (`g_checksum_update`).
    public func update(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { g_checksum_update(checksum, $0.baseAddress, gssize($0.count)) }
    }

    /// Feeds `data`.
    public func update(_ data: Data) { update(ArraySlice(data)) }

    /// The digest as lowercase hex (`g_checksum_get_string`); no more updates after this.
    public var hex: String { String(cString: g_checksum_get_string(checksum)) }

    /// The SHA-256 of the file at `url`, read 1 MiB at a time.
    /// - Throws: what reading the file throws.
    public static func hex(ofFileAt url: URL) throws -> String {
        let file = try FileHandle(forReadingFrom: url)
        defer { try? file.close() }
        let digest = FixtureSHA256()
        while let chunk = try file.read(upToCount: 1 << 20), !chunk.isEmpty { digest.update(chunk) }
        return digest.hex
    }
}
