import Foundation
import GtkWeb
import Testing

@testable import GtkWebShell

/// What `gtkweb`'s command line asks for, and the privacy defaults the shell starts with.
@Suite struct ShellCommandLineTests {
    typealias Options = ShellCommand.BrowseOptions

    @Test func noArgumentsOpenTheStartPageSandboxed() {
        #expect(ShellCommand.parse([]) == .browse(Options()))
    }

    @Test func everyURLBecomesATabAndTheWindowOptionsAreKept() {
        var expected = Options(urls: [URL(string: "https://example.org")!, URL(string: "http://localhost:8080/x")!])
        expected.newWindow = true
        expected.profile = "work"
        expected.sandboxed = false
        #expect(
            ShellCommand.parse(["--new-window", "--profile", "work", "example.org", "--no-sandbox", "localhost:8080/x"])
                == .browse(expected))
        #expect(ShellCommand.parse(["--private"]) == .browse(Options(isPrivate: true)))
    }

    @Test func automationModeIsABrowseCommandWithoutURLs() {
        #expect(ShellCommand.parse(["--automation-mode"]) == .browse(Options(automation: true)))
        #expect(
            ShellCommand.parse(["--no-sandbox", "--automation-mode"])
                == .browse(Options(sandboxed: false, automation: true)))
    }

    @Test func evalTakesAScriptAndOneURL() {
        #expect(
            ShellCommand.parse(["--eval", "document.title", "example.org"])
                == .eval(script: "document.title", url: URL(string: "https://example.org")!, sandboxed: true))
        #expect(
            ShellCommand.parse(["--no-sandbox", "--eval", "1", "example.org"])
                == .eval(script: "1", url: URL(string: "https://example.org")!, sandboxed: false))
    }

    @Test func snapshotTakesAFileAndOneURL() {
        #expect(
            ShellCommand.parse(["--snapshot", "/tmp/page.png", "example.org"])
                == .snapshot(
                    file: URL(fileURLWithPath: "/tmp/page.png"), url: URL(string: "https://example.org")!,
                    sandboxed: true))
    }

    @Test func printToPDFTakesAFileAndOneURL() {
        #expect(
            ShellCommand.parse(["--no-sandbox", "--print-to-pdf", "/tmp/page.pdf", "example.org"])
                == .printToPDF(
                    file: URL(fileURLWithPath: "/tmp/page.pdf"), url: URL(string: "https://example.org")!,
                    sandboxed: false))
    }

    @Test(arguments: [
        (["--print-to-pdf"], "--print-to-pdf needs a FILE and a URL"),
        (["--print-to-pdf", "a.pdf"], "--print-to-pdf takes a FILE and one URL (and --no-sandbox), nothing else"),
        (
            ["--print-to-pdf", "a.pdf", "--snapshot", "a.png", "example.org"],
            "--print-to-pdf takes a FILE and one URL (and --no-sandbox), nothing else"
        ),
        (["--version", "example.org"], "--version goes alone"),
        (["--no-sandbox=yes"], "--no-sandbox takes no value (--no-sandbox=yes)"),
        (["--no-sandboxes"], "--no-sandbox takes no value (--no-sandboxes)"),
        (["--private", "--profile", "work"], "--private and --profile do not go together"),
        (["--profile"], "--profile needs a NAME"),
        (["--profile", "--private"], "--profile needs a NAME"),
        (["--eval"], "--eval needs a SCRIPT and a URL"),
        (["--eval", "1"], "--eval takes a SCRIPT and one URL (and --no-sandbox), nothing else"),
        (["--eval", "1", "a.org", "b.org"], "--eval takes a SCRIPT and one URL (and --no-sandbox), nothing else"),
        (["--snapshot"], "--snapshot needs a FILE and a URL"),
        (["--snapshot", "a.png"], "--snapshot takes a FILE and one URL (and --no-sandbox), nothing else"),
        (
            ["--snapshot", "a.png", "--eval", "1", "a.org"],
            "--snapshot takes a FILE and one URL (and --no-sandbox), nothing else"
        ),
        (["--automation-mode", "a.org"], "--automation-mode takes no URL and goes only with --no-sandbox"),
        (["--automation-mode", "--private"], "--automation-mode takes no URL and goes only with --no-sandbox"),
        (
            ["--automation-mode", "--profile", "work"],
            "--automation-mode takes no URL and goes only with --no-sandbox"
        ),
        (
            ["--automation-mode", "--eval", "1", "a.org"],
            "--automation-mode takes no URL and goes only with --no-sandbox"
        ),
        (["--bogus"], "unknown option --bogus"),
        (["two words"], "'two words' is not an address"),
        (["--import-filters"], "--import-filters needs one or more filter lists, and --output a file name"),
        (["x.org", "--import-filters", "list.txt"], "--import-filters goes alone: gtkweb --import-filters LIST..."),
    ])
    func badCommandLinesAreRefusedWithTheReason(arguments: [String], reason: String) {
        #expect(ShellCommand.parse(arguments) == .invalid(reason))
    }

    @Test func helpAndImportAreTheirOwnCommands() {
        #expect(ShellCommand.parse(["--help"]) == .help)
        #expect(ShellCommand.parse(["-h"]) == .help)
        #expect(ShellCommand.parse(["--version"]) == .version)
        #expect(
            ShellCommand.parse(["--import-filters", "list.txt"])
                == .importFilters(FilterImportCommand(paths: ["list.txt"])))
    }

    @Test @MainActor func theShellTurnsOnTrackingPreventionAndRefusesThirdPartyCookies() {
        defer { WebPrivacySettings.current = .webKitDefault }
        #expect(GtkWebShell.applyBrowserDefaults(sandboxed: true) == nil, "bubblewrap works where the suite runs")
        #expect(WebPrivacySettings.current == .browser)
        #expect(WebPrivacySettings.current.preventsTracking)
        #expect(WebPrivacySettings.current.cookiePolicy == .refuseThirdParty)
        #expect(WebContentSandbox.status == .confined)
    }
}

/// What the address bar loads for what a person types.
@Suite struct AddressResolverTests {
    @Test func anAddressIsLoadedAsTyped() {
        #expect(AddressResolver(environment: [:]).url(for: "example.org/a")?.absoluteString == "https://example.org/a")
    }

    @Test func textThatIsNotAnAddressIsSearchedFor() {
        let resolver = AddressResolver(environment: [:])
        #expect(
            resolver.url(for: "swift & gtk?")?.absoluteString == "https://duckduckgo.com/?q=swift%20%26%20gtk%3F")
        #expect(resolver.url(for: "   ") == nil)
    }

    @Test func theSearchEngineIsConfigurable() {
        let resolver = AddressResolver(environment: ["GTKWEB_SEARCH_URL": "https://search.example/find?text=%s"])
        #expect(resolver.url(for: "two words")?.absoluteString == "https://search.example/find?text=two%20words")
        let unusable = AddressResolver(environment: ["GTKWEB_SEARCH_URL": "https://no-placeholder.example/"])
        #expect(unusable.searchTemplate == AddressResolver.defaultSearchTemplate)
    }
}
