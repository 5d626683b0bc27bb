extension WebEngine {
    /// The security of the committed page's main resource, read from WebKit each time
    /// (`webkit_web_view_get_tls_info`): it changes when a navigation commits (`SkipWebNavigationDelegate.webEngineDidCommitNavigation`),
    /// not while a new one is provisional. `.none` for a page that did not come over TLS.
    public var securityState: WebPageSecurity {
        guard let info = handle.tlsInfo else { return .none }
        let problems = WebCertificateProblems(rawValue: info.problems)
        let summary = info.certificate.summary
        return problems.isEmpty ? .secure(summary) : .insecure(summary, problems: problems)
    }
}
