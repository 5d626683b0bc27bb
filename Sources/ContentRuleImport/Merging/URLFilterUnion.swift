import Foundation

/// Joins url-filters that one regex without `|` can match together, exactly: their union, nothing more.
///
/// WebKit's regex subset has no alternation, but two filters that differ in one place often still have a
/// union it can spell:
/// - a word that differs in one character: `a1\.example` and `a2\.example` → `a[12]\.example` (every filter
///   of the group that differs there joins the class);
/// - a word with characters inserted: `trac\.example` and `track\.example` → `track?\.example`,
///   `eldia\.es` and `eldiario\.es` → `eldia(rio)?\.es`;
/// - a separator and a word inserted: `page\.example\.com` and `page\.example\.com\.cn` →
///   `page\.example\.com(\.cn)?`, `link\.example` and `link-qc\.example` → `link(-qc)?\.example`.
///
/// The filters around the difference are the same bytes, and the difference is literal characters that no
/// quantifier touches (`URLFilterTokens`), so `A x B` and `A y B` become `A (x or y) B`: the same URLs, as
/// regex concatenation distributes over union. Each filter joins at most one union.
///
/// Candidates are found by hashing every filter with one word left out (`URLFilterWordIndex`) and every
/// filter whole, so the search is linear in the filters' length; hash collisions are checked byte by byte.
final class URLFilterUnion {
    /// What became of one filter.
    enum Outcome: Equatable {
        /// Left as it was.
        case kept
        /// Replaced by a union that also matches the filters joined into it.
        case replaced([UInt8])
        /// Joined into another filter's union, or a duplicate of another filter.
        case removed
    }

    private let filters: [[UInt8]]
    private let words: URLFilterWordIndex
    /// The first filter with each whole-text hash.
    private let filterByHash: [UInt64: Int32]
    private var outcomes: [Outcome]
    /// Whether a filter already joined a union, or is a duplicate.
    private var taken: [Bool]

    /// The outcome for each filter of a group of rules that are equal apart from their url-filters.
    ///
    /// - Parameter filters: The url-filters, as bytes, in the group's order.
    /// - Returns: One outcome per filter. A union replaces the earliest of the filters it joins; an exact
    ///   duplicate of an earlier filter is removed.
    static func outcomes(for filters: [[UInt8]]) -> [Outcome] {
        let union = URLFilterUnion(filters: filters)
        for member in filters.indices where !union.taken[member] {
            if !union.joinWord(of: member) { union.joinSeparatedWord(of: member) }
        }
        return union.outcomes
    }

    private init(filters: [[UInt8]]) {
        self.filters = filters
        words = URLFilterWordIndex(filters: filters)
        outcomes = Array(repeating: .kept, count: filters.count)
        taken = Array(repeating: false, count: filters.count)
        var filterByHash: [UInt64: Int32] = [:]
        filterByHash.reserveCapacity(filters.count)
        for (member, hash) in words.wholeHashes.enumerated() {
            if let first = filterByHash[hash] {
                if filters[Int(first)] == filters[member] {
                    outcomes[member] = .removed
                    taken[member] = true
                }
            } else {
                filterByHash[hash] = Int32(member)
            }
        }
        self.filterByHash = filterByHash
    }

    /// Joins `member` with the filters that differ from it in one word only; whether it found any.
    private func joinWord(of member: Int) -> Bool {
        let filter = filters[member]
        for entry in words.words(of: member) {
            let word = words.entries[entry].word
            var neighbors = words.neighbors(of: entry)
            neighbors.removeAll { !isFree($0, besides: member, at: word.lowerBound) }
            for neighbor in neighbors {
                let other = Int(words.entries[neighbor].filter)
                let otherWord = words.entries[neighbor].word
                if otherWord.count == word.count {
                    guard let position = onlyDifference(filter[word], filters[other][otherWord]),
                        hasSameContext(other, otherWord, as: member, word)
                    else { continue }
                    joinClass(of: member, word: word, position: position, candidates: neighbors)
                    return true
                }
                if let union = insertionUnion(filter, word: word, other: filters[other], otherWord: otherWord),
                    hasSameContext(other, otherWord, as: member, word)
                {
                    record(union, joining: [member, other])
                    return true
                }
            }
        }
        return false
    }

    /// Joins `member` and every candidate whose word differs from `member`'s at `position` only into one
    /// class: `a1`, `a2`, `a7` → `a[127]`.
    private func joinClass(of member: Int, word: Range<Int>, position: Int, candidates: [Int]) {
        let filter = filters[member]
        let at = word.lowerBound + position
        var members = [member]
        var characters: Set<UInt8> = [filter[at]]
        for candidate in candidates {
            let other = Int(words.entries[candidate].filter)
            let otherWord = words.entries[candidate].word
            guard otherWord.count == word.count,
                onlyDifference(filter[word], filters[other][otherWord]) == position,
                hasSameContext(other, otherWord, as: member, word)
            else { continue }
            members.append(other)
            characters.insert(filters[other][at])
        }
        let union =
            Array(filter[..<at]) + [UInt8(ascii: "[")] + characters.sorted() + [UInt8(ascii: "]")]
            + filter[(at + 1)...]
        record(union, joining: members)
    }

    /// Whether index entry `entry` is a word of another filter than `member`, free to join, that starts
    /// where `member`'s word does.
    private func isFree(_ entry: Int, besides member: Int, at start: Int) -> Bool {
        let found = words.entries[entry]
        return Int(found.filter) != member && !taken[Int(found.filter)] && Int(found.start) == start
    }

    /// Whether filter `other`'s text around `otherWord` is byte for byte `member`'s around `word` (their index
    /// keys are equal, which hashes only promise).
    private func hasSameContext(_ other: Int, _ otherWord: Range<Int>, as member: Int, _ word: Range<Int>) -> Bool {
        let filter = filters[member]
        let candidate = filters[other]
        return candidate.count - otherWord.upperBound == filter.count - word.upperBound
            && candidate[..<otherWord.lowerBound] == filter[..<word.lowerBound]
            && candidate[otherWord.upperBound...] == filter[word.upperBound...]
    }

    /// The one index at which two words of equal length differ, or `nil`.
    private func onlyDifference(_ word: ArraySlice<UInt8>, _ other: ArraySlice<UInt8>) -> Int? {
        var position: Int?
        for (offset, (byte, otherByte)) in zip(word, other).enumerated() where byte != otherByte {
            guard position == nil else { return nil }
            position = offset
        }
        return position
    }

    /// `filter` with `word` replaced by a word that matches it and `otherWord`, when one is the other with
    /// characters inserted: `trac` / `track` → `track?`, `eldia` / `eldiario` → `eldia(rio)?`.
    private func insertionUnion(
        _ filter: [UInt8], word: Range<Int>, other: [UInt8], otherWord: Range<Int>
    ) -> [UInt8]? {
        let (short, long) =
            word.count < otherWord.count ? (filter[word], other[otherWord]) : (other[otherWord], filter[word])
        var common = 0
        while common < short.count && short[short.startIndex + common] == long[long.startIndex + common] {
            common += 1
        }
        var commonEnd = 0
        while commonEnd < short.count - common
            && short[short.endIndex - 1 - commonEnd] == long[long.endIndex - 1 - commonEnd]
        {
            commonEnd += 1
        }
        guard common + commonEnd == short.count else { return nil }
        let insertion = long[(long.startIndex + common)..<(long.endIndex - commonEnd)]
        return Array(filter[..<word.lowerBound]) + short.prefix(common) + Self.optional(insertion)
            + short.dropFirst(common) + filter[word.upperBound...]
    }

    /// Joins `member` with a free filter that is `member` without one separator and the word beside it
    /// (`\.cn`, `-qc`, `dev-`).
    private func joinSeparatedWord(of member: Int) {
        for entry in words.entries[words.words(of: member)] {
            let word = entry.word
            if entry.separatorBefore > 0,
                join(
                    member, removing: (word.lowerBound - Int(entry.separatorBefore))..<word.upperBound,
                    hashWithout: entry.hashWithoutSeparatorBefore)
            {
                return
            }
            if entry.separatorAfter > 0,
                join(
                    member, removing: word.lowerBound..<(word.upperBound + Int(entry.separatorAfter)),
                    hashWithout: entry.hashWithoutSeparatorAfter)
            {
                return
            }
        }
    }

    /// Joins `member` with the free filter that is `member` without the bytes `run`, if there is one.
    private func join(_ member: Int, removing run: Range<Int>, hashWithout: UInt64) -> Bool {
        guard let found = filterByHash[hashWithout] else { return false }
        let filter = filters[member]
        let other = Int(found)
        guard other != member, !taken[other], filters[other].count == filter.count - run.count,
            filters[other][..<run.lowerBound] == filter[..<run.lowerBound],
            filters[other][run.lowerBound...] == filter[run.upperBound...]
        else { return false }
        record(
            Array(filter[..<run.lowerBound]) + Self.optional(filter[run]) + filter[run.upperBound...],
            joining: [member, other])
        return true
    }

    /// `x?` for one character, `(xyz)?` for more.
    private static func optional(_ text: ArraySlice<UInt8>) -> [UInt8] {
        text.count == 1
            ? Array(text) + [UInt8(ascii: "?")]
            : [UInt8(ascii: "(")] + text + [UInt8(ascii: ")"), UInt8(ascii: "?")]
    }

    /// Puts `union` in place of the earliest of `members` and removes the others.
    private func record(_ union: [UInt8], joining members: [Int]) {
        let first = members.min() ?? members[0]
        for member in members {
            taken[member] = true
            outcomes[member] = member == first ? .replaced(union) : .removed
        }
    }
}
