import Foundation
import GtkWebTestSupport
import XCTest

/// The start page's native handlers (recent history, open a tab, snapshot, downloads) answer the start
/// page, and only it; the user scripts of `Resources/scripts/` run on it.
final class ShellStartPageTests: XCTestCase {
    /// `{"result": [MARKER, VALUE]}`, as `ShellSession.evaluate` publishes it.
    private struct Reply<Value: Decodable>: Decodable {
        var result: Value

        private enum Keys: String, CodingKey { case result }

        init(from decoder: any Decoder) throws {
            var pair = try decoder.container(keyedBy: Keys.self).nestedUnkeyedContainer(forKey: .result)
            _ = try pair.decode(String.self)
            result = try pair.decode(Value.self)
        }
    }

    private struct HistoryItem: Decodable {
        var url: String
        var title: String
    }

    private struct Window: Decodable {
        var tabs: [Tab]
    }

    private struct Tab: Decodable {
        var url: String
    }

    @MainActor
    private static func call<Value: Decodable>(
        _ session: ShellSession, _ script: String, as type: Value.Type
    ) async throws -> Value {
        let text = try await session.evaluate(script)
        do {
            return try JSONDecoder().decode(Reply<Value>.self, from: Data(text.utf8)).result
        } catch {
            throw WaitTimeout(description: "\(script) gave \(text)")
        }
    }

    private static func post(_ handler: String, _ value: String = "{}") -> String {
        "window.webkit.messageHandlers.\(handler).postMessage(\(value))"
    }

    func testTheStartPageGetsRealAnswersAndAWebPageIsRefusedByEveryHandler() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            let id = UUID().uuidString
            let visited = server.url("/page/start-visited-\(id)")
            let opened = server.url("/page/start-opened-\(id)")
            let sentinel = "/page/start-never-\(id)"
            let startPage = ShellSession.resources.appendingPathComponent("start.html")
            try await ShellSession.run { session in
                try await session.startBus()
                let shell = try session.launch([visited.absoluteString, startPage.path])
                try await session.waitForOutput(shell.output, containing: "page loaded \(visited.absoluteString)")
                try await session.waitForOutput(shell.output, containing: "page loaded \(startPage.absoluteString)")

                let history = try await Self.call(session, Self.post("recentHistory"), as: [HistoryItem].self)
                XCTAssertTrue(history.contains { $0.url == visited.absoluteString }, "\(history)")
                XCTAssertEqual(history.first { $0.url == visited.absoluteString }?.title, "start-visited-\(id)")

                var shown = ""
                try await poll("the start page to show the user scripts that ran", describe: shown) {
                    shown = try await session.evaluate("document.getElementById('user-scripts').textContent")
                    return shown.contains("reading-time")
                }

                let file = try await Self.call(session, Self.post("takeSnapshot"), as: String.self)
                XCTAssertEqual(
                    URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.path,
                    session.downloadFolder.standardizedFileURL.path)
                let image = try Data(contentsOf: URL(fileURLWithPath: file))
                XCTAssertEqual(Array(image.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")

                let downloads = try await Self.call(session, Self.post("listDownloads"), as: [[String: String?]].self)
                XCTAssertEqual(downloads.count, 0)

                let answer = try await Self.call(
                    session, Self.post("openTab", "{url: \"\(opened.absoluteString)\"}"), as: String.self)
                XCTAssertEqual(answer, opened.absoluteString)
                try await session.waitForOutput(shell.output, containing: "page loaded \(opened.absoluteString)")

                // The new tab (an http page) is active now: every handler refuses it, and does nothing.
                let filesBefore = try FileManager.default.contentsOfDirectory(atPath: session.downloadFolder.path)
                let names = ["recentHistory", "openTab", "takeSnapshot", "listDownloads"]
                let refusals = try await Self.call(
                    session,
                    "Promise.all(\(names).map(name => "
                        + Self.post("[name]", "{url: '\(server.url(sentinel))'}")
                        .replacingOccurrences(of: ".[name]", with: "[name]")
                        + ".then(() => 'answered', error => error.message)))",
                    as: [String].self)
                XCTAssertEqual(refusals, names.map { "\($0) answers only gtkweb's start page" })
                let windows = try JSONDecoder().decode([Window].self, from: Data(try await session.state("tabs").utf8))
                XCTAssertEqual(
                    windows.first?.tabs.map(\.url),
                    [visited.absoluteString, startPage.absoluteString, opened.absoluteString])
                XCTAssertEqual(server.requests(for: sentinel).count, 0, "the refused openTab opened nothing")
                XCTAssertEqual(
                    try FileManager.default.contentsOfDirectory(atPath: session.downloadFolder.path), filesBefore,
                    "the refused takeSnapshot wrote nothing")
            }
        }
    }
}
