import Foundation
import GLibInterop

extension WebEngine {
    /// Marks a result that is a promise, parked in the page for the second step. Random per process,
    /// so no script result can be mistaken for it.
    static let promiseMarker = "gtkweb-promise-" + UUID().uuidString

    /// The program that runs a host script in one `evaluate_javascript` round trip. An indirect `eval`
    /// runs the script as global code (`var` and function declarations land on `window`; top-level
    /// `let`/`const` stay local to the script). A thenable result is parked under a symbol and
    /// reported by the marker; a thrown error is re-thrown as JSON so Swift gets its name, message and
    /// line (relative to the script) intact.
    static func evaluationProgram(_ script: String) -> String {
        """
        (() => { try { const v = (0, eval)(\(jsStringLiteral(script)));
        if (v !== null && (typeof v === "object" || typeof v === "function") && typeof v.then === "function") {
        globalThis[Symbol.for("gtkweb.pending")] = v; return \(promiseMarkerJSON); }
        return v; } catch (e) { \(rethrowAsJSON) } })()
        """
    }

    /// The second step for promises: awaits the parked value and clears it.
    static let awaitParkedPromiseBody = """
        const key = Symbol.for("gtkweb.pending"); const p = globalThis[key]; delete globalThis[key];
        try { return await p; } catch (e) { \(rethrowAsJSON) }
        """

    static let rethrowAsJSON = """
        const info = (e instanceof Error) ? { name: e.name, message: e.message, line: e.line, column: e.column } \
        : { name: "Error", message: "uncaught value: " + String(e) }; throw new Error("\u{1}gtkweb" + JSON.stringify(info));
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
                literal += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
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
            return try await handle.callAsyncFunction(Self.awaitParkedPromiseBody, arguments: [:], world: nil, sourceURI: nil)
        } catch let error as GLibError {
            throw Self.javaScriptError(error)
        }
    }

    static let promiseMarkerJSON = jsStringLiteral(promiseMarker)

    /// SkipWeb's name for `evaluate(js:)`.
    public func evaluateJavaScript(_ js: String) async throws -> String? {
        try await evaluate(js: js)
    }

    /// Maps WebKit's JavaScript errors to `WebJavaScriptError`, decoding the details our wrapper sends.
    static func javaScriptError(_ error: GLibError) -> WebJavaScriptError {
        if let marker = error.message.range(of: "\u{1}gtkweb") {
            let json = Data(error.message[marker.upperBound...].utf8)
            // Not JSON only if a page forged the marker; then WebKit's message below is reported.
            if let info = try? JSONSerialization.jsonObject(with: json) as? [String: Any] {
                return WebJavaScriptError(
                    name: info["name"] as? String ?? "Error", message: info["message"] as? String ?? "",
                    line: info["line"] as? Int, column: info["column"] as? Int)
            }
        }
        // WebKit's own errors, e.g. 601 "Unsupported result type" for functions and DOM nodes.
        return WebJavaScriptError(name: "WebKitJavascriptError", message: error.message)
    }
}
