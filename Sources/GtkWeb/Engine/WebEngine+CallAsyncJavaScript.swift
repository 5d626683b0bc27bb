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
    /// text, passed as a single string, parsed in the page and bound to `var` declarations named
    /// after the keys. Either way the body may re-declare them with `var`, not with `let`/`const`.
    /// A returned promise is awaited.
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
    ///   `functionBody`) when the body throws or its promise rejects. Cancelling the task cancels
    ///   the call.
    public func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: any Encodable] = [:], in world: WebContentWorld = .page
    ) async throws -> String? {
        try world.validate()
        var parameters: [String: JavaScriptArgument] = [:]
        var jsonNames: [String] = []
        var json = "{"
        for name in arguments.keys.sorted() {
            guard ScriptHandlerName.isIdentifier(name), !name.hasPrefix(ScriptHandlerName.reservedPrefix) else {
                throw WebScriptBridgeError.invalidArgumentName(name)
            }
            let value = arguments[name]!
            if let native = Self.nativeArgument(value) {
                parameters[name] = native
                continue
            }
            do {
                json += (jsonNames.isEmpty ? "\"" : ",\"") + name + "\":" + (try JSONText.encode(value))
            } catch {
                throw WebScriptBridgeError.argumentNotEncodable(name: name, reason: JSONText.describe(error))
            }
            jsonNames.append(name)
        }
        var prologue = ""
        if !jsonNames.isEmpty {
            parameters[Self.argumentsVariable] = .string(json + "}")
            prologue = "var {" + jsonNames.joined(separator: ", ") + "} = JSON.parse(\(Self.argumentsVariable)); "
        }
        do {
            return try await handle.callAsyncFunction(
                "try { " + prologue + functionBody + Self.errorForwarding, arguments: parameters,
                world: world.name, sourceURI: nil)
        } catch let error as GLibError {
            throw Self.javaScriptError(error)
        }
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

    /// The argument that carries, as JSON, the values WebKit cannot take directly.
    static let argumentsVariable = "gtkweb$arguments"

    /// A value WebKit passes as it is (`g_variant_new_string`, `…_int64`, `…_double`), or nil.
    private static func nativeArgument(_ value: any Encodable) -> JavaScriptArgument? {
        switch value {
        case let text as String: text.utf8.contains(0) ? nil : .string(text)
        case is Bool: nil
        case let number as Int: .int(number)
        case let number as Double: number.isFinite ? .double(number) : nil
        default: nil
        }
    }

    /// Closes the `try` around the body (on a new line, so that a trailing `//` comment in the body
    /// cannot swallow it): a thrown error goes back in the form `javaScriptError(_:)` decodes (name,
    /// message, line). Kept short: WebKit compiles the body on every call, and its code costs
    /// round-trip time (measured: this wrapper ~5 µs).
    private static let errorForwarding =
        "\n}"
        + #"catch (e) { throw Error("\u0001gtkweb" + JSON.stringify(e instanceof Error ? {name: e.name, message: e.message, line: e.line, column: e.column} : {name: "Error", message: "uncaught value: " + String(e)})) }"#
}
