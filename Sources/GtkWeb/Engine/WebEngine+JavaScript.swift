import Foundation
import GLibInterop

extension WebEngine {
    /// Evaluates `js` in `world` and returns its value as JSON.
    ///
    /// The value of the script's last expression comes back as JSON text: objects (keys in their
    /// JavaScript order), arrays, and fragments (a string, number, boolean or null). A native promise
    /// is awaited (a second round trip) and its value returned; other objects with a `then` method
    /// are returned as values. Runs `webkit_web_view_evaluate_javascript` through GtkWeb's host kit
    /// (`HostKit`), which uses the built-ins as they were before any page script ran: a page that
    /// replaces `window.eval`, `JSON.stringify` or `Object.prototype.then` changes nothing the host
    /// sees and never receives the script's source. What the script itself does in the page world
    /// (the globals it reads, the functions it calls, the values it returns) stays visible to the
    /// page; evaluate in an isolated world (`.defaultClient`, `.isolated("name")`) to keep even that
    /// from it: there the script sees the page's DOM but none of its JavaScript.
    /// - Parameters:
    ///   - js: the script.
    ///   - world: the page's world (the default), or an isolated one.
    /// - Returns: the JSON, or nil when the value is `undefined`.
    /// - Throws: `WebScriptBridgeError.invalidWorldName` before anything runs; `WebJavaScriptError`
    ///   when the script throws, does not parse, its promise rejects, or its value cannot be
    ///   represented (a function, a DOM node); `WebProcessTerminatedError` when the web process ends
    ///   before the answer. Cancelling the task ends the call at once with `CancellationError`, even
    ///   when the script's promise never settles.
    public func evaluate(js: String, in world: WebContentWorld = .page) async throws -> String? {
        try world.validate()
        // The calls run in this function's own frame, not in a closure: every async frame costs a
        // suspension and a resumption on each call.
        let before = bridge.terminations
        let result: String?
        do {
            let program = HostKit.evaluationProgram(js)
            var value = try await handle.evaluate(program, world: world.name, sourceURI: nil, reading: .string)
            if value == HostKit.missingMarker {
                _ = try await handle.evaluate(HostKit.source, world: world.name, sourceURI: nil)
                value = try await handle.evaluate(program, world: world.name, sourceURI: nil, reading: .string)
            }
            if let value, HostKit.isPromiseMarker(value) {
                let number = value.dropFirst(HostKit.promiseMarker.utf8.count)
                result = try await handle.callAsyncFunction(
                    HostKit.settleBody(String(number)), world: world.name, sourceURI: nil, reading: .string)
            } else {
                result = value
            }
        } catch {
            throw await scriptCallError(error, since: before)
        }
        return try await scriptCallResult(result, since: before)
    }

    /// SkipWeb's name for `evaluate(js:)`.
    public func evaluateJavaScript(_ js: String) async throws -> String? {
        try await evaluate(js: js)
    }

    /// What a script call into the web process, started when `before` terminations were counted, throws
    /// for `error`: `CancellationError` as it is; `WebProcessTerminatedError` when the web process ended
    /// meanwhile (WebKit then completes pending calls with an error, which must not pass for the script's);
    /// a `GLibError` as `WebJavaScriptError`; anything else as it is.
    ///
    /// WebKit reports the termination before it settles the calls (seen with SIGKILL); in case the order
    /// is ever the other way, the main loop first dispatches what is pending, which would include the
    /// report.
    func scriptCallError(_ error: any Error, since before: UInt64) async -> any Error {
        if error is CancellationError { return CancellationError() }
        if bridge.terminations == before { await MainLoopTurn.next() }
        if bridge.terminations != before { return WebProcessTerminatedError(reason: bridge.lastTermination) }
        if let error = error as? GLibError { return Self.javaScriptError(error) }
        return error
    }

    /// `result`, the answer of a script call started when `before` terminations were counted, unless the
    /// web process ended meanwhile: WebKit then completes pending calls with `undefined`, which must not
    /// pass for the script's answer, so an `undefined` (nil) answer first lets the main loop dispatch what
    /// is pending, as `scriptCallError` does.
    /// - Throws: `WebProcessTerminatedError` when the web process ended since `before`.
    @inline(__always)
    func scriptCallResult(_ result: String?, since before: UInt64) async throws -> String? {
        if result == nil {
            try await throwIfWebProcessEndedAfterSettling(since: before)
        } else {
            try throwIfWebProcessEnded(since: before)
        }
        return result
    }

    /// Lets the main loop dispatch what is pending (a termination report among it), then throws as
    /// `throwIfWebProcessEnded(since:)`.
    private func throwIfWebProcessEndedAfterSettling(since before: UInt64) async throws {
        if bridge.terminations == before { await MainLoopTurn.next() }
        try throwIfWebProcessEnded(since: before)
    }

    /// Throws `WebProcessTerminatedError` when the web process ended since `before` (a count of
    /// terminations).
    private func throwIfWebProcessEnded(since before: UInt64) throws {
        guard bridge.terminations == before else {
            throw WebProcessTerminatedError(reason: bridge.lastTermination)
        }
    }

    /// Maps WebKit's JavaScript errors to `WebJavaScriptError`.
    ///
    /// WebKit reports an exception as `<source>:<line>[:<column>]: <Name>: <message>`, with the line
    /// and column of the evaluated script for errors thrown while it runs. A syntax error is reported
    /// at the host kit's `eval` call, so its column is dropped. A thrown non-Error value comes as its
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
