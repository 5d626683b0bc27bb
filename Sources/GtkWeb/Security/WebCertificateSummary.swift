public import Foundation

/// What a server's TLS certificate says about itself (GLib's `GTlsCertificate`).
public struct WebCertificateSummary: Sendable, Equatable {
    /// The subject's distinguished name (`CN=example.org,O=…`), when the certificate could be read.
    public var subject: String?
    /// The issuer's distinguished name; the same as `subject` for a self-signed certificate.
    public var issuer: String?
    /// When the certificate's validity starts.
    public var notValidBefore: Date?
    /// When it ends.
    public var notValidAfter: Date?

    /// A summary as given.
    public init(subject: String?, issuer: String?, notValidBefore: Date?, notValidAfter: Date?) {
        self.subject = subject
        self.issuer = issuer
        self.notValidBefore = notValidBefore
        self.notValidAfter = notValidAfter
    }
}
