/// How the committed page came: over a connection with a trusted certificate, with a certificate the
/// user accepted despite its problems (`WebEngine.allowCertificate(for:)`), or without TLS.
public enum WebPageSecurity: Sendable, Equatable {
    /// Not over TLS: plain `http:`, a local file, `about:`, `data:`, a custom scheme, an error page, or
    /// no page yet. Whether that is "not secure" (http) or local is the URL's scheme to say.
    case none
    /// Over TLS with a certificate the system trusts.
    case secure(WebCertificateSummary)
    /// Over TLS with a certificate that has `problems`, loaded because the user accepted the risk.
    case insecure(WebCertificateSummary, problems: WebCertificateProblems)

    /// The server's certificate, for `.secure` and `.insecure`.
    public var certificate: WebCertificateSummary? {
        switch self {
        case .none: nil
        case .secure(let certificate), .insecure(let certificate, _): certificate
        }
    }
}
