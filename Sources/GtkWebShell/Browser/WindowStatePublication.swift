import Foundation

/// When the `window` state (the chrome as JSON, for end-to-end tests) is built: only when the environment
/// asks for it (`GTKWEB_WINDOW_STATE=1`, which the tests' launcher sets), and then at most once per turn
/// of the main loop however many changes come in it (a resize sends dozens). A browser a user runs never
/// builds it.
@MainActor
final class WindowStatePublication {
    /// The environment variable that turns the `window` state on.
    static let environmentVariable = "GTKWEB_WINDOW_STATE"

    /// Whether this process publishes the `window` state.
    static let isWanted = ProcessInfo.processInfo.environment[environmentVariable] == "1"

    private lazy var call = CoalescedCall(milliseconds: 0) { [weak self] in self?.publish() }
    private let publish: @MainActor () -> Void

    /// Publishes with `publish` (which builds the JSON) when asked.
    init(_ publish: @escaping @MainActor () -> Void) { self.publish = publish }

    /// Asks for the state to be built and published once the main loop has handled what is pending now;
    /// nothing when the environment does not ask for the state.
    func request() {
        guard Self.isWanted else { return }
        call.soon()
    }
}
