import Foundation
import GtkWeb
import Testing

@testable import GtkWebShell

/// The error page's text: plain words for each failure, everything from the address and the server escaped.
@Suite struct ErrorPageTests {
    @Test(arguments: [
        ("g-io-error-quark", 39, "Unable to connect"),
        ("g-resolver-error-quark", 0, "Server not found"),
        ("g-io-error-quark", 24, "The connection timed out"),
        ("g-io-error-quark", 1, "File not found"),
        ("WebKitPolicyError", 103, "Address restricted"),
        ("SomethingElse", 7, "The page could not be loaded"),
    ])
    func eachFailureHasAHeadingInWords(domain: String, code: Int, heading: String) {
        let error = WebLoadError(
            kind: .network, code: code, domain: domain, message: "raw", failingURL: URL(string: "http://example.org/"))
        #expect(LoadFailureText(error).heading == heading)
        #expect(LoadFailureText(error).detail == "\(domain) \(code): raw")
    }

    @Test func hostileTextInTheMessageAndTheAddressIsEscaped() throws {
        let url = try #require(
            URL(string: "http://example.org/?q=%3Cscript%3E" + String(repeating: "x", count: 100_000)))
        let error = WebLoadError(
            kind: .network, code: 39, domain: "g-io-error-quark", message: "<img src=x onerror=alert(1)>\"'&",
            failingURL: url)
        let html = ErrorPage.html(for: error)
        #expect(!html.contains("<img"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;"))
        #expect(html.count < 20_000, "the 100 KB address is cut")
    }

    @Test func placeholdersAreFilledOnceSoAValueCannotExpandAnother() {
        let filled = ErrorPage.fill("<p>{{A}}</p><p>{{B}}</p>{{C}}", with: ["A": "{{B}}", "B": "b"])
        #expect(filled == "<p>{{B}}</p><p>b</p>")
    }
}
