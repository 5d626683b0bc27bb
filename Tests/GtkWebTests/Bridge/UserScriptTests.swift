import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// `WebViewUserScript`: when, where and in which world scripts run.
final class UserScriptTests: XCTestCase {
    func testADocumentStartScriptRunsBeforeThePageScripts() {
        runOnMainLoop {
            let configuration = WebEngineConfiguration(userScripts: [
                WebViewUserScript(
                    source: "window.appReady = 'set by the user script'; window.bodyAtStart = String(document.body);",
                    injectionTime: .atDocumentStart, forMainFrameOnly: true)
            ])
            let engine = WebEngine(configuration: configuration)
            try await engine.load(
                url: try BridgePages.serve(
                    "/bridge/user-scripts/start",
                    body: "<script>document.title = 'page saw: ' + window.appReady</script>"))
            let title = try await engine.evaluate(js: "document.title")
            XCTAssertEqual(title, #""page saw: set by the user script""#)
            let bodyAtStart = try await engine.evaluate(js: "window.bodyAtStart")
            XCTAssertEqual(bodyAtStart, #""null""#, "no DOM content exists yet at document start")
        }
    }

    func testADocumentEndScriptSeesTheParsedDocument() {
        runOnMainLoop {
            let configuration = WebEngineConfiguration(userScripts: [
                WebViewUserScript(
                    source: "document.getElementById('last').textContent = 'seen at document end';",
                    injectionTime: .atDocumentEnd, forMainFrameOnly: true)
            ])
            let engine = WebEngine(configuration: configuration)
            try await engine.load(
                url: try BridgePages.serve("/bridge/user-scripts/end", body: "<p>first</p><p id=last>last</p>"))
            let text = try await engine.evaluate(js: "document.getElementById('last').textContent")
            XCTAssertEqual(text, #""seen at document end""#)
        }
    }

    func testAllFramesScriptsRunInAnIframeFromASecondOriginAndMainFrameOnlyScriptsDoNot() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let report = { (tag: String) in
                "window.webkit.messageHandlers.ran.postMessage({tag: '\(tag)', href: location.href})"
            }
            let configuration = WebEngineConfiguration(
                userScripts: [
                    WebViewUserScript(source: report("all"), injectionTime: .atDocumentEnd, forMainFrameOnly: false),
                    WebViewUserScript(source: report("main"), injectionTime: .atDocumentEnd, forMainFrameOnly: true),
                ],
                scriptMessageHandlerNames: ["ran"], scriptMessageDelegate: recorder)
            let engine = WebEngine(configuration: configuration)
            let frame = try BridgePages.serve("/bridge/user-scripts/frame", host: "localhost", body: "<p>frame</p>")
            let page = try BridgePages.serve(
                "/bridge/user-scripts/frames", body: "<iframe src='\(frame.absoluteString)'></iframe>")
            try await engine.load(url: page)
            _ = try await recorder.waitForMessages(to: "ran", count: 3)
            let runs = recorder.messages(to: "ran").map {
                "\($0.bodyJSON) main=\($0.isMainFrame.map(String.init) ?? "?")"
            }.sorted()
            XCTAssertEqual(
                runs,
                [
                    #"{"tag":"all","href":"\#(page.absoluteString)"} main=true"#,
                    #"{"tag":"all","href":"\#(frame.absoluteString)"} main=false"#,
                    #"{"tag":"main","href":"\#(page.absoluteString)"} main=true"#,
                ])
        }
    }

    func testAllowedDomainsLimitAScriptToMatchingHosts() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let configuration = WebEngineConfiguration(
                userScripts: [
                    WebViewUserScript(
                        source: "window.webkit.messageHandlers.ran.postMessage(location.hostname)",
                        injectionTime: .atDocumentEnd, forMainFrameOnly: false, allowedDomains: ["localhost"])
                ],
                scriptMessageHandlerNames: ["ran", "loaded"], scriptMessageDelegate: recorder)
            let engine = WebEngine(configuration: configuration)
            let loaded = "<script>window.webkit.messageHandlers.loaded.postMessage(location.hostname)</script>"
            let frame = try BridgePages.serve("/bridge/user-scripts/domain-frame", host: "localhost", body: loaded)
            let page = try BridgePages.serve(
                "/bridge/user-scripts/domains", body: loaded + "<iframe src='\(frame.absoluteString)'></iframe>")
            try await engine.load(url: page)
            _ = try await recorder.waitForMessages(to: "loaded", count: 2)
            _ = try await recorder.waitForMessages(to: "ran")
            XCTAssertEqual(recorder.messages(to: "ran").map(\.bodyJSON), [#""localhost""#], "not on 127.0.0.1")
        }
    }

    func testAnIsolatedWorldScriptSharesTheDOMButNotItsGlobals() {
        runOnMainLoop {
            let configuration = WebEngineConfiguration(userScripts: [
                WebViewUserScript(
                    source:
                        "window.hidden = 'isolated'; document.documentElement.dataset.mark = 'from the isolated world';",
                    injectionTime: .atDocumentEnd, forMainFrameOnly: true, world: .isolated("tools"))
            ])
            let engine = WebEngine(configuration: configuration)
            try await engine.load(url: try BridgePages.serve("/bridge/user-scripts/world", body: "<p>world</p>"))
            let page = try await engine.evaluate(js: "[typeof window.hidden, document.documentElement.dataset.mark]")
            XCTAssertEqual(page, #"["undefined","from the isolated world"]"#)
            let world = try await engine.callAsyncJavaScript("return window.hidden", in: .isolated("tools"))
            XCTAssertEqual(world, #""isolated""#)
        }
    }

    func testUpdateUserScriptsAppliesFromTheNextNavigation() {
        runOnMainLoop {
            let configuration = WebEngineConfiguration()
            let engine = WebEngine(configuration: configuration)
            let url = try BridgePages.serve("/bridge/user-scripts/update", body: "<p>update</p>")
            try await engine.load(url: url)
            configuration.userScripts = [
                WebViewUserScript(
                    source: "window.added = 'yes'", injectionTime: .atDocumentStart, forMainFrameOnly: true)
            ]
            engine.updateUserScripts()
            let now = try await engine.evaluate(js: "typeof window.added")
            XCTAssertEqual(now, #""undefined""#, "the current page keeps what it had")
            try await engine.load(url: url)
            let next = try await engine.evaluate(js: "window.added")
            XCTAssertEqual(next, #""yes""#)
        }
    }
}
