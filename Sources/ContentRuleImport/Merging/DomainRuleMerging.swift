import Foundation

/// Joins rules that differ only in their `if-domain` list into one rule listing every domain, which means the
/// same to WebKit (a rule applies on a page when any of its domains matches) in fewer bytes.
///
/// Only rules of one `FilterListSection` are merged: such rules share one kind of action, so moving a rule
/// within its section does not change which `ignore-previous-rules` can cancel it.
enum DomainRuleMerging {
    /// The rules with those of equal trigger (apart from `if-domain`) and action merged into the first of them.
    ///
    /// Works in place: a large section is never held twice.
    ///
    /// - Parameter rules: The rules of one section.
    /// - Returns: The merged rules, in the order of each group's first rule; rules without `if-domain` pass
    ///   through unchanged.
    static func merged(_ rules: consuming [ContentBlockerRule]) -> [ContentBlockerRule] {
        // rules[..<kept] is the output so far; it never overtakes the rule being read.
        var kept = 0
        var indexByKey: [ContentBlockerRule: Int] = [:]
        var domainsAt: [Int: Set<String>] = [:]
        for index in rules.indices {
            let rule = rules[index]
            guard let domains = rule.trigger.ifDomain else {
                rules[kept] = rule
                kept += 1
                continue
            }
            var key = rule
            key.trigger.ifDomain = nil
            guard let target = indexByKey[key] else {
                indexByKey[key] = kept
                domainsAt[kept] = Set(domains)
                rules[kept] = rule
                kept += 1
                continue
            }
            for domain in domains where domainsAt[target, default: []].insert(domain).inserted {
                rules[target].trigger.ifDomain?.append(domain)
            }
        }
        rules.removeLast(rules.count - kept)
        return rules
    }
}
