import Foundation

#if !FUZZING
    @testable import ContentRuleImport
#endif

/// The regex subset WebKit's content-extension compiler accepts in `url-filter` (and `if-top-url`):
/// ASCII; literal characters, `.`, escaped punctuation, character classes, groups; `?`, `*`, `+` after
/// something they can repeat; `^` only first and `$` only last; no `|`, no counted repetition, no escaped
/// letters or digits (`\d`, `\b`, backreferences).
enum WebKitRegexSubset {
    /// Why `filter` is outside the subset, or nil when it is inside.
    static func problem(in filter: String) -> String? {
        let characters = Array(filter)
        guard characters.allSatisfy(\.isASCII) else { return "a non-ASCII character" }
        var index = 0
        var depth = 0
        var inClass = false
        var canQuantify = false
        while index < characters.count {
            let character = characters[index]
            if inClass {
                if character == "\\" {
                    index += 2
                    continue
                }
                if character == "]" {
                    inClass = false
                    canQuantify = true
                }
                index += 1
                continue
            }
            switch character {
            case "\\":
                guard index + 1 < characters.count else { return "a trailing backslash" }
                let escaped = characters[index + 1]
                if escaped.isLetter || escaped.isNumber { return "the escape \\\(escaped)" }
                canQuantify = true
                index += 2
                continue
            case "[":
                inClass = true
                canQuantify = false
            case "(":
                depth += 1
                canQuantify = false
            case ")":
                depth -= 1
                if depth < 0 { return "an unbalanced )" }
                canQuantify = true
            case "?", "*", "+":
                if !canQuantify { return "a quantifier with nothing to repeat at \(index)" }
                canQuantify = false
            case "{", "}": return "counted repetition"
            case "|": return "an alternation"
            case "^":
                if index != 0 { return "^ not first" }
                canQuantify = false
            case "$":
                if index != characters.count - 1 { return "$ not last" }
                canQuantify = false
            default: canQuantify = true
            }
            index += 1
        }
        if inClass { return "an unterminated character class" }
        if depth != 0 { return "an unbalanced (" }
        return nil
    }
}

/// Checks a conversion's JSON as WebKit would read it: a JSON array parsed back with `JSONSerialization`,
/// one object per rule, each with a trigger whose `url-filter` is in WebKit's regex subset and an action of
/// a known type.
enum ConversionJSONCheck {
    static let actionTypes: Set<String> = [
        "block", "block-cookies", "css-display-none", "ignore-previous-rules", "make-https",
    ]

    static func check(_ conversion: FilterListConversion, _ name: String) throws(FuzzInvariantViolation) {
        let json = conversion.json()
        let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8))
        guard let rules = parsed as? [[String: Any]] else {
            throw FuzzInvariantViolation(
                check: name, message: "the rules' JSON does not parse back: \(json.prefix(200))")
        }
        try fuzzRequire(
            rules.count == conversion.rules.count, name, "\(rules.count) JSON rules for \(conversion.rules.count)")
        for rule in rules {
            guard let trigger = rule["trigger"] as? [String: Any], let filter = trigger["url-filter"] as? String,
                let action = rule["action"] as? [String: Any], let type = action["type"] as? String
            else { throw FuzzInvariantViolation(check: name, message: "a rule without trigger or action: \(rule)") }
            try fuzzRequire(actionTypes.contains(type), name, "unknown action type \(type)")
            if let problem = WebKitRegexSubset.problem(in: filter) {
                throw FuzzInvariantViolation(check: name, message: "url-filter \(filter) has \(problem)")
            }
            for key in ["if-top-url", "unless-top-url"] {
                for pattern in trigger[key] as? [String] ?? [] {
                    if let problem = WebKitRegexSubset.problem(in: pattern) {
                        throw FuzzInvariantViolation(check: name, message: "\(key) \(pattern) has \(problem)")
                    }
                }
            }
        }
    }
}
