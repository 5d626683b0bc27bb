import Foundation
import GLibInterop

extension WebEngine {
    /// The function body that runs a host script: an indirect `eval` runs it as global code (so
    /// `var` and function declarations land on `window`, as with a plain evaluation), the `await`
    /// resolves a returned promise, and a thrown error is re-thrown as JSON so Swift gets its name,
    /// message and line intact.
    static let evaluationBody = """
        try { return await (0, eval)(gtkwebScript); }
        catch (e) {
          const info = (e instanceof Error)
            ? { name: e.name, message: e.message, line: e.line, column: e.column }
            : { name: "Error", message: "uncaught value: " + String(e) };
          throw new Error("\u{1}gtkweb" + JSON.stringify(info));
        }
        """

    /// Evaluates `js` in the page and returns its value as JSON.
    ///
    /// The value of the script's last expression is returned as JSON text: objects, arrays, and
    /// fragments (a string, number, boolean or null). A promise is awaited and its value returned.
    /// - Returns: the JSON, or nil when the value is `undefined`.
    /// - Throws: `WebJavaScriptError` when the script throws, does not parse, its promise rejects, or
    ///   its value cannot be represented (a function, a DOM node). Cancelling the task cancels the call.
    public func evaluate(js: String) async throws -> String? {
        do {
            return try await handle.callAsyncFunction(
                Self.evaluationBody, arguments: ["gtkwebScript": .string(js)], world: nil, sourceURI: nil)
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
