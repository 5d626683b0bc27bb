/// A `callAsyncJavaScript` call made ready for WebKit: the body wrapped in GtkWeb's kit check and
/// error forwarding, and the arguments WebKit takes as they are.
///
/// Strings (without NUL), integers and finite doubles become the function's parameters; every other
/// value is encoded with the rest into one JSON text, passed as the parameter `gtkweb$arguments` and
/// bound to `var` declarations by the host kit's original `JSON.parse`.
@MainActor
struct AsyncFunctionCall {
    /// The function body WebKit runs.
    let body: String
    /// The parameters WebKit declares, by name.
    let parameters: [(name: String, value: JavaScriptArgument)]

    /// Prepares a call of `functionBody` with `arguments`.
    ///
    /// Arguments are visited in name order, so that the same arguments always make the same source
    /// text, which JavaScriptCore compiles once.
    /// - Throws: `WebScriptBridgeError.invalidArgumentName` (not an identifier, or starting with
    ///   `gtkweb`) or `.argumentNotEncodable`.
    init(functionBody: String, arguments: [String: any Encodable]) throws(WebScriptBridgeError) {
        var parameters: [(name: String, value: JavaScriptArgument)] = []
        var jsonNames: [String] = []
        var json = "{"
        func add(_ name: String, _ value: any Encodable) throws(WebScriptBridgeError) {
            guard ScriptHandlerName.isIdentifier(name), !ScriptHandlerName.isReserved(name) else {
                throw WebScriptBridgeError.invalidArgumentName(name)
            }
            if let native = Self.nativeArgument(value) {
                parameters.append((name, native))
                return
            }
            do {
                json += (jsonNames.isEmpty ? "\"" : ",\"") + name + "\":" + (try JSONText.encode(value))
            } catch {
                throw WebScriptBridgeError.argumentNotEncodable(name: name, reason: JSONText.describe(error))
            }
            jsonNames.append(name)
        }
        if arguments.count > 1 {
            parameters.reserveCapacity(arguments.count)
            for (name, value) in arguments.sorted(by: { $0.key < $1.key }) { try add(name, value) }
        } else {
            for (name, value) in arguments { try add(name, value) }
        }
        if !jsonNames.isEmpty { parameters.append((Self.argumentsVariable, .string(json + "}"))) }
        self.parameters = parameters
        self.body = Self.wrap(functionBody, jsonNames: jsonNames)
    }

    /// Whether `result` is the kit check's answer: the host kit is missing where the call ran (an
    /// isolated world no script uses yet, the first empty document), and the body did not run. The
    /// length is compared first, which settles nearly every real result without reading its text.
    static func isMissingKit(_ result: String?) -> Bool {
        guard let result, result.utf8.count == missingKitJSON.utf8.count else { return false }
        return result == missingKitJSON
    }

    /// The argument that carries, as JSON, the values WebKit cannot take directly.
    static let argumentsVariable = "gtkweb$arguments"

    /// The last body `wrap` made, which the next call usually repeats.
    private static var lastWrapped: (functionBody: String, jsonNames: [String], body: String)?

    /// `functionBody` inside the kit check, the JSON arguments' declarations and the error forwarding.
    private static func wrap(_ functionBody: String, jsonNames: [String]) -> String {
        if let last = lastWrapped, last.jsonNames == jsonNames, last.functionBody == functionBody {
            return last.body
        }
        var prologue = ""
        if !jsonNames.isEmpty {
            prologue =
                "var {" + jsonNames.joined(separator: ", ") + "} = " + HostKit.name + ".parse("
                + argumentsVariable + "); "
        }
        let body = kitCheck + "try { " + prologue + functionBody + errorForwarding
        lastWrapped = (functionBody, jsonNames, body)
        return body
    }

    /// A value WebKit passes as it is (`g_variant_new_string`, `…_int64`, `…_double`), or nil. The
    /// dynamic type is compared before the value is cast: a cast that fails costs far more.
    private static func nativeArgument(_ value: any Encodable) -> JavaScriptArgument? {
        let type = type(of: value)
        if type == String.self, let text = value as? String { return text.utf8.contains(0) ? nil : .string(text) }
        if type == Int.self, let number = value as? Int { return .int(number) }
        if type == Double.self, let number = value as? Double { return number.isFinite ? .double(number) : nil }
        return nil
    }

    /// Opens the body: where the host kit is missing the call answers `HostKit.missingMarker` at once,
    /// before the body runs.
    private static let kitCheck =
        "if (typeof " + HostKit.name + " !== \"function\") return " + JSONText.quote(HostKit.missingMarker) + "; "
    private static let missingKitJSON = JSONText.quote(HostKit.missingMarker)

    /// Closes the `try` around the body (on a new line, so that a trailing `//` comment in the body
    /// cannot swallow it): the kit turns a thrown error into the form `WebEngine.javaScriptError(_:)`
    /// decodes (name, message, line), with the original `JSON.stringify` and `Error`. Kept short: its
    /// code costs round-trip time.
    private static let errorForwarding = "\n} catch (e) { throw " + HostKit.name + ".fail(e) }"
}
