import Foundation
import GLibInterop

/// When the `window` state (the chrome as JSON, for end-to-end tests) is built: only once a test asks for
/// it, by the environment (`GTKWEB_WINDOW_STATE=1`, which the tests' launcher sets) or over D-Bus (the
/// `publish-window-state` application action), and then at most once per turn of the main loop however
/// many changes come in it (a resize sends dozens). A browser a user runs never builds it.
@MainActor
final class WindowStatePublication {
    /// The environment variable that turns the `window` state on.
    static let environmentVariable = "GTKWEB_WINDOW_STATE"
    /// The application action that turns it on over D-Bus.
    static let actionName = "publish-window-state"

    /// Whether this process publishes the `window` state: asked by the environment, or since `start()`.
    private(set) var isWanted = ProcessInfo.processInfo.environment[environmentVariable] == "1"

    private lazy var call = CoalescedCall(milliseconds: 0) { [weak self] in self?.publishNow() }
    private let state: @MainActor () -> WindowState?
    private let publish: @MainActor (String) -> Void
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    /// Publishes what `state` reads (nil: no window, published as `{}`) as JSON with `publish`, when asked.
    init(
        state: @escaping @MainActor () -> WindowState? = { nil },
        publish: @escaping @MainActor (String) -> Void = { _ in }
    ) {
        self.state = state
        self.publish = publish
    }

    /// Turns publication on (a test asked over D-Bus) and publishes once the main loop is free.
    func start() {
        isWanted = true
        call.soon()
    }

    /// Asks for the state to be built and published once the main loop has handled what is pending now;
    /// nothing unless publication is on.
    func request() {
        guard isWanted else { return }
        call.soon()
    }

    private func publishNow() {
        guard let state = state() else { return publish("{}") }
        do {
            publish(String(decoding: try encoder.encode(state), as: UTF8.self))
        } catch {
            // Only a fraction that is not a number can fail; the last good state stays published.
            GLibLog.warning("window state: \(error.localizedDescription)")
        }
    }
}
