import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Pages open windows only through the UI delegate, in engines related to their opener.
final class PopupTests: XCTestCase {
    @MainActor
    private static func opener(_ delegate: RecordingUIDelegate?, path: String, body: String = "", canOpen: Bool = false)
        async throws -> (WebEngine, FixtureServer)
    {
        let server = try SharedFixtures.httpServer()
        server.route(path) { _ in .html(title: "opener", body: body) }
        server.route("/popup/child") { _ in .html(title: "child", body: "<p>child</p>") }
        let engine = WebEngine(
            configuration: WebEngineConfiguration(
                javaScriptCanOpenWindowsAutomatically: canOpen, profile: .ephemeral, uiDelegate: delegate))
        try await engine.load(url: server.url(path))
        return (engine, server)
    }

    func testWindowOpenOpensAChildThatSharesTheOpenersCookies() {
        runOnMainLoop {
            let delegate = RecordingUIDelegate()
            let (engine, server) = try await Self.opener(delegate, path: "/popup/open")
            try await engine.setCookie(WebCookie(name: "shared", value: "yes"), requestURL: server.url("/"))
            let opened = try await engine.evaluate(js: "window.open('/popup/child') !== null")
            XCTAssertEqual(opened, "true")
            let child = try await delegate.waitForChild(loading: "/popup/child")
            XCTAssertEqual(delegate.requests.first?.targetURL, server.url("/popup/child"))
            XCTAssertEqual(delegate.requests.first?.sourceURL, server.url("/popup/open"))
            XCTAssertEqual(delegate.requests.first?.isMainFrame, true)
            XCTAssertTrue(delegate.openerViews.first?.engine === engine)
            XCTAssertTrue(child.openerEngine === engine)
            let cookie = try await child.evaluate(js: "document.cookie")
            XCTAssertEqual(cookie, "\"shared=yes\"")
            let hasOpener = try await child.evaluate(js: "window.opener !== null")
            XCTAssertEqual(hasOpener, "true")
        }
    }

    func testATargetBlankLinkOpensAChild() {
        runOnMainLoop {
            let delegate = RecordingUIDelegate()
            let (engine, _) = try await Self.opener(
                delegate, path: "/popup/link", body: "<a id='l' target='_blank' href='/popup/child'>go</a>")
            _ = try await engine.evaluate(js: "document.getElementById('l').click(); true")
            let child = try await delegate.waitForChild(loading: "/popup/child")
            try await waitUntil("the popup's title") { child.title == "child" }
            XCTAssertEqual(delegate.requests.first?.isUserGesture, true)
        }
    }

    func testWithoutADelegateAPopupStormOpensNothingAndThePageKeepsWorking() {
        runOnMainLoop {
            let (engine, _) = try await Self.opener(nil, path: "/popup/storm-denied")
            let opened = try await engine.evaluate(
                js: "let n = 0; for (let i = 0; i < 1000; i++) { if (window.open('/popup/child')) n++; } n")
            XCTAssertEqual(opened, "0")
            XCTAssertEqual(engine.popupCounts.requested, 1000)
            XCTAssertEqual(engine.popupCounts.opened, 0)
            let alive = try await engine.evaluate(js: "document.title")
            XCTAssertEqual(alive, "\"opener\"")
        }
    }

    func testAPopupStormIsBoundedByTheDelegatesAnswers() {
        runOnMainLoop {
            let delegate = RecordingUIDelegate(limit: 3)
            let (engine, _) = try await Self.opener(delegate, path: "/popup/storm-bounded")
            let opened = try await engine.evaluate(
                js: "let n = 0; for (let i = 0; i < 1000; i++) { if (window.open('/popup/child')) n++; } n")
            XCTAssertEqual(opened, "3")
            XCTAssertEqual(delegate.requests.count, 1000)
            XCTAssertEqual(delegate.children.count, 3)
            XCTAssertEqual(engine.popupCounts.opened, 3)
        }
    }

    func testADelegateThatReturnsNilDeniesThePopup() {
        runOnMainLoop {
            let delegate = RecordingUIDelegate(.deny)
            let (engine, _) = try await Self.opener(delegate, path: "/popup/denied")
            let opened = try await engine.evaluate(js: "window.open('/popup/child') === null")
            XCTAssertEqual(opened, "true")
            XCTAssertEqual(delegate.requests.count, 1)
        }
    }

    func testAnEngineNotMadeByThePlatformContextIsRefusedWithoutAborting() {
        runOnMainLoop {
            let delegate = RecordingUIDelegate(.foreignEngine)
            let (engine, _) = try await Self.opener(delegate, path: "/popup/foreign")
            let denied = try await engine.evaluate(js: "window.open('/popup/child') === null")
            XCTAssertEqual(denied, "true")
            XCTAssertEqual(engine.popupCounts.opened, 0)
            let alive = try await engine.evaluate(js: "1 + 1")
            XCTAssertEqual(alive, "2")
        }
    }

    func testWindowCloseInTheChildReachesTheDelegate() {
        runOnMainLoop {
            let delegate = RecordingUIDelegate()
            let (engine, _) = try await Self.opener(delegate, path: "/popup/close")
            _ = try await engine.evaluate(js: "window.open('/popup/child'); true")
            let child = try await delegate.waitForChild(loading: "/popup/child")
            _ = try await child.evaluate(js: "window.close(); true")
            try await waitUntil("webViewDidClose for the child") { delegate.closed.contains { $0 === child } }
        }
    }

    func testPageScriptWithoutAGestureOpensWindowsOnlyWhenAllowed() {
        runOnMainLoop {
            let script =
                "<script>window.addEventListener('load', () => { "
                + "window.opened = window.open('/popup/child') !== null; });</script>"
            let blocked = RecordingUIDelegate()
            let (quiet, _) = try await Self.opener(blocked, path: "/popup/auto-off", body: script)
            try await waitUntilPage(quiet, "window.opened !== undefined")
            let quietOpened = try await quiet.evaluate(js: "window.opened")
            XCTAssertEqual(quietOpened, "false")
            XCTAssertEqual(blocked.requests.count, 0, "WebKit does not even ask without a gesture")

            let allowed = RecordingUIDelegate()
            let (open, _) = try await Self.opener(allowed, path: "/popup/auto-on", body: script, canOpen: true)
            try await waitUntilPage(open, "window.opened !== undefined")
            let openOpened = try await open.evaluate(js: "window.opened")
            XCTAssertEqual(openOpened, "true")
            XCTAssertEqual(allowed.requests.first?.isUserGesture, false)
        }
    }

    func testAChildsScriptMessagesReachTheMirroredDelegate() {
        runOnMainLoop {
            let delegate = RecordingUIDelegate()
            let recorder = BridgeRecorder()
            let server = try SharedFixtures.httpServer()
            server.route("/popup/messages") { _ in .html(title: "opener") }
            server.route("/popup/child") { _ in .html(title: "child", body: "<p>child</p>") }
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    profile: .ephemeral, scriptMessageHandlerNames: ["fromPopup"], scriptMessageDelegate: recorder,
                    uiDelegate: delegate))
            try await engine.load(url: server.url("/popup/messages"))
            _ = try await engine.evaluate(js: "window.open('/popup/child'); true")
            let child = try await delegate.waitForChild(loading: "/popup/child")
            _ = try await child.evaluate(js: "window.webkit.messageHandlers.fromPopup.postMessage('hi'); true")
            let messages = try await recorder.waitForMessages(to: "fromPopup")
            XCTAssertEqual(messages.first?.bodyJSON, "\"hi\"")
        }
    }
}

/// The popup mirror carries the window, scheme and menu settings too.
final class PopupMirroringAdditionsTests: XCTestCase {
    func testTheMirroredConfigurationKeepsTheUIDelegateSchemeHandlersAndMenuActions() {
        runOnMainLoop {
            let delegate = RecordingUIDelegate()
            let handler = InMemoryURLSchemeHandler(resources: [:])
            let parent = WebEngineConfiguration(schemeHandlers: ["app": handler], uiDelegate: delegate)
            parent.linkContextMenuActions = { _ in [WebContextMenuAction(title: "Mirrored") { _ in }] }
            let child = parent.popupChildMirroredConfiguration()
            XCTAssertTrue(child.uiDelegate === delegate)
            XCTAssertTrue(child.schemeHandlers["app"] === handler)
            XCTAssertEqual(
                child.linkContextMenuActions?(URL(string: "https://example.com")!).map(\.title), ["Mirrored"])
        }
    }
}

/// What a configuration passed to `makeChildWebEngine` can change in a popup.
final class PopupChildConfigurationTests: XCTestCase {
    func testAChildConfigurationChangesSettingsButTheOpenersScriptsStillRun() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            server.route("/popup-config/opener") { _ in .html(title: "opener") }
            server.route("/popup-config/child") { _ in .html(title: "child") }
            let delegate = RecordingUIDelegate()
            delegate.childConfiguration = WebEngineConfiguration(
                customUserAgent: "GtkWebChild/1",
                userScripts: [
                    WebViewUserScript(
                        source: "window.childMark = 1;", injectionTime: .atDocumentStart, forMainFrameOnly: true)
                ])
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    profile: .ephemeral,
                    userScripts: [
                        WebViewUserScript(
                            source: "window.openerMark = 1;", injectionTime: .atDocumentStart, forMainFrameOnly: true)
                    ], uiDelegate: delegate))
            try await engine.load(url: server.url("/popup-config/opener"))
            _ = try await engine.evaluate(js: "window.open('/popup-config/child'); true")
            let child = try await delegate.waitForChild(loading: "/popup-config/child")
            let agents = try await [
                child.evaluate(js: "navigator.userAgent"), engine.evaluate(js: "navigator.userAgent"),
            ]
            XCTAssertEqual(agents[0], "\"GtkWebChild/1\"")
            XCTAssertNotEqual(agents[1], "\"GtkWebChild/1\"", "the opener's settings did not change")
            let marks = try await child.evaluate(js: "[typeof window.openerMark, typeof window.childMark].join(' ')")
            XCTAssertEqual(marks, "\"number undefined\"", "WebKit shares the opener's user content with its popups")
        }
    }
}
