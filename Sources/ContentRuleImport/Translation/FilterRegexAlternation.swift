import Foundation

/// Expands the alternations of a regex filter into separate regexes, since WebKit's url-filter subset has no
/// `|`: `/\.(club|xyz)\//` becomes `/\.club\//` and `/\.xyz\//`, each then translated on its own.
///
/// Only alternations whose meaning survives the split are expanded: a top-level `a|b`, and groups holding
/// no nested group or character class that are not repeated (`(a|b)+` is refused: one branch per rule
/// could not match `ab`).
enum FilterRegexAlternation {
    /// The most regexes one filter may expand into.
    static let maximumBranches = 64

    /// The alternatives of a regex body (the text between the slashes).
    ///
    /// - Parameter body: The regex, without the enclosing `/`.
    /// - Returns: One body per combination of branches; `[body]` when it has no `|`.
    /// - Throws: `FilterConversionFailure.unsupportedRegex` for more than `maximumBranches` combinations or
    ///   an alternation that cannot be split.
    static func expand(_ body: [Character]) throws(FilterConversionFailure) -> [[Character]] {
        guard body.contains("|") else { return [body] }
        var pending = [body]
        var done: [[Character]] = []
        while let current = pending.popLast() {
            guard let branches = try split(current) else {
                done.append(current)
                continue
            }
            pending += branches
            guard pending.count + done.count <= maximumBranches else {
                throw .unsupportedRegex("its alternations make more than \(maximumBranches) regexes")
            }
        }
        return done.reversed()
    }

    /// The bodies made by splitting the first splittable alternation of `body`, or `nil` when it has none.
    private static func split(_ body: [Character]) throws(FilterConversionFailure) -> [[Character]]? {
        var groupStack: [(start: Int, isSimple: Bool)] = []
        var topLevelBars: [Int] = []
        var barsByGroup: [Int: [Int]] = [:]
        var inClass = false
        var index = 0
        while index < body.count {
            let character = body[index]
            if character == "\\" {
                index += 2
                continue
            }
            if inClass {
                if character == "]" { inClass = false }
                index += 1
                continue
            }
            switch character {
            case "[":
                inClass = true
                if !groupStack.isEmpty { groupStack[groupStack.count - 1].isSimple = false }
            case "(":
                if !groupStack.isEmpty { groupStack[groupStack.count - 1].isSimple = false }
                groupStack.append((index, true))
            case ")":
                guard let group = groupStack.popLast() else { return nil }
                let bars = barsByGroup[group.start] ?? []
                let next = index + 1 < body.count ? body[index + 1] : nil
                guard !bars.isEmpty else { break }
                guard group.isSimple, next.map({ !"*+?{".contains($0) }) ?? true else {
                    throw .unsupportedRegex(
                        "WebKit does not support '|' (alternation) inside a repeated or nested group")
                }
                var contentStart = group.start + 1
                if body[contentStart...].starts(with: ["?", ":"]) { contentStart += 2 }
                let cuts = [contentStart - 1] + bars + [index]
                return zip(cuts, cuts.dropFirst()).map { from, to in
                    Array(body[..<group.start]) + Array(body[(from + 1)..<to]) + Array(body[(index + 1)...])
                }
            case "|":
                if let group = groupStack.last {
                    barsByGroup[group.start, default: []].append(index)
                } else {
                    topLevelBars.append(index)
                }
            default:
                break
            }
            index += 1
        }
        guard !topLevelBars.isEmpty, groupStack.isEmpty else { return nil }
        let cuts = [-1] + topLevelBars + [body.count]
        return zip(cuts, cuts.dropFirst()).map { from, to in Array(body[(from + 1)..<to]) }
    }
}
