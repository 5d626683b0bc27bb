public import GtkWeb

/// Waits until the JavaScript expression `condition` is truthy in `engine`'s page, re-evaluating it
/// every few milliseconds of the GLib loop, for events a page does not announce to the host.
/// - Throws: `WaitTimeout` naming `condition` when it stays false for `seconds`.
@MainActor
public func waitUntilPage(_ engine: WebEngine, _ condition: String, timeout seconds: Double = 15) async throws {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while try await engine.evaluate(js: "Boolean(\(condition))") != "true" {
        guard ContinuousClock.now < deadline else {
            throw WaitTimeout(description: "timed out after \(seconds) s waiting for the page: \(condition)")
        }
        let next = ContinuousClock.now + .milliseconds(5)
        try await waitUntil("the next check of \(condition)", timeout: 1) { ContinuousClock.now >= next }
    }
}
