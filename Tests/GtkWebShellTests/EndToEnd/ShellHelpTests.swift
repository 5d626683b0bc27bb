import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWebShell

/// The keyboard-shortcuts window (F1, Ctrl+?), generated from the action table the accelerators come
/// from, and the about dialog and `gtkweb --version` with GtkWeb's, WebKitGTK's and GTK's versions.
final class ShellHelpTests: XCTestCase {
    /// The rows the shortcuts window must show: every entry of the table with keys.
    @MainActor
    private static var tableRows: [ShellChrome.Help.Row] {
        ShellActionTable.entries.filter { !$0.keys.isEmpty }.map {
            ShellChrome.Help.Row(title: $0.label, accelerator: $0.keys.joined(separator: " "))
        }
    }

    func testF1AndControlQuestionMarkShowEveryAcceleratorOfTheActionTable() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/page/help-keys"), windowTitle: "help-keys")
                try await session.xdotool(["key", "--clearmodifiers", "F1"])
                let shown = try await session.waitForChrome("F1 to show the shortcuts window") {
                    $0.help.shortcuts.shown
                }
                XCTAssertEqual(
                    Set(shown.help.shortcuts.rows.map { "\($0.title) = \($0.accelerator)" }),
                    Set(Self.tableRows.map { "\($0.title) = \($0.accelerator)" }))
                XCTAssertEqual(shown.help.shortcuts.rows.count, Self.tableRows.count)

                try await session.xdotool(["key", "Escape"])
                try await session.waitForChrome("Escape to close the shortcuts window") { !$0.help.shortcuts.shown }
                try await session.xdotool(["search", "--sync", "--name", "help-keys", "windowfocus", "--sync"])
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+question"])
                try await session.waitForChrome("Ctrl+? to show the shortcuts window") { $0.help.shortcuts.shown }
            }
        }
    }

    func testAboutFromTheMenuAndOverDBusShowsTheVersionsGtkwebVersionPrints() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                let version = try await session.run(["--version"])
                XCTAssertEqual(version.status, 0, version.output)
                let lines = version.output.split(separator: "\n").map(String.init)
                XCTAssertEqual(
                    lines.map { String($0.prefix { $0 != " " }) }, ["GtkWeb", "WebKitGTK", "GTK", "Sandbox:"])
                XCTAssertTrue(
                    lines[1].range(of: #"^WebKitGTK 2\.\d+\.\d+$"#, options: .regularExpression) != nil, lines[1])
                XCTAssertTrue(lines[2].range(of: #"^GTK 3\.\d+\.\d+$"#, options: .regularExpression) != nil, lines[2])

                try await session.launchFocused(on: server.url("/page/help-about"), windowTitle: "help-about")
                let chrome = try await session.chrome()
                try await session.click(chrome.menu.frame)
                let open = try await session.waitForChrome("the menu to show About GtkWeb") {
                    $0.menu.item("About GtkWeb") != nil
                }
                try await session.click(try XCTUnwrap(open.menu.item("About GtkWeb")).frame)
                let about = try await session.waitForChrome("the menu's About GtkWeb to show the dialog") {
                    $0.help.about.shown
                }
                XCTAssertEqual("GtkWeb " + about.help.about.version, lines[0])
                for line in lines.dropFirst(1).prefix(2) {
                    XCTAssertTrue(about.help.about.comments.contains(line), "\(line) in \(about.help.about.comments)")
                }
                XCTAssertTrue(about.help.about.comments.contains("Sandbox: "), about.help.about.comments)

                try await session.xdotool(["key", "Escape"])
                try await session.waitForChrome("Escape to close the about dialog") { !$0.help.about.shown }
                try await session.activate("about")
                try await session.waitForChrome("app.about over D-Bus to show the dialog") { $0.help.about.shown }
            }
        }
    }
}
