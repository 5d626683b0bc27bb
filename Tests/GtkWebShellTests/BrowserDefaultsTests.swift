import Foundation
import GtkWeb
import Testing

@testable import GtkWebShell

/// The shell's command line for the sandbox, and the privacy defaults it starts with.
@Suite struct ShellSandboxCommandLineTests {
    @Test func theSandboxIsOnUnlessTurnedOff() {
        #expect(ShellCommand.parse([]) == .browse(url: nil, sandboxed: true))
        #expect(ShellCommand.parse(["--no-sandbox"]) == .browse(url: nil, sandboxed: false))
        #expect(
            ShellCommand.parse(["--no-sandbox", "example.org"])
                == .browse(url: URL(string: "https://example.org"), sandboxed: false))
    }

    @Test(arguments: ["--no-sandbox=yes", "--no-sandbox=", "--no-sandboxes"])
    func aValueForNoSandboxIsRefused(argument: String) {
        #expect(ShellCommand.parse([argument]) == .invalid("--no-sandbox takes no value (\(argument))"))
    }

    @Test func noSandboxWithAnotherOptionIsRefused() {
        guard case .invalid = ShellCommand.parse(["--no-sandbox", "--import-filters", "list.txt"]) else {
            Issue.record("--no-sandbox with --import-filters was accepted")
            return
        }
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
