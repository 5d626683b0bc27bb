import Foundation
import GtkWebTestSupport
import XCTest

/// A site that asks for a user name and password gets a sign-in bar under the header bar that says who
/// asks and for what; a wrong password asks again, saying so; Cancel shows a page saying sign-in was
/// cancelled, whose Try Again asks again. Driven with real keys and clicks on the real shell, against the
/// fixture server's HTTP Basic authentication.
final class ShellSignInTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    /// Types `address` into the address bar of the focused window and loads it.
    @MainActor
    private static func go(to address: URL, in session: ShellSession) async throws {
        try await session.xdotool(["key", "--clearmodifiers", "ctrl+l"])
        try await session.xdotool(["type", "--delay", "20", address.absoluteString])
        try await session.xdotool(["key", "Return"])
    }

    func testAWrongPasswordAsksAgainSayingSoAndTheRightOneOpensThePage() {
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/page/before-sign-in"), windowTitle: "before-sign-in")
                let protected = server.url("/basic-auth?user=alice&password=secret&realm=Members")
                try await Self.go(to: protected, in: session)
                try await session.waitForChrome("the sign-in bar, its user name taking keys") {
                    $0.signIn == ShellChrome.SignIn(text: "127.0.0.1 asks you to sign in: Members", focus: "username")
                }
                try await session.xdotool(["type", "--delay", "20", "alice"])
                try await session.xdotool(["key", "Return"])
                try await session.waitForChrome("Return to move to the password") { $0.signIn.focus == "password" }
                try await session.xdotool(["type", "--delay", "20", "wrong"])
                try await session.xdotool(["key", "Return"])
                try await session.waitForChrome("the bar to ask again, saying the password was refused") {
                    $0.signIn
                        == ShellChrome.SignIn(
                            text: "The user name or password was not accepted. 127.0.0.1 asks you to sign in: Members",
                            focus: "password")
                }
                try await session.xdotool(["type", "--delay", "20", "secret"])
                try await session.xdotool(["key", "Return"])
                try await session.waitForWindows("the protected page to open") {
                    $0.first?.tabs.first?.title == "Authorized alice"
                }
                try await session.waitForChrome("the bar to go") { $0.signIn.text.isEmpty }
                let sent = server.requests(for: "/basic-auth").filter { $0.query["realm"] == "Members" }.compactMap {
                    $0.headers["authorization"]
                }
                XCTAssertEqual(
                    sent, ["alice:wrong", "alice:secret"].map { "Basic " + Data($0.utf8).base64EncodedString() })
            }
        }
    }

    func testCancelShowsThatSignInWasCancelledAndTryAgainAsksAgain() {
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/page/before-cancel"), windowTitle: "before-cancel")
                let protected = server.url("/basic-auth?user=bob&password=pw&realm=Staff")
                try await Self.go(to: protected, in: session)
                let chrome = try await session.waitForChrome("the sign-in bar with its Cancel button on screen") {
                    $0.signIn.text == "127.0.0.1 asks you to sign in: Staff" && ($0.frames["signInCancel"]?[2] ?? 0) > 0
                }
                try await session.click(try XCTUnwrap(chrome.frames["signInCancel"]))
                try await session.waitForWindows("the tab to keep the address that asked, under the error page") {
                    $0.first?.tabs.map(\.url) == [protected.absoluteString] && $0.first?.tabs.first?.loading == false
                }
                let heading = try await session.evaluate("document.getElementById('heading')?.textContent")
                XCTAssertTrue(heading.contains("Sign-in cancelled"), heading)
                let reason = try await session.evaluate("document.getElementById('reason')?.textContent")
                XCTAssertTrue(reason.contains("127.0.0.1 asked you to sign in, and sign-in was cancelled"), reason)
                try await session.waitForChrome("the bar to go") { $0.signIn.text.isEmpty }

                // A click on the page's empty left margin (once the page has the focus), then Tab to Try Again.
                let back = try XCTUnwrap(chrome.frames["back"])
                try await session.focusPage(clicking: (back[0] + 4, back[1] + back[3] + 300))
                try await session.tab(toElement: "retry")
                try await session.xdotool(["key", "Return"])
                try await session.waitForChrome("Try Again to ask again") {
                    $0.signIn == ShellChrome.SignIn(text: "127.0.0.1 asks you to sign in: Staff", focus: "username")
                }
                try await session.xdotool(["type", "--delay", "20", "bob"])
                try await session.xdotool(["key", "Return"])
                try await session.xdotool(["type", "--delay", "20", "pw"])
                try await session.xdotool(["key", "Return"])
                try await session.waitForWindows("the protected page to open") {
                    $0.first?.tabs.first?.title == "Authorized bob"
                }
            }
        }
    }
}
