import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// The engine says how its committed page came: over TLS with a certificate accepted despite its
/// problems (with the certificate's subject, issuer and validity), or without TLS at all.
final class PageSecurityTests: XCTestCase {
    func testAPageLoadedAfterAllowingItsCertificateIsInsecureWithTheCertificateAndItsProblems() {
        runOnMainLoop {
            let server = try FixtureServer(tlsPEM: try await SelfSignedCertificate.pem())
            defer { server.stop() }
            let engine = WebEngine(
                configuration: WebEngineConfiguration(profile: .ephemeralSession("tls-state-\(UUID().uuidString)")))
            XCTAssertEqual(engine.securityState, .none, "no page yet")
            let page = server.url("/page/tls-state")
            _ = try? await engine.load(url: page)  // refused: the certificate is asserted below
            XCTAssertEqual(engine.securityState, .none, "a refused certificate commits nothing over TLS")

            try engine.allowCertificate(for: "127.0.0.1")
            try await engine.load(url: page)
            guard case .insecure(let certificate, let problems) = engine.securityState else {
                return XCTFail("an accepted certificate is an accepted risk: \(engine.securityState)")
            }
            XCTAssertEqual(problems, .unknownAuthority)
            XCTAssertEqual(certificate.subject?.contains("CN=127.0.0.1"), true, "\(certificate)")
            XCTAssertEqual(certificate.issuer, certificate.subject, "self-signed")
            let before = try XCTUnwrap(certificate.notValidBefore)
            let after = try XCTUnwrap(certificate.notValidAfter)
            XCTAssertLessThan(before, Date().addingTimeInterval(60))
            XCTAssertEqual(after.timeIntervalSince(before), 2 * 86_400, accuracy: 60, "made valid for two days")
        }
    }

    func testAPlainHTTPPageHasNoSecurityEvenAfterAnHTTPSPage() {
        runOnMainLoop {
            let tls = try FixtureServer(tlsPEM: try await SelfSignedCertificate.pem())
            defer { tls.stop() }
            let http = try SharedFixtures.httpServer()
            let engine = WebEngine(
                configuration: WebEngineConfiguration(profile: .ephemeralSession("tls-then-http-\(UUID().uuidString)")))
            _ = try? await engine.load(url: tls.url("/page/tls-first"))
            try engine.allowCertificate(for: "127.0.0.1")
            try await engine.load(url: tls.url("/page/tls-first"))
            XCTAssertNotNil(engine.securityState.certificate, "the HTTPS page came over TLS")

            try await engine.load(url: http.url("/page/plain"))
            XCTAssertEqual(engine.securityState, .none)
            XCTAssertNil(engine.securityState.certificate)
        }
    }
}
