import Foundation
import GLibInterop

extension WebEngine {
    /// The function body that runs a host script: an indirect `eval` runs it as global code (so
    /// `var` and function declarations land on `window`, as with a plain evaluation), the `await`
    /// resolves a returned promise, the value goes back as the page's own `JSON.stringify` text
    /// (`resultEncoding`), and a thrown error is re-thrown as JSON so Swift gets its name, message
    /// and line intact.
    static let evaluationBody = """
        try { return gtkweb$encode(await (0, eval)(gtkwebScript)); }
        catch (e) {
          const info = (e instanceof Error)
            ? { name: e.name, message: e.message, line: e.line, column: e.column }
            : { name: "Error", message: "uncaught value: " + String(e) };
          throw new Error("\u{1}gtkweb" + JSON.stringify(info));
        }
        """ + resultEncoding

    /// `gtkweb$encode(value)`: the JSON text of a script's result, made in the page. WebKitGTK's
    /// own conversion of results loses the key order of objects (it passes them through a hash
    /// map), so results cross as text. Values JSON cannot show at all are refused with a
    /// `TypeError`, as WebKit refuses them: functions, symbols and DOM nodes.
    static let resultEncoding = """

        function gtkweb$encode(value) {
          const type = typeof value;
          const node = type === "object" && value !== null && typeof Node === "function" && value instanceof Node;
          if (type === "function" || type === "symbol" || node)
            throw new TypeError("the result cannot be represented as JSON: it is " + (node ? "a DOM node" : "a " + type));
          return JSON.stringify(value);
        }
        """

    /// Evaluates `js` in the page and returns its value as JSON.
    ///
    /// The value of the script's last expression is returned as JSON text, as the page's
    /// `JSON.stringify` writes it: objects (keys in their order), arrays, and fragments (a string,
    /// number, boolean or null). A promise is awaited and its value returned.
    /// - Returns: the JSON, or nil when the value is `undefined`.
    /// - Throws: `WebJavaScriptError` when the script throws, does not parse, its promise rejects, or
    ///   its value cannot be represented (a function, a symbol, a DOM node: `TypeError`; a BigInt or
    ///   a cyclic object: the `TypeError` of `JSON.stringify`). Cancelling the task cancels the call.
    public func evaluate(js: String) async throws -> String? {
        do {
            return try await handle.callAsyncFunction(
                Self.evaluationBody, arguments: ["gtkwebScript": .string(js)], world: nil, sourceURI: nil,
                result: .jsonText)
        } catch let error as GLibError {
            throw Self.javaScriptError(error)
        }
    }

    /// SkipWeb's name for `evaluate(js:)`.
    public func evaluateJavaScript(_ js: String) async throws -> String? {
        try await evaluate(js: js)
    }

    /// Maps WebKit's JavaScript errors to `WebJavaScriptError`, decoding the details our body sends.
    static func javaScriptError(_ error: GLibError) -> WebJavaScriptError {
        if let marker = error.message.range(of: "\u{1}gtkweb") {
            let json = Data(error.message[marker.upperBound...].utf8)
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
