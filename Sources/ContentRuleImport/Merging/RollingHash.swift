import Foundation

/// Polynomial hashes of byte strings, wrapping modulo 2⁶⁴, with the hash of any slice, and of two slices
/// joined, in constant time. Not collision-free: whoever acts on equal hashes compares the bytes.
struct RollingHash {
    private static let base: UInt64 = 0x0000_0100_0000_01B3
    private var powers: [UInt64] = [1]

    /// `hashes[i]` is the hash of `bytes[..<i]`; `hashes[bytes.count]` that of the whole.
    mutating func prefixHashes(_ bytes: [UInt8]) -> [UInt64] {
        while powers.count <= bytes.count { powers.append(powers[powers.count - 1] &* Self.base) }
        var hashes = [UInt64](repeating: 0, count: bytes.count + 1)
        for (index, byte) in bytes.enumerated() {
            hashes[index + 1] = hashes[index] &* Self.base &+ UInt64(byte) &+ 1
        }
        return hashes
    }

    /// The hash of `bytes[range]`, from the prefix hashes of `bytes`.
    func slice(_ prefixes: [UInt64], _ range: Range<Int>) -> UInt64 {
        prefixes[range.upperBound] &- prefixes[range.lowerBound] &* powers[range.count]
    }

    /// The hash of `bytes` without `removed`: the same as `prefixHashes` gives for the shorter string.
    func without(_ prefixes: [UInt64], _ removed: Range<Int>) -> UInt64 {
        let end = prefixes.count - 1
        return prefixes[removed.lowerBound] &* powers[end - removed.upperBound]
            &+ slice(prefixes, removed.upperBound..<end)
    }
}
