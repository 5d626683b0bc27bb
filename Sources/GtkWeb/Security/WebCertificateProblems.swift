/// What is wrong with a server's TLS certificate (GLib's `GTlsCertificateFlags`), as reported when a
/// load fails with a TLS error (`WebLoadError.certificateProblems`).
public struct WebCertificateProblems: OptionSet, Sendable, Hashable {
    /// GLib's `GTlsCertificateFlags` bits.
    public let rawValue: UInt32
    /// The problems of GLib's `GTlsCertificateFlags` value `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The certificate is not signed by an authority the system trusts (self-signed, or a private CA).
    public static let unknownAuthority = WebCertificateProblems(rawValue: 1 << 0)
    /// The certificate is for another name than the server's.
    public static let wrongHost = WebCertificateProblems(rawValue: 1 << 1)
    /// The certificate's validity starts in the future.
    public static let notYetValid = WebCertificateProblems(rawValue: 1 << 2)
    /// The certificate has expired.
    public static let expired = WebCertificateProblems(rawValue: 1 << 3)
    /// The certificate was revoked by its authority.
    public static let revoked = WebCertificateProblems(rawValue: 1 << 4)
    /// The certificate uses an algorithm considered insecure.
    public static let insecureAlgorithm = WebCertificateProblems(rawValue: 1 << 5)
    /// Some other error occurred while checking the certificate.
    public static let otherError = WebCertificateProblems(rawValue: 1 << 6)

    /// Each problem in plain words, in flag order: "it is expired", … (one entry per set flag; an
    /// unknown flag is reported as a failed check).
    public var descriptions: [String] {
        var words: [String] = []
        let named: [(WebCertificateProblems, String)] = [
            (.unknownAuthority, "it is not signed by an authority this computer trusts"),
            (.wrongHost, "it was issued for a different website"),
            (.notYetValid, "it is not valid yet"),
            (.expired, "it has expired"),
            (.revoked, "it has been revoked by its issuer"),
            (.insecureAlgorithm, "it uses an insecure algorithm"),
            (.otherError, "it could not be checked"),
        ]
        for (flag, text) in named where contains(flag) { words.append(text) }
        if !subtracting(WebCertificateProblems(named.map(\.0))).isEmpty, !contains(.otherError) {
            words.append("it could not be checked")
        }
        return words
    }
}
