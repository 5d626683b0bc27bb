import CWebKitGTK
import GLibInterop

/// An argument for `callAsyncJavaScript`, converted to a `GVariant` WebKit accepts.
///
/// WebKit refuses booleans and arrays as arguments (webkitgtk-mapping.md §12), so structured values
/// travel as JSON text and are parsed in the page; see `JavaScriptArguments`.
enum JavaScriptArgument {
    case string(String)
    case double(Double)
    case int(Int)
}

/// How a script's result is read back into Swift.
enum JavaScriptResultReading {
    /// As JSON text (`jsc_value_to_json`); nil for `undefined`.
    case json
    /// As the string the script already produced (`jsc_value_to_string`); nil for `undefined` and `null`.
    case string

    /// Reads `value` and releases it.
    @MainActor
    func read(takingValue value: UnsafeMutablePointer<JSCValue>?) -> String? {
        switch self {
        case .json: WebViewHandle.json(takingValue: value)
        case .string: WebViewHandle.string(takingValue: value)
        }
    }
}

extension WebViewHandle {
    /// Runs `body` as the body of an async JavaScript function
    /// (`webkit_web_view_call_async_javascript_function`), with `arguments` as its local variables.
    ///
    /// - Parameters:
    ///   - world: a named isolated world, or nil for the page's.
    ///   - sourceURI: the URL shown in error messages and stack traces.
    ///   - reading: how the resolved value comes back.
    /// - Returns: the resolved value as JSON (or as its string), or nil for `undefined`.
    /// - Throws: `GLibError` in the `WebKitJavascriptError` domain; `CancellationError` as soon as
    ///   the task is cancelled, even when the function's promise never settles (WebKit's late
    ///   completion is dropped).
    func callAsyncFunction(
        _ body: String, arguments: [(name: String, value: JavaScriptArgument)] = [], world: String?,
        sourceURI: String?, reading: JavaScriptResultReading = .json
    ) async throws -> String? {
        // No arguments: NULL, as WebKit's own callers pass. Otherwise an `a{sv}` built from its entries,
        // which WebKit reads by name.
        let variant: OpaquePointer? =
            arguments.isEmpty
            ? nil
            : withUnsafeTemporaryAllocation(of: OpaquePointer?.self, capacity: arguments.count) { entries in
                for (index, (name, value)) in arguments.enumerated() {
                    let boxed: OpaquePointer? =
                        switch value {
                        case .string(let text): g_variant_new_string(text)
                        case .double(let number): g_variant_new_double(number)
                        case .int(let number): g_variant_new_int64(number)
                        }
                    entries[index] = g_variant_new_dict_entry(g_variant_new_string(name), g_variant_new_variant(boxed))
                }
                return g_variant_ref_sink(g_variant_new_array(nil, entries.baseAddress, gsize(arguments.count)))
            }
        defer { if let variant { g_variant_unref(variant) } }
        let view = webView
        return try await gAsyncText { cancellable, callback, data in
            webkit_web_view_call_async_javascript_function(
                view, body, -1, variant, world, sourceURI, cancellable, callback, data)
        } finish: { result in
            let value = try GLibError.check { webkit_web_view_call_async_javascript_function_finish(view, result, $0) }
            return reading.read(takingValue: value)
        }
    }

    /// Evaluates `script` as a program (`webkit_web_view_evaluate_javascript`).
    /// - Parameter reading: how the completion value comes back.
    /// - Returns: the completion value as JSON (or as its string), or nil for `undefined`.
    /// - Throws: `GLibError` (`WebKitJavascriptError`); promises, functions and DOM nodes are refused
    ///   by WebKit with "Unsupported result type". `CancellationError` as soon as the task is cancelled.
    func evaluate(
        _ script: String, world: String?, sourceURI: String?, reading: JavaScriptResultReading = .json
    ) async throws -> String? {
        let view = webView
        return try await gAsyncText { cancellable, callback, data in
            webkit_web_view_evaluate_javascript(view, script, -1, world, sourceURI, cancellable, callback, data)
        } finish: { result in
            let value = try GLibError.check { webkit_web_view_evaluate_javascript_finish(view, result, $0) }
            return reading.read(takingValue: value)
        }
    }

    /// The string a JavaScriptCore value holds (`jsc_value_to_string`), releasing the value; nil for
    /// `undefined` and `null`.
    static func string(takingValue value: UnsafeMutablePointer<JSCValue>?) -> String? {
        guard let value else { return nil }
        defer { g_object_unref(value) }
        if jsc_value_is_undefined(value) != 0 || jsc_value_is_null(value) != 0 { return nil }
        return String(takingCString: jsc_value_to_string(value))
    }

    /// The JSON text of a JavaScriptCore value (`jsc_value_to_json`), releasing the value.
    /// nil for `undefined` (and for values JSON cannot represent, such as BigInt).
    static func json(takingValue value: UnsafeMutablePointer<JSCValue>?) -> String? {
        guard let value else { return nil }
        defer { g_object_unref(value) }
        if jsc_value_is_undefined(value) != 0 { return nil }
        return String(takingCString: jsc_value_to_json(value, 0))
    }
}
