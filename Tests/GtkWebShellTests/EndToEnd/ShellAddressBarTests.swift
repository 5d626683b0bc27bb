import Foundation
import GtkWebTestSupport
import XCTest

/// The address bar takes typing and tells the truth, driven with real keys (xdotool): Ctrl+T focuses the
/// new tab's bar so that keys typed at once land in it, and after a load the bar shows the page's address
/// instead of what was typed.
final class ShellAddressBarTests: XCTestCase {
    func testCtrlTFocusesTheNewTabsAddressBarAndKeysTypedAtOnceGoIntoIt() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/address/first") { _ in .html(title: "address-first", body: "<p>first</p>") }
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/address/first"), windowTitle: "address-first")
                let frames = try await session.chrome().frames
                let address = try XCTUnwrap(frames["address"])
                // The page has the focus, as after reading it.
                try await session.xdotool([
                    "mousemove", "\(address[0] + 40)", "\(address[1] + address[3] + 200)", "click", "1",
                ])
                try await session.xdotool([
                    "key", "--clearmodifiers", "ctrl+t", "type", "--delay", "0", "typed at once",
                ])
                try await session.waitForChrome("the keys typed after Ctrl+T to be in the new tab's address bar") {
                    $0.address.text == "typed at once" && $0.address.focused
                }
                let windows = try await session.windows()
                XCTAssertEqual(windows.first?.tabs.map(\.active), [false, true], "Ctrl+T opened a tab and showed it")
            }
        }
    }

    func testAfterALoadTheBarShowsThePagesAddressInsteadOfWhatWasTyped() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/address/first") { _ in .html(title: "address-first", body: "<p>first</p>") }
            server.route("/address/second") { _ in .html(title: "address-second", body: "<p>second</p>") }
            try await ShellSession.run { session in
                let shell = try await session.launchFocused(
                    on: server.url("/address/first"), windowTitle: "address-first")
                let second = server.url("/address/second")
                // Typed without the scheme: the bar then shows the address the page has, with it.
                let typed = second.absoluteString.replacingOccurrences(of: "http://", with: "")
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+l"])
                try await session.waitForChrome("Ctrl+L to focus the address bar") { $0.address.focused }
                try await session.xdotool(["type", "--delay", "0", typed])
                try await session.waitForChrome("the typed address in the bar") {
                    $0.address.text == typed && $0.address.typing
                }
                try await session.xdotool(["key", "Return"])
                try await session.waitForOutput(shell.output, containing: "page loaded \(second.absoluteString)")
                try await session.waitForChrome("the bar to show the page's address") {
                    $0.address.text == second.absoluteString && !$0.address.typing
                }
            }
        }
    }
}
