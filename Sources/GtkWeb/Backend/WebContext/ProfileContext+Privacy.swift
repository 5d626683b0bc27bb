import CWebKitGTK

extension ProfileContext {
    /// Applies tracking prevention and the cookie policy to this context's data and cookie managers.
    func apply(_ settings: WebPrivacySettings) {
        setTrackingPrevention(settings.preventsTracking)
        let policy: WebKitCookieAcceptPolicy =
            switch settings.cookiePolicy {
            case .acceptAll: WEBKIT_COOKIE_POLICY_ACCEPT_ALWAYS
            case .refuseThirdParty: WEBKIT_COOKIE_POLICY_ACCEPT_NO_THIRD_PARTY
            case .refuseAll: WEBKIT_COOKIE_POLICY_ACCEPT_NEVER
            }
        webkit_cookie_manager_set_accept_policy(cookieManager, policy)
    }
}
