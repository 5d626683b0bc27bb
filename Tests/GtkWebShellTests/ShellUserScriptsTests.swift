import Foundation
import GtkWeb
import Testing

@testable import GtkWebShell

/// How the user scripts of `Resources/scripts/` are chosen per site from their headers.
@Suite @MainActor struct ShellUserScriptsTests {
    @Test func theHeaderNamesTheSitesAndWhenTheScriptRuns() {
        let source = """
            // ==UserScript==
            // @name    Two sites
            // @match   example.org
            // @match   *.example.net
            // @run-at  document-start
            // ==/UserScript==
            // @match   after.the.header
            console.log(1);
            """
        #expect(
            ShellUserScripts.header(of: source)
                == ShellUserScripts.Header(matches: ["example.org", "*.example.net"], runsAtDocumentStart: true))
        #expect(ShellUserScripts.header(of: "console.log(1)") == ShellUserScripts.Header())
    }

    @Test func aScriptRunsOnItsSitesOnEveryPageForAStarAndNotAtAllWithoutAMatch() throws {
        let sites = try #require(
            try ShellUserScripts.userScript(
                named: "sites", source: "// ==UserScript==\n// @match example.org\n// ==/UserScript==\n"))
        #expect(sites.allowedDomains == ["example.org"])
        #expect(sites.injectionTime == .atDocumentEnd)
        #expect(sites.isForMainFrameOnly)
        let everywhere = try #require(
            try ShellUserScripts.userScript(named: "all", source: "// ==UserScript==\n// @match *\n// ==/UserScript=="))
        #expect(everywhere.allowedDomains.isEmpty)
        #expect(everywhere.source.contains("\"all\""), "the script notes its name on the page")
        #expect(try ShellUserScripts.userScript(named: "none", source: "// ==UserScript==\n// ==/UserScript==") == nil)
    }

    @Test func aMatchThatIsNotAHostNameIsRefused() {
        #expect(throws: WebScriptBridgeError.invalidAllowedDomain("https://example.org/")) {
            try ShellUserScripts.userScript(
                named: "bad", source: "// ==UserScript==\n// @match https://example.org/\n// ==/UserScript==")
        }
    }

    @Test func theShippedScriptsLoadAsTheirHeadersSay() {
        // reading-time runs everywhere; dark-mode and word-count have no @match: they are run on demand.
        #expect(ShellUserScripts.loaded.count == 1)
        #expect(ShellUserScripts.loaded.first?.allowedDomains.isEmpty == true)
        #expect(ShellUserScripts.loaded.first?.source.contains("gtkwebReadingMinutes") == true)
    }
}
