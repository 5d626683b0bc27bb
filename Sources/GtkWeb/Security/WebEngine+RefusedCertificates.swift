import Foundation
import GLibInterop

extension WebEngine {
    /// Remembers a load refused for its certificate, by host and port.
    func rememberRefusedCertificate(_ error: WebLoadError) {
        guard let server = Self.serverKey(error.failingURL) else { return }
        refusedCertificateFailures[server] = error
    }

    /// Forgets the refusal of `url`'s server: a page of it committed.
    func forgetRefusedCertificate(ofServerOf url: URL?) {
        guard !refusedCertificateFailures.isEmpty, let server = Self.serverKey(url) else { return }
        refusedCertificateFailures[server] = nil
    }

    /// Forgets every refusal of `host`, on any port: its certificate was allowed.
    func forgetRefusedCertificates(ofHost host: String) {
        refusedCertificateFailures = refusedCertificateFailures.filter { $0.value.failingURL?.host != host }
    }

    /// "host:port" of an https URL (the port 443 when it names none), nil for any other URL.
    private static func serverKey(_ url: URL?) -> String? {
        guard let url, url.scheme == "https", let host = url.host, !host.isEmpty else { return nil }
        return "\(host):\(url.port ?? 443)"
    }

    /// The failure to report for a load WebKit cancelled without a newer navigation.
    ///
    /// WebKitGTK 2.50 sometimes reports a repeated load of a host whose certificate it refused as
    /// cancelled (`G_IO_ERROR_CANCELLED`) instead of emitting `load-failed-with-tls-errors` again. Such a
    /// load fails for that certificate: it is reported as the host's certificate failure, with this
    /// load's URL, so the error page and `allowCertificate(for:)` work as on the first refusal. Any
    /// other cancellation is returned unchanged.
    func explainingCancellationOfRefusedHost(_ error: WebLoadError) -> WebLoadError {
        guard let server = Self.serverKey(error.failingURL), var refusal = refusedCertificateFailures[server]
        else { return error }
        refusal.failingURL = error.failingURL
        GLibLog.debug("WebKit cancelled a load of \(server), whose certificate it refused: reported as that refusal")
        return refusal
    }
}
