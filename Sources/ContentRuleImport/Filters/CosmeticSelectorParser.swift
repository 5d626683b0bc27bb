import Foundation

/// Parses the selector of a procedural or style-injecting cosmetic filter into `CosmeticSelectorStep`s and a
/// `CosmeticFilterAction`.
///
/// Understood: `:-abp-has(…)` and `:has(…)` around procedural operators, `:-abp-contains(…)`, `:has-text(…)`,
/// `:contains(…)`, `:-abp-properties(…)`, and at the end `:style(…)`, `:remove()` or ` { declarations }`.
/// Anything else that is not plain CSS (`:xpath(`, `:upward(`, `:matches-css(`, …), a sibling combinator
/// right after an operator, a top-level comma in a selector with operators, or an unbalanced parenthesis
/// throws: the filter is reported, never applied more broadly than it says.
struct CosmeticSelectorParser {
    private static let textOperators = [":-abp-contains(", ":has-text(", ":contains("]
    private static let hasOperators = [":-abp-has(", ":has("]
    private static let propertiesOperator = ":-abp-properties("
    private static let actionOperators = [":style(", ":remove("]
    /// Every operator name this parser knows; used to tell a procedural `:has(` from a CSS one.
    private static let knownOperators = textOperators + hasOperators + [propertiesOperator] + actionOperators

    private let characters: [Character]
    private var index = 0

    private init(_ text: String) { characters = Array(text) }

    /// Parses a whole cosmetic selector.
    ///
    /// - Parameter selector: The text after `##` or `#?#`, trimmed.
    /// - Returns: The steps (the first is `.css` or `.properties`) and the action.
    /// - Throws: `FilterConversionFailure.unsupportedSyntax` with the reason.
    static func parse(_ selector: String) throws(FilterConversionFailure) -> (
        [CosmeticSelectorStep], CosmeticFilterAction
    ) {
        var (body, action) = try splitAction(selector)
        body = body.trimmingSpaces
        var parser = CosmeticSelectorParser(body)
        let steps = try parser.steps(nested: false)
        guard let first = steps.first else { throw failure("the selector is empty") }
        if case .css = first {
        } else if case .properties = first {
        } else {
            throw failure("a procedural operator needs a CSS selector before it")
        }
        return (steps, action)
    }

    /// Separates a trailing ` { style }`, `:style(…)` or `:remove()` from the selector.
    private static func splitAction(_ selector: String) throws(FilterConversionFailure) -> (
        String, CosmeticFilterAction
    ) {
        if selector.hasSuffix("}"), let open = selector.lastIndex(of: "{") {
            let declarations = String(selector[selector.index(after: open)..<selector.index(before: selector.endIndex)])
                .trimmingSpaces
            let body = String(selector[..<open])
            if declarations.replacingOccurrences(of: " ", with: "") == "remove:true;"
                || declarations.replacingOccurrences(of: " ", with: "") == "remove:true"
            {
                return (body, .remove)
            }
            return (body, .style(try validatedStyle(declarations)))
        }
        if selector.hasSuffix(":remove()") { return (String(selector.dropLast(":remove()".count)), .remove) }
        if selector.hasSuffix(")"), let range = selector.range(of: ":style(", options: .backwards) {
            let declarations = String(selector[range.upperBound..<selector.index(before: selector.endIndex)])
            return (String(selector[..<range.lowerBound]), .style(try validatedStyle(declarations.trimmingSpaces)))
        }
        return (selector, .hide)
    }

    /// Declarations that can only style the element: no braces (another rule), no `url(` (a load), no
    /// `expression(`, no `<` or backslash.
    private static func validatedStyle(_ declarations: String) throws(FilterConversionFailure) -> String {
        guard !declarations.isEmpty else { throw failure("the style injection has no declarations") }
        let lowered = declarations.lowercased()
        guard !declarations.contains(where: { "{}<\\".contains($0) }), !lowered.contains("url("),
            !lowered.contains("expression("), !lowered.contains("@import")
        else { throw failure("the injected style may only hold plain declarations (no braces, url() or @import)") }
        for declaration in declarations.split(separator: ";") where !declaration.trimmingSpaces.isEmpty {
            guard let colon = declaration.firstIndex(of: ":"), !declaration[..<colon].trimmingSpaces.isEmpty else {
                throw failure("'\(declaration.trimmingSpaces)' is not a CSS declaration")
            }
        }
        return declarations
    }

    private static func failure(_ why: String) -> FilterConversionFailure {
        .unsupportedSyntax("cosmetic filter the script engine cannot apply", "Cosmetic filter not applied: \(why).")
    }

    // MARK: - Steps

    private func rest(startingWith prefix: String) -> Bool {
        let prefixCharacters = Array(prefix)
        guard index + prefixCharacters.count <= characters.count else { return false }
        return Array(characters[index..<index + prefixCharacters.count]) == prefixCharacters
    }

    /// The steps of the text from `index` to its end.
    private mutating func steps(nested: Bool) throws(FilterConversionFailure) -> [CosmeticSelectorStep] {
        var steps: [CosmeticSelectorStep] = []
        var css = ""
        func flushCSS(_ steps: inout [CosmeticSelectorStep], isFirst: Bool) throws(FilterConversionFailure) {
            let piece = css.trimmingSpaces
            css = ""
            if piece.isEmpty {
                return
            }
            try Self.checkCSS(piece, isFirst: isFirst, nested: nested)
            steps.append(.css(piece))
        }
        while index < characters.count {
            if characters[index] == ":", let name = Self.knownOperators.first(where: rest(startingWith:)) {
                let argumentStart = index + name.count
                let argument = try balancedArgument(from: argumentStart, quoteAware: !Self.textOperators.contains(name))
                if Self.hasOperators.contains(name), !Self.knownOperators.contains(where: argument.contains) {
                    // A CSS `:has(…)` with nothing procedural inside stays CSS.
                    css += name + argument + ")"
                    continue
                }
                // `div > :-abp-contains(…)`, and `:-abp-has(:-abp-contains(…))` inside: any element there.
                if css.last == ">" || css.last == " " || (nested && steps.isEmpty && css.isEmpty) {
                    css += "*"
                }
                try flushCSS(&steps, isFirst: steps.isEmpty)
                if steps.isEmpty && name != Self.propertiesOperator {
                    throw Self.failure("a procedural operator needs a CSS selector before it")
                }
                steps.append(try Self.step(name, argument))
                continue
            }
            if characters[index] == "\\", index + 1 < characters.count {
                css += String(characters[index...index + 1])
                index += 2
                continue
            }
            if characters[index] == "(" || characters[index] == "[" || characters[index] == "\""
                || characters[index] == "'"
            {
                let start = index
                _ = try balancedArgument(from: index + 1, quoteAware: true, opener: characters[index])
                css += String(characters[start..<index])
                continue
            }
            css.append(characters[index])
            index += 1
        }
        try flushCSS(&steps, isFirst: steps.isEmpty)
        return steps
    }

    /// The text up to the bracket or quote that closes `opener`, with `index` moved past it.
    private mutating func balancedArgument(
        from start: Int, quoteAware: Bool, opener: Character = "("
    ) throws(FilterConversionFailure) -> String {
        let closers: [Character: Character] = ["(": ")", "[": "]", "\"": "\"", "'": "'"]
        var stack: [Character] = [closers[opener]!]
        var position = start
        while position < characters.count {
            let character = characters[position]
            position += 1
            if character == "\\" {
                position += 1
                continue
            }
            if character == stack.last {
                stack.removeLast()
                if stack.isEmpty {
                    index = position
                    return String(characters[start..<position - 1])
                }
                continue
            }
            let inQuotes = stack.last == "\"" || stack.last == "'"
            if inQuotes { continue }
            if character == "(" || (quoteAware && (character == "[" || character == "\"" || character == "'")) {
                stack.append(closers[character]!)
            }
        }
        throw Self.failure("unbalanced brackets, parentheses or quotes")
    }

    private static func step(_ name: String, _ argument: String) throws(FilterConversionFailure) -> CosmeticSelectorStep
    {
        if hasOperators.contains(name) {
            var inner = CosmeticSelectorParser(argument.trimmingSpaces)
            let steps = try inner.steps(nested: true)
            guard !steps.isEmpty else { throw failure("\(name)) is empty") }
            return .has(steps)
        }
        if name == propertiesOperator { return .properties(try propertiesPattern(argument)) }
        if textOperators.contains(name) { return .contains(try textPattern(argument)) }
        throw failure("'\(name)' is only supported at the end of the selector")
    }

    /// `/regex/flags` or a literal substring.
    private static func textPattern(_ argument: String) throws(FilterConversionFailure) -> CosmeticTextPattern {
        guard !argument.isEmpty else { throw failure("the text to match is empty") }
        if argument.count > 2, argument.hasPrefix("/"), let close = argument.lastIndex(of: "/"),
            close != argument.startIndex
        {
            let flags = String(argument[argument.index(after: close)...])
            if flags.allSatisfy({ "imsu".contains($0) }) {
                let source = String(argument[argument.index(after: argument.startIndex)..<close])
                guard (try? NSRegularExpression(pattern: source)) != nil else {
                    throw failure("'\(argument)' is not a valid regular expression")
                }
                return CosmeticTextPattern(source: source, isRegex: true, flags: flags)
            }
        }
        return CosmeticTextPattern(source: argument)
    }

    /// Adblock Plus's `:-abp-properties` pattern: a regex, or text where `*` matches anything; case-insensitive.
    private static func propertiesPattern(_ argument: String) throws(FilterConversionFailure) -> CosmeticTextPattern {
        let pattern = try textPattern(argument)
        if pattern.isRegex { return CosmeticTextPattern(source: pattern.source, isRegex: true, flags: "i") }
        let source = pattern.source.split(separator: "*", omittingEmptySubsequences: false)
            .map { NSRegularExpression.escapedPattern(for: String($0)) }
            .joined(separator: ".*")
        return CosmeticTextPattern(source: source, isRegex: true, flags: "i")
    }

    /// A CSS piece between operators: plausible, no top-level comma, and after an operator only a descendant
    /// or child combinator (a sibling one would need the parent's other children).
    private static func checkCSS(_ piece: String, isFirst: Bool, nested: Bool) throws(FilterConversionFailure) {
        var body = Substring(piece)
        if body.hasPrefix(">") && (nested || !isFirst) { body = body.dropFirst() }
        if body.hasPrefix("+") || body.hasPrefix("~") {
            throw failure("a sibling combinator after a procedural operator is not supported")
        }
        var depth = 0
        for character in body {
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth -= 1 }
            if character == "," && depth == 0 {
                throw failure("a selector list (comma) around a procedural operator is not supported")
            }
        }
        guard ElementHidingFilter.isPlausibleSelector(body.trimmingSpaces) else {
            throw failure("'\(piece)' is not valid CSS")
        }
        let unknown = [
            ":xpath(", ":upward(", ":matches-", ":min-text-length(", ":nth-ancestor(", ":watch-attr(", ":others(",
            ":if(", ":if-not(", ":shadow(", ":remove-", ":-abp-", ":has-text(", ":contains(", ":style(", ":remove(",
        ]
        if let found = unknown.first(where: piece.contains) {
            throw failure("the operator '\(found)' is not supported by GtkWeb's cosmetic engine")
        }
    }
}
