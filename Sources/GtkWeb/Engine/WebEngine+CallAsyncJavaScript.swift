import Foundation
import GLibInterop

extension WebEngine {
    /// Runs `functionBody` as the body of an async JavaScript function, with `arguments` as its
    /// local variables, and returns what it returns, as Apple's `callAsyncJavaScript` does
    /// (`webkit_web_view_call_async_javascript_function`).
    ///
    /// Arguments are real JavaScript values, never spliced into the source. Strings (without NUL),
    /// integers and finite doubles go to WebKit as they are and become the function's parameters;
    /// every other value (booleans, arrays, dictionaries, `Codable` types, optionals), which WebKit
    /// refuses as an argument (webkitgtk-mapping.md §12), is encoded with the rest into one JSON
    /// text, passed as a single string, parsed in the page by the host kit's original `JSON.parse`
    /// (`HostKit`: a page that replaces `JSON.parse` never sees it) and bound to `var` declarations
    /// named after the keys. Either way the body may re-declare them with `var`, not with
    /// `let`/`const`. A returned promise is awaited. The body runs in the page's world as written:
    /// what it reads and calls there, the page can replace (an object returned from the body is
    /// resolved as any async function's value is, `then` included); use an isolated world to keep
    /// the page out of it.
    ///
    /// - Parameters:
    ///   - functionBody: the function's body, e.g. `"return a + b"` or
    ///     `"return await fetch(url).then(r => r.status)"`.
    ///   - arguments: values by variable name: `String`, `Int`, `Double`, `Bool`, arrays,
    ///     dictionaries, `Codable` types, optionals (nil becomes `null`).
    ///   - world: the page's world, or an isolated one.
    /// - Returns: the resolved value as JSON (an object, an array, or a fragment such as `"text"`,
    ///   `42`, `null`), or nil for `undefined`. WebKitGTK converts the value itself: object keys may
    ///   come back in another order, and functions and DOM nodes are refused
    ///   (`WebJavaScriptError` "Unsupported result type").
    /// - Throws: `WebScriptBridgeError.invalidArgumentName` (not an identifier, or starting with
    ///   `gtkweb`), `.argumentNotEncodable` or `.invalidWorldName` before anything runs;
    ///   `WebJavaScriptError` with the JavaScript error's name, message and line (counted in
    ///   `functionBody`) when the body throws or its promise rejects; `WebProcessTerminatedError`
    ///   when the web process ends before the answer. Cancelling the task ends the call at once
    ///   with `CancellationError`, even when the body's promise never settles.
    public func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: any Encodable] = [:], in world: WebContentWorld = .page
    ) async throws -> String? {
        try world.validate()
        let call = try AsyncFunctionCall(functionBody: functionBody, arguments: arguments)
        let before = bridge.terminations
        var result: String?
        do {
            result = try await handle.callAsyncFunction(
                call.body, arguments: call.parameters, world: world.name, sourceURI: nil)
            if AsyncFunctionCall.isMissingKit(result) {
                _ = try await handle.evaluate(HostKit.source, world: world.name, sourceURI: nil)
                result = try await handle.callAsyncFunction(
                    call.body, arguments: call.parameters, world: world.name, sourceURI: nil)
            }
        } catch {
            throw await scriptCallError(error, since: before)
        }
        return try await scriptCallResult(result, since: before)
    }

    /// Like `callAsyncJavaScript(_:arguments:in:)`, and decodes the result into `type`.
    ///
    /// `undefined` decodes as `null`, so an optional type gets nil and any other type fails.
    /// - Throws: as `callAsyncJavaScript(_:arguments:in:)`, and `WebScriptBridgeError.resultNotDecodable`.
    public func callAsyncJavaScript<T: Decodable>(
        _ functionBody: String, arguments: [String: any Encodable] = [:], in world: WebContentWorld = .page,
        as type: T.Type
    ) async throws -> T {
        let json = try await callAsyncJavaScript(functionBody, arguments: arguments, in: world) ?? "null"
        do {
            return try JSONDecoder().decode(T.self, from: Data(json.utf8))
        } catch {
            throw WebScriptBridgeError.resultNotDecodable(
                type: String(describing: T.self), reason: JSONText.describe(error))
        }
    }
}
