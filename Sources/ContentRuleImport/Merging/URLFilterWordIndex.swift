import Foundation

/// The words of a group's url-filters (`URLFilterTokens`), each filed under the text around it; the words
/// filed under the same text are kept in sorted order, forwards and backwards, so that two filters that
/// differ in one word only, by a character or an insertion, sit near each other in one of the two orders.
///
/// Comparing each word with its neighbours only keeps the search linear on the common case of thousands of
/// filters sharing a context (`||….com^`: every first label of a `.com` host is filed under the same text).
final class URLFilterWordIndex {
    /// One word of one filter.
    struct Entry {
        // The small fields first, so that they share the first 16 bytes: 40 bytes an entry instead of 48, on
        // millions of entries for a large list.
        /// The filter's index in the group.
        var filter: Int32
        /// Where the word starts and ends in the filter.
        var start: Int32
        var end: Int32
        /// The length of the separator just before the word, and of the one just after it; 0 for none.
        var separatorBefore: UInt8 = 0
        var separatorAfter: UInt8 = 0
        /// The hash of the filter's text before and after the word.
        var key: UInt64
        /// The hash of the filter without that separator and the word, and without the word and the
        /// separator after it; meaningful where there is such a separator.
        var hashWithoutSeparatorBefore: UInt64 = 0
        var hashWithoutSeparatorAfter: UInt64 = 0

        var word: Range<Int> { Int(start)..<Int(end) }
    }

    /// How many neighbours on each side, in each order, a word is compared with.
    static let window = 4

    /// The words, filter by filter.
    let entries: [Entry]
    /// The hash of each filter whole (`RollingHash`).
    let wholeHashes: [UInt64]
    /// The entries of filter `f` are `entryStart[f]..<entryStart[f + 1]`.
    private let entryStart: [Int32]
    private let forward: [Int32]
    private let backward: [Int32]
    private let forwardPosition: [Int32]
    private let backwardPosition: [Int32]
    /// The entries filed under one key fill `bucketStart[b]..<bucketStart[b + 1]` of both orders.
    private let bucketStart: [Int32]
    private let bucketOfEntry: [Int32]

    /// Files the words of `filters`.
    ///
    /// - Parameter filters: The group's url-filters.
    init(filters: [[UInt8]]) {
        var hashing = RollingHash()
        var entries: [Entry] = []
        var entryStart: [Int32] = [0]
        var wholeHashes: [UInt64] = []
        entryStart.reserveCapacity(filters.count + 1)
        wholeHashes.reserveCapacity(filters.count)
        for (member, filter) in filters.enumerated() {
            let prefixes = hashing.prefixHashes(filter)
            wholeHashes.append(prefixes[filter.count])
            let tokens = URLFilterTokens(filter).tokens
            for (offset, token) in tokens.enumerated() where token.kind == .word {
                let word = token.start..<token.end
                var entry = Entry(
                    filter: Int32(member), start: Int32(word.lowerBound), end: Int32(word.upperBound),
                    key: Self.key(prefixes, word: word, hashing: hashing))
                if offset > 0 && tokens[offset - 1].kind == .separator {
                    let separator = tokens[offset - 1]
                    entry.separatorBefore = UInt8(separator.end - separator.start)
                    entry.hashWithoutSeparatorBefore = hashing.without(prefixes, separator.start..<word.upperBound)
                }
                if offset + 1 < tokens.count && tokens[offset + 1].kind == .separator {
                    let separator = tokens[offset + 1]
                    entry.separatorAfter = UInt8(separator.end - separator.start)
                    entry.hashWithoutSeparatorAfter = hashing.without(prefixes, word.lowerBound..<separator.end)
                }
                entries.append(entry)
            }
            entryStart.append(Int32(entries.count))
        }
        // Entries side by side by key (a counting sort over the keys in first-seen order), then the keys
        // holding more entries than a window reaches sorted by word.
        var bucketByKey: [UInt64: Int32] = [:]
        bucketByKey.reserveCapacity(entries.count)
        var bucketOfEntry = [Int32](repeating: 0, count: entries.count)
        var bucketStart: [Int32] = []
        for (index, entry) in entries.enumerated() {
            if let bucket = bucketByKey[entry.key] {
                bucketOfEntry[index] = bucket
                bucketStart[Int(bucket)] += 1
            } else {
                bucketByKey[entry.key] = Int32(bucketStart.count)
                bucketOfEntry[index] = Int32(bucketStart.count)
                bucketStart.append(1)
            }
        }
        bucketByKey = [:]
        var next: Int32 = 0
        for bucket in bucketStart.indices {
            let count = bucketStart[bucket]
            bucketStart[bucket] = next
            next += count
        }
        bucketStart.append(next)
        var forward = [Int32](repeating: 0, count: entries.count)
        var filled = bucketStart
        for (index, bucket) in bucketOfEntry.enumerated() {
            forward[Int(filled[Int(bucket)])] = Int32(index)
            filled[Int(bucket)] += 1
        }
        var backward = forward
        for bucket in 0..<(bucketStart.count - 1) {
            let run = Int(bucketStart[bucket])..<Int(bucketStart[bucket + 1])
            guard run.count > 2 * Self.window + 1 else { continue }
            forward[run].sort { precedes(entries[Int($0)], entries[Int($1)], filters, reversed: false) }
            backward[run].sort { precedes(entries[Int($0)], entries[Int($1)], filters, reversed: true) }
        }
        var forwardPosition = [Int32](repeating: 0, count: entries.count)
        var backwardPosition = [Int32](repeating: 0, count: entries.count)
        for (position, entry) in forward.enumerated() { forwardPosition[Int(entry)] = Int32(position) }
        for (position, entry) in backward.enumerated() { backwardPosition[Int(entry)] = Int32(position) }
        self.entries = entries
        self.entryStart = entryStart
        self.wholeHashes = wholeHashes
        self.forward = forward
        self.backward = backward
        self.forwardPosition = forwardPosition
        self.backwardPosition = backwardPosition
        self.bucketStart = bucketStart
        self.bucketOfEntry = bucketOfEntry
    }

    /// The hash of a filter's text before and after `word`, with the lengths of both.
    private static func key(_ prefixes: [UInt64], word: Range<Int>, hashing: RollingHash) -> UInt64 {
        let count = prefixes.count - 1
        let after = hashing.slice(prefixes, word.upperBound..<count)
        return (prefixes[word.lowerBound] &* 0x9E37_79B9_7F4A_7C15) ^ (after &* 0xBF58_4767_1CE4_E5B9)
            ^ UInt64(word.lowerBound) << 40 ^ UInt64(count - word.upperBound)
    }

    /// The entries of the words of filter `member`, in the filter's order.
    func words(of member: Int) -> Range<Int> {
        Int(entryStart[member])..<Int(entryStart[member + 1])
    }

    /// The entries filed under the same hash as `entry` within `window` of it in either order.
    func neighbors(of entry: Int) -> [Int] {
        let bucket = Int(bucketOfEntry[entry])
        let bucketRange = Int(bucketStart[bucket])..<Int(bucketStart[bucket + 1])
        guard bucketRange.count > 1 else { return [] }
        var found: [Int] = []
        for (order, position) in [(forward, Int(forwardPosition[entry])), (backward, Int(backwardPosition[entry]))] {
            let window =
                max(
                    bucketRange.lowerBound, position - Self.window)..<min(
                    bucketRange.upperBound, position + Self.window + 1)
            for other in window where other != position && !found.contains(Int(order[other])) {
                found.append(Int(order[other]))
            }
            if bucketRange.count <= 2 * Self.window + 1 { break }
        }
        return found
    }
}

/// Whether the word of `lhs` sorts before that of `rhs`, read forwards or from its end; ties by filter.
private func precedes(
    _ lhs: URLFilterWordIndex.Entry, _ rhs: URLFilterWordIndex.Entry, _ filters: [[UInt8]], reversed: Bool
) -> Bool {
    let left = filters[Int(lhs.filter)][lhs.word]
    let right = filters[Int(rhs.filter)][rhs.word]
    if left.elementsEqual(right) { return lhs.filter < rhs.filter }
    return reversed
        ? left.reversed().lexicographicallyPrecedes(right.reversed()) : left.lexicographicallyPrecedes(right)
}
