public import Foundation

/// The web process ended while a script call, or a script message's reply, was pending: the call
/// has no answer. Thrown by `evaluate(js:in:)`, `callAsyncJavaScript(_:arguments:in:)` and their
/// variants for every call pending when the process ended; replies in flight are rejected and
/// their handlers' tasks cancelled. `reload()` brings the page back in a new process.
public struct WebProcessTerminatedError: Error, LocalizedError, Sendable, Equatable {
    /// Why the process ended, as WebKit reported it; nil when it has not been reported.
    public var reason: WebProcessTerminationReason?

    /// An error for a call that the ended process left unanswered, with WebKit's reason when known.
    public init(reason: WebProcessTerminationReason?) {
        self.reason = reason
    }

    /// "the web process ended (crashed) before the script answered", or with the reason WebKit gave.
    public var errorDescription: String? {
        "the web process ended (\(reason.map { "\($0)" } ?? "reason unknown")) before the script answered"
    }
}
