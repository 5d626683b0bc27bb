import Foundation
import GtkWeb
import SessionStore

/// What the page-info popover says about the active page, in words: its host, how its connection is,
/// the server's certificate, and the permissions remembered for its origin on the window's profile.
struct PageInfo: Equatable {
    /// A remembered answer: the permission's `storageName` (to forget it) and the answer in words.
    struct Remembered: Equatable {
        var permission: String
        var text: String
    }

    /// The page's host ("" for an address without one).
    var host: String
    /// How the connection is, as a sentence.
    var security: String
    /// The certificate's subject, issuer and validity, one line each; empty without TLS.
    var certificate: [String]
    /// The answers remembered for the page's origin.
    var remembered: [Remembered]
    /// What to say when no answer is listed: none remembered, or a private window's rule.
    var permissionsNote: String?

    /// The information on `url` as loaded with `security`; `decisions` are the profile's remembered
    /// answers (nil for a profile that keeps none: a private window).
    init(url: URL?, security: WebPageSecurity, decisions: [PermissionDecision]?) {
        host = url?.host ?? ""
        let scheme = url?.scheme?.lowercased() ?? ""
        switch security {
        case .secure:
            self.security = "Your connection to this site is secure."
        case .insecure(_, let problems):
            self.security =
                "Not secure: you accepted this site's certificate although "
                + problems.descriptions.joined(separator: ", and ") + "."
        case .none where scheme == "http":
            self.security = "Not secure: what you send this site and what it shows you can be read on the way."
        case .none where scheme == "https":
            self.security = "Not secure: the connection to this site could not be checked."
        case .none:
            self.security = "This page did not come over the network."
        }
        certificate = security.certificate.map(Self.lines(of:)) ?? []
        let origin = url.flatMap(WebPermissionRequest.origin(of:))
        remembered = (decisions ?? []).filter { $0.origin == origin }.map {
            Remembered(
                permission: $0.permission,
                text: "\(Self.name(ofPermission: $0.permission)): \($0.allowed ? "allowed" : "denied")")
        }
        if decisions == nil {
            permissionsNote = "Private window: no permission is remembered; the site asks each time."
        } else if remembered.isEmpty {
            permissionsNote = "No permission is remembered for this site."
        }
    }

    /// Every line the popover shows, top to bottom (without the Forget buttons).
    var lines: [String] {
        [host, security] + certificate + ["Permissions"] + remembered.map(\.text) + (permissionsNote.map { [$0] } ?? [])
    }

    private static func lines(of certificate: WebCertificateSummary) -> [String] {
        let day = DateFormatter()
        day.locale = Locale(identifier: "en_US_POSIX")
        day.timeZone = TimeZone(identifier: "UTC")
        day.dateFormat = "yyyy-MM-dd"
        let from = certificate.notValidBefore.map(day.string(from:)) ?? "unknown"
        let until = certificate.notValidAfter.map(day.string(from:)) ?? "unknown"
        return [
            "Issued to: \(certificate.subject ?? "unknown")", "Issued by: \(certificate.issuer ?? "unknown")",
            "Valid from \(from) to \(until)",
        ]
    }

    /// A permission's `WebPermissionKind.storageName` in words.
    static func name(ofPermission storageName: String) -> String {
        let names = [
            "geolocation": "Location", "notifications": "Notifications", "camera": "Camera",
            "microphone": "Microphone", "camera+microphone": "Camera and microphone",
            "screen-capture": "Screen sharing", "clipboard-read": "Reading the clipboard",
            "pointer-lock": "Capturing the pointer", "storage-access": "Cookies and site data when embedded",
            "device-info": "Names of cameras and microphones", "media-key-system": "Protected content",
            "install-media-plugins": "Installing media plugins",
        ]
        return names[storageName] ?? "Other (\(storageName))"
    }
}
