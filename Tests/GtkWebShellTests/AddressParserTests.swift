import Foundation
import GtkWebShell
import Testing

/// What the address bar turns typed text into.
@Suite struct AddressParserTests {
    @Test(arguments: [
        ("https://example.org/a?b=c", "https://example.org/a?b=c"),
        ("example.org", "https://example.org"),
        ("example.org/path", "https://example.org/path"),
        ("localhost:8080/x", "http://localhost:8080/x"),
        ("localhost", "http://localhost"),
        ("127.0.0.1:3000", "http://127.0.0.1:3000"),
        ("about:blank", "about:blank"),
        ("file:///tmp/a.html", "file:///tmp/a.html"),
        ("/tmp/page.html", "file:///tmp/page.html"),
        ("  example.org  ", "https://example.org"),
        ("mailto:someone@example.org", "mailto:someone@example.org"),
        ("tel:+15551234", "tel:+15551234"),
        ("x-gtkweb-app:open?id=3", "x-gtkweb-app:open?id=3"),
    ])
    func typedAddressBecomesAURL(typed: String, expected: String) {
        #expect(AddressParser.url(from: typed)?.absoluteString == expected)
    }

    @Test(arguments: ["", "   ", "two words", "nodots", ".example", "example."])
    func textThatIsNotAnAddressIsRefused(typed: String) {
        #expect(AddressParser.url(from: typed) == nil)
    }
}
