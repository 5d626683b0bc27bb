/// Finds which of a fixed set of needles occur in a text, ASCII letters compared without case, in one pass
/// over the text (an Aho–Corasick automaton over UTF-8 bytes): `GenericHidingIndex` uses it to tell which
/// attribute selectors' values occur in the attribute values, classes and ids a page reports.
struct SubstringMatcher: Sendable {
    /// Per state, its transitions by (lowercase) byte.
    private var next: [[UInt8: Int32]] = [[:]]
    /// Per state, the state of its longest proper suffix that is a state too.
    private var fail: [Int32] = [0]
    /// Per state, the needles (their indices) that end there, its suffixes' included.
    private var found: [[Int32]] = [[]]

    /// Whether there is no needle.
    var isEmpty: Bool { found.count == 1 && found[0].isEmpty }

    /// A matcher of `needles` (each matched by its index); an empty needle occurs in every text.
    init(_ needles: [String]) {
        for (number, needle) in needles.enumerated() {
            var state = 0
            for byte in needle.utf8 {
                let lower = Self.lowercase(byte)
                if let target = next[state][lower] {
                    state = Int(target)
                } else {
                    next.append([:])
                    fail.append(0)
                    found.append([])
                    next[state][lower] = Int32(next.count - 1)
                    state = next.count - 1
                }
            }
            found[state].append(Int32(number))
        }
        var queue = next[0].values.map { Int($0) }
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            for (byte, target) in next[state] {
                let child = Int(target)
                var suffix = Int(fail[state])
                while suffix != 0, next[suffix][byte] == nil { suffix = Int(fail[suffix]) }
                let link = state == 0 ? 0 : Int(next[suffix][byte] ?? 0)
                fail[child] = Int32(link == child ? 0 : link)
                found[child] += found[Int(fail[child])]
                queue.append(child)
            }
        }
    }

    /// Calls `body` with the index of each needle that occurs in `text` (as often as it occurs).
    func forEachMatch(in text: String, _ body: (Int) -> Void) {
        for number in found[0] { body(Int(number)) }
        var state = 0
        for byte in text.utf8 {
            let lower = Self.lowercase(byte)
            while state != 0, next[state][lower] == nil { state = Int(fail[state]) }
            state = Int(next[state][lower] ?? 0)
            for number in found[state] { body(Int(number)) }
        }
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
