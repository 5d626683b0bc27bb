import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

extension ContentBlockerTestCase {
    /// Converts `filters`, checks nothing was skipped, and returns an engine whose blockers WebKit compiled.
    @MainActor
    static func engine(importing filters: String, files: BlockerTestFiles) async throws -> WebEngine {
        let conversion = FilterListImporter().convert(filters)
        XCTAssertEqual(conversion.skipped, [], "every filter converts")
        let list = try files.writeList("imported.json", conversion.json())
        let engine = WebEngine(
            configuration: WebEngineConfiguration(
                contentBlockers: WebContentBlockerConfiguration(ruleListPaths: [list])))
        let errors = await engine.awaitContentBlockerSetup()
        XCTAssertEqual(errors, [], "WebKit refused the converted list")
        return engine
    }
}
