import Foundation
import GtkWebTestSupport
import XCTest

/// The header bar's content-blocking toggle turns the shell's rule list off for the active tab's site,
/// in every engine, and remembers it.
final class ShellBlockerToggleTests: XCTestCase {
    /// Whether the page's image loaded (naturalWidth 1) or was blocked (0), once it settled.
    @MainActor
    private static func imageWidth(_ session: ShellSession) async throws -> String {
        let marker = UUID().uuidString
        try await session.activate(
            "eval",
            "['\(marker)', (() => { const i = document.getElementById('probe'); return i.complete ? i.naturalWidth : -1 })()]"
        )
        var last = ""
        try await poll("the image's width", describe: last) {
            last = try await session.state("last-eval")
            return last.contains(marker) && !last.contains("-1]")
        }
        return last
    }

    func testTurningBlockingOffForASiteLoadsWhatTheListBlocksAndIsSaved() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/blocker/toggle-page") { _ in
                .html(title: "blocker-toggle", body: "<img id=probe src='/image.png?blocked-by-shell-test'>")
            }
            try await ShellSession.run { session in
                try await session.startBus()
                let rules = session.folder.appendingPathComponent("rules")
                try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
                try Data(
                    #"[{"trigger": {"url-filter": "blocked-by-shell-test"}, "action": {"type": "block"}}]"#.utf8
                ).write(to: rules.appendingPathComponent("default.json"))
                let page = server.url("/blocker/toggle-page")
                let shell = try session.launch([page.absoluteString], environment: ["GTKWEB_RULES": rules.path])
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                let blocked = try await Self.imageWidth(session)
                XCTAssertTrue(blocked.contains("0]"), "the rule blocks the image: \(blocked)")
                let chrome = try await session.waitForChrome("the toggle on screen, pressed") {
                    $0.blocking && ($0.frames["blocker"]?[2] ?? 0) > 0
                }

                let toggle = try chrome.centre(of: "blocker")
                try await session.xdotool(["mousemove", "\(toggle.x)", "\(toggle.y)", "click", "1"])
                try await session.waitForChrome("the toggle released") { !$0.blocking }
                var width = ""
                try await poll("the reloaded page to show the image", describe: width) {
                    width = try await Self.imageWidth(session)
                    return width.contains("1]")
                }
                let saved = session.dataFolder.appendingPathComponent("gtkweb/unblocked-sites.txt")
                XCTAssertEqual(try String(contentsOf: saved, encoding: .utf8), "\(page.host!)\n")
            }
        }
    }
}
