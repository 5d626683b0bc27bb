import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Handlers with reply: the page's `postMessage` promise settles with what native code answers.
final class ScriptReplyTests: XCTestCase {
    func testAHundredConcurrentCallsEachResolveWithTheirOwnAnswer() {
        runOnMainLoop {
            let engine = WebEngine()
            let gate = AnswerGate(releaseAt: 100)
            try engine.addScriptMessageHandler(name: "rpc", decoding: Int.self) { number in
                await gate.answer(number)
            }
            try await engine.load(url: try BridgePages.serve("/bridge/reply/concurrent", body: "<p>rpc</p>"))
            let results = try await engine.callAsyncJavaScript(
                """
                const calls = [];
                for (let i = 0; i < 100; i++) calls.push(window.webkit.messageHandlers.rpc.postMessage(i));
                return await Promise.all(calls);
                """, as: [Int].self)
            XCTAssertEqual(results, (0..<100).map { $0 * 2 + 1 }, "every call gets the answer to its own number")
            XCTAssertEqual(gate.arrivals.sorted(), Array(0..<100), "all 100 handlers were running at once")
            XCTAssertEqual(gate.answerOrder, Array((0..<100).reversed()), "answers went out in reverse order")
        }
    }

    func testAThrownNativeErrorRejectsThePromiseWithItsMessage() {
        runOnMainLoop {
            let engine = WebEngine()
            try engine.addScriptMessageHandler(name: "locked") { _ in throw AccountLocked() }
            try engine.addScriptMessageHandler(name: "plain") { _ in throw PlainFailure(code: 7) }
            try await engine.load(url: try BridgePages.serve("/bridge/reply/throws", body: "<p>throws</p>"))
            let outcome = try await engine.callAsyncJavaScript(
                """
                const out = [];
                for (const name of ["locked", "plain"]) {
                  try { await window.webkit.messageHandlers[name].postMessage({}); out.push("resolved"); }
                  catch (e) { out.push((e instanceof Error) + " " + e.message); }
                }
                return out;
                """, as: [String].self)
            XCTAssertEqual(outcome, ["true the account is locked", "true PlainFailure(code: 7)"])
        }
    }

    func testAnAsyncHandlerResolvesWithTheJSONItReturns() {
        runOnMainLoop {
            let engine = WebEngine()
            try engine.addScriptMessageHandler(name: "echo") { message in
                await Task.yield()
                return #"{"echo":\#(message.bodyJSON),"from":\#(message.sourceURL.map { "\"\($0)\"" } ?? "null")}"#
            }
            try engine.addScriptMessageHandler(name: "nothing") { _ in nil }
            try engine.addScriptMessageHandler(name: "broken") { _ in "{not json" }
            let url = try BridgePages.serve("/bridge/reply/echo", body: "<p>echo</p>")
            try await engine.load(url: url)
            let echo = try await engine.callAsyncJavaScript(
                "return JSON.stringify(await window.webkit.messageHandlers.echo.postMessage({q: 'ping', n: [1, 2]}))",
                as: String.self)
            XCTAssertEqual(
                echo, #"{"echo":{"q":"ping","n":[1,2]},"from":"\#(url.absoluteString)"}"#, "keys keep their order")
            let nothing = try await engine.callAsyncJavaScript(
                "return typeof (await window.webkit.messageHandlers.nothing.postMessage(1))")
            XCTAssertEqual(nothing, #""undefined""#)
            let broken = try await engine.callAsyncJavaScript(
                "try { await window.webkit.messageHandlers.broken.postMessage(1); return 'resolved' } catch (e) { return e.message }"
            )
            XCTAssertEqual(broken, #""the reply of 'broken' is not valid JSON""#)
        }
    }

    func testATypedHandlerDecodesItsInputAndRejectsWhatDoesNotDecode() {
        runOnMainLoop {
            let engine = WebEngine()
            try engine.addScriptMessageHandler(name: "sum", decoding: SumRequest.self) { request in
                SumReply(sum: request.values.reduce(0, +), label: request.label.uppercased())
            }
            try await engine.load(url: try BridgePages.serve("/bridge/reply/typed", body: "<p>typed</p>"))
            let reply = try await engine.callAsyncJavaScript(
                "return await window.webkit.messageHandlers.sum.postMessage({values: [1, 2, 39], label: 'total'})",
                as: SumReply.self)
            XCTAssertEqual(reply, SumReply(sum: 42, label: "TOTAL"))
            let failures = try await engine.callAsyncJavaScript(
                """
                const out = [];
                for (const body of [{values: [1]}, {values: "one", label: "x"}, 5]) {
                  try { await window.webkit.messageHandlers.sum.postMessage(body); out.push("resolved"); }
                  catch (e) { out.push(e.message); }
                }
                return out;
                """, as: [String].self)
            XCTAssertEqual(failures.count, 3)
            XCTAssertEqual(
                failures[0],
                "the message to 'sum' does not decode as SumRequest: key 'label' not found at the top level")
            XCTAssertTrue(
                failures[1].hasPrefix("the message to 'sum' does not decode as SumRequest: expected Array"), failures[1]
            )
            XCTAssertTrue(failures[2].hasPrefix("the message to 'sum' does not decode as SumRequest:"), failures[2])
        }
    }

    func testRemovingAHandlerWhileItRunsRejectsThePromiseAndCancelsTheHandler() {
        runOnMainLoop {
            let engine = WebEngine()
            let handler = HangingHandler()
            try engine.addScriptMessageHandler(name: "slow") { _ in try await handler.run() }
            try await engine.load(url: try BridgePages.serve("/bridge/reply/removed", body: "<p>slow</p>"))
            async let outcome = engine.callAsyncJavaScript(
                "try { await window.webkit.messageHandlers.slow.postMessage(1); return 'resolved' } catch (e) { return e.message }"
            )
            try await waitUntil("the handler to start") { handler.started }
            XCTAssertTrue(engine.removeScriptMessageHandler(name: "slow"))
            let message = try await outcome
            XCTAssertEqual(message, #""the native handler 'slow' was removed before it answered""#)
            try await waitUntil("the handler to see its cancellation") { handler.sawCancellation }
            XCTAssertFalse(engine.removeScriptMessageHandler(name: "slow"), "it is gone")
            XCTAssertEqual(engine.scriptMessageHandlers, [])
        }
    }

    func testReleasingTheEngineCancelsRunningHandlersAndFreesTheEngine() {
        runOnMainLoop {
            let handler = HangingHandler()
            weak var released: WebEngine?
            do {
                let engine = WebEngine()
                released = engine
                try engine.addScriptMessageHandler(name: "slow") { _ in try await handler.run() }
                try await engine.load(url: try BridgePages.serve("/bridge/reply/released", body: "<p>slow</p>"))
                _ = try await engine.evaluate(
                    js: "window.webkit.messageHandlers.slow.postMessage(1).catch(() => {}); undefined")
                try await waitUntil("the handler to start") { handler.started }
            }
            try await waitUntil("the engine to be released") { released == nil }
            try await waitUntil("the running handler to be cancelled") { handler.sawCancellation }
        }
    }
}

struct SumRequest: Decodable {
    var values: [Int]
    var label: String
}

struct SumReply: Codable, Equatable {
    var sum: Int
    var label: String
}

struct AccountLocked: LocalizedError {
    var errorDescription: String? { "the account is locked" }
}

struct PlainFailure: Error {
    var code: Int
}

/// Holds every call until `releaseAt` calls are waiting, then answers them in reverse order.
@MainActor
final class AnswerGate {
    private let releaseAt: Int
    private var waiting: [(Int, CheckedContinuation<Int, Never>)] = []
    private(set) var arrivals: [Int] = []
    private(set) var answerOrder: [Int] = []

    init(releaseAt: Int) { self.releaseAt = releaseAt }

    func answer(_ number: Int) async -> Int {
        await withCheckedContinuation { continuation in
            arrivals.append(number)
            waiting.append((number, continuation))
            guard waiting.count == releaseAt else { return }
            for (value, waiter) in waiting.reversed() {
                answerOrder.append(value)
                waiter.resume(returning: value * 2 + 1)
            }
            waiting = []
        }
    }
}

/// A handler that never answers by itself: it waits until its task is cancelled.
@MainActor
final class HangingHandler {
    private(set) var started = false
    private(set) var sawCancellation = false
    private var continuation: CheckedContinuation<Void, Never>?

    func run() async throws -> String? {
        started = true
        await withTaskCancellationHandler {
            await withCheckedContinuation { self.continuation = $0 }
        } onCancel: {
            Task { @MainActor in
                self.sawCancellation = true
                self.continuation?.resume()
                self.continuation = nil
            }
        }
        try Task.checkCancellation()
        return "\"late\""
    }
}
