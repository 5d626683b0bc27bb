import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWebShell

/// The keyboard-shortcuts window (F1, Ctrl+?), generated from the action table the accelerators come from.
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
                let shown = try await session.waitForChrome("F1 to show the shortcuts window") { $0.help.shortcuts.shown }
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
}
