import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// A server whose certificate no authority signed: the load fails with a typed TLS error naming the
/// certificate's problems; `allowCertificate(for:)` trusts it for that host on the engine's profile,
/// for the session only.
final class CertificateErrorTests: XCTestCase {
    func testASelfSignedCertificateFailsWithItsProblemsAndAllowingItLetsTheReloadIn() {
        runOnMainLoop {
            let server = try FixtureServer(tlsPEM: try await SelfSignedCertificate.pem())
            defer { server.stop() }
            // A profile of its own: the trust it is given lasts as long as its web context.
            let profile = WebProfile.ephemeralSession("tls-allowed-\(UUID().uuidString)")
            let engine = WebEngine(configuration: WebEngineConfiguration(profile: profile))
            let page = server.url("/page/tls-allowed")
            do {
                try await engine.load(url: page)
                XCTFail("a certificate no authority signed must be refused")
            } catch let error as WebLoadError {
                XCTAssertEqual(error.kind, .network)
                XCTAssertEqual(error.failingURL, page)
                XCTAssertEqual(error.certificateProblems, .unknownAuthority)
                XCTAssertEqual(
                    error.certificateProblems?.descriptions, ["it is not signed by an authority this computer trusts"])
                XCTAssertEqual(
                    error.certificate?.subject?.contains("CN=127.0.0.1"), true, "\(error.certificate as Any)")
                XCTAssertEqual(error.certificate?.issuer, error.certificate?.subject, "self-signed")
            }
            XCTAssertTrue(
                server.requests(for: "/page/tls-allowed").isEmpty, "no request went over the refused connection")

            try engine.allowCertificate(for: "127.0.0.1")
            try await engine.load(url: page)
            try await waitUntil(
                "the page's title", describe: { "\(engine.title as Any), \(server.requests.map(\.path))" }
            ) {
                engine.title == "tls-allowed"
            }
            XCTAssertNil(engine.lastError)

            // Another engine on the same profile trusts it too.
            let other = WebEngine(configuration: WebEngineConfiguration(profile: profile))
            try await other.load(url: server.url("/page/tls-other"))
            try await waitUntil("the other engine's page", describe: { "\(other.title as Any)" }) {
                other.title == "tls-other"
            }
        }
    }

    func testARefusedCertificateFailsEveryLoadOfItsHost() {
        runOnMainLoop {
            let server = try FixtureServer(tlsPEM: try await SelfSignedCertificate.pem())
            defer { server.stop() }
            let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeralSession(UUID().uuidString)))
            for attempt in 1...2 {
                do {
                    try await engine.load(url: server.url("/page/tls-again"))
                    XCTFail("attempt \(attempt) must be refused")
                } catch let error as WebLoadError {
                    XCTAssertEqual(error.certificateProblems, .unknownAuthority, "attempt \(attempt)")
                }
            }
        }
    }

    func testATLSFailureShowsTheErrorPageWithTheProblems() {
        runOnMainLoop {
            let server = try FixtureServer(tlsPEM: try await SelfSignedCertificate.pem())
            defer { server.stop() }
            let configuration = WebEngineConfiguration(
                profile: .ephemeralSession("tls-error-page-\(UUID().uuidString)"))
            configuration.errorPageHTML = { error in
                "<title>refused</title><p id=p>\(error.certificateProblems?.rawValue ?? 0)</p>"
            }
            let engine = WebEngine(configuration: configuration)
            let page = server.url("/page/tls-error-page")
            _ = try? await engine.load(url: page)  // the failure is asserted through the error page
            try await waitUntil("the error page", describe: { engine.title ?? "nil" }) {
                engine.title == "refused" && !engine.isLoading
            }
            XCTAssertEqual(engine.url, page)
            XCTAssertTrue(engine.isShowingErrorPage)
            let problems = try await engine.evaluate(js: "document.getElementById('p').textContent")
            XCTAssertEqual(problems, "\"1\"")
        }
    }

    func testAllowingWithoutARejectedCertificateIsATypedError() {
        runOnMainLoop {
            let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
            XCTAssertThrowsError(try engine.allowCertificate(for: "127.0.0.1")) {
                XCTAssertEqual($0 as? WebCertificateError, .noRejectedCertificate)
            }
            XCTAssertThrowsError(try engine.allowCertificate(for: "")) {
                XCTAssertEqual($0 as? WebCertificateError, .invalidHost(""))
            }
        }
    }
}
