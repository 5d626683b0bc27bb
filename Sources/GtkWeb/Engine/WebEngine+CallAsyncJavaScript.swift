import Foundation
import GLibInterop

extension WebEngine {
    /// Runs `functionBody` as the body of an async JavaScript function, with `arguments` as its
    /// local variables, and returns what it returns, as Apple's `callAsyncJavaScript` does.
    ///
    /// Arguments are real JavaScript values, never spliced into the source: the whole dictionary is
    /// encoded as one JSON text, passed to WebKit as a single string argument, parsed in the page
    /// and bound to `var` declarations named after the keys (so the body may re-declare them with
    /// `var`, not with `let` or `const`). A returned promise is awaited. The body runs inside an
    /// arrow function, so `this` is the global object and `arguments` is not the caller's.
    /// (`webkit_web_view_call_async_javascript_function`; WebKit itself refuses booleans and arrays
    /// as arguments, webkitgtk-mapping.md §12.)
    ///
    /// - Parameters:
    ///   - functionBody: the function's body, e.g. `"return a + b"` or `"return await fetch(url).then(r => r.status)"`.
    ///   - arguments: values by variable name: `String`, `Int`, `Double`, `Bool`, arrays,
    ///     dictionaries, `Codable` types, optionals (nil becomes `null`).
    ///   - world: the page's world, or an isolated one.
    /// - Returns: the resolved value as the page's `JSON.stringify` writes it (an object with its
    ///   keys in order, an array, or a fragment such as `"text"`, `42`, `null`), or nil for
    ///   `undefined`. Functions, symbols and DOM nodes are refused with a
    ///   `TypeError` (as `WebJavaScriptError`), as WebKit refuses them.
    /// - Throws: `WebScriptBridgeError.invalidArgumentName` (not an identifier, or starting with
    ///   `gtkweb`) or `.argumentNotEncodable` before anything runs; `WebJavaScriptError` with the
    ///   JavaScript error's name, message and line (counted in `functionBody`) when the body throws
    ///   or its promise rejects. Cancelling the task cancels the call.
    public func callAsyncJavaScript(
        _ functionBody: String, arguments: [String: any Encodable] = [:], in world: WebContentWorld = .page
    ) async throws -> String? {
        try world.validate()
        let body: String
        var variant: [String: JavaScriptArgument] = [:]
        if arguments.isEmpty {
            body = Self.callBody(prologue: "", functionBody)
        } else {
            let names = arguments.keys.sorted()
            var json = "{"
            for (index, name) in names.enumerated() {
                guard ScriptHandlerName.isIdentifier(name), !name.hasPrefix(ScriptHandlerName.reservedPrefix) else {
                    throw WebScriptBridgeError.invalidArgumentName(name)
                }
                do {
                    json += (index == 0 ? "\"" : ",\"") + name + "\":" + (try JSONText.encode(arguments[name]!))
                } catch {
                    throw WebScriptBridgeError.argumentNotEncodable(name: name, reason: JSONText.describe(error))
                }
            }
            variant[Self.argumentsVariable] = .string(json + "}")
            let prologue = "var {" + names.joined(separator: ", ") + "} = JSON.parse(\(Self.argumentsVariable)); "
            body = Self.callBody(prologue: prologue, functionBody)
        }
        do {
            return try await handle.callAsyncFunction(
                body, arguments: variant, world: world.name, sourceURI: nil, result: .jsonText)
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
            throw WebScriptBridgeError.resultNotDecodable(type: String(describing: T.self), reason: JSONText.describe(error))
        }
    }

    /// The single argument that carries every argument as JSON.
    static let argumentsVariable = "gtkweb$arguments"

    /// The function body WebKit runs: the caller's body in an inner async arrow function (same
    /// `this`), starting on line 1 after the argument prologue so that lines keep their numbers;
    /// its result encoded as JSON text in the page (`resultEncoding`); errors re-thrown in the form
    /// `javaScriptError(_:)` decodes.
    private static func callBody(prologue: String, _ functionBody: String) -> String {
        "try { return gtkweb$encode(await (async () => { " + prologue + functionBody + "\n})()); } catch (e) {\n"
            + errorForwarding + "\n}" + resultEncoding
    }

    /// `gtkweb$encode(value)`: the JSON text of a result, made in the page. WebKitGTK's own
    /// conversion of results loses the key order of objects (it passes them through a hash map), so
    /// results cross as text. Values JSON cannot show at all are refused with a `TypeError`, as
    /// WebKit refuses them: functions, symbols and DOM nodes.
    static let resultEncoding = """

        function gtkweb$encode(value) {
          const type = typeof value;
          const node = type === "object" && value !== null && typeof Node === "function" && value instanceof Node;
          if (type === "function" || type === "symbol" || node)
            throw new TypeError("the result cannot be represented as JSON: it is " + (node ? "a DOM node" : "a " + type));
          return JSON.stringify(value);
        }
        """

    private static let errorForwarding = """
        const info = (e instanceof Error)
          ? { name: e.name, message: e.message, line: e.line, column: e.column }
          : { name: "Error", message: "uncaught value: " + String(e) };
        throw new Error("\u{1}gtkweb" + JSON.stringify(info));
        """
}
