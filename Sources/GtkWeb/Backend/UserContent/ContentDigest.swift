import CWebKitGTK
import Foundation

/// SHA-256 through GLib's `GChecksum` (`g_checksum_new(G_CHECKSUM_SHA256)`).
///
/// Used for content-blocker cache identifiers: a cryptographic hash means two different rule lists
/// never share a compiled file by accident, and a list crafted to collide with another is out of reach.
/// GLib's implementation is C, so hashing a 5 MB list costs milliseconds even in a debug build.
/// Safe from any thread: each call owns its checksum object.
enum ContentDigest {
    /// The SHA-256 of the concatenation of `parts`, as 64 lowercase hex digits.
    static func sha256Hex(_ parts: [Data]) -> String {
        let checksum = g_checksum_new(G_CHECKSUM_SHA256)!
        defer { g_checksum_free(checksum) }
        for part in parts {
            part.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                g_checksum_update(checksum, base.assumingMemoryBound(to: guchar.self), gssize(bytes.count))
            }
        }
        return String(cString: g_checksum_get_string(checksum))
    }
}
