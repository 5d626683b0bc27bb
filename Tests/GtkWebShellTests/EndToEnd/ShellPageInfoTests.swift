import Foundation
import GtkWebTestSupport
import HTTPFixture
import SessionStore
import XCTest

extension ShellChrome {
    /// The page-info popover: the security icon's screen rectangle, whether the popover is open, its
    /// lines top to bottom, and the screen rectangles of its Forget buttons.
    struct PageInfo: Decodable {
        var iconFrame: [Int]
        var open: Bool
        var lines: [String]
        var forgetFrames: [[Int]]
    }
}

/// The security icon says how the page came (a certificate accepted despite its problems looks unlike
/// plain HTTP) and, clicked for real, opens the page-info popover: the host, the connection in words,
/// the certificate, and the permissions remembered for the site, each with Forget, after which the site
/// is asked again.
final class ShellPageInfoTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    /// Clicks the security icon and waits for the popover.
    @MainActor
    static func openPageInfo(_ session: ShellSession) async throws -> ShellChrome.PageInfo {
        let chrome = try await session.waitForChrome("the security icon on screen") {
            ($0.pageInfo.iconFrame[2]) > 0
        }
        try await session.click(chrome.pageInfo.iconFrame)
        return try await session.waitForChrome("the page-info popover to open") {
            $0.pageInfo.open && !$0.pageInfo.lines.isEmpty
        }.pageInfo
    }

    func testACertificateAcceptedDespiteItsProblemsShowsAWarningAndItsCertificate() {
        runOnMainLoop(timeout: 150) {
            let server = try FixtureServer(tlsPEM: try await SelfSignedCertificate.pem())
            defer { server.stop() }
            try await ShellSession.run { session in
                try await session.startBus()
                let page = server.url("/page/tls-info")
                let shell = try session.launch([page.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page failed \(page.absoluteString)")
                try await session.xdotool(["search", "--sync", "--name", "not secure", "windowfocus", "--sync"])
                let chrome = try await session.waitForChrome("the header bar on screen") {
                    ($0.frames["back"]?[2] ?? 0) > 0
                }
                XCTAssertEqual(chrome.indicators.security, "channel-insecure-symbolic", "the error page is not secure")
                let back = try XCTUnwrap(chrome.frames["back"])
                try await session.focusPage(clicking: (back[0] + 4, back[1] + back[3] + 300))
                try await session.tab(toElement: "accept")
                try await session.xdotool(["key", "Return"])
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                try await session.waitForChrome("the accepted risk's mark") {
                    $0.indicators.security == "dialog-warning-symbolic"
                }

                let info = try await Self.openPageInfo(session)
                let day = DateFormatter()
                day.locale = Locale(identifier: "en_US_POSIX")
                day.timeZone = TimeZone(identifier: "UTC")
                day.dateFormat = "yyyy-MM-dd"
                let lines = info.lines
                XCTAssertEqual(lines.first, "127.0.0.1")
                XCTAssertEqual(
                    lines.dropFirst().first,
                    "Not secure: you accepted this site's certificate although it is not signed by an authority "
                        + "this computer trusts.")
                XCTAssertTrue(lines.contains { $0.hasPrefix("Issued to: ") && $0.contains("CN=127.0.0.1") }, "\(lines)")
                XCTAssertTrue(lines.contains { $0.hasPrefix("Issued by: ") && $0.contains("CN=127.0.0.1") }, "\(lines)")
                let from = day.string(from: Date())
                let until = day.string(from: Date().addingTimeInterval(2 * 86_400))
                XCTAssertTrue(lines.contains("Valid from \(from) to \(until)"), "\(lines)")
                XCTAssertEqual(lines.suffix(2), ["Permissions", "No permission is remembered for this site."])
            }
        }
    }

    func testAPlainHTTPPageIsNotSecureAndHasNoCertificate() {
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/page/info-http"), windowTitle: "info-http")
                try await session.waitForChrome("the not-secure mark") {
                    $0.indicators.security == "channel-insecure-symbolic"
                }
                let info = try await Self.openPageInfo(session)
                XCTAssertEqual(
                    info.lines,
                    [
                        "127.0.0.1",
                        "Not secure: what you send this site and what it shows you can be read on the way.",
                        "Permissions", "No permission is remembered for this site.",
                    ])
                XCTAssertEqual(info.forgetFrames, [])
            }
        }
    }

    func testForgettingARememberedPermissionMakesTheSitesNextRequestAsk() {
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            server.route("/info/asks") { _ in
                .html(
                    title: "asks",
                    body: "<script>navigator.geolocation.getCurrentPosition(() => document.title = 'asks: position', "
                        + "(e) => document.title = 'asks: error ' + e.code, { timeout: 3000 });</script>")
            }
            try await ShellSession.run { session in
                let store = try PermissionStore(
                    fileURL: session.dataFolder.appendingPathComponent("gtkweb/permissions.sqlite"))
                try store.remember(
                    PermissionDecision(
                        profile: "default", origin: server.origin(), permission: "geolocation", allowed: false))
                let page = server.url("/info/asks")
                let shell = try await session.launchFocused(on: page, windowTitle: "asks")
                try await session.waitForWindows("the remembered answer to deny the request") {
                    $0.first?.tabs.first?.title == "asks: error 1"
                }
                let info = try await Self.openPageInfo(session)
                XCTAssertEqual(info.lines.suffix(2), ["Permissions", "Location: denied"])
                XCTAssertEqual(info.forgetFrames.count, 1)
                try await session.click(info.forgetFrames[0])
                try await session.waitForOutput(
                    shell.output, containing: "permission forgotten: \(server.origin()) geolocation")
                try await session.waitForChrome("the popover to list nothing") {
                    $0.pageInfo.lines.last == "No permission is remembered for this site."
                        && $0.pageInfo.forgetFrames.isEmpty
                }
                XCTAssertEqual(try store.decisions(profile: "default"), [])

                _ = try await session.windowActions("Activate", ["reload", "[]", "{}"], window: 1)
                try await session.waitForOutput(shell.output, containing: "permission asked: \(server.origin())")
            }
        }
    }

    func testAPrivateWindowSaysItRemembersNothing() {
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.startBus()
                let page = server.url("/page/info-private")
                let shell = try session.launch(["--private", page.absoluteString])
                try await session.waitForOutput(shell.output, containing: "page loaded \(page.absoluteString)")
                try await session.xdotool(["search", "--sync", "--name", "info-private", "windowfocus", "--sync"])
                let info = try await Self.openPageInfo(session)
                XCTAssertEqual(
                    info.lines.suffix(2),
                    ["Permissions", "Private window: no permission is remembered; the site asks each time."])
            }
        }
    }
}

extension ShellPageInfoTests {
    func testThePopoverClosesWhenThePageGoesElsewhere() {
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                let shell = try await session.launchFocused(
                    on: server.url("/page/info-first"), windowTitle: "info-first")
                _ = try await Self.openPageInfo(session)
                let next = server.url("/page/info-next", host: "localhost")
                _ = try await session.evaluate("(location.href = '\(next.absoluteString)', 1)")
                try await session.waitForOutput(shell.output, containing: "page loaded \(next.absoluteString)")
                try await session.waitForChrome("the popover about the first page to close") { !$0.pageInfo.open }
            }
        }
    }
}
