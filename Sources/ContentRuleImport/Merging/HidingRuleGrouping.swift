import Foundation

/// Joins element-hiding rules with the same trigger into one `css-display-none` rule per batch of selectors
/// (`.a,.b,.c`), as Safari's own converters do: EasyList's 13,000 generic hiding filters become a few
/// dozen rules, which makes the list smaller and WebKit's compilation faster.
///
/// WebKit drops a `css-display-none` rule whose selector list it cannot parse, so one bad selector would
/// take its whole batch with it. Only selectors built from syntax WebKitGTK 2.50 parses (the pseudo-classes
/// of `knownPseudoClasses`, balanced brackets) are batched; any other selector keeps a rule of its own, so
/// that WebKit's refusal of it hides nothing less.
enum HidingRuleGrouping {
    /// Selectors per rule: large enough to make the list short, small enough that WebKit compiles each rule's
    /// selector list quickly.
    static let batchSize = 1_000

    /// Pseudo-classes and pseudo-elements (without colons) every current WebKit parses in a selector list.
    static let knownPseudoClasses: Set<Substring> = [
        "not", "is", "where", "has", "first-child", "last-child", "only-child", "nth-child", "nth-last-child",
        "first-of-type", "last-of-type", "only-of-type", "nth-of-type", "nth-last-of-type", "empty", "root",
        "link", "visited", "hover", "active", "focus", "focus-within", "focus-visible", "target", "checked",
        "disabled", "enabled", "required", "optional", "lang", "dir", "before", "after", "first-line",
        "first-letter", "placeholder", "read-only", "read-write", "any-link", "defined",
    ]

    /// The rules with hiding rules of equal trigger merged, in first-seen order of their triggers.
    ///
    /// - Parameter rules: `css-display-none` rules (other rules pass through unchanged, in place).
    /// - Returns: The grouped rules; a selector that appears twice for one trigger is kept once.
    static func grouped(_ rules: [ContentBlockerRule]) -> [ContentBlockerRule] {
        var order: [ContentBlockerRule.Trigger] = []
        var batchable: [ContentBlockerRule.Trigger: [String]] = [:]
        var seen: [ContentBlockerRule.Trigger: Set<String>] = [:]
        var output: [ContentBlockerRule] = []
        for rule in rules {
            guard rule.action.type == .cssDisplayNone, let selector = rule.action.selector else {
                output.append(rule)
                continue
            }
            guard seen[rule.trigger, default: []].insert(selector).inserted else { continue }
            if isBatchable(selector) {
                if batchable[rule.trigger] == nil { order.append(rule.trigger) }
                batchable[rule.trigger, default: []].append(selector)
            } else {
                output.append(rule)
            }
        }
        for trigger in order {
            let selectors = batchable[trigger] ?? []
            for start in stride(from: 0, to: selectors.count, by: batchSize) {
                let batch = selectors[start..<min(start + batchSize, selectors.count)]
                output.append(
                    ContentBlockerRule(trigger: trigger, action: .cssDisplayNone(batch.joined(separator: ","))))
            }
        }
        return output
    }

    /// Whether every pseudo-class of `selector`, outside quotes and attribute brackets, is a known one.
    static func isBatchable(_ selector: String) -> Bool {
        var quote: Character?
        var bracketDepth = 0
        var escaped = false
        var index = selector.startIndex
        while index < selector.endIndex {
            let character = selector[index]
            index = selector.index(after: index)
            if escaped {
                escaped = false
                continue
            }
            switch character {
            case "\\": escaped = true
            case _ where quote != nil: if character == quote { quote = nil }
            case "\"", "'": quote = character
            case "[": bracketDepth += 1
            case "]": bracketDepth -= 1
            case ":" where bracketDepth == 0:
                if index < selector.endIndex && selector[index] == ":" { index = selector.index(after: index) }
                let nameEnd = selector[index...].firstIndex { !($0.isLetter || $0 == "-") } ?? selector.endIndex
                guard knownPseudoClasses.contains(selector[index..<nameEnd].lowercased()[...]) else { return false }
                index = nameEnd
            default: break
            }
        }
        return quote == nil && bracketDepth == 0
    }
}
