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
/// - `\/` → `/`;
/// - counted repetition `x{n}`, `x{n,}`, `x{n,m}` → `n` copies of `x`, then `x*` or `m - n` copies of `x?`
///   (up to `maximumRepetition` copies and `maximumOptionalCopies` optional ones; larger counts are refused).
/// A literal `|` (even escaped) is refused too, so no emitted url-filter ever contains the character.
enum FilterRegexTranslator {
    /// Whether a pattern is written as a regular expression, `/…/`.
    ///
    /// - Parameter pattern: The pattern without `@@` and options.
    /// - Returns: `true` when the pattern starts and ends with `/` and has something between.
    static func isRegex(_ pattern: Substring) -> Bool {
        // Counting characters walks the whole pattern: last, where few patterns get.
        pattern.hasPrefix("/") && pattern.hasSuffix("/") && pattern.count >= 3
    }

    /// Translates a `/…/` filter into one url-filter per branch of its alternations (`FilterRegexAlternation`).
    ///
    /// - Parameter pattern: The whole pattern including the slashes.
    /// - Returns: Distinct url-filters in WebKit's subset, in branch order.
    /// - Throws: `FilterConversionFailure.unsupportedRegex` naming the construct WebKit lacks.
    static func urlFilters(for pattern: Substring) throws(FilterConversionFailure) -> [String] {
        var filters: [String] = []
        for body in try FilterRegexAlternation.expand(Array(pattern.dropFirst().dropLast())) {
            let filter = try urlFilter(for: "/" + String(body) + "/")
            if !filters.contains(filter) { filters.append(filter) }
        }
        return filters
    }

    /// Translates the body of a `/…/` filter.
    ///
    /// - Parameter pattern: The whole pattern including the slashes.
    /// - Returns: An equivalent url-filter in WebKit's subset.
    /// - Throws: `FilterConversionFailure.unsupportedRegex` naming the construct WebKit lacks.
    static func urlFilter(for pattern: Substring) throws(FilterConversionFailure) -> String {
        let characters = Array(pattern.dropFirst().dropLast())
        guard characters.allSatisfy({ $0.isASCII }) else { throw .unsupportedRegex("it contains non-ASCII characters") }
        // A URL carries control characters only percent-encoded: a filter with one raw could never match.
        guard !characters.contains(where: { $0.asciiValue! < 0x20 || $0.asciiValue! == 0x7F }) else {
            throw .unsupportedRegex("it contains control characters")
        }

        var output = ""
        var index = 0
        var inClass = false
        var openGroups = 0
        // Whether the last thing emitted can take a quantifier, and where (in characters of `output`) it starts.
        var canQuantify = false
        var atomStart = 0
        var groupStarts: [Int] = []
        // The last plain character of the open class, the start of a possible range `a-z`.
        var classPrevious: Character?

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
                    classPrevious = nil
                    index += 1
                case "[":
                    // A literal in JavaScript's classes (and WebKit's), a nested set in ICU's: escaped, it is
                    // a literal in both.
                    output += "\\["
                    classPrevious = "["
                default:
                    if character == "-", let first = classPrevious, let next, next != "]", next != "\\",
                        next.asciiValue! < first.asciiValue!
                    {
                        throw .unsupportedRegex("it has a character range out of order ('\(first)-\(next)')")
                    }
                    output.append(character)
                    classPrevious = character
                }
                index += 1
                continue
            }

            switch character {
            case "\\":
                guard let next else { throw .unsupportedRegex("it ends with a lone backslash") }
                atomStart = output.count
                output += try escape(next, inClass: false)
                canQuantify = true
                index += 1
            case "[":
                inClass = true
                classPrevious = nil
                atomStart = output.count
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
                atomStart = output.count
                output += "\\]"
                canQuantify = true
            case "(":
                if next == "?" {
                    guard index + 2 < characters.count, characters[index + 2] == ":" else {
                        throw .unsupportedRegex("WebKit does not support lookarounds or named groups")
                    }
                    index += 2
                }
                groupStarts.append(output.count)
                output.append("(")
                openGroups += 1
                canQuantify = false
            case ")":
                guard openGroups > 0 else { throw .unsupportedRegex("it has an unbalanced ')'") }
                openGroups -= 1
                atomStart = groupStarts.removeLast()
                output.append(")")
                canQuantify = true
            case "{":
                guard canQuantify else { throw .unsupportedRegex("'{' has nothing to repeat") }
                let (minimum, maximum, end) = try countedRepetition(characters, openingAt: index)
                let atom = String(output.dropFirst(atomStart))
                output = String(output.prefix(atomStart))
                output += String(repeating: atom, count: minimum)
                if let maximum {
                    output += String(repeating: atom + "?", count: maximum - minimum)
                } else {
                    output += atom + "*"
                }
                canQuantify = false
                index = end
                let following = index + 1 < characters.count ? characters[index + 1] : nil
                if let following, "*+?{".contains(following) {
                    throw .unsupportedRegex("it has a repeated quantifier")
                }
            case "}":
                // A `}` that closes no counted repetition is a literal; escaped, it cannot be read as one.
                atomStart = output.count
                output += "\\}"
                canQuantify = true
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
                atomStart = output.count
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

    /// The largest repetition spelled out: `x{n}` becomes `n` copies of `x` (and `x{n,m}` adds `m - n` optional
    /// copies). Larger counts are refused: EasyList's `.{100,}` spelled out made WebKit's compilation of the
    /// whole list take minutes instead of seconds.
    static let maximumRepetition = 16
    /// The most optional copies `x{n,m}` may add (each can double the states of WebKit's automaton).
    static let maximumOptionalCopies = 8

    /// Parses `{n}`, `{n,}` or `{n,m}` at `start`.
    ///
    /// - Returns: The counts and the index of the closing `}`.
    /// - Throws: `FilterConversionFailure.unsupportedRegex` for a malformed or too large count.
    private static func countedRepetition(
        _ characters: [Character], openingAt start: Int
    ) throws(FilterConversionFailure) -> (minimum: Int, maximum: Int?, end: Int) {
        guard let end = characters[start...].firstIndex(of: "}") else {
            throw .unsupportedRegex("it has an unterminated '{'")
        }
        let parts = String(characters[(start + 1)..<end]).split(separator: ",", omittingEmptySubsequences: false)
        // Counts are plain digits: `Int` alone would also take `-3` and `+3`.
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy { ("0"..."9").contains($0) } }),
            let minimum = Int(parts[0])
        else {
            throw .unsupportedRegex("it has a malformed counted repetition")
        }
        var maximum: Int? = minimum
        if parts.count == 2 {
            if parts[1].isEmpty {
                maximum = nil
            } else {
                guard let value = Int(parts[1]), value >= minimum else {
                    throw .unsupportedRegex("it has a malformed counted repetition")
                }
                maximum = value
            }
        }
        guard minimum <= maximumRepetition, (maximum ?? minimum) - minimum <= maximumOptionalCopies else {
            throw .unsupportedRegex(
                "counted repetition '{n,m}' is too large to spell out in WebKit's subset (at most "
                    + "\(maximumRepetition) copies and \(maximumOptionalCopies) optional ones)")
        }
        return (minimum, maximum, end)
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
