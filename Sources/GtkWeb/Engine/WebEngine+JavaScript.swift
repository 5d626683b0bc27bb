import Foundation
import GLibInterop

extension WebEngine {
    /// Marks a result that is a promise, parked in the page for the second step. Random per process,
    /// so no script result can be mistaken for it.
    static let promiseMarker = "gtkweb-promise-" + UUID().uuidString
    static let promiseMarkerJSON = JSONText.quote(promiseMarker)

    /// The program that runs a host script in one `evaluate_javascript` round trip. An indirect `eval`
    /// runs the script as global code (`var` and function declarations land on `window`; top-level
    /// `let`/`const` stay local to the script). A thenable result is parked under a symbol and
    /// reported by the marker, for `awaitParkedPromiseBody`. Any other value is serialized in the page
    /// with `JSON.stringify`, which keeps object keys in their JavaScript order (WebKit's own result
    /// conversion returns them in hash order, which changes from run to run); functions and DOM nodes
    /// are refused with a TypeError rather than turned into `undefined` or `{}`.
    static func evaluationProgram(_ script: String) -> String {
        "(() => { const v = (0, eval)(" + JSONText.quote(script) + "); "
            + "if (v !== null && (typeof v === \"object\" || typeof v === \"function\")) { "
            + "if (typeof v.then === \"function\") { globalThis[Symbol.for(\"gtkweb.pending\")] = v; return "
            + promiseMarkerJSON + "; } " + refuseUnserializable + " } return JSON.stringify(v); })()"
    }

    /// Throws for values with no JSON form that `JSON.stringify` would silently turn into nothing or `{}`.
    static let refuseUnserializable =
        "if (typeof v === \"function\" || (typeof Node === \"function\" && v instanceof Node)) "
        + "throw new TypeError(\"the script's value is a \" + (typeof v === \"function\" ? \"function\" : \"DOM node\") "
        + "+ \", which has no JSON form\");"

    /// The second step for promises: awaits the parked value, clears it, and serializes the result.
    static let awaitParkedPromiseBody = """
        const key = Symbol.for("gtkweb.pending"); const p = globalThis[key]; delete globalThis[key];
        const v = await p; if (v !== null && (typeof v === "object" || typeof v === "function")) { \(refuseUnserializable) }
        return JSON.stringify(v);
        """

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
            let result = try await handle.evaluate(
                Self.evaluationProgram(js), world: nil, sourceURI: nil, reading: .string)
            guard result == Self.promiseMarker else { return result }
            return try await handle.callAsyncFunction(
                Self.awaitParkedPromiseBody, world: nil, sourceURI: nil, reading: .string)
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
        // Bodies that re-throw with GtkWeb's marker (callAsyncJavaScript) carry their details as JSON.
        if let marker = error.message.range(of: "\u{1}gtkweb") {
            let json = Data(error.message[marker.upperBound...].utf8)
            // Not JSON only if a page forged the marker; then WebKit's own text is parsed below.
            if let info = try? JSONSerialization.jsonObject(with: json) as? [String: Any] {
                return WebJavaScriptError(
                    name: info["name"] as? String ?? "Error", message: info["message"] as? String ?? "",
                    line: info["line"] as? Int, column: info["column"] as? Int)
            }
        }
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
