import Foundation
import GtkWebTestSupport
import HTTPFixture
import XCTest

@testable import GtkWeb

/// One prepared rule set shared by engines, swapped at once; `reapplyContentBlockers()` after a change.
final class ContentBlockerRuntimeTests: ContentBlockerTestCase {
    func testReapplyChangesWhatTwoLiveEnginesBlockWithAndWithoutReload() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-runtime")
            let blockImage = WebContentBlockerConfiguration(ruleListPaths: [
                try files.writeList("image.json", TestLists.blockAdImage)
            ])
            let blockScript = WebContentBlockerConfiguration(ruleListPaths: [
                try files.writeList("script.json", TestLists.blockAdScript)
            ])
            let runtime = WebContentBlockerRuntime(configuration: blockImage)
            let engines = [
                WebEngine(configuration: WebEngineConfiguration(contentBlockerRuntime: runtime)),
                WebEngine(configuration: WebEngineConfiguration(contentBlockerRuntime: runtime)),
            ]
            for (index, engine) in engines.enumerated() {
                try await engine.load(url: page.url(page: "engine\(index)"))
                XCTAssertIdentical(engine.contentBlockerRuntime, runtime)
            }
            XCTAssertEqual(page.requests("ad.png"), 0)
            XCTAssertEqual(page.requests("ad.js"), 2)

            // Without reload: the pages stay as they are; the next loads use the new rules.
            let errors = await runtime.reapply(configuration: blockScript)
            XCTAssertEqual(errors, [])
            XCTAssertEqual(runtime.revision, 1)
            XCTAssertEqual(page.requests("ad.png"), 0, "a page reloaded without being asked to")
            for (index, engine) in engines.enumerated() {
                try await engine.load(url: page.url(page: "engine\(index)"))
                let state = try await BlockerFixturePage.state(of: engine)
                XCTAssertEqual(state, PageState(script: false, banner: "block", ad: true, ok: true))
            }
            XCTAssertEqual(page.requests("ad.png"), 2)
            XCTAssertEqual(page.requests("ad.js"), 2)

            // With reload: both pages reload at once under the new rules.
            assertNoSetupErrors(await runtime.reapply(configuration: blockImage, reloadLiveWebViews: true))
            try await waitUntil("both engines to reload their page", timeout: 20) {
                (0..<2).allSatisfy { page.server.requests(for: "/cb-runtime/engine\($0)").count == 3 }
                    && engines.allSatisfy { !$0.isLoading }
            }
            XCTAssertEqual(page.requests("ad.png"), 2, "the reloaded pages fetched the now blocked image")
            XCTAssertEqual(page.requests("ad.js"), 4)
            for engine in engines {
                let state = try await BlockerFixturePage.state(of: engine)
                XCTAssertEqual(state, PageState(script: true, banner: "block", ad: false, ok: true))
            }
        }
    }

    func testReapplyContentBlockersFollowsTheConfigurationIncludingNil() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-reapply-engine")
            let configuration = WebEngineConfiguration(
                contentBlockers: WebContentBlockerConfiguration(
                    ruleListPaths: [try files.writeList("image.json", TestLists.blockAdImage)]))
            let engine = WebEngine(configuration: configuration)
            try await engine.load(url: page.url())
            XCTAssertEqual(page.requests("ad.png"), 0)

            configuration.contentBlockers = WebContentBlockerConfiguration(
                ruleListPaths: [
                    try files.writeList("script.json", TestLists.blockAdScript), files.listPath("gone.json"),
                ])
            let errors = await engine.reapplyContentBlockers()
            XCTAssertEqual(
                errors, [.fileReadFailed(path: files.listPath("gone.json"), description: "No such file or directory")])
            XCTAssertEqual(engine.contentBlockerSetupErrors, errors)
            try await engine.load(url: page.url())
            XCTAssertEqual(page.requests("ad.png"), 1)
            XCTAssertEqual(page.requests("ad.js"), 1)

            configuration.contentBlockers = nil
            let none = await engine.reapplyContentBlockers()
            XCTAssertEqual(none, [])
            XCTAssertEqual(engine.contentBlockerSetupErrors, [])
            try await engine.load(url: page.url())
            let state = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(state, .unblocked)
            XCTAssertEqual(page.requests("ad.js"), 2)
        }
    }

    func testPreparedRulesAreAttachedWhenTheEngineIsCreated() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-prepared")
            let configuration = WebEngineConfiguration(
                contentBlockers: WebContentBlockerConfiguration(
                    ruleListPaths: [try files.writeList("image.json", TestLists.blockAdImage)]))
            let errors = await configuration.prepareContentBlockers()
            XCTAssertEqual(errors, [])
            let engine = WebEngine(configuration: configuration)
            XCTAssertNil(engine.contentBlocking.setupTask, "prepared rules should not need a setup task")
            // loadHTML does not wait for anything: the rules must already be attached.
            engine.loadHTML(
                "<title>html</title><img src=\(page.url(page: "ad.png").absoluteString)>", baseURL: page.url())
            try await waitUntil("the HTML page to finish") { engine.title == "html" && !engine.isLoading }
            XCTAssertEqual(page.requests("ad.png"), 0)
        }
    }

    func testFirstLoadWaitsForCompilationSoThatItIsFiltered() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-first-load")
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    contentBlockers: WebContentBlockerConfiguration(
                        ruleListPaths: [try files.writeList("image.json", TestLists.blockAdImage)])))
            XCTAssertNotNil(engine.contentBlocking.setupTask, "nothing was prepared: setup must be pending")
            try await engine.load(url: page.url())
            XCTAssertEqual(page.requests("ad.png"), 0)
            XCTAssertEqual(page.requests("ok.png"), 1)
        }
    }

    func testRuntimeKeepsOnlyWeakReferencesToItsEngines() {
        let files = self.files!
        runOnMainLoop {
            let runtime = WebContentBlockerRuntime(
                configuration: WebContentBlockerConfiguration(
                    ruleListPaths: [try files.writeList("image.json", TestLists.blockAdImage)]))
            var engine: WebEngine? = WebEngine(configuration: WebEngineConfiguration(contentBlockerRuntime: runtime))
            weak let released = engine
            assertNoSetupErrors(await engine?.awaitContentBlockerSetup())
            XCTAssertEqual(runtime.liveEngines.count, 1)
            engine = nil
            try await waitUntil("the engine to be released") { released == nil }
            XCTAssertEqual(runtime.liveEngines.count, 0)
            let errors = await runtime.reapply(
                configuration: WebContentBlockerConfiguration(ruleListPaths: [files.listPath("x.json")]))
            XCTAssertEqual(
                errors, [.fileReadFailed(path: files.listPath("x.json"), description: "No such file or directory")])
        }
    }
}
