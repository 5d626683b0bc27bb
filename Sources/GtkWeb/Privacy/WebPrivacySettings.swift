/// The privacy defaults applied to every profile's website data: tracking prevention and which
/// cookies are accepted.
///
/// The library's default is WebKit's own (`webKitDefault`): tracking prevention off, third-party
/// cookies refused. A browser sets `browser`, which also turns on WebKit's Intelligent Tracking
/// Prevention; the `gtkweb` shell does. Changing `current` applies to every live profile at once and
/// to every profile created later; ephemeral profiles stay ephemeral.
///
/// Two things a browser may expect are deliberately absent: WebKit removed the Do-Not-Track header
/// (it only added a fingerprinting bit), so none is sent; and the referrer follows WebKit's default
/// policy, `strict-origin-when-cross-origin` (a cross-origin request sees only the origin, and nothing
/// is sent from HTTPS to HTTP), which WebKitGTK offers no setting for.
public struct WebPrivacySettings: Equatable, Hashable, Sendable {
    /// Which cookies a profile accepts (`webkit_cookie_manager_set_accept_policy`).
    public enum CookiePolicy: String, Equatable, Hashable, Sendable, CaseIterable {
        /// Every cookie, including those of third-party frames and subresources.
        case acceptAll
        /// Only cookies of the site in the address bar (`WEBKIT_COOKIE_POLICY_ACCEPT_NO_THIRD_PARTY`).
        case refuseThirdParty
        /// No cookie at all.
        case refuseAll
    }

    /// Whether WebKit's Intelligent Tracking Prevention runs
    /// (`webkit_website_data_manager_set_itp_enabled`): it classifies trackers from what sites do and
    /// removes their storage and cookies.
    public var preventsTracking: Bool
    /// Which cookies are accepted.
    public var cookiePolicy: CookiePolicy

    /// Creates settings; the defaults are WebKit's.
    public init(preventsTracking: Bool = false, cookiePolicy: CookiePolicy = .refuseThirdParty) {
        self.preventsTracking = preventsTracking
        self.cookiePolicy = cookiePolicy
    }

    /// WebKit's defaults: no tracking prevention, third-party cookies refused.
    public static let webKitDefault = WebPrivacySettings()
    /// A browser's defaults: tracking prevention on, third-party cookies refused.
    public static let browser = WebPrivacySettings(preventsTracking: true, cookiePolicy: .refuseThirdParty)

    /// The settings of every profile of the process. Setting it applies the new value to live
    /// profiles at once.
    @MainActor public static var current = WebPrivacySettings.webKitDefault {
        didSet {
            if current != oldValue { ProfileRegistry.shared.applyPrivacySettings(current) }
        }
    }
}
