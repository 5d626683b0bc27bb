import CWebKitGTK

extension ProfileContext {
    /// Applies tracking prevention and the cookie policy to this context's data and cookie managers.
    func apply(_ settings: WebPrivacySettings) {
        webkit_website_data_manager_set_itp_enabled(dataManager, settings.preventsTracking ? 1 : 0)
        let policy: WebKitCookieAcceptPolicy =
            switch settings.cookiePolicy {
            case .acceptAll: WEBKIT_COOKIE_POLICY_ACCEPT_ALWAYS
            case .refuseThirdParty: WEBKIT_COOKIE_POLICY_ACCEPT_NO_THIRD_PARTY
            case .refuseAll: WEBKIT_COOKIE_POLICY_ACCEPT_NEVER
            }
        webkit_cookie_manager_set_accept_policy(cookieManager, policy)
    }

    /// Whether tracking prevention runs in this context, as WebKit reports it.
    var isTrackingPreventionEnabled: Bool { webkit_website_data_manager_get_itp_enabled(dataManager) != 0 }

    /// Whether this context's web processes are confined (`webkit_web_context_get_sandbox_enabled`).
    var isSandboxed: Bool { webkit_web_context_get_sandbox_enabled(web.pointer) != 0 }
}
