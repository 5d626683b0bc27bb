import CWebKitGTK
import Foundation
import GLibInterop

/// A `GTlsCertificate` kept alive (a reference taken), and what GtkWeb reads from it.
@MainActor
final class CertificateHandle {
    let certificate: GObjectRef

    /// Takes a reference on `raw`, a `GTlsCertificate *` borrowed from a signal or a getter.
    init(retaining raw: UnsafeMutableRawPointer) {
        certificate = GObjectRef(retaining: raw)
    }

    var pointer: UnsafeMutablePointer<GTlsCertificate> { certificate.pointer() }

    /// The subject's distinguished name (`g_tls_certificate_get_subject_name`).
    var subjectName: String? { String(takingCString: g_tls_certificate_get_subject_name(pointer)) }
    /// The issuer's distinguished name (`g_tls_certificate_get_issuer_name`).
    var issuerName: String? { String(takingCString: g_tls_certificate_get_issuer_name(pointer)) }
    /// When the certificate's validity starts (`g_tls_certificate_get_not_valid_before`).
    var notValidBefore: Date? { Self.date(g_tls_certificate_get_not_valid_before(pointer)) }
    /// When it ends (`g_tls_certificate_get_not_valid_after`).
    var notValidAfter: Date? { Self.date(g_tls_certificate_get_not_valid_after(pointer)) }

    private static func date(_ time: OpaquePointer?) -> Date? {
        guard let time else { return nil }
        defer { g_date_time_unref(time) }
        return Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix(time)))
    }

    /// What the certificate says about itself.
    var summary: WebCertificateSummary {
        WebCertificateSummary(
            subject: subjectName, issuer: issuerName, notValidBefore: notValidBefore, notValidAfter: notValidAfter)
    }

}
