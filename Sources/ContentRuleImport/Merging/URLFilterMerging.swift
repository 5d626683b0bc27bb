import Foundation

/// Joins rules that differ only in their url-filter into fewer rules whose url-filters match the same URLs
/// (`URLFilterUnion`): `||a1.example^` and `||a2.example^` become one rule for `a[12]\.example`. Also drops
/// exact duplicates.
///
/// EasyList and EasyPrivacy hold thousands of such near-twins (tracking hosts numbered or suffixed by
/// country), and every rule WebKit reads costs some sixty bytes of JSON beyond its url-filter.
///
/// Only rules of one `FilterListSection` are joined, and only rules with equal actions and equal triggers
/// apart from the url-filter, so a joined rule applies to exactly the loads its rules applied to, at a place
/// where the same `ignore-previous-rules` rules follow it.
enum URLFilterMerging {
    /// The rules with each group of url-filter twins joined into the first of them.
    ///
    /// Works in place: a large section is never held twice.
    ///
    /// - Parameter rules: The rules of one section.
    /// - Returns: The joined rules, each where the first rule it joins was; a rule with no twin is unchanged.
    static func merged(_ rules: consuming [ContentBlockerRule]) -> [ContentBlockerRule] {
        var groupByKey: [ContentBlockerRule: Int] = [:]
        var groups: [[Int]] = []
        for (index, rule) in rules.enumerated() {
            var key = rule
            key.trigger.urlFilter = ""
            if let group = groupByKey[key] {
                groups[group].append(index)
            } else {
                groupByKey[key] = groups.count
                groups.append([index])
            }
        }
        groupByKey = [:]

        // Groups share no rule, so replacing one group's filters leaves the filters of the others as read.
        var removed = [Bool](repeating: false, count: rules.count)
        for members in groups where members.count > 1 {
            let outcomes = URLFilterUnion.outcomes(for: members.map { Array(rules[$0].trigger.urlFilter.utf8) })
            for (member, outcome) in zip(members, outcomes) {
                switch outcome {
                case .kept: break
                case .replaced(let filter): rules[member].trigger.urlFilter = String(decoding: filter, as: UTF8.self)
                case .removed: removed[member] = true
                }
            }
        }
        var kept = 0
        for index in rules.indices where !removed[index] {
            if kept != index { rules.swapAt(kept, index) }
            kept += 1
        }
        rules.removeLast(rules.count - kept)
        return rules
    }
}
