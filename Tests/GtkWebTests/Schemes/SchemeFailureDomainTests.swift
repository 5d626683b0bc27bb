import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// A scheme request the handler fails reaches the page's load as an error of GtkWeb's scheme domain, the
/// same text every time however much memory the process used in between.
final class SchemeFailureDomainTests: XCTestCase {
    func testEveryFailedSchemeLoadNamesTheSchemeErrorDomain() {
        runOnMainLoop {
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    profile: .ephemeral, schemeHandlers: ["fails": ScriptedSchemeHandler()]))
            var domains: [String] = []
            for round in 0..<3 {
                do {
                    try await engine.load(url: URL(string: "fails://x/fail")!)
                    XCTFail("load \(round) should fail")
                } catch let error as WebLoadError {
                    domains.append(error.domain)
                }
                // Strings of the domain's size, made and dropped, reuse whatever memory was freed.
                var churn: [String] = []
                for index in 0..<10_000 { churn.append("churn-\(index)-" + String(repeating: "x", count: 20)) }
                churn.removeAll()
            }
            XCTAssertEqual(domains, Array(repeating: "gtkweb-url-scheme", count: 3))
        }
    }
}
