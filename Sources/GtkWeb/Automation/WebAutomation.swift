import Foundation

/// Lets WebKit's WebDriver (`WebKitWebDriver`) drive engines of one profile, as WebKitGTK browsers do,
/// so that Selenium and other WebDriver clients can control an app.
///
/// The driver starts the app with `WEBKIT_INSPECTOR_SERVER` set and the arguments given in the client's
/// `webkitgtk:browserOptions` capability, then connects to it. Make the `WebAutomation` at start-up,
/// before the driver's first request can arrive: it allows automation on the profile's WebKit context
/// (`webkit_web_context_set_automation_allowed`), and for each WebDriver session (the context's
/// `automation-started` signal) it sends the application's name and version, which the driver matches
/// against the client's `browserName` / `browserVersion`, and calls `makeEngine` for every browsing
/// context the driver asks for (the session's `create-web-view`).
///
/// `makeEngine` returns an engine on this profile made with `isControlledByAutomation` set, and keeps it
/// alive (typically shown in a new tab or window; `WebAutomation` does not retain it). Any other engine,
/// or nil, refuses the request (logged as a GLib warning in the `GtkWeb` domain); the client then
/// gets a WebDriver error.
@MainActor
public final class WebAutomation {
    /// How the driver wants a new browsing context shown.
    public enum Presentation: Sendable, Equatable {
        /// A new tab of the current window (also what a request without a preference gets).
        case tab
        /// A new window.
        case window
    }

    /// The profile whose engines automation drives.
    public let profile: WebProfile
    /// The name sent to WebDriver sessions (their `browserName`).
    public let applicationName: String
    /// The identifiers of the WebDriver sessions started so far, oldest first.
    public private(set) var sessionIdentifiers: [String] = []
    /// Called with the identifier of each new WebDriver session.
    public var onSessionStarted: ((String) -> Void)?

    private let handle: AutomationHandle
    /// The context stays alive while automation is allowed on it.
    private let resolution: ProfileResolution
    private static var isAllowedInProcess = false

    /// Allows automation on `profile`'s context for the life of the process.
    ///
    /// - Parameters:
    ///   - profile: `.ephemeralSession(id)` (what a browser's automation mode uses: nothing is kept) or a
    ///     persistent profile.
    ///   - applicationName: one line, not empty; sent as the session's `browserName`.
    ///   - applicationVersion: major, minor and micro numbers (not negative); sent as `browserVersion`.
    ///   - makeEngine: makes (and keeps) the engine for each browsing context the driver asks for.
    /// - Throws: `WebAutomationError`: `.alreadyAllowed` after a first success in this process,
    ///   `.profileNotShared` for `.ephemeral`, `.unusableProfile` for a profile that cannot be used,
    ///   `.invalidApplicationInfo` for a bad name or version. Nothing is allowed when it throws.
    public init(
        profile: WebProfile, applicationName: String, applicationVersion: (major: Int, minor: Int, micro: Int),
        makeEngine: @escaping @MainActor (Presentation) -> WebEngine?
    ) throws(WebAutomationError) {
        guard !Self.isAllowedInProcess else { throw .alreadyAllowed }
        guard !applicationName.isEmpty, !applicationName.contains(where: \.isNewline) else {
            throw .invalidApplicationInfo("the name must be one line of text, not empty")
        }
        guard applicationVersion.major >= 0, applicationVersion.minor >= 0, applicationVersion.micro >= 0 else {
            throw .invalidApplicationInfo("version numbers must not be negative")
        }
        if case .ephemeral = profile { throw .profileNotShared }
        precondition(GtkWebRuntime.initialize(), "GtkWeb needs a display: GTK could not be initialized")
        let resolution = ProfileRegistry.shared.resolve(WebEngineConfiguration(profile: profile))
        if let error = resolution.error { throw .unusableProfile(error) }
        self.profile = profile
        self.applicationName = applicationName
        self.resolution = resolution
        handle = AutomationHandle(context: resolution.context.web, name: applicationName, version: applicationVersion)
        Self.isAllowedInProcess = true
        handle.onSessionStarted = { [weak self] identifier in
            self?.sessionIdentifiers.append(identifier)
            self?.onSessionStarted?(identifier)
        }
        handle.createView = { window in makeEngine(window ? .window : .tab)?.handle }
    }

    /// Whether WebKit reports automation as allowed on the profile's context
    /// (`webkit_web_context_is_automation_allowed`).
    public var isAllowed: Bool { handle.isAllowed }
}
