import Foundation
import GtkWebTestSupport
import HTTPFixture
import SessionStore
import XCTest

/// A site's permission request is asked in a bar under the header bar; Allow, clicked for real, lets
/// every waiting request through, and the remembered answer decides the site's next request without a
/// question. A page that asks a thousand times (and from twenty frames) gets one question.
final class ShellPermissionTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    /// Pages on `server` that ask for the position: `/perm/ask` 1,000 times itself and once in each of
    /// 20 frames, `/perm/again` once; each writes `answered N OUTCOMES` in its title as answers come.
    @MainActor
    private static func addPages(to server: FixtureServer) {
        let counting = """
            let answered = 0; const outcomes = new Set();
            function note(outcome) {
                answered++; outcomes.add(outcome);
                document.title = 'answered ' + answered + ' ' + [...outcomes].sort().join(',');
            }
            function ask() {
                navigator.geolocation.getCurrentPosition(
                    () => note('position'), (e) => note('error ' + e.code), { timeout: 3000 });
            }
            window.addEventListener('message', (event) => note(event.data));
            """
        server.route("/perm/frame") { _ in
            .html(
                title: "frame",
                body: "<script>navigator.geolocation.getCurrentPosition(() => parent.postMessage('position', '*'), "
                    + "(e) => parent.postMessage('error ' + e.code, '*'), { timeout: 3000 });</script>")
        }
        server.route("/perm/ask") { _ in
            .html(
                title: "asking",
                body: "<script>\(counting) for (let i = 0; i < 1000; i++) ask();</script>"
                    + String(repeating: "<iframe src=/perm/frame width=20 height=20></iframe>", count: 20))
        }
        server.route("/perm/again") { _ in
            .html(title: "asking again", body: "<script>\(counting) ask();</script>")
        }
    }

    func testOneQuestionForAThousandRequestsAllowDecidesThemAllAndIsRemembered() {
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            Self.addPages(to: server)
            try await ShellSession.run { session in
                let page = server.url("/perm/ask")
                let shell = try await session.launchFocused(on: page, windowTitle: "asking")
                try await session.waitForOutput(shell.output, containing: "permission asked: \(server.origin())")
                let chrome = try await session.waitForChrome("the permission bar to be on screen") {
                    ($0.frames["permissionAllow"]?[2] ?? 0) > 0
                }
                try await session.click(try XCTUnwrap(chrome.frames["permissionAllow"]))
                try await session.waitForOutput(shell.output, containing: "permission allowed: \(server.origin())")
                let answered = try await session.waitForWindows("every request to be answered") {
                    $0.first?.tabs.first?.title.hasPrefix("answered 1020 ") == true
                }
                let title = answered.first?.tabs.first?.title ?? ""
                XCTAssertFalse(title.contains("error 1"), "no request was denied: \(title)")
                try await session.waitForChrome("the bar to go") { $0.frames["permissionAllow"] == nil }

                let again = server.url("/perm/again")
                try await session.activate("open-url", again.absoluteString)
                try await session.waitForOutput(shell.output, containing: "page loaded \(again.absoluteString)")
                let next = try await session.waitForWindows("the remembered answer to decide") {
                    $0.first?.tabs.contains { $0.title.hasPrefix("answered 1 ") } == true
                }
                let nextTitle = next.first?.tabs.first { $0.title.hasPrefix("answered") }?.title ?? ""
                XCTAssertFalse(nextTitle.contains("error 1"), nextTitle)
                let output = try String(contentsOf: shell.output, encoding: .utf8)
                XCTAssertEqual(
                    output.components(separatedBy: "permission asked:").count - 1, 1,
                    "one question in all:\n\(output)")
            }
        }
    }

    func testAPrivateWindowAsksAgainAndRemembersNothing() {
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            Self.addPages(to: server)
            try await ShellSession.run { session in
                try await session.startBus()
                let page = server.url("/perm/again")
                let shell = try session.launch(["--private", page.absoluteString])
                try await session.waitForOutput(shell.output, containing: "permission asked: \(server.origin())")
                let chrome = try await session.waitForChrome("the permission bar to be on screen") {
                    ($0.frames["permissionAllow"]?[2] ?? 0) > 0
                }
                try await session.click(try XCTUnwrap(chrome.frames["permissionAllow"]))
                try await session.waitForOutput(shell.output, containing: "permission allowed: \(server.origin())")
                try await session.waitForWindows("the page to be answered") {
                    $0.contains { $0.tabs.contains { $0.title.hasPrefix("answered 1 ") } }
                }
                try await session.xdotool(["search", "--sync", "--name", "answered 1 ", "windowfocus", "--sync"])
                try await session.xdotool(["key", "--clearmodifiers", "F5"])
                try await waitUntil("the reloaded page to be asked about again") {
                    // Not written yet: wait.
                    let output = (try? String(contentsOf: shell.output, encoding: .utf8)) ?? ""
                    return output.components(separatedBy: "permission asked:").count - 1 == 2
                }
                let store = try PermissionStore(
                    fileURL: session.dataFolder.appendingPathComponent("gtkweb/permissions.sqlite"))
                XCTAssertEqual(try store.decisions(profile: "default"), [], "a private window keeps no answer")
            }
        }
    }

    func testLeavingTheSiteTakesItsQuestionAway() {
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            Self.addPages(to: server)
            try await ShellSession.run { session in
                let page = server.url("/perm/again")
                let shell = try await session.launchFocused(on: page, windowTitle: "asking again")
                try await session.waitForOutput(shell.output, containing: "permission asked: \(server.origin())")
                try await session.waitForChrome("the permission bar to be on screen") {
                    ($0.frames["permissionAllow"]?[2] ?? 0) > 0
                }
                let elsewhere = "http://localhost:\(server.port)/page/elsewhere"
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+l"])
                try await session.xdotool(["type", "--delay", "20", elsewhere])
                try await session.xdotool(["key", "Return"])
                try await session.waitForOutput(
                    shell.output, containing: "permission questions dropped: \(server.origin())")
                try await session.waitForChrome("the bar to go") { $0.frames["permissionAllow"] == nil }
            }
        }
    }
}
