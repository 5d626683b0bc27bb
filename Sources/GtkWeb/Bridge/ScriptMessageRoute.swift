/// A native handler for messages with reply: it returns the reply as JSON text (nil for
/// `undefined`), or throws to reject the page's promise.
public typealias WebScriptMessageReplyHandler = @MainActor (WebViewScriptMessage) async throws -> String?

/// A closure of the deprecated `WebEngineConfiguration.messageHandlers`.
public typealias WebViewMessageHandler = (WebViewMessage) async -> Void

/// Where the messages of one registered handler go. Immutable, and holding no reference back to
/// the engine, so the signal closure can keep it; a class, so that each message passes one
/// reference rather than copying every field.
final class ScriptMessageRoute: Sendable {
    enum Destination {
        /// `WebEngineConfiguration.scriptMessageDelegate` (plain handler, no reply).
        case delegate
        /// The closure of the deprecated `messageHandlers` under the same name (plain handler, no
        /// reply), looked up when a message arrives.
        case legacy
        /// A handler with reply.
        case reply(WebScriptMessageReplyHandler)

        var withReply: Bool {
            if case .reply = self { return true }
            return false
        }
    }

    /// Who asked for the handler: the configuration's names are re-synchronized by
    /// `refreshMessageHandlers()`, the engine's own stay until removed.
    enum Owner { case configuration, engine }

    let name: String
    let world: WebContentWorld
    /// Serialized origins (`WebOrigin.normalized`); empty accepts every origin.
    let allowedOrigins: Set<String>
    let destination: Destination
    let owner: Owner

    init(
        name: String, world: WebContentWorld, allowedOrigins: Set<String>, destination: Destination, owner: Owner
    ) {
        self.name = name
        self.world = world
        self.allowedOrigins = allowedOrigins
        self.destination = destination
        self.owner = owner
    }

    var withReply: Bool { destination.withReply }

    /// Whether this is the configuration's handler for `name` with the same destination.
    func isConfigured(as other: ScriptMessageRoute) -> Bool {
        guard owner == .configuration, other.owner == .configuration, name == other.name else { return false }
        switch (destination, other.destination) {
        case (.delegate, .delegate), (.legacy, .legacy): return true
        default: return false
        }
    }

    /// Whether a message may be delivered: always without an allow-list; with one, only when it
    /// came through the wrapper (so its origin is known) from an allowed origin.
    func accepts(_ envelope: ScriptMessageEnvelope) -> Bool {
        guard !allowedOrigins.isEmpty else { return true }
        guard let origin = envelope.origin else { return false }
        return allowedOrigins.contains(origin)
    }
}
