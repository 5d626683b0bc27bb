import Foundation

extension FilterListConversion {
    /// Why the rules cannot be split into lists of the requested size.
    public enum SplitError: Error, Equatable, Sendable {
        /// The exceptions that must accompany the first rules alone reach the limit: `exceptions` rules for
        /// lists of at most `limit`.
        case tooManyExceptions(exceptions: Int, limit: Int)
    }

    /// The rules as one or more lists of at most `limit` rules each, which together do what `rules` does
    /// when a content-blocker configuration applies them all (`WebContentBlockerConfiguration.ruleListPaths`).
    ///
    /// WebKit applies each list on its own, and an `ignore-previous-rules` exception cancels only earlier rules
    /// of its own list. So the blocking and hiding rules are cut into consecutive runs, and every list also
    /// carries all the exceptions that follow its first rule in `rules`, in their original places. Nothing is
    /// truncated: every rule lands in exactly one list, exceptions in each list they may apply to.
    ///
    /// - Parameter limit: The most rules per list; WebKitGTK's own limit by default.
    /// - Returns: One list when `rules` fit in `limit`, otherwise several; none when `rules` is empty.
    /// - Throws: `SplitError.tooManyExceptions` when a list could not hold even one rule beside its exceptions.
    public func ruleLists(limit: Int = webKitRuleLimit) throws(SplitError) -> [[ContentBlockerRule]] {
        guard rules.count > limit else { return rules.isEmpty ? [] : [rules] }
        // exceptionsFrom[i]: the exceptions at index i or later.
        var exceptionsFrom = [Int](repeating: 0, count: rules.count + 1)
        for index in rules.indices.reversed() {
            exceptionsFrom[index] = exceptionsFrom[index + 1] + (isException(rules[index]) ? 1 : 0)
        }
        var lists: [[ContentBlockerRule]] = []
        var start = rules.indices.first { !isException(rules[$0]) } ?? rules.endIndex
        while start < rules.endIndex {
            guard exceptionsFrom[start] < limit else {
                throw .tooManyExceptions(exceptions: exceptionsFrom[start], limit: limit)
            }
            var list: [ContentBlockerRule] = []
            var end = start
            while end < rules.endIndex && (isException(rules[end]) || list.count + exceptionsFrom[end] < limit) {
                list.append(rules[end])
                end += 1
            }
            list += rules[end...].filter(isException)
            lists.append(list)
            start = rules[end...].firstIndex { !isException($0) } ?? rules.endIndex
        }
        return lists
    }

    private func isException(_ rule: ContentBlockerRule) -> Bool {
        rule.action.type == .ignorePreviousRules
    }
}
