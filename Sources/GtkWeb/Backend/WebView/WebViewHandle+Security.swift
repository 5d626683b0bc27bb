import CWebKitGTK
import GLibInterop

extension WebViewHandle {
    /// The certificate of the committed page's main resource and GLib's `GTlsCertificateFlags` of the
    /// problems found with it (`webkit_web_view_get_tls_info`); nil when that resource did not come over
    /// TLS (http, file, data, a custom scheme, an error page) or nothing is committed.
    var tlsInfo: (certificate: CertificateHandle, problems: UInt32)? {
        var certificate: UnsafeMutablePointer<GTlsCertificate>?
        var flags = GTlsCertificateFlags(rawValue: 0)
        guard webkit_web_view_get_tls_info(webView, &certificate, &flags) != 0, let certificate else { return nil }
        return (CertificateHandle(retaining: UnsafeMutableRawPointer(certificate)), flags.rawValue)
    }
}
