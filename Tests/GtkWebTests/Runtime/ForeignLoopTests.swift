import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// GtkWeb awaited from an `async` XCTest method, whose main thread Foundation's run loop runs, not GLib:
/// as an app's own test target (SkipWeb's among them) awaits the engine. Nothing here iterates GLib.
final class ForeignLoopTests: XCTestCase {
    @MainActor
    func testAnEngineLoadsAndAnswersWhenNoGLibLoopRunsTheMainThread() async throws {
        let server = try SharedFixtures.httpServer()
        server.route("/foreign-loop") { _ in .html(title: "foreign loop", body: "<p>served</p>") }
        let engine = WebEngine(configuration: WebEngineConfiguration())
        try await Self.within(30, "the page to load") { try await engine.load(url: server.url("/foreign-loop")) }
        let text = try await Self.within(30, "the script to answer") {
            try await engine.evaluate(js: "document.title + ': ' + document.querySelector('p').textContent")
        }
        XCTAssertEqual(text, "\"foreign loop: served\"")
    }

    @MainActor
    func testAContentBlockerListCompilesWhenNoGLibLoopRunsTheMainThread() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkweb-foreign-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("rules.json")
        try Data(#"[{"trigger":{"url-filter":"ads"},"action":{"type":"block"}}]"#.utf8).write(to: list)
        let saved = WebEngineConfiguration.contentBlockerCacheOverride
        WebEngineConfiguration.contentBlockerCacheDirectory = folder.appendingPathComponent("cache")
        defer { WebEngineConfiguration.contentBlockerCacheOverride = saved }
        let runtime = WebContentBlockerRuntime(
            configuration: WebContentBlockerConfiguration(ruleListPaths: [list.path]))
        let errors = try await Self.within(60, "the list to compile") { await runtime.prepare() }
        XCTAssertEqual(errors, [])
    }

    private struct Timeout: Error, CustomStringConvertible {
        let description: String
    }

    /// `operation`'s result, or a failure naming `what` did not happen within `seconds`. The deadline is
    /// a main-queue timer, which the foreign loop runs: it does not depend on GLib. An operation that never
    /// ends is left behind (it cannot be cancelled from outside), and the test fails.
    @MainActor
    private static func within<T: Sendable>(
        _ seconds: Int, _ what: String, _ operation: @escaping @MainActor () async throws -> T
    ) async throws -> T {
        let outcome = FirstOutcome<T>()
        return try await withCheckedThrowingContinuation { continuation in
            outcome.continuation = continuation
            Task { @MainActor in
                do { outcome.settle(.success(try await operation())) } catch { outcome.settle(.failure(error)) }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(seconds)) {
                MainActor.assumeIsolated {
                    outcome.settle(.failure(Timeout(description: "timed out after \(seconds) s waiting for \(what)")))
                }
            }
        }
    }
}

/// Resumes a continuation with the first outcome only.
@MainActor
private final class FirstOutcome<T: Sendable> {
    var continuation: CheckedContinuation<T, any Error>?

    func settle(_ result: Result<T, any Error>) {
        guard let continuation else { return }
        self.continuation = nil
        continuation.resume(with: result)
    }
}
