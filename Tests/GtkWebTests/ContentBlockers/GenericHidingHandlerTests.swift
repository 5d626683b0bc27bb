import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// Generic hiding's selectors stay in the UI process: the page's script posts the names it has to the
/// engine's handler and hides what the reply names, at load and for elements added later; a query the
/// handler refuses (garbage, too many names or attribute values) rejects with words and hiding goes on.
final class GenericHidingHandlerTests: ContentBlockerTestCase {
    func testSelectorsStayOutOfThePageScriptAndLaterClassesAreHiddenThroughTheHandler() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-generic-handler")
            let conversion = FilterListImporter(genericHiding: .cosmeticScript).convert("##.banner\n##.late-ad")
            let script = conversion.cosmeticFilters.userScript()
            XCTAssertNotNil(script.genericHiding, "the script carries its lookup")
            XCTAssertFalse(script.source.contains("late-ad"), "the selectors are not in the page's script")
            let engine = try await GenericHidingScriptTests.engineHidingInScript(
                importing: "##.banner\n##.late-ad", files: files)

            try await engine.load(url: page.url())
            let atLoad = try await BlockerFixturePage.state(of: engine)
            XCTAssertEqual(atLoad.banner, "none", "hidden by load through the handler's reply")
            _ = try await engine.evaluate(js: "document.getElementById('content').className = 'late-ad'; true")
            try await waitUntilPage(engine, "getComputedStyle(document.getElementById('content')).display === 'none'")
        }
    }

    func testGarbageAndTooLargeQueriesAreRefusedWithWordsAndHidingGoesOn() {
        let files = self.files!
        runOnMainLoop {
            let page = try BlockerFixturePage(prefix: "cb-generic-garbage")
            let engine = try await GenericHidingScriptTests.engineHidingInScript(
                importing: "##.banner\n##.late-ad\n##a[href^=\"https://ads.example/\"]", files: files)
            let name = try XCTUnwrap(engine.configuration.userScripts.compactMap(\.genericHiding).first?.handlerName)
            try await engine.load(url: page.url())

            let answers = try await engine.callAsyncJavaScript(
                """
                const handler = window.webkit.messageHandlers[name];
                const many = Array.from({ length: \(GenericHidingQuery.nameLimit + 1) }, (_, n) => 'c' + n);
                const values = Array.from({ length: \(GenericHidingQuery.valueLimit + 1) }, (_, n) => '/' + n);
                const out = [];
                for (const message of ['garbage', 42, JSON.stringify({ h: 'x', c: many }),
                                       JSON.stringify({ h: 'x', v: { href: values } }),
                                       JSON.stringify({ h: location.hostname, c: ['late-ad', 'none'] }),
                                       JSON.stringify({ h: location.hostname, v: { href: ['/about', 'https://ads.example/x'] } }),
                                       JSON.stringify({ h: location.hostname, v: { href: ['https://news.example/ads.example/'] } })]) {
                  try { out.push(await handler.postMessage(message)); }
                  catch (e) { out.push('refused: ' + (e && e.message !== undefined ? e.message : e)); }
                }
                return out;
                """, arguments: ["name": name], in: .cosmeticFilters, as: [String].self)
            let refused = { (error: GenericHidingQueryError) in "refused: " + (error.errorDescription ?? "") }
            XCTAssertEqual(
                answers,
                [
                    refused(.notAQuery("garbage")), refused(.notAQuery("42")),
                    refused(
                        .tooManyNames(count: GenericHidingQuery.nameLimit + 1, limit: GenericHidingQuery.nameLimit)),
                    refused(
                        .tooManyValues(
                            count: GenericHidingQuery.valueLimit + 1, limit: GenericHidingQuery.valueLimit)),
                    #"[".late-ad"]"#, #"["a[href^=\"https://ads.example/\"]"]"#, "[]",
                ])

            _ = try await engine.evaluate(js: "document.getElementById('content').className = 'late-ad'; true")
            try await waitUntilPage(engine, "getComputedStyle(document.getElementById('content')).display === 'none'")
        }
    }
}
