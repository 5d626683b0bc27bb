import ContentRuleImport
import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// How the generic hiding script learns that the content blockers leave generic hiding on for a page: once a
/// reply names something to hide, it reads the probe rule's effect on the `head`'s `::before` without touching
/// the document, and still understands lists converted with the earlier element probe.
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

    /// An engine with `filters` converted for the script, its rule list rewritten with the element probe of
    /// lists converted before the probe became the `head`'s `::before`, so that each read of the probe adds
    /// an element to the page's root for a moment.
    @MainActor
    private static func engineWithTheEarlierElementProbe(importing filters: String, files: BlockerTestFiles)
        async throws -> WebEngine
    {
        let conversion = FilterListImporter(genericHiding: .cosmeticScript).convert(filters)
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
        return engine
    }

    func testAListConvertedWithTheEarlierElementProbeStillHasGenericHidingOn() {
        let files = self.files!
        runOnMainLoop {
            let url = try Self.pageRecordingRootChildren("cb-probe-earlier")
            let engine = try await Self.engineWithTheEarlierElementProbe(importing: "##.banner", files: files)

            try await engine.load(url: url)
            let banner = try await GenericHidingScriptTests.displays(engine, ["banner"])
            XCTAssertEqual(banner, #""none""#, "generic hiding is on")
            let added = try await engine.evaluate(js: "rootChildren.join()")
            XCTAssertEqual(added, #""GTKWEB-GENERIC-HIDING-PROBE""#, "the element probe came and went")
        }
    }

    func testTheProbeIsReadOnlyOnceThereIsSomethingToHideAndOnlyOnce() {
        let files = self.files!
        runOnMainLoop {
            let url = try Self.pageRecordingRootChildren("cb-probe-late")
            let engine = try await Self.engineWithTheEarlierElementProbe(
                importing: "##.late-ad\n##.later-ad", files: files)

            try await engine.load(url: url)
            try await settleGenericHiding(engine)
            let before = try await engine.evaluate(js: "rootChildren.join()")
            XCTAssertEqual(before, #""""#, "a page with nothing to hide is not probed")

            _ = try await engine.evaluate(js: "document.getElementById('banner').className = 'late-ad'; true")
            try await waitUntilPage(engine, "getComputedStyle(document.getElementById('banner')).display === 'none'")
            _ = try await engine.evaluate(
                js: """
                    const more = document.createElement('p');
                    more.id = 'more'; more.className = 'later-ad';
                    document.body.append(more);
                    true
                    """)
            try await waitUntilPage(engine, "getComputedStyle(document.getElementById('more')).display === 'none'")
            let after = try await engine.evaluate(js: "rootChildren.join()")
            XCTAssertEqual(after, #""GTKWEB-GENERIC-HIDING-PROBE""#, "probed once, before the first hiding")
        }
    }
}
