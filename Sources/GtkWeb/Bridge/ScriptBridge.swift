import Foundation

/// The engine's side of the JavaScript bridge: its registered handlers, the replies in flight,
/// the console channel, and the user scripts that make it all work in the page.
///
/// Messages are delivered synchronously from WebKit's signal: plain ones straight to the
/// delegate; handlers with reply run in a `Task.immediate`, so a handler that does not suspend
/// answers before the signal returns, as a C handler would. Every reply is answered exactly once
/// (`ScriptReply`); replies still in flight when the bridge goes away (the engine was released)
/// or their handler is removed are rejected at once and their tasks cancelled.
@MainActor
final class ScriptBridge {
    weak var engine: WebEngine?
    let userContent: UserContentHandle
    /// Marks envelopes made by this engine's wrapper (`ScriptMessageEnvelope`).
    let messageToken = ScriptBridge.randomToken()
    /// Names the events between the console hooks and the collector.
    let consoleToken = ScriptBridge.randomToken()

    private var handlers: [String: (route: ScriptMessageRoute, channel: ScriptMessageChannel)] = [:]
    private var inFlight: [UInt64: InFlightReply] = [:]
    private var nextReplyID: UInt64 = 0
    private var consoleChannel: ScriptMessageChannel?
    /// How many times the engine's web process has ended; script calls compare it before and after.
    private(set) var terminations: UInt64 = 0
    /// Why the web process last ended.
    private(set) var lastTermination: WebProcessTerminationReason?

    init(userContent: UserContentHandle) {
        self.userContent = userContent
    }

    isolated deinit {
        for entry in inFlight.values {
            entry.task?.cancel()
            entry.reply.reject("the web engine was closed before the native handler answered")
        }
    }

    /// Records that the web process ended, and rejects every reply in flight (their page is gone)
    /// after cancelling its handler's task.
    func webProcessDidTerminate(_ reason: WebProcessTerminationReason) {
        terminations &+= 1
        lastTermination = reason
        let pending = inFlight
        inFlight = [:]
        for entry in pending.values {
            entry.task?.cancel()
            entry.reply.reject(WebProcessTerminatedError(reason: reason).errorDescription ?? "the web process ended")
        }
    }

    /// The routes of every registered handler.
    var routes: [ScriptMessageRoute] { handlers.values.map(\.route) }

    /// Registers `route` with WebKit and starts delivering its messages.
    /// - Throws: `.duplicateHandlerName` when the name is taken (in any world: WebKit delivers a
    ///   name's messages on one signal, whatever the world), `.handlerRegistrationFailed`.
    func add(_ route: ScriptMessageRoute) throws(WebScriptBridgeError) {
        guard handlers[route.name] == nil else { throw WebScriptBridgeError.duplicateHandlerName(route.name) }
        let channel = ScriptMessageChannel(
            userContent: userContent, name: route.name, world: route.world.name, withReply: route.withReply,
            marker: ScriptMessageEnvelope.marker(token: messageToken)
        ) { [weak self] payload, reply in
            self?.receive(ScriptMessageEnvelope(payload), reply: reply, route: route)
        }
        guard let channel else { throw WebScriptBridgeError.handlerRegistrationFailed(route.name) }
        handlers[route.name] = (route, channel)
    }

    /// Unregisters `name`; its replies in flight are rejected and their tasks cancelled.
    /// - Returns: false when no such handler was registered.
    @discardableResult
    func remove(name: String) -> Bool {
        guard let entry = handlers.removeValue(forKey: name) else { return false }
        entry.channel.close()
        for (id, reply) in inFlight where reply.name == name {
            inFlight[id] = nil
            reply.task?.cancel()
            reply.reply.reject("the native handler '\(name)' was removed before it answered")
        }
        return true
    }

    // MARK: - Delivery

    private func receive(_ envelope: ScriptMessageEnvelope, reply: ScriptReply?, route: ScriptMessageRoute) {
        guard let engine else {
            reply?.reject("the web engine was closed")
            return
        }
        guard route.accepts(envelope) else {
            reply?.reject("postMessage to '\(route.name)' was refused: its origin is not allowed")
            if let delegate = engine.configuration.scriptMessageDelegate {
                delegate.webEngine(engine, didRefuseScriptMessageTo: route.name, fromOrigin: envelope.origin)
            } else {
                BridgeLog.refused(handlerName: route.name, origin: envelope.origin)
            }
            return
        }
        let message = WebViewScriptMessage(
            name: route.name, bodyJSON: envelope.bodyJSON, sourceURL: envelope.sourceURL,
            isMainFrame: envelope.isMainFrame)
        switch route.destination {
        case .delegate:
            engine.configuration.scriptMessageDelegate?.webEngine(engine, didReceiveScriptMessage: message)
        case .legacy:
            guard let handler = engine.configuration.legacyMessageHandlers[route.name] else { return }
            let mainDocumentURL = engine.url
            Task.immediate { await handler(WebViewMessage(message, mainDocumentURL: mainDocumentURL)) }
        case .reply(let handler):
            guard let reply else { return }
            answer(message, reply: reply, handler: handler)
        }
    }

    private func answer(
        _ message: WebViewScriptMessage, reply: ScriptReply, handler: @escaping WebScriptMessageReplyHandler
    ) {
        let id = nextReplyID
        nextReplyID &+= 1
        let task = Task.immediate { [weak self] in
            do {
                reply.resolve(json: try await handler(message))
            } catch {
                reply.reject(Self.rejectionMessage(for: error))
            }
            self?.inFlight[id] = nil
        }
        // A handler that did not suspend has answered already; only a pending one is tracked.
        if !reply.isAnswered { inFlight[id] = InFlightReply(name: message.name, reply: reply, task: task) }
    }

    /// The message the page's `Error` carries for a thrown `error`.
    static func rejectionMessage(for error: any Error) -> String {
        if error is CancellationError { return "the native handler was cancelled" }
        if let text = (error as? LocalizedError)?.errorDescription { return text }
        return String(describing: error)
    }

    // MARK: - Console

    /// Registers or removes the console handler in GtkWeb's isolated world.
    func setConsoleCapture(_ enabled: Bool) {
        if !enabled {
            consoleChannel?.close()
            consoleChannel = nil
            return
        }
        guard consoleChannel == nil else { return }
        consoleChannel = ScriptMessageChannel(
            userContent: userContent, name: ScriptHandlerName.console, world: WebContentWorld.bridge.name,
            withReply: false, marker: ""
        ) { [weak self] payload, _ in
            // The collector posts JSON text; with an empty marker every string arrives whole.
            guard case .marked(let json) = payload, let message = ConsoleRecord.decode(json) else { return }
            self?.deliverConsole(message)
        }
    }

    var capturesConsole: Bool { consoleChannel != nil }

    private func deliverConsole(_ message: WebConsoleMessage) {
        guard let engine else { return }
        if let delegate = engine.configuration.consoleDelegate {
            delegate.webEngine(engine, didReceiveConsoleMessage: message)
        } else {
            BridgeLog.console(message)
        }
    }

    // MARK: - Scripts

    /// The bridge's own scripts, then `userScripts`, in the order WebKit should inject them: the host
    /// kit (`HostKit`) of each world in use, then the console collector and hooks (so later scripts' output is captured), then each world's
    /// `postMessage` wrapper (so user scripts of that world post through it).
    func scripts(userScripts: [WebViewUserScript]) -> [UserScriptSpec] {
        var worlds: [WebContentWorld] = [.page]
        for world in userScripts.map(\.world) + routes.map(\.world) where !worlds.contains(world) {
            worlds.append(world)
        }
        // The host kit first, in the main frame of every world in use, before any other script.
        var specs = worlds.map {
            UserScriptSpec(source: HostKit.source, allFrames: false, atDocumentStart: true, world: $0.name)
        }
        if capturesConsole {
            specs.append(Self.documentStart(BridgeScripts.consoleCollector(token: consoleToken), world: .bridge))
            for world in worlds {
                specs.append(Self.documentStart(BridgeScripts.consoleHook(token: consoleToken), world: world))
            }
        }
        let byWorld = Dictionary(grouping: routes, by: \.world)
        for world in byWorld.keys.sorted(by: { ($0.name ?? "") < ($1.name ?? "") }) {
            let handlers = byWorld[world, default: []].sorted { $0.name < $1.name }.map { ($0.name, $0.withReply) }
            specs.append(
                Self.documentStart(BridgeScripts.messageWrapper(handlers: handlers, token: messageToken), world: world))
        }
        return specs + userScripts.map(\.spec)
    }

    private static func documentStart(_ source: String, world: WebContentWorld) -> UserScriptSpec {
        UserScriptSpec(source: source, allFrames: true, atDocumentStart: true, world: world.name)
    }

    private static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }.joined()
    }
}

/// A reply whose handler has not answered yet.
@MainActor
private struct InFlightReply {
    let name: String
    let reply: ScriptReply
    let task: Task<Void, Never>?
}
