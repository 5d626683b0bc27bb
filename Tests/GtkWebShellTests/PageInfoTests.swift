import Foundation
import GtkWeb
import SessionStore
import Testing

@testable import GtkWebShell

/// What the security icon shows and the page-info popover says, for each kind of connection; only the
/// answers remembered for the page's own origin are listed.
@Suite @MainActor struct PageInfoTests {
    private static let certificate = WebCertificateSummary(
        subject: "CN=example.org", issuer: "CN=Example CA", notValidBefore: Date(timeIntervalSince1970: 1_767_225_600),
        notValidAfter: Date(timeIntervalSince1970: 1_798_675_200))

    @Test func theMarkFollowsTheConnectionNotTheScheme() {
        let https = URL(string: "https://example.org/")
        #expect(ShellWindow.security(of: .secure(Self.certificate), at: https) == .secure)
        #expect(
            ShellWindow.security(of: .insecure(Self.certificate, problems: .unknownAuthority), at: https)
                == .acceptedRisk)
        #expect(ShellWindow.security(of: .none, at: https) == .insecure, "an https address that came without TLS")
        #expect(ShellWindow.security(of: .none, at: URL(string: "http://example.org/")) == .insecure)
        #expect(ShellWindow.security(of: .none, at: URL(string: "file:///tmp/a.html")) == .none)
        #expect(ShellWindow.security(of: .none, at: nil) == .none)
    }

    @Test func aTrustedCertificateIsSecureWithItsNamesAndDates() {
        let info = PageInfo(
            url: URL(string: "https://example.org/a"), security: .secure(Self.certificate), decisions: [])
        #expect(
            info.lines == [
                "example.org", "Your connection to this site is secure.", "Issued to: CN=example.org",
                "Issued by: CN=Example CA", "Valid from 2026-01-01 to 2026-12-31", "Permissions",
                "No permission is remembered for this site.",
            ])
    }

    @Test func onlyTheAnswersOfThePagesOriginAreListed() {
        let decisions = [
            PermissionDecision(
                profile: "default", origin: "https://example.org", permission: "geolocation", allowed: true),
            PermissionDecision(profile: "default", origin: "https://example.org", permission: "camera", allowed: false),
            PermissionDecision(
                profile: "default", origin: "https://other.org", permission: "microphone", allowed: true),
            PermissionDecision(
                profile: "default", origin: "http://example.org", permission: "notifications", allowed: true),
        ]
        let info = PageInfo(url: URL(string: "https://example.org/x"), security: .none, decisions: decisions)
        #expect(
            info.remembered == [
                .init(permission: "geolocation", text: "Location: allowed"),
                .init(permission: "camera", text: "Camera: denied"),
            ])
        #expect(info.permissionsNote == nil)
    }
}
