import Foundation

/// Joins rules that differ only in their `if-domain` list into one rule listing every domain, which means the
/// same to WebKit (a rule applies on a page when any of its domains matches) in fewer bytes.
///
/// Only rules of one `FilterListSection` are merged: such rules share one kind of action, so moving a rule
/// within its section does not change which `ignore-previous-rules` can cancel it.
enum DomainRuleMerging {
    /// The rules with those of equal trigger (apart from `if-domain`) and action merged into the first of them.
    ///
    /// - Parameter rules: The rules of one section.
    /// - Returns: The merged rules, in the order of each group's first rule; rules without `if-domain` pass
    ///   through unchanged.
    static func merged(_ rules: [ContentBlockerRule]) -> [ContentBlockerRule] {
        var output: [ContentBlockerRule] = []
        var indexByKey: [ContentBlockerRule: Int] = [:]
        var domainsAt: [Int: Set<String>] = [:]
        for rule in rules {
            guard let domains = rule.trigger.ifDomain else {
                output.append(rule)
                continue
            }
            var key = rule
            key.trigger.ifDomain = nil
            guard let index = indexByKey[key] else {
                indexByKey[key] = output.count
                domainsAt[output.count] = Set(domains)
                output.append(rule)
                continue
            }
            for domain in domains where domainsAt[index, default: []].insert(domain).inserted {
                output[index].trigger.ifDomain?.append(domain)
            }
        }
        return output
    }
}
