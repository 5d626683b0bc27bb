import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// `capturesConsoleOutput`: console calls, uncaught errors and unhandled rejections of every frame.
final class ConsoleCaptureTests: XCTestCase {
    /// Serves Fixtures/Bridge/console.html (whose line numbers the assertions use) with an iframe
    /// from the second origin that logs too.
    @MainActor
    private static func consolePage() throws -> (page: URL, frame: URL) {
        let frame = try BridgePages.serve(
            "/bridge/console/frame", host: "localhost", body: "<script>console.warn('from the iframe', 7)</script>")
        let file = try XCTUnwrap(
            Bundle.module.url(forResource: "console", withExtension: "html", subdirectory: "Fixtures/Bridge"))
        let html = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
            of: "IFRAME", with: frame.absoluteString)
        let server = try SharedFixtures.httpServer()
        server.route("/bridge/console/page") { _ in FixtureResponse(body: Data(html.utf8)) }
        return (server.url("/bridge/console/page"), frame)
    }

    func testConsoleCallsArriveWithLevelMessageAndLine() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let engine = WebEngine(configuration: WebEngineConfiguration(consoleDelegate: recorder))
            let (page, _) = try Self.consolePage()
            try await engine.load(url: page)
            _ = try await recorder.waitForConsole("console.debug") { $0.level == .debug }
            let calls = recorder.console.filter { $0.kind == .console && $0.isMainFrame == true }
            XCTAssertEqual(calls.map(\.level), [.log, .info, .warning, .error, .debug, .log])
            XCTAssertEqual(
                calls.map(\.message),
                [
                    #"plain 42 {"a":[1,2]} null"#, "info line", "warn line", "TypeError: as error", "debug line",
                    "from a function",
                ])
            XCTAssertEqual(calls.map(\.line), [5, 6, 7, 8, 9, 11])
            XCTAssertEqual(Set(calls.map(\.sourceURL)), [page.absoluteString])
            XCTAssertEqual(Set(calls.map(\.frameURL)), [page.absoluteString])
        }
    }

    func testUncaughtErrorsAndUnhandledRejectionsArriveButForgedOnesDoNot() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let engine = WebEngine(configuration: WebEngineConfiguration(consoleDelegate: recorder))
            let (page, _) = try Self.consolePage()
            try await engine.load(url: page)
            let uncaught = try await recorder.waitForConsole("the uncaught error") { $0.kind == .uncaughtError }
            XCTAssertEqual(uncaught.level, .error)
            XCTAssertEqual(uncaught.message, "ReferenceError: Can't find variable: missingFunction")
            XCTAssertEqual(uncaught.sourceURL, page.absoluteString)
            XCTAssertEqual(uncaught.line, 14)
            let rejection = try await recorder.waitForConsole("the unhandled rejection") {
                $0.kind == .unhandledRejection
            }
            XCTAssertEqual(rejection.level, .error)
            XCTAssertEqual(rejection.message, "Unhandled promise rejection: RangeError: nobody caught this")
            XCTAssertEqual(rejection.line, 15)
            XCTAssertEqual(rejection.sourceURL, page.absoluteString)
            XCTAssertFalse(recorder.console.contains { $0.message.contains("forged") }, "\(recorder.console)")
        }
    }

    func testARejectedObjectCannotForgeTheLocationOfItsReport() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let engine = WebEngine(configuration: WebEngineConfiguration(consoleDelegate: recorder))
            let forged = """
                <script>
                Promise.reject({message: "x", sourceURL: "https://bank.example/app.js", line: 4242, column: 7});
                const tagged = {message: "y", sourceURL: "https://bank.example/app.js", line: 4243};
                tagged[Symbol.toStringTag] = "Error";
                Promise.reject(tagged);
                </script>
                """
            try await engine.load(url: try BridgePages.serve("/bridge/console/forged", body: forged))
            try await waitUntil("both rejections", describe: { "\(recorder.console)" }) {
                recorder.console.filter { $0.kind == .unhandledRejection }.count == 2
            }
            for report in recorder.console where report.kind == .unhandledRejection {
                XCTAssertNil(report.sourceURL, report.message)
                XCTAssertNil(report.line, report.message)
                XCTAssertNil(report.column, report.message)
            }
            XCTAssertEqual(
                recorder.console.filter { $0.kind == .unhandledRejection }.map(\.message).sorted(),
                ["Unhandled promise rejection: Error: x", "Unhandled promise rejection: Error: y"])
        }
    }

    func testAnErrorThrownFromATimerOfHostEvaluatedCodeHasNoSourceURL() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let engine = WebEngine(configuration: WebEngineConfiguration(consoleDelegate: recorder))
            try await engine.load(url: try BridgePages.serve("/bridge/console/timer", body: "<p>timer</p>"))
            _ = try await engine.evaluate(js: "setTimeout(() => { throw new Error('late') }, 0); undefined")
            let late = try await recorder.waitForConsole("the timer's error") { $0.kind == .uncaughtError }
            XCTAssertEqual(late.message, "Error: late")
            XCTAssertNil(late.sourceURL, "not the string \"undefined\"")
        }
    }

    func testConsoleOutputFromACrossOriginIframeIsCaptured() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let engine = WebEngine(configuration: WebEngineConfiguration(consoleDelegate: recorder))
            let (page, frame) = try Self.consolePage()
            try await engine.load(url: page)
            let fromFrame = try await recorder.waitForConsole("the iframe's warning") { $0.isMainFrame == false }
            XCTAssertEqual(fromFrame.level, .warning)
            XCTAssertEqual(fromFrame.message, "from the iframe 7")
            XCTAssertEqual(fromFrame.frameURL, frame.absoluteString)
            XCTAssertEqual(fromFrame.sourceURL, frame.absoluteString)
        }
    }

    func testThePageCannotSeeTheConsoleHandler() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let engine = WebEngine(configuration: WebEngineConfiguration(consoleDelegate: recorder))
            try await engine.load(url: try BridgePages.serve("/bridge/console/hidden", body: "<p>hidden</p>"))
            let seen = try await engine.evaluate(js: "typeof window.webkit")
            XCTAssertEqual(
                seen, #""undefined""#, "with no page-world handler, WebKit does not even define window.webkit")
            _ = try await engine.evaluate(js: "console.log('host evaluated'); undefined")
            let logged = try await recorder.waitForConsole("the evaluated log") { $0.message == "host evaluated" }
            XCTAssertEqual(logged.isMainFrame, true)
        }
    }

    func testNothingIsCapturedWhenCaptureIsOff() {
        runOnMainLoop {
            let recorder = BridgeRecorder()
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    scriptMessageHandlerNames: ["done"], scriptMessageDelegate: recorder, capturesConsoleOutput: false,
                    consoleDelegate: recorder))
            try await engine.load(
                url: try BridgePages.serve(
                    "/bridge/console/off",
                    body:
                        "<script>console.log('not captured'); window.webkit.messageHandlers.done.postMessage(String(console.log).includes('[native code]'))</script>"
                ))
            let done = try await recorder.waitForMessages(to: "done")
            XCTAssertEqual(done.first?.bodyJSON, "true", "console.log is WebKit's own")
            XCTAssertEqual(recorder.console, [])
        }
    }
}
