import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Bad bridge configuration: caught when the configuration is validated or a handler is added.
final class BridgeConfigurationTests: XCTestCase {
    @MainActor
    private static func validationError(_ configuration: WebEngineConfiguration) -> WebScriptBridgeError? {
        do {
            try configuration.validate()
            return nil
        } catch {
            return error
        }
    }

    func testInvalidHandlerNamesAreTypedErrors() {
        MainActor.assumeIsolated {
            let cases: [([String], WebScriptBridgeError)] = [
                ([""], .emptyHandlerName),
                (["1st"], .invalidHandlerName("1st")),
                (["a-b"], .invalidHandlerName("a-b")),
                (["has space"], .invalidHandlerName("has space")),
                (["class"], .invalidHandlerName("class")),
                (["gtkwebConsole"], .reservedHandlerName("gtkwebConsole")),
                (["native", "other", "native"], .duplicateHandlerName("native")),
            ]
            for (names, expected) in cases {
                let configuration = WebEngineConfiguration(scriptMessageHandlerNames: names)
                XCTAssertEqual(Self.validationError(configuration), expected, "\(names)")
            }
            XCTAssertNil(
                Self.validationError(WebEngineConfiguration(scriptMessageHandlerNames: ["native", "$", "_x9"])))
        }
    }

    func testEveryObjectPrototypeMemberIsRefusedAsAHandlerNameWhereverItIsRegistered() {
        runOnMainLoop {
            let engine = WebEngine()
            try await engine.load(url: try BridgePages.serve("/bridge/names/prototype", body: "<p>names</p>"))
            // Every own member of the page's Object.prototype that could be an identifier.
            let members = try await engine.callAsyncJavaScript(
                "return Object.getOwnPropertyNames(Object.prototype).filter(n => /^[A-Za-z_$][\\w$]*$/.test(n)).sort()",
                as: [String].self)
            XCTAssertTrue(members.contains("__proto__") && members.contains("toString"), "\(members)")
            for name in members {
                let expected = WebScriptBridgeError.objectPrototypeHandlerName(name)
                XCTAssertEqual(
                    Self.validationError(WebEngineConfiguration(scriptMessageHandlerNames: [name])), expected, name)
                XCTAssertThrowsError(try engine.addScriptMessageHandler(name: name) { _ in nil }, name) {
                    XCTAssertEqual($0 as? WebScriptBridgeError, expected, name)
                }
                XCTAssertThrowsError(try engine.addScriptMessageHandler(name: name), name) {
                    XCTAssertEqual($0 as? WebScriptBridgeError, expected, name)
                }
            }
            XCTAssertEqual(engine.scriptMessageHandlers, [])
        }
    }

    @available(*, deprecated, message: "exercises the deprecated messageHandlers")
    func testANameInBothHandlerListsIsADuplicate() {
        MainActor.assumeIsolated {
            let configuration = WebEngineConfiguration(
                scriptMessageHandlerNames: ["native"], messageHandlers: ["native": { _ in }])
            XCTAssertEqual(Self.validationError(configuration), .duplicateHandlerName("native"))
        }
    }

    func testInvalidUserScriptsAreTypedErrors() {
        MainActor.assumeIsolated {
            @MainActor func script(world: WebContentWorld = .page, domains: Set<String> = []) -> WebEngineConfiguration
            {
                WebEngineConfiguration(userScripts: [
                    WebViewUserScript(
                        source: "1", injectionTime: .atDocumentEnd, forMainFrameOnly: true, world: world,
                        allowedDomains: domains)
                ])
            }
            XCTAssertEqual(Self.validationError(script(world: .isolated(""))), .invalidWorldName(""))
            XCTAssertEqual(Self.validationError(script(world: .isolated("gtkweb"))), .invalidWorldName("gtkweb"))
            XCTAssertEqual(
                Self.validationError(script(domains: ["https://example.com"])),
                .invalidAllowedDomain("https://example.com"))
            XCTAssertEqual(
                Self.validationError(script(domains: ["example.com/path"])), .invalidAllowedDomain("example.com/path"))
            XCTAssertEqual(Self.validationError(script(domains: [""])), .invalidAllowedDomain(""))
            XCTAssertNil(
                Self.validationError(
                    script(world: .defaultClient, domains: ["example.com", "*.example.org", "127.0.0.1"])))
        }
    }

    func testAnEngineWithAnInvalidConfigurationRefusesToLoad() {
        runOnMainLoop {
            let engine = WebEngine(configuration: WebEngineConfiguration(scriptMessageHandlerNames: ["not-valid"]))
            XCTAssertEqual(engine.configurationError, .invalidHandlerName("not-valid"))
            XCTAssertEqual(engine.scriptMessageHandlers, [], "nothing of the configuration was registered")
            let url = try BridgePages.serve("/bridge/configuration/invalid", body: "<p>never</p>")
            do {
                try await engine.load(url: url)
                XCTFail("the load went ahead")
            } catch let error as WebScriptBridgeError {
                XCTAssertEqual(error, .invalidHandlerName("not-valid"))
            }
            XCTAssertEqual(try SharedFixtures.httpServer().requests(for: "/bridge/configuration/invalid").count, 0)
            engine.configuration.scriptMessageHandlerNames = ["valid"]
            engine.refreshMessageHandlers()
            XCTAssertNil(engine.configurationError)
            XCTAssertEqual(engine.scriptMessageHandlers, ["valid"])
            try await engine.load(url: url)
        }
    }

    func testAddingABadHandlerThrowsATypedError() {
        runOnMainLoop {
            let engine = WebEngine(configuration: WebEngineConfiguration(scriptMessageHandlerNames: ["taken"]))
            let answer: WebScriptMessageReplyHandler = { _ in nil }
            let cases: [(String, WebContentWorld, Set<String>, WebScriptBridgeError)] = [
                ("", .page, [], .emptyHandlerName),
                ("no good", .page, [], .invalidHandlerName("no good")),
                ("gtkwebMine", .page, [], .reservedHandlerName("gtkwebMine")),
                ("taken", .page, [], .duplicateHandlerName("taken")),
                ("taken", .isolated("elsewhere"), [], .duplicateHandlerName("taken")),
                ("fine", .isolated(""), [], .invalidWorldName("")),
                ("fine", .page, ["example.com"], .invalidOrigin("example.com")),
                ("fine", .page, ["https://example.com/path"], .invalidOrigin("https://example.com/path")),
            ]
            for (name, world, origins, expected) in cases {
                do {
                    try engine.addScriptMessageHandler(
                        name: name, world: world, allowedOrigins: origins, handler: answer)
                    XCTFail("'\(name)' was accepted")
                } catch let error as WebScriptBridgeError {
                    XCTAssertEqual(error, expected, name)
                }
            }
            try engine.addScriptMessageHandler(
                name: "fine", allowedOrigins: ["HTTPS://Example.com:443/"], handler: answer)
            XCTAssertThrowsError(try engine.addScriptMessageHandler(name: "fine", handler: answer))
            XCTAssertEqual(engine.scriptMessageHandlers, ["fine", "taken"])
        }
    }
}
