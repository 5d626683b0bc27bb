import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture

/// Records what an engine delivers: script messages, refusals and console output.
@MainActor
final class BridgeRecorder: WebViewScriptMessageDelegate, WebConsoleDelegate {
    private(set) var messages: [WebViewScriptMessage] = []
    private(set) var refusals: [(handler: String, origin: String?)] = []
    private(set) var console: [WebConsoleMessage] = []

    func webEngine(_ webEngine: WebEngine, didReceiveScriptMessage message: WebViewScriptMessage) {
        messages.append(message)
    }

    func webEngine(_ webEngine: WebEngine, didRefuseScriptMessageTo handlerName: String, fromOrigin origin: String?) {
        refusals.append((handlerName, origin))
    }

    func webEngine(_ webEngine: WebEngine, didReceiveConsoleMessage message: WebConsoleMessage) {
        console.append(message)
    }

    /// The messages posted to `name`.
    func messages(to name: String) -> [WebViewScriptMessage] { messages.filter { $0.name == name } }

    /// Waits until `count` messages to `name` have arrived, and returns them.
    func waitForMessages(to name: String, count: Int = 1, timeout: Double = 15) async throws -> [WebViewScriptMessage] {
        let describe: @MainActor @Sendable () -> String = { "\(self.messages)" }
        try await waitUntil("\(count) message(s) to '\(name)'", timeout: timeout, describe: describe) {
            self.messages(to: name).count >= count
        }
        return messages(to: name)
    }

    /// Waits for a console message that satisfies `matches`.
    func waitForConsole(
        _ what: String, timeout: Double = 15, where matches: @escaping (WebConsoleMessage) -> Bool
    ) async throws -> WebConsoleMessage {
        let describe: @MainActor @Sendable () -> String = { "\(self.console)" }
        try await waitUntil(what, timeout: timeout, describe: describe) { self.console.contains(where: matches) }
        return console.first(where: matches)!
    }
}

@MainActor
enum BridgePages {
    /// Serves `body` as an HTML page at `path` on the shared server and returns its URL on `host`.
    static func serve(_ path: String, title: String = "bridge", host: String = "127.0.0.1", body: String) throws -> URL
    {
        let server = try SharedFixtures.httpServer()
        server.route(path) { _ in .html(title: title, body: body) }
        return server.url(path, host: host)
    }

    /// The shared server's origin for `host`.
    static func origin(host: String = "127.0.0.1") throws -> String {
        try SharedFixtures.httpServer().origin(host: host)
    }
}
