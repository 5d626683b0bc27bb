import Foundation

extension WebEngine {
    /// Registers a handler whose answer settles the page's `postMessage` promise, as Apple's
    /// `WKScriptMessageHandlerWithReply` does.
    ///
    /// `await window.webkit.messageHandlers.<name>.postMessage(value)` in the page runs `handler`
    /// with the message (`bodyJSON` is the posted value as JSON) and resolves with the JSON text it
    /// returns, parsed into a JavaScript value (nil resolves with `undefined`). If the handler
    /// throws, the promise rejects with an `Error` whose message is the error's
    /// `LocalizedError.errorDescription`, or its `String(describing:)`. Calls may overlap: each
    /// runs in its own task on the main actor and gets its own answer. A handler still running when
    /// it is removed or the engine is released is cancelled, and its promise rejects at once.
    ///
    /// The handler is registered with WebKit at once
    /// (`webkit_user_content_manager_register_script_message_handler_with_reply`); GtkWeb's
    /// `postMessage` wrapper, which supplies `sourceURL`/`isMainFrame` and the origin check, is in
    /// every document loaded from now on, and is added to the current main frame right away.
    ///
    /// - Parameters:
    ///   - name: the handler's name: a JavaScript identifier not starting with `gtkweb`.
    ///   - world: where the handler is visible. In an isolated world, page scripts cannot see it:
    ///     only your user scripts and `callAsyncJavaScript(_:arguments:in:)` calls in that world
    ///     can post to it.
    ///   - allowedOrigins: origins (`https://example.com`, `http://127.0.0.1:8080`) whose frames may
    ///     post; empty allows all. A message from any other origin, or of unknown origin, is dropped:
    ///     the handler never sees it, the page's promise rejects, and the refusal is reported to
    ///     `scriptMessageDelegate`'s `didRefuseScriptMessageTo` (standard error by default). Origins
    ///     are only as trustworthy as the world: see `WebViewScriptMessage`.
    ///   - handler: answers each message with JSON text, or throws.
    /// - Throws: `WebScriptBridgeError` for an invalid or duplicate name (names are unique across
    ///   worlds), an invalid world name or origin, or when WebKit refuses the registration.
    public func addScriptMessageHandler(
        name: String, world: WebContentWorld = .page, allowedOrigins: Set<String> = [],
        handler: @escaping WebScriptMessageReplyHandler
    ) throws(WebScriptBridgeError) {
        try addRoute(name: name, world: world, allowedOrigins: allowedOrigins, destination: .reply(handler))
    }

    /// Registers a typed handler with reply: the posted value is decoded into `Input`, the returned
    /// `Output` is encoded as the reply.
    ///
    /// A message that does not decode never reaches `handler`: the page's promise rejects with
    /// `WebScriptBridgeError.messageNotDecodable`'s description, which names the handler, the type
    /// and the missing or mismatched key. Everything else works as in
    /// `addScriptMessageHandler(name:world:allowedOrigins:handler:)`.
    /// - Parameters:
    ///   - name: the handler's name, as the page calls it.
    ///   - world: the content world whose scripts may call it.
    ///   - allowedOrigins: the origins whose pages may call it; empty allows every origin.
    ///   - inputType: the input type, e.g. `SumRequest.self`.
    ///   - handler: answers each decoded message, or throws to reject the page's promise.
    /// - Throws: as `addScriptMessageHandler(name:world:allowedOrigins:handler:)`.
    public func addScriptMessageHandler<Input: Decodable, Output: Encodable>(
        name: String, world: WebContentWorld = .page, allowedOrigins: Set<String> = [],
        decoding inputType: Input.Type, handler: @escaping @MainActor (Input) async throws -> Output
    ) throws(WebScriptBridgeError) {
        try addScriptMessageHandler(name: name, world: world, allowedOrigins: allowedOrigins) { message in
            let input: Input
            do {
                input = try JSONDecoder().decode(Input.self, from: Data(message.bodyJSON.utf8))
            } catch {
                throw WebScriptBridgeError.messageNotDecodable(
                    handler: name, type: String(describing: Input.self), reason: JSONText.describe(error))
            }
            let output = try await handler(input)
            do {
                return try JSONText.encode(output)
            } catch {
                throw WebScriptBridgeError.replyNotEncodable(handler: name, reason: JSONText.describe(error))
            }
        }
    }

    /// Registers a handler without reply whose messages go to `configuration.scriptMessageDelegate`,
    /// like the configuration's `scriptMessageHandlerNames`, but in any world and with an origin
    /// allow-list (see `addScriptMessageHandler(name:world:allowedOrigins:handler:)`). The page's
    /// `postMessage` promise resolves with `undefined` once the message is sent.
    /// - Throws: as `addScriptMessageHandler(name:world:allowedOrigins:handler:)`.
    public func addScriptMessageHandler(
        name: String, world: WebContentWorld = .page, allowedOrigins: Set<String> = []
    ) throws(WebScriptBridgeError) {
        try addRoute(name: name, world: world, allowedOrigins: allowedOrigins, destination: .delegate)
    }

    /// Unregisters the handler `name` (`webkit_user_content_manager_unregister_script_message_handler`),
    /// whoever registered it. Its replies still in flight are rejected and their tasks cancelled.
    /// - Returns: false when there was no such handler.
    @discardableResult
    public func removeScriptMessageHandler(name: String) -> Bool {
        guard bridge.remove(name: name) else { return false }
        reinstallScripts()
        return true
    }

    /// The names of every registered script message handler, sorted.
    public var scriptMessageHandlers: [String] { bridge.routes.map(\.name).sorted() }

    private func addRoute(
        name: String, world: WebContentWorld, allowedOrigins: Set<String>, destination: ScriptMessageRoute.Destination
    ) throws(WebScriptBridgeError) {
        try ScriptHandlerName.validate(name)
        try world.validate()
        var origins = Set<String>()
        for origin in allowedOrigins { origins.insert(try WebOrigin.normalized(origin)) }
        try bridge.add(
            ScriptMessageRoute(
                name: name, world: world, allowedOrigins: origins, destination: destination, owner: .engine))
        reinstallScripts()
        if handle.uri != nil {
            // The current page loaded before the wrapper existed: wrap the new handler in its main
            // frame now (WebKit runs this before any later evaluation). A failure only means the
            // page posts around the wrapper until the next navigation.
            let source = BridgeScripts.messageWrapper(
                handlers: [(name, destination.withReply)], token: bridge.messageToken)
            Task { [handle] in _ = try? await handle.evaluate(source, world: world.name, sourceURI: nil) }
        }
    }
}
