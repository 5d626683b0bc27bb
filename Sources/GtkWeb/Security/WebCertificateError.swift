public import Foundation

/// Why `WebEngine.allowCertificate(for:)` trusted nothing.
public enum WebCertificateError: Error, Equatable, Sendable, LocalizedError {
    /// The engine's last load did not fail for its certificate, so there is no certificate to trust.
    case noRejectedCertificate
    /// The host is empty or not a host name.
    case invalidHost(String)

    public var errorDescription: String? {
        switch self {
        case .noRejectedCertificate: "No certificate was rejected, so there is none to accept."
        case .invalidHost(let host): "'\(host)' is not a host name."
        }
    }
}
