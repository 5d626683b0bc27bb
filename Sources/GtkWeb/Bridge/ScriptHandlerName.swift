/// The rules for names the bridge puts into JavaScript: handler names and argument names.
enum ScriptHandlerName {
    /// Names GtkWeb keeps for itself (its console handler, its isolated world, its argument object).
    static let reservedPrefix = "gtkweb"

    /// The name of GtkWeb's console handler, registered in `WebContentWorld.bridge`.
    static let console = "gtkwebConsole"

    /// - Throws: `.emptyHandlerName`, `.invalidHandlerName`, `.reservedHandlerName` or
    ///   `.objectPrototypeHandlerName`.
    static func validate(_ name: String) throws(WebScriptBridgeError) {
        if name.isEmpty { throw WebScriptBridgeError.emptyHandlerName }
        if !isIdentifier(name) { throw WebScriptBridgeError.invalidHandlerName(name) }
        if isReserved(name) { throw WebScriptBridgeError.reservedHandlerName(name) }
        if objectPrototypeMembers.contains(name) { throw WebScriptBridgeError.objectPrototypeHandlerName(name) }
    }

    /// Every member of `Object.prototype` in JavaScriptCore. `window.webkit.messageHandlers.<name>`
    /// resolves such a name to the inherited member, never to a handler, so it cannot name one.
    static let objectPrototypeMembers: Set<String> = [
        "constructor", "__proto__", "__defineGetter__", "__defineSetter__", "__lookupGetter__", "__lookupSetter__",
        "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString", "toString", "valueOf",
    ]

    /// Whether `name` can be declared as a JavaScript variable: ASCII letters, digits, `_` and `$`,
    /// not starting with a digit, and not a reserved word (nor `arguments`, `eval`, `await`, `yield`,
    /// which strict or async code refuses). Unicode identifiers are not accepted.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        let valid = name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "$")
        }
        return valid && !(reservedWordLengths.contains(name.utf8.count) && reservedWords.contains(name))
    }

    /// Whether `name` starts with `reservedPrefix`, compared byte for byte (names are ASCII).
    static func isReserved(_ name: String) -> Bool { name.utf8.starts(with: reservedPrefix.utf8) }

    /// The lengths of `reservedWords`, which rule most names out without hashing them.
    static let reservedWordLengths: ClosedRange<Int> =
        reservedWords.lazy.map(\.utf8.count).min()!...reservedWords.lazy.map(\.utf8.count).max()!

    static let reservedWords: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
        "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof",
        "new", "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "void",
        "while", "with", "yield", "let", "static", "implements", "interface", "package", "private", "protected",
        "public", "await", "arguments", "eval",
    ]
}
