import ContentRuleImport
import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// How the generic hiding script learns that the content blockers leave generic hiding on for a page: it
/// reads the probe rule's effect on the `head`'s `::before` without touching the document, and still
/// understands lists converted with the earlier element probe.
final class GenericHidingProbeTests: ContentBlockerTestCase {
    /// A page with a `.banner` that records the names of the nodes added to its root element.
    @MainActor
    private static func pageRecordingRootChildren(_ prefix: String) throws -> URL {
        let server = try SharedFixtures.httpServer()
        server.route("/\(prefix)/page") { _ in
            .html(
                title: "probe",
                body: """
                    <div class="banner" id="banner">banner</div>
                    <script>
                      window.rootChildren = [];
                      new MutationObserver((records) => {
                        for (const record of records) for (const node of record.addedNodes) rootChildren.push(node.nodeName);
                      }).observe(document.documentElement, { childList: true });
                    </script>
                    """)
        }
        return server.url("/\(prefix)/page")
    }

    func testTheProbeIsReadWithoutAddingAnythingToThePage() {
        let files = self.files!
        runOnMainLoop {
            let url = try Self.pageRecordingRootChildren("cb-probe-quiet")
            let engine = try await GenericHidingScriptTests.engineHidingInScript(importing: "##.banner", files: files)

            try await engine.load(url: url)
            let banner = try await GenericHidingScriptTests.displays(engine, ["banner"])
            XCTAssertEqual(banner, #""none""#, "generic hiding is on")
            let added = try await engine.evaluate(js: "rootChildren.join()")
            XCTAssertEqual(added, #""""#, "nothing was added to the root element")
        }
    }

    func testAListConvertedWithTheEarlierElementProbeStillHasGenericHidingOn() {
        let files = self.files!
        runOnMainLoop {
            let url = try Self.pageRecordingRootChildren("cb-probe-earlier")
            let conversion = FilterListImporter(genericHiding: .cosmeticScript).convert("##.banner")
            let earlier = conversion.json().replacingOccurrences(
                of: "\"\(GenericHidingSelector.probeSelector)\"",
                with: "\"\(GenericHidingSelector.elementProbeSelector)\"")
            XCTAssertNotEqual(earlier, conversion.json(), "the list names the element probe")
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    userScripts: [conversion.cosmeticFilters.userScript()],
                    contentBlockers: WebContentBlockerConfiguration(
                        ruleListPaths: [try files.writeList("earlier-probe.json", earlier)])))
            let errors = await engine.awaitContentBlockerSetup()
            XCTAssertEqual(errors, [])

            try await engine.load(url: url)
            let banner = try await GenericHidingScriptTests.displays(engine, ["banner"])
            XCTAssertEqual(banner, #""none""#, "generic hiding is on")
            let added = try await engine.evaluate(js: "rootChildren.join()")
            XCTAssertEqual(added, #""GTKWEB-GENERIC-HIDING-PROBE""#, "the element probe came and went")
        }
    }
}
