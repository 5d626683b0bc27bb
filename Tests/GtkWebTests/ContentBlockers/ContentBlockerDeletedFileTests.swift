import Foundation
import GtkWebTestSupport
import HTTPFixture
import XCTest

@testable import GtkWeb

/// A compiled list that WebKit has loaded lives in memory: deleting its file from the cache (as a prune
/// does) leaves every engine that uses it, or is made from it later, blocking as before.
final class ContentBlockerDeletedFileTests: ContentBlockerTestCase {
    func testPreparedListBlocksInANewEngineAndANewWebProcessAfterItsCompiledFileIsDeleted() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-deleted-file")
            let configuration = WebEngineConfiguration(
                contentBlockers: WebContentBlockerConfiguration(
                    ruleListPaths: [try files.writeList("image.json", TestLists.blockAdImage)]))
            assertNoSetupErrors(await configuration.prepareContentBlockers())
            let compiled = try files.storedIdentifiers()
            XCTAssertEqual(compiled.count, 1)
            for identifier in compiled {
                try FileManager.default.removeItem(
                    at: files.cacheDirectory.appendingPathComponent("ContentRuleList-" + identifier))
            }
            XCTAssertEqual(try files.storedIdentifiers(), [])

            let engine = WebEngine(configuration: configuration)
            try await engine.load(url: page.url(page: "first"))
            XCTAssertEqual(page.requests("ad.png"), 0, "the list stopped blocking once its file was deleted")
            XCTAssertEqual(page.requests("ok.png"), 1)

            // A new web process gets the list from the UI process, not from the deleted file.
            engine.terminateWebProcess()
            try await waitUntil("the web process to end") { engine.webProcessTermination != nil }
            try await engine.load(url: page.url(page: "second"))
            XCTAssertEqual(page.requests("ad.png"), 0, "a new web process loaded the page without the list")
            XCTAssertEqual(page.requests("ok.png"), 2)
        }
    }
}
