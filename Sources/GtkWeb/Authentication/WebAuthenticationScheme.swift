/// How a server (or a proxy) asks for credentials: the scheme of an HTTP authentication challenge
/// (WebKitGTK's `WebKitAuthenticationScheme`).
public enum WebAuthenticationScheme: String, Sendable, Equatable {
    /// HTTP Basic (RFC 7617): the user name and password travel base64-encoded.
    case basic
    /// HTTP Digest (RFC 7616).
    case digest
    /// HTML form authentication.
    case htmlForm
    /// NTLM, Microsoft's scheme.
    case ntlm
    /// Negotiate (SPNEGO, RFC 4559), usually Kerberos.
    case negotiate
    /// The server asks for a client certificate.
    case clientCertificate
    /// The server's certificate is to be evaluated.
    case serverTrust
    /// A client certificate's PIN is needed.
    case clientCertificatePIN
    /// WebKit's default scheme, or one it did not name.
    case other

    init(webKitScheme value: Int) {
        switch value {
        case 2: self = .basic
        case 3: self = .digest
        case 4: self = .htmlForm
        case 5: self = .ntlm
        case 6: self = .negotiate
        case 7: self = .clientCertificate
        case 8: self = .serverTrust
        case 9: self = .clientCertificatePIN
        default: self = .other
        }
    }
}

/// How long WebKit keeps a credential given to a challenge (WebKitGTK's `WebKitCredentialPersistence`).
public enum WebCredentialPersistence: Sendable, Equatable {
    /// Not stored by WebKit (the network session may still reuse it for the same protection space, as
    /// libsoup does for Basic within a session).
    case none
    /// Until the web context ends (the process, or the ephemeral profile): later requests to the same
    /// protection space send it without asking.
    case forSession
    /// In the desktop's secret store (libsecret), for later sessions too; WebKitGTK proposes it
    /// again in the next challenge of that space. Needs a running secret service.
    case permanent
}
