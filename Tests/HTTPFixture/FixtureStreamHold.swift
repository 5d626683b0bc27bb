/// A point a streamed body stops at until the test lets it go: a download that is certainly still running.
///
/// Register one with `FixtureServer.hold(_:)`, then request `/download/stream?…&hold=<name>`: the server
/// sends the headers and the first chunk (`StreamedResponse.chunkSize` bytes), pauses the message
/// (`soup_server_message_pause`) and sends the rest only after `release()`. Stopping the server closes
/// a held response's connection instead. One hold serves one request.
@MainActor
public final class FixtureStreamHold {
    /// How a held response ended.
    public enum End: Equatable, Sendable {
        /// The whole body was written (`wrote-body`).
        case complete
        /// The message finished with only `sentBytes` of the body handed to libsoup: the client closed the
        /// connection, or the server dropped it.
        case closedEarly(sentBytes: Int64)
    }

    /// The name the `hold` query parameter gives.
    public let name: String
    /// Whether the response is paused at the hold now (its first chunk written, the rest waiting).
    public private(set) var isHolding = false
    /// Bytes of the body handed to libsoup before the hold (0 until the request came).
    public private(set) var sentBytesAtHold: Int64 = 0
    /// How the response ended, once it did.
    public private(set) var end: End?
    /// Whether `release()` was called.
    public private(set) var isReleased = false

    private var resume: (@MainActor () -> Void)?
    private var probe: (@MainActor () -> Bool)?

    /// Whether the client has closed the connection of the response held here (checked on the socket
    /// now, since libsoup reads nothing from a paused message); true once the response ended early.
    public var clientClosedConnection: Bool {
        if case .closedEarly = end { return true }
        return probe?() ?? false
    }

    init(name: String) { self.name = name }

    /// Lets the held response go on (`soup_server_message_unpause`); a response not yet at the hold will
    /// not stop there. Safe to call twice, and after the response ended.
    public func release() {
        isReleased = true
        isHolding = false
        let resume = self.resume
        self.resume = nil
        probe = nil
        resume?()
    }

    /// The response paused here after `sentBytes`; `resume` unpauses it, `clientClosed` looks at its socket.
    func held(
        after sentBytes: Int64, resume: @escaping @MainActor () -> Void,
        clientClosed: @escaping @MainActor () -> Bool
    ) {
        sentBytesAtHold = sentBytes
        isHolding = true
        self.resume = resume
        probe = clientClosed
    }

    /// The response ended (the message emitted `finished`).
    func ended(_ end: End) {
        isHolding = false
        resume = nil
        probe = nil
        self.end = end
    }
}
