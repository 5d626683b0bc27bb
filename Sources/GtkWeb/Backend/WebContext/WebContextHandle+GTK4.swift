#if GTK4
    import CWebKitGTK
    import GLibInterop

    /// Owns a `WebKitWebContext` and the `WebKitNetworkSession` that engines on it share: on WebKitGTK 6.0
    /// the context keeps the web processes, URI schemes and automation, and the session keeps cookies,
    /// website data, TLS exceptions, downloads and the proxy. One pair per profile, as one context per
    /// profile on GTK 3.
    @MainActor
    final class WebContextHandle {
        let context: GObjectRef
        /// The network session (cookies, website data, TLS, downloads).
        let networkSession: GObjectRef
        /// The custom URL schemes registered on this context (`WebContextHandle+Schemes.swift`).
        var registeredSchemes: Set<String> = []

        var pointer: UnsafeMutablePointer<WebKitWebContext> { context.pointer() }
        var session: UnsafeMutablePointer<WebKitNetworkSession> { networkSession.pointer() }

        init(
            takingOwnership context: UnsafeMutablePointer<WebKitWebContext>,
            session: UnsafeMutablePointer<WebKitNetworkSession>
        ) {
            self.context = GObjectRef(takingOwnership: context)
            networkSession = GObjectRef(takingOwnership: session)
        }
    }
#endif
