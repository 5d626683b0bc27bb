import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// Without `contentBlockerCacheDirectory` set, compiled lists go under the cache root of
/// `WebProfileStorage.current`, so an embedder that moves its profiles moves its blocker cache too.
final class ContentBlockerDefaultCacheTests: ContentBlockerTestCase {
    func testWithoutAnOverrideCompiledListsGoUnderTheCurrentStoragesCacheRoot() {
        let files = self.files!
        runOnMainLoop {
            // The base class restores the override it saved after the test.
            WebEngineConfiguration.contentBlockerCacheOverride = nil
            try await ProfileTesting.withTemporaryStorage("blocker-cache") { storage, _ in
                let expected = storage.cacheRoot.appendingPathComponent("content-blockers", isDirectory: true)
                XCTAssertEqual(WebEngineConfiguration.contentBlockerCacheDirectory.path, expected.path)
                let blockers = WebContentBlockerConfiguration(ruleListPaths: [
                    try files.writeList("ads.json", TestLists.blockAdImage)
                ])
                assertNoSetupErrors(await WebContentBlockerRuntime(configuration: blockers).prepare())
                let compiled = try FileManager.default.contentsOfDirectory(atPath: expected.path)
                    .filter { $0.hasPrefix("ContentRuleList-") }
                XCTAssertEqual(compiled.count, 1, "\(compiled)")
                XCTAssertEqual(try files.storedIdentifiers(), [], "the test's own cache folder stayed empty")
            }
        }
    }
}
