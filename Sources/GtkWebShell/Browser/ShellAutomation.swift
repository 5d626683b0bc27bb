import Foundation
import GtkWeb

/// `gtkweb --automation-mode`: the shell as WebKit's WebDriver (`WebKitWebDriver`) expects a browser to
/// be, through the library's `WebAutomation`.
///
/// Automation runs on an ephemeral session (nothing a test does is kept), restores no session and is
/// its own instance (no single-instance forwarding). Each browsing context the driver asks for is a new
/// tab of the automation window, or a new window when the driver asks for one or none is open; the
/// window's title says "Automation".
@MainActor
enum ShellAutomation {
    /// The profile of every engine automation drives.
    static let profile = WebProfile.ephemeralSession("gtkweb-automation")
    /// The windows automation opens.
    static let kind = ShellWindow.Kind(profile: profile, label: "Automation")
    /// The name WebDriver sessions see as `browserName`.
    static let applicationName = "gtkweb"
    /// The version WebDriver sessions see as `browserVersion`.
    static let applicationVersion = (major: 0, minor: 1, micro: 0)

    /// Allows automation on `profile`; `open` answers each request with the engine of a new tab or window.
    /// - Throws: `WebAutomationError` when automation cannot be allowed.
    static func start(open: @escaping @MainActor (WebAutomation.Presentation) -> WebEngine?) throws(WebAutomationError)
        -> WebAutomation
    {
        let automation = try WebAutomation(
            profile: profile, applicationName: applicationName, applicationVersion: applicationVersion,
            makeEngine: open)
        automation.onSessionStarted = { identifier in
            // Tests and scripts wait for this line.
            FileHandle.standardOutput.write(Data("gtkweb: automation session \(identifier) started\n".utf8))
        }
        return automation
    }
}
