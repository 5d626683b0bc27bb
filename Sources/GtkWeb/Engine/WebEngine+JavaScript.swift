import Foundation
import GLibInterop

extension WebEngine {
    /// Marks a result that is a promise, parked in the page for the second step. Random per process,
    /// so no script result can be mistaken for it.
    static let promiseMarker = "gtkweb-promise-" + UUID().uuidString
    static let promiseMarkerJSON = jsStringLiteral(promiseMarker)

    /// The program that runs a host script in one `evaluate_javascript` round trip. An indirect `eval`
    /// runs the script as global code (`var` and function declarations land on `window`; top-level
    /// `let`/`const` stay local to the script). A thenable result is parked under a symbol and
    /// reported by the marker, for `awaitParkedPromiseBody`.
    static func evaluationProgram(_ script: String) -> String {
        "(() => { const v = (0, eval)(" + jsStringLiteral(script) + "); "
            + "if (v !== null && (typeof v === \"object\" || typeof v === \"function\") && typeof v.then === \"function\") "
            + "{ globalThis[Symbol.for(\"gtkweb.pending\")] = v; return " + promiseMarkerJSON + "; } return v; })()"
    }

    /// The second step for promises: awaits the parked value and clears it.
    static let awaitParkedPromiseBody = """
        const key = Symbol.for("gtkweb.pending"); const p = globalThis[key]; delete globalThis[key]; return await p;
        """

    /// A double-quoted JavaScript string literal for `text`.
    static func jsStringLiteral(_ text: String) -> String {
        var literal = "\""
        literal.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\u{2028}": literal += "\\u2028"
            case "\u{2029}": literal += "\\u2029"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// Evaluates `js` in the page and returns its value as JSON.
    ///
    /// The value of the script's last expression comes back as JSON text: objects, arrays, and
    /// fragments (a string, number, boolean or null). A promise is awaited (a second round trip) and
    /// its value returned. Runs `webkit_web_view_evaluate_javascript` in the page's world.
    /// - Returns: the JSON, or nil when the value is `undefined`.
    /// - Throws: `WebJavaScriptError` when the script throws, does not parse, its promise rejects, or
    ///   its value cannot be represented (a function, a DOM node). Cancelling the task cancels the call.
    public func evaluate(js: String) async throws -> String? {
        do {
            let result = try await handle.evaluate(Self.evaluationProgram(js), world: nil, sourceURI: nil)
            guard result == Self.promiseMarkerJSON else { return result }
            return try await handle.callAsyncFunction(
                Self.awaitParkedPromiseBody, arguments: [:], world: nil, sourceURI: nil)
        } catch let error as GLibError {
            throw Self.javaScriptError(error)
        }
    }

    /// SkipWeb's name for `evaluate(js:)`.
    public func evaluateJavaScript(_ js: String) async throws -> String? {
        try await evaluate(js: js)
    }

    /// Maps WebKit's JavaScript errors to `WebJavaScriptError`.
    ///
    /// WebKit reports an exception as `<source>:<line>[:<column>]: <Name>: <message>`, with the line
    /// and column of the evaluated script for errors thrown while it runs. A syntax error is reported
    /// at the wrapper's `eval` call, so its column is dropped. A thrown non-Error value comes as its
    /// text alone. Other failures (601 "Unsupported result type" for functions and DOM nodes) keep
    /// WebKit's message.
    static func javaScriptError(_ error: GLibError) -> WebJavaScriptError {
        guard error.domain == "WebKitJavascriptError", error.code == 699 else {
            return WebJavaScriptError(name: "WebKitJavascriptError", message: error.message)
        }
        var text = Substring(error.message)
        var line: Int?
        var column: Int?
        // `<source>:<line>[:<column>]: ` — the source is a URL and may contain colons itself.
        if let match = text.firstMatch(of: #/^.*?:(\d+)(?::(\d+))?: /#) {
            line = Int(match.1)
            column = match.2.flatMap { Int($0) }
            text = text[match.range.upperBound...]
        }
        guard let nameMatch = text.firstMatch(of: #/^((?:[A-Za-z_$][\w$]*)?(?:Error|Exception)): /#) else {
            return WebJavaScriptError(name: "Error", message: String(text), line: line, column: column)
        }
        let name = String(nameMatch.1)
        return WebJavaScriptError(
            name: name, message: String(text[nameMatch.range.upperBound...]), line: line,
            column: name == "SyntaxError" ? nil : column)
    }
}
