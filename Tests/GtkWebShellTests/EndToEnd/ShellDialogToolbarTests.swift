import Foundation
import GtkWebTestSupport
import XCTest

/// A page's dialog popup asks for a small window; the window grows past it rather than squeezing its
/// toolbar: the address entry keeps a usable width.
final class ShellDialogToolbarTests: XCTestCase {
    func testASmallDialogPopupKeepsItsAddressEntryUsable() {
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let opener = server.url("/page/narrow-opener")
                let dialog = server.url("/page/narrow-popup")
                let shell = try session.launch([opener.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(opener.absoluteString)")
                try await session.activate(
                    "eval",
                    "window.open('\(dialog.absoluteString)', 'narrow', 'width=300,height=300,location=no,menubar=no') !== null"
                )
                try await session.waitForOutput(shell.output, containing: "page loaded \(dialog.absoluteString)")
                let chrome = try await session.waitForChrome("the dialog window laid out") {
                    $0.dialog && ($0.frames["address"]?[2] ?? 0) > 0
                }
                let address = try XCTUnwrap(chrome.frames["address"])
                XCTAssertGreaterThanOrEqual(address[2], 300, "the address entry is not squeezed: \(chrome.frames)")
                XCTAssertLessThan(chrome.size[0], 1024, "still smaller than a browser window: \(chrome.size)")
            }
        }
    }
}
