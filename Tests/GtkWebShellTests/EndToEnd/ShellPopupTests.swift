import Foundation
import GtkWebTestSupport
import XCTest

/// Popups (`window.open`, `target=_blank`) open as tabs of the opener's window.
final class ShellPopupTests: XCTestCase {
    private struct Window: Decodable {
        var tabs: [Tab]
    }
    private struct Tab: Decodable, Equatable {
        var url: String
        var active: Bool
    }

    func testWindowOpenOpensThePageInANewActiveTabWhichWindowCloseCloses() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let opener = server.url("/page/opener")
                let popup = server.url("/page/popped-up")
                let shell = try session.launch([opener.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(opener.absoluteString)")

                try await session.activate("eval", "window.open('\(popup.absoluteString)') !== null")
                try await session.waitForOutput(shell.output, containing: "page loaded \(popup.absoluteString)")
                var seen: [Window] = []
                let both = [
                    Tab(url: opener.absoluteString, active: false), Tab(url: popup.absoluteString, active: true),
                ]
                try await poll("the popup as the active second tab", describe: "\(seen)") {
                    seen = try JSONDecoder().decode([Window].self, from: Data(try await session.state("tabs").utf8))
                    return seen.count == 1 && seen.first?.tabs == both
                }
                // The popup shares its opener's web process: window.opener is the opener's page.
                try await session.activate(
                    "eval", "window.opener.location.href === '\(opener.absoluteString)' && window.close()")
                try await poll("window.close() to close the popup's tab", describe: "\(seen)") {
                    seen = try JSONDecoder().decode([Window].self, from: Data(try await session.state("tabs").utf8))
                    return seen.first?.tabs.map(\.url) == [opener.absoluteString]
                }
            }
        }
    }

    func testADialogPopupOpensInASmallWindowOfItsOwnWhichWindowCloseCloses() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let opener = server.url("/page/dialog-opener")
                let dialog = server.url("/page/dialog-popup")
                let shell = try session.launch([opener.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(opener.absoluteString)")

                try await session.activate(
                    "eval",
                    "window.open('\(dialog.absoluteString)', 'dialog', 'width=420,height=320,location=no,menubar=no')"
                        + " !== null")
                try await session.waitForOutput(shell.output, containing: "page loaded \(dialog.absoluteString)")
                let windows = try await session.waitForWindows("the dialog in a window of its own") { windows in
                    windows.count == 2 && windows.last?.tabs.map(\.url) == [dialog.absoluteString]
                }
                XCTAssertEqual(windows.map(\.dialog), [false, true])
                XCTAssertEqual(windows.first?.tabs.map(\.url), [opener.absoluteString], "the opener kept one tab")
                let chrome = try await session.chrome()
                XCTAssertTrue(chrome.dialog)
                XCTAssertLessThan(chrome.size[0], 1024, "smaller than a browser window: \(chrome.size)")

                try await session.activate("eval", "window.close(); true")
                try await session.waitForWindows("window.close() to close the dialog window") { windows in
                    windows.count == 1 && windows.first?.tabs.map(\.url) == [opener.absoluteString]
                }
            }
        }
    }
}
