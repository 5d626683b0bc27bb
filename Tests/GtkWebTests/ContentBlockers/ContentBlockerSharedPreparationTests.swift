import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// A runtime prepares each configuration once, whoever asks for it and however many ask at the same time,
/// and the preparation finishes even when the caller that started it is cancelled.
final class ContentBlockerSharedPreparationTests: ContentBlockerTestCase {
    func testCallersPreparingAtTheSameTimeShareOneCompilationOfEachList() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-shared-preparation")
            let runtime = WebContentBlockerRuntime(
                configuration: WebContentBlockerConfiguration(ruleListPaths: [
                    try files.writeList("image.json", TestLists.blockAdImage),
                    try files.writeList("script.json", TestLists.blockAdScript),
                ]))
            let start = files.compilations
            // Three callers and an engine, all asking before the first preparation step completes.
            let callers = (0..<3).map { _ in Task { await runtime.prepare() } }
            let engine = WebEngine(configuration: WebEngineConfiguration(contentBlockerRuntime: runtime))
            var results: [[WebContentBlockerError]] = []
            for caller in callers { results.append(await caller.value) }
            XCTAssertEqual(results, [[], [], []])
            XCTAssertEqual(files.compilations, start + 2, "each list should be compiled once for all callers")
            try await engine.load(url: page.url())
            XCTAssertEqual(page.requests("ad.png"), 0, "the engine did not get the shared image rule")
            XCTAssertEqual(page.requests("ad.js"), 0, "the engine did not get the shared script rule")
            XCTAssertEqual(page.requests("ok.png"), 1)
        }
    }

    func testCancellingTheCallerThatStartedAPreparationDoesNotStopIt() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-cancelled-preparation")
            let runtime = WebContentBlockerRuntime(
                configuration: WebContentBlockerConfiguration(ruleListPaths: [
                    try files.writeList("image.json", TestLists.blockAdImage)
                ]))
            let start = files.compilations
            // The only caller, cancelled before it asks: it starts the preparation and runs it.
            let cancelled = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return await runtime.prepare()
            }
            let errors = await cancelled.value
            XCTAssertEqual(errors, [], "cancellation reached the shared preparation")
            XCTAssertEqual(files.compilations, start + 1)
            XCTAssertEqual(try files.storedIdentifiers().count, 1, "the compiled list was not saved")
            let engine = WebEngine(configuration: WebEngineConfiguration(contentBlockerRuntime: runtime))
            XCTAssertNil(engine.contentBlocking.setupTask, "the runtime should already be prepared")
            try await engine.load(url: page.url())
            XCTAssertEqual(page.requests("ad.png"), 0)
            XCTAssertEqual(page.requests("ok.png"), 1)
        }
    }
}
