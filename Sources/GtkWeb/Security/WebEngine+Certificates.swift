import Foundation

extension WebEngine {
    /// Trusts, for `host`, the certificate that made this engine's last load fail
    /// (`lastError?.certificateProblems` set): loads of `host` by every engine on this engine's profile
    /// then accept it, until the process ends (nothing is written to disk)
    /// (`webkit_web_context_allow_tls_certificate_for_host`). Reload the page to load it.
    ///
    /// - Throws: `WebCertificateError.noRejectedCertificate` when the last load did not fail for its
    ///   certificate; `.invalidHost` for an empty host or one with a scheme, path or spaces.
    public func allowCertificate(for host: String) throws(WebCertificateError) {
        guard !host.isEmpty, !host.contains("/"), !host.contains(" ") else { throw .invalidHost(host) }
        guard lastError?.certificateProblems != nil, let certificate = handle.failedCertificate else {
            throw .noRejectedCertificate
        }
        certificate.allow(for: host, on: context)
        forgetRefusedCertificates(ofHost: host)
    }
}
