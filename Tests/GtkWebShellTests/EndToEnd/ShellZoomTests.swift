import Foundation
import GtkWebTestSupport
import XCTest

/// Page zoom from the keyboard: Ctrl+Plus and Ctrl+Minus zoom the active tab in and out by 10 %, Ctrl+0
/// back to 100 %. The zoom is read back from WebKit through the shell's `tabs` state, and from the page,
/// whose viewport is narrower in CSS pixels the more it is zoomed.
final class ShellZoomTests: XCTestCase {
    /// The page's `innerWidth`, in CSS pixels.
    @MainActor
    private static func innerWidth(_ session: ShellSession) async throws -> Double {
        let text = try await session.evaluate("innerWidth")
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let pair = try XCTUnwrap(object?["result"] as? [Any], text)
        return try XCTUnwrap(pair.last as? Double, text)
    }

    /// Presses `keys` and waits until WebKit reports the active tab at zoom `expected`, and the page's
    /// viewport, `normal` CSS pixels wide at 100 %, is `normal / expected` wide (to a pixel's rounding).
    @MainActor
    private static func press(_ session: ShellSession, _ keys: String, expecting expected: Double, normal: Double)
        async throws
    {
        try await session.xdotool(["key", "--clearmodifiers", keys])
        try await session.waitForWindows("\(keys) to set the zoom to \(expected)") { windows in
            guard let zoom = windows.first?.tabs.first(where: \.active)?.zoom else { return false }
            return abs(zoom - expected) < 0.001
        }
        var width = 0.0
        try await poll("the page to lay out \(normal / expected) CSS pixels wide", describe: "\(width)") {
            width = try await innerWidth(session)
            return abs(width - normal / expected) < 1.5
        }
    }

    func testCtrlPlusAndCtrlMinusZoomTheActiveTabAndCtrl0ResetsIt() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                let page = server.url("/page/zoom-page")
                try await session.launchFocused(on: page, windowTitle: "zoom-page")
                let windows = try await session.windows()
                XCTAssertEqual(windows.first?.tabs.first?.zoom, 1, "a new tab is at 100 %")
                let normal = try await Self.innerWidth(session)

                try await Self.press(session, "ctrl+plus", expecting: 1.1, normal: normal)
                try await Self.press(session, "ctrl+plus", expecting: 1.21, normal: normal)
                try await Self.press(session, "ctrl+minus", expecting: 1.1, normal: normal)
                try await Self.press(session, "ctrl+0", expecting: 1, normal: normal)
            }
        }
    }
}
