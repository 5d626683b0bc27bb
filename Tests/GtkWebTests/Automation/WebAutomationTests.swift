import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// `WebAutomation` refuses what WebKit's automation cannot work with, and allows it once per process.
///
/// WebKit allows automation on one context per process, so every case lives in this one test; the
/// end-to-end WebDriver test (GtkWebShellTests) drives a real session.
final class WebAutomationTests: XCTestCase {
    func testBadApplicationInfoAndUnsharedProfilesAreRefusedAndASecondAutomationIsRefused() {
        runOnMainLoop(timeout: 30) {
            let profile = WebProfile.ephemeralSession("automation-test-\(UUID().uuidString)")
            let noEngine: @MainActor (WebAutomation.Presentation) -> WebEngine? = { _ in nil }
            let refusals: [(WebProfile, String, (major: Int, minor: Int, micro: Int), WebAutomationError)] = [
                (profile, "", (1, 0, 0), .invalidApplicationInfo("the name must be one line of text, not empty")),
                (
                    profile, "two\nlines", (1, 0, 0),
                    .invalidApplicationInfo("the name must be one line of text, not empty")
                ),
                (profile, "app", (1, -1, 0), .invalidApplicationInfo("version numbers must not be negative")),
                (.ephemeral, "app", (1, 0, 0), .profileNotShared),
                (.ephemeralSession(""), "app", (1, 0, 0), .unusableProfile(.invalidProfileName)),
            ]
            for (profile, name, version, expected) in refusals {
                do {
                    _ = try WebAutomation(
                        profile: profile, applicationName: name, applicationVersion: version, makeEngine: noEngine)
                    XCTFail("\(profile) / \(name.debugDescription) / \(version) was allowed")
                } catch {
                    XCTAssertEqual(error as? WebAutomationError, expected)
                }
            }

            let automation = try WebAutomation(
                profile: profile, applicationName: "app", applicationVersion: (1, 2, 3), makeEngine: noEngine)
            XCTAssertTrue(automation.isAllowed, "WebKit reports automation allowed on the profile's context")
            XCTAssertEqual(automation.applicationName, "app")
            XCTAssertEqual(automation.sessionIdentifiers, [])
            do {
                _ = try WebAutomation(
                    profile: .ephemeralSession("another"), applicationName: "app", applicationVersion: (1, 0, 0),
                    makeEngine: noEngine)
                XCTFail("a second automation was allowed in one process")
            } catch {
                XCTAssertEqual(error as? WebAutomationError, .alreadyAllowed)
            }
            withExtendedLifetime(automation) {}
        }
    }
}
