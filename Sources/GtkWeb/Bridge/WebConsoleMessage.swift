/// A line of a page's console output, or an error the page did not handle.
///
/// Captured when `WebEngineConfiguration.capturesConsoleOutput` is true (the default), from every
/// frame: WebKitGTK has no console signal in the UI process (webkitgtk-mapping.md §13), so GtkWeb
/// wraps `console.log/info/warn/error/debug` in each document and listens for uncaught errors and
/// unhandled rejections from an isolated world.
public struct WebConsoleMessage: Sendable, Equatable {
    /// The console method, or `.error` for uncaught errors and unhandled rejections.
    public enum Level: String, Sendable {
        /// `console.log`.
        case log
        /// `console.info`.
        case info
        /// `console.warn`.
        case warning
        /// `console.error`, uncaught errors and unhandled rejections.
        case error
        /// `console.debug`.
        case debug
    }

    /// What produced the message.
    public enum Kind: String, Sendable {
        /// A call to a `console` method.
        case console
        /// An exception nothing caught (a window `error` event).
        case uncaughtError
        /// A promise rejected with no handler (an `unhandledrejection` event).
        case unhandledRejection
    }

    /// How severe the message is.
    public var level: Level
    /// What produced it.
    public var kind: Kind
    /// The arguments joined with spaces (strings as they are, objects as JSON, other values as
    /// `String(value)`); for errors, the error's name and message.
    public var message: String
    /// The URL of the script that logged or threw, when known (`user-script:<n>` for user scripts).
    public var sourceURL: String?
    /// The line in that script (1-based), when known.
    public var line: Int?
    /// The column in that line, when known.
    public var column: Int?
    /// The URL of the frame the message came from.
    public var frameURL: String?
    /// Whether that frame is the main frame.
    public var isMainFrame: Bool?

    /// Creates a message (for tests and for forwarding).
    public init(
        level: Level, kind: Kind = .console, message: String, sourceURL: String? = nil, line: Int? = nil,
        column: Int? = nil, frameURL: String? = nil, isMainFrame: Bool? = nil
    ) {
        self.level = level
        self.kind = kind
        self.message = message
        self.sourceURL = sourceURL
        self.line = line
        self.column = column
        self.frameURL = frameURL
        self.isMainFrame = isMainFrame
    }
}
