#if GTK3
    import CWebKitGTK

    extension CertificateHandle {
        /// Trusts this certificate for `host` on `context` for as long as the context lives
        /// (`webkit_web_context_allow_tls_certificate_for_host`).
        func allow(for host: String, on context: WebContextHandle) {
            webkit_web_context_allow_tls_certificate_for_host(context.pointer, pointer, host)
        }
    }
#endif
