public import Foundation

/// Bad input to the JavaScript bridge: handler names, worlds, user scripts, arguments and results.
public enum WebScriptBridgeError: Error, LocalizedError, Sendable, Equatable {
    /// A script message handler name is empty.
    case emptyHandlerName
    /// A handler name is not a JavaScript identifier (ASCII letters, digits, `_` and `$`, not
    /// starting with a digit, not a reserved word).
    case invalidHandlerName(String)
    /// A handler name starts with `gtkweb`, which GtkWeb keeps for its own handlers.
    case reservedHandlerName(String)
    /// A handler name is a member of `Object.prototype` (`constructor`, `__proto__`, `toString`,
    /// `hasOwnProperty`, `valueOf`, …): in the page it resolves to that member, never to the handler.
    case objectPrototypeHandlerName(String)
    /// The same handler name is registered twice (in the configuration, or on the engine).
    case duplicateHandlerName(String)
    /// WebKit refused to register the handler.
    case handlerRegistrationFailed(String)
    /// No handler with this name was added with `addScriptMessageHandler`.
    case unknownHandlerName(String)
    /// An isolated world's name is empty or starts with `gtkweb`.
    case invalidWorldName(String)
    /// An allowed origin is not `scheme://host[:port]`.
    case invalidOrigin(String)
    /// A user script's allowed domain is not a plain host name.
    case invalidAllowedDomain(String)
    /// A `callAsyncJavaScript` argument name is not a JavaScript identifier, or starts with `gtkweb`.
    case invalidArgumentName(String)
    /// A `callAsyncJavaScript` argument cannot be encoded as JSON.
    case argumentNotEncodable(name: String, reason: String)
    /// The result of a script does not decode into the requested type.
    case resultNotDecodable(type: String, reason: String)
    /// A posted message does not decode into a typed handler's input type; the page's promise
    /// rejects with this description.
    case messageNotDecodable(handler: String, type: String, reason: String)
    /// A typed handler's output cannot be encoded as JSON; the page's promise rejects with this.
    case replyNotEncodable(handler: String, reason: String)

    /// What went wrong, naming the offending value.
    public var errorDescription: String? {
        switch self {
        case .emptyHandlerName: "a script message handler name is empty"
        case .invalidHandlerName(let name):
            "'\(name)' is not a JavaScript identifier, so it cannot name a script message handler"
        case .reservedHandlerName(let name):
            "'\(name)' starts with 'gtkweb', which GtkWeb reserves for its own handlers"
        case .objectPrototypeHandlerName(let name):
            "'\(name)' is a member of Object.prototype, so the page would never reach a handler of that name"
        case .duplicateHandlerName(let name): "the script message handler '\(name)' is registered twice"
        case .handlerRegistrationFailed(let name): "WebKit refused to register the script message handler '\(name)'"
        case .unknownHandlerName(let name): "no script message handler named '\(name)' was added"
        case .invalidWorldName(let name): "'\(name)' cannot name a content world: it is empty or starts with 'gtkweb'"
        case .invalidOrigin(let origin): "'\(origin)' is not an origin of the form scheme://host[:port]"
        case .invalidAllowedDomain(let domain): "'\(domain)' is not a host name a user script can be limited to"
        case .invalidArgumentName(let name):
            "'\(name)' cannot name a JavaScript argument: it is not an identifier, or starts with 'gtkweb'"
        case .argumentNotEncodable(let name, let reason): "the argument '\(name)' cannot be encoded as JSON: \(reason)"
        case .resultNotDecodable(let type, let reason): "the script's result does not decode as \(type): \(reason)"
        case .messageNotDecodable(let handler, let type, let reason):
            "the message to '\(handler)' does not decode as \(type): \(reason)"
        case .replyNotEncodable(let handler, let reason):
            "the reply of '\(handler)' cannot be encoded as JSON: \(reason)"
        }
    }
}
