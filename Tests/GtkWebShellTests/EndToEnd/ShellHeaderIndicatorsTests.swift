import Foundation
import GtkWebTestSupport
import XCTest

/// The header bar says what the user should know, driven with real keys and clicks (xdotool): a plain
/// HTTP page is marked not secure, the zoom shows on a button when it is not 100 % (clicking it resets
/// it), a private window has a header bar of its own look with an icon, and the hovered link's address
/// shows at the bottom edge.
final class ShellHeaderIndicatorsTests: XCTestCase {
    func testAPlainHTTPPageIsMarkedNotSecureAndTheStartPageIsNot() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/marks/page") { _ in .html(title: "marks-page", body: "<p>plain http</p>") }
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/marks/page"), windowTitle: "marks-page")
                try await session.waitForChrome("the not-secure mark on a plain HTTP page") {
                    $0.indicators.security == "channel-insecure-symbolic"
                }
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+t"])
                try await session.waitForChrome("no mark on the start page (a local file)") {
                    $0.indicators.security == "" && $0.address.focused
                }
            }
        }
    }

    func testTheZoomShowsOnAButtonWhenNot100PercentAndClickingItResetsIt() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/marks/zoom") { _ in .html(title: "marks-zoom", body: "<p>zoom</p>") }
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/marks/zoom"), windowTitle: "marks-zoom")
                let start = try await session.chrome()
                XCTAssertEqual(start.indicators.zoom, "", "no zoom button at 100 %")
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+plus"])
                let zoomed = try await session.waitForChrome("Ctrl+Plus to show the zoom") {
                    $0.indicators.zoom == "110 %"
                }
                try await session.click(zoomed.indicators.zoomFrame)
                try await session.waitForChrome("a click on the zoom to reset it") { $0.indicators.zoom == "" }
                try await session.waitForWindows("the page back at 100 %") { $0.first?.tabs.first?.zoom == 1 }
            }
        }
    }

    func testAPrivateWindowHasAHeaderBarOfItsOwnLookWithAnIcon() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/marks/normal") { _ in .html(title: "marks-normal", body: "<p>normal</p>") }
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/marks/normal"), windowTitle: "marks-normal")
                let normal = try await session.chrome()
                XCTAssertFalse(normal.indicators.private, "a normal window does not look private")
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+shift+n"])
                try await session.waitForWindows("Ctrl+Shift+N to open a private window") {
                    $0.count == 2 && $0[1].label == "Private"
                }
                try await session.waitForChrome("the private window's header bar to look private") {
                    $0.indicators.private
                }
            }
        }
    }

    func testTheAddressOfTheLinkUnderThePointerShowsAtTheBottomEdge() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/marks/hover") { _ in
                .html(
                    title: "marks-hover",
                    body: "<style>body{margin:0}</style><a href='/marks/elsewhere' style='display:block;"
                        + "height:200px'>link</a><p style='height:300px'>text</p>")
            }
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/marks/hover"), windowTitle: "marks-hover")
                let frames = try await session.chrome().frames
                let address = try XCTUnwrap(frames["address"])
                let x = "\(address[0] + 40)"
                try await session.xdotool(["mousemove", x, "\(address[1] + address[3] + 120)"])
                try await session.waitForChrome("the hovered link's address at the bottom edge") {
                    $0.indicators.hoveredLink == server.url("/marks/elsewhere").absoluteString
                }
                try await session.xdotool(["mousemove", x, "\(address[1] + address[3] + 320)"])
                try await session.waitForChrome("the address to go once the pointer leaves the link") {
                    $0.indicators.hoveredLink == ""
                }
            }
        }
    }
}
