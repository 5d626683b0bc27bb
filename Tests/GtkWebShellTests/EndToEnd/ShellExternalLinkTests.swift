import Foundation
import GtkWebTestSupport
import XCTest

/// Links and addresses the engine cannot show go to the desktop's handler for their scheme; with no
/// handler the window says so and the tab stays on its page. The handlers are fake applications in
/// the session's private XDG folders that record the URI they were started with.
final class ShellExternalLinkTests: XCTestCase {
    /// Registers a fake handler for `scheme` in the shells' XDG folders; returns the file it records to.
    @MainActor
    private static func installFakeHandler(for scheme: String, in session: ShellSession) throws -> URL {
        try FakeSchemeHandler.install(
            for: scheme, dataHome: session.dataFolder, configHome: session.folder.appendingPathComponent("config"),
            folder: session.folder)
    }

    private static func recorded(_ file: URL) -> String { FakeSchemeHandler.recorded(file) }

    func testMailtoLinksAndOtherSchemesGoToTheDesktopAndAnUnhandledOneIsSaidInTheWindow() throws {
        try ShellSession.skipUnlessXdotool()
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let mailto = try Self.installFakeHandler(for: "mailto", in: session)
                let custom = try Self.installFakeHandler(for: "x-gtkweb-test", in: session)
                let page = server.url("/page/external-links")
                let shell = try session.launch([page.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                let stays: ([ShellWindows]) -> Bool = { windows in
                    windows.count == 1 && windows.first?.tabs.map(\.url) == [page.absoluteString]
                }

                let address = "mailto:someone@example.org?subject=hello"
                try await session.activate(
                    "eval",
                    "const a = document.createElement('a'); a.href = '\(address)'; document.body.append(a); a.click(); true"
                )
                try await waitUntil("the mailto handler to get the link", describe: { Self.recorded(mailto) }) {
                    Self.recorded(mailto) == address + "\n"
                }
                try await session.waitForWindows("the tab to stay on its page", stays)

                try await session.xdotool(["search", "--sync", "--name", "external-links", "windowfocus", "--sync"])
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+l"])
                try await session.xdotool(["type", "--delay", "20", "x-gtkweb-test:from-the-address-bar"])
                try await session.xdotool(["key", "Return"])
                try await waitUntil("the custom handler to get the address", describe: { Self.recorded(custom) }) {
                    Self.recorded(custom) == "x-gtkweb-test:from-the-address-bar\n"
                }
                try await session.waitForWindows("the tab to stay on its page", stays)

                try await session.xdotool(["key", "--clearmodifiers", "ctrl+l"])
                try await session.xdotool(["type", "--delay", "20", "x-gtkweb-nobody:anything"])
                try await session.xdotool(["key", "Return"])
                let chrome = try await session.waitForChrome("the window to say no application opens it") {
                    $0.notice.contains("x-gtkweb-nobody:")
                }
                XCTAssertTrue(chrome.notice.hasPrefix("No application opens x-gtkweb-nobody: links"), chrome.notice)
                // The notice is in words; the error's own text is behind the Details expander.
                XCTAssertFalse(chrome.notice.contains("quark"), chrome.notice)
                XCTAssertFalse(chrome.notice.contains("—"), chrome.notice)
                try await session.waitForOutput(shell.output, containing: "gtkweb: notice detail: ")
                try await session.waitForWindows("the tab to stay on its page", stays)
            }
        }
    }
}
