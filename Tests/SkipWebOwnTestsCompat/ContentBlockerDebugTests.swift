import Foundation
import GtkWebTestSupport
import XCTest

@testable import SkipWeb

/// `WebContentBlockerDebug` follows GtkWeb's compiled-list cache as SkipWeb's follows WebKit's store.
final class ContentBlockerDebugTests: XCTestCase {
    private static let rules = #"[{"trigger":{"url-filter":".*ads.*"},"action":{"type":"block"}}]"#

    func testTheDiagnosticsSeeACompilationThenACacheHitThenAPrunedList() {
        runOnMainLoop {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "own-compat-blockers-\(UUID().uuidString)", isDirectory: true)
            let ruleFile = folder.appendingPathComponent("rules.json")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Self.rules.write(to: ruleFile, atomically: true, encoding: .utf8)
            WebContentBlockerDebug.setBaseDirectoryOverride(folder.appendingPathComponent("store"))
            defer {
                try? WebContentBlockerDebug.clearPersistentState()
                WebContentBlockerDebug.setBaseDirectoryOverride(nil)
                try? FileManager.default.removeItem(at: folder)
            }
            WebContentBlockerDebug.resetDiagnostics()

            func configuration(whitelist: [String] = []) -> WebEngineConfiguration {
                WebEngineConfiguration(
                    contentBlockers: WebContentBlockerConfiguration(
                        iOSRuleListPaths: [ruleFile.path], whitelistedDomains: whitelist))
            }
            // The configurations of this block are released at its end, so nothing uses their list after it.
            let compiled: [String]
            do {
                let first = await configuration().makeWebViewConfiguration()
                XCTAssertEqual(first.contentBlockerSetupErrors, [])
                compiled = WebContentBlockerDebug.diagnostics.compiledIdentifiers
                XCTAssertEqual(compiled.count, 1)
                XCTAssertEqual(WebContentBlockerDebug.diagnostics.installedRuleListCount, 0, "no engine yet")

                WebContentBlockerDebug.resetDiagnostics()
                _ = await configuration().makeWebViewConfiguration()
                XCTAssertEqual(WebContentBlockerDebug.diagnostics.cacheHitIdentifiers, compiled)
                XCTAssertEqual(WebContentBlockerDebug.diagnostics.compiledIdentifiers, [])
            }

            WebContentBlockerDebug.resetDiagnostics()
            let engine = WebEngine(configuration: configuration(whitelist: ["example.com"]))
            _ = await engine.awaitContentBlockerSetup()
            XCTAssertEqual(WebContentBlockerDebug.diagnostics.compiledIdentifiers.count, 1, "a new whitelist")
            XCTAssertEqual(WebContentBlockerDebug.diagnostics.installedRuleListCount, 1)
            try await waitUntil("the old list to be pruned") {
                WebContentBlockerDebug.diagnostics.prunedIdentifiers.contains(compiled[0])
            }
        }
    }

    func testTheAugmentedListIsWhatGtkWebCompiles() throws {
        // `WebContentBlockerDebug` is main-actor isolated, as in SkipWeb; XCTest runs this on the main thread.
        try MainActor.assumeIsolated {
            let augmented = WebContentBlockerDebug.augmentedRuleListContent(
                Self.rules, whitelistedDomains: [" Example.com "])
            let rules = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(augmented.utf8)) as? [[String: Any]])
            XCTAssertEqual(rules.count, 2)
            let trigger = try XCTUnwrap(rules.last?["trigger"] as? [String: Any])
            XCTAssertEqual(trigger["if-domain"] as? [String], ["example.com"])
            XCTAssertEqual((rules.last?["action"] as? [String: Any])?["type"] as? String, "ignore-previous-rules")
            XCTAssertEqual(
                WebContentBlockerDebug.augmentedRuleListContent(Self.rules, whitelistedDomains: []), Self.rules,
                "nothing to add")
        }
    }
}
