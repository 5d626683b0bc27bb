#if GTK4
    import CWebKitGTK

    extension CertificateHandle {
        /// Trusts this certificate for `host` in the network session of `context` for as long as the session
        /// lives (`webkit_network_session_allow_tls_certificate_for_host`: TLS moved to the session in 6.0).
        func allow(for host: String, on context: WebContextHandle) {
            webkit_network_session_allow_tls_certificate_for_host(context.session, pointer, host)
        }
    }
#endif
