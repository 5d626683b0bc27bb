import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// The header bar's content-blocking toggle turns the shell's rule list and its cosmetic filters off for the
/// active tab's site, in every engine, and remembers it.
final class ShellBlockerToggleTests: XCTestCase {
    /// Writes the shell's rule folder (for `GTKWEB_RULES`): `default.json` blocks URLs with
    /// `blocked-by-shell-test`, and `default.cosmetic.json` holds the cosmetic filters of `cosmetic` (EasyList
    /// lines) if given. Returns the folder.
    @MainActor
    private static func writeRules(in session: ShellSession, cosmetic: String? = nil) throws -> URL {
        let rules = session.folder.appendingPathComponent("rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        try Data(#"[{"trigger": {"url-filter": "blocked-by-shell-test"}, "action": {"type": "block"}}]"#.utf8)
            .write(to: rules.appendingPathComponent("default.json"))
        if let cosmetic {
            let filters = FilterListImporter().convert(cosmetic).cosmeticFilters
            try Data(filters.json().utf8).write(to: rules.appendingPathComponent("default.cosmetic.json"))
        }
        return rules
    }

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
                let rules = try Self.writeRules(in: session)
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

    /// Waits until the page reports how its card is displayed once the cosmetic filters' first pass ran
    /// (`data-settled`, set by the page after its `load`), and that is `display`.
    @MainActor
    private static func waitForCard(_ display: String, _ session: ShellSession) async throws {
        var last = ""
        try await poll("the card to be shown as \(display) once the page settled", describe: last) {
            last = try await session.evaluate("document.documentElement.dataset.settled || ''")
            return last.contains("\"\(display)\"]")
        }
    }

    func testTurningBlockingOffForASiteAlsoTurnsItsCosmeticFiltersOff() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/blocker/cosmetic-page") { _ in
                .html(
                    title: "blocker-cosmetic",
                    body: """
                        <div class=card id=card>Sponsored</div>
                        <script>
                          addEventListener('load', () => setTimeout(() => {
                            document.documentElement.dataset.settled = getComputedStyle(card).display;
                          }));
                        </script>
                        """)
            }
            try await ShellSession.run { session in
                try await session.startBus()
                let rules = try Self.writeRules(in: session, cosmetic: "127.0.0.1#?#.card:-abp-contains(Sponsored)")
                let page = server.url("/blocker/cosmetic-page")
                let shell = try session.launch([page.absoluteString], environment: ["GTKWEB_RULES": rules.path])
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                try await Self.waitForCard("none", session)
                let chrome = try await session.waitForChrome("the toggle on screen, pressed") {
                    $0.blocking && ($0.frames["blocker"]?[2] ?? 0) > 0
                }

                try await session.click(try XCTUnwrap(chrome.frames["blocker"]))
                try await session.waitForChrome("the toggle released") { !$0.blocking }
                try await Self.waitForCard("block", session)

                try await session.click(try XCTUnwrap(chrome.frames["blocker"]))
                try await session.waitForChrome("the toggle pressed again") { $0.blocking }
                try await Self.waitForCard("none", session)
            }
        }
    }
}
