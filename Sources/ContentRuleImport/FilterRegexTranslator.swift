import Foundation

/// Translates an Adblock Plus regular-expression filter (`/^https?:\/\/ads\.[a-z]+\.com\//`) into WebKit's
/// url-filter subset, or says why it cannot.
///
/// WebKit parses url-filters with JavaScriptCore's regex parser and then accepts only: literal ASCII
/// characters, `.`, character classes with ranges, groups, the quantifiers `?`, `*`, `+`, and `^`/`$` as
/// the first/last term. It rejects `|`, counted repetition `{n,m}`, `\d`/`\w`/`\s`/`\b` and other built-in
/// classes, backreferences and lookarounds.
///
/// Rewritten rather than refused, because the meaning is unchanged:
/// - `\d`, `\w`, `\D`, `\W` → the equivalent character classes;
/// - `(?:…)` → `(…)` (WebKit groups do not capture anyway);
/// - lazy quantifiers `*?`, `+?`, `??` → greedy ones (laziness cannot change whether a URL matches);
/// - `\/` → `/`.
/// A literal `|` (even escaped) is refused too, so no emitted url-filter ever contains the character.
enum FilterRegexTranslator {
    /// Whether a pattern is written as a regular expression, `/…/`.
    ///
    /// - Parameter pattern: The pattern without `@@` and options.
    /// - Returns: `true` when the pattern starts and ends with `/` and has something between.
    static func isRegex(_ pattern: Substring) -> Bool {
        pattern.count >= 3 && pattern.hasPrefix("/") && pattern.hasSuffix("/")
    }

    /// Translates the body of a `/…/` filter.
    ///
    /// - Parameter pattern: The whole pattern including the slashes.
    /// - Returns: An equivalent url-filter in WebKit's subset.
    /// - Throws: `FilterConversionFailure.unsupportedRegex` naming the construct WebKit lacks.
    static func urlFilter(for pattern: Substring) throws(FilterConversionFailure) -> String {
        let characters = Array(pattern.dropFirst().dropLast())
        guard characters.allSatisfy({ $0.isASCII }) else { throw .unsupportedRegex("it contains non-ASCII characters") }

        var output = ""
        var index = 0
        var inClass = false
        var openGroups = 0
        // Whether the last thing emitted can take a quantifier.
        var canQuantify = false

        while index < characters.count {
            let character = characters[index]
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            let isLast = index == characters.count - 1

            if character.isWhitespace { throw .unsupportedRegex("it contains whitespace") }
            if character == "|" { throw .unsupportedRegex("WebKit does not support '|' (alternation)") }

            if inClass {
                switch character {
                case "]":
                    inClass = false
                    canQuantify = true
                    output.append(character)
                case "\\":
                    guard let next else { throw .unsupportedRegex("it ends with a lone backslash") }
                    output += try escape(next, inClass: true)
                    index += 1
                default:
                    output.append(character)
                }
                index += 1
                continue
            }

            switch character {
            case "\\":
                guard let next else { throw .unsupportedRegex("it ends with a lone backslash") }
                output += try escape(next, inClass: false)
                canQuantify = true
                index += 1
            case "[":
                inClass = true
                output.append(character)
                if next == "^" {
                    output.append("^")
                    index += 1
                }
                let afterOpening = index + 1
                if afterOpening < characters.count && characters[afterOpening] == "]" {
                    throw .unsupportedRegex("it has an empty character class '[]'")
                }
            case "]":
                output += "\\]"
                canQuantify = true
            case "(":
                if next == "?" {
                    guard index + 2 < characters.count, characters[index + 2] == ":" else {
                        throw .unsupportedRegex("WebKit does not support lookarounds or named groups")
                    }
                    index += 2
                }
                output.append("(")
                openGroups += 1
                canQuantify = false
            case ")":
                guard openGroups > 0 else { throw .unsupportedRegex("it has an unbalanced ')'") }
                openGroups -= 1
                output.append(")")
                canQuantify = true
            case "{":
                throw .unsupportedRegex("WebKit does not support counted repetition '{n,m}'")
            case "*", "+", "?":
                guard canQuantify else { throw .unsupportedRegex("quantifier '\(character)' has nothing to repeat") }
                output.append(character)
                canQuantify = false
                if next == "?" { index += 1 }  // Lazy and greedy match the same URLs.
                let following = index + 1 < characters.count ? characters[index + 1] : nil
                if let following, "*+?{".contains(following) {
                    throw .unsupportedRegex("it has a repeated quantifier")
                }
            case "^":
                guard index == 0 else { throw .unsupportedRegex("WebKit allows '^' only at the very start") }
                output.append("^")
                canQuantify = false
            case "$":
                guard isLast, openGroups == 0 else { throw .unsupportedRegex("WebKit allows '$' only at the very end") }
                output.append("$")
                canQuantify = false
            default:
                output.append(character)
                canQuantify = true
            }
            index += 1
        }
        if inClass { throw .unsupportedRegex("it has an unterminated character class") }
        if openGroups > 0 { throw .unsupportedRegex("it has an unbalanced '('") }
        if output.isEmpty || output == "^" || output == "$" || output == "^$" {
            throw .unsupportedRegex("it is empty")
        }
        return output
    }

    /// The WebKit form of `\` followed by `character`.
    private static func escape(_ character: Character, inClass: Bool) throws(FilterConversionFailure) -> String {
        switch character {
        case "d": return inClass ? "0-9" : "[0-9]"
        case "w": return inClass ? "a-zA-Z0-9_" : "[a-zA-Z0-9_]"
        case "D" where !inClass: return "[^0-9]"
        case "W" where !inClass: return "[^a-zA-Z0-9_]"
        case "/": return "/"
        case "|": throw .unsupportedRegex("WebKit url-filters cannot contain '|', even escaped")
        default:
            guard character.isASCII, character.isPunctuation || character.isSymbol else {
                throw .unsupportedRegex("WebKit does not support the escape '\\\(character)'")
            }
            return "\\" + String(character)
        }
    }
}
