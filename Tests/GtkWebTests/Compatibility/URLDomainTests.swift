import Foundation
import GtkWeb
import Testing

/// SkipWeb's `URL` host helpers.
struct URLDomainTests {
    @Test func normalizedHostStripsWWWAndMobilePrefixesUnlessAskedForWWWOnly() {
        #expect(URL(string: "https://www.example.org/a")!.normalizedHost() == "example.org")
        #expect(URL(string: "https://m.example.org/a")!.normalizedHost() == "example.org")
        #expect(URL(string: "https://mobile.example.org/a")!.normalizedHost() == "example.org")
        #expect(URL(string: "https://m.example.org/a")!.normalizedHost(stripWWWSubdomainOnly: true) == "m.example.org")
        #expect(URL(string: "https://www.example.org")!.normalizedHost(stripWWWSubdomainOnly: true) == "example.org")
        #expect(URL(string: "https://news.example.org")!.normalizedHost() == "news.example.org")
        #expect(URL(string: "file:///tmp/a")!.normalizedHost() == nil)
    }

    @Test func baseDomainIsTheLastTwoLabelsExceptForAddresses() {
        #expect(URL(string: "https://a.news.example.org/")!.baseDomain == "example.org")
        #expect(URL(string: "https://example.org/")!.baseDomain == "example.org")
        #expect(URL(string: "http://localhost:8080/")!.baseDomain == "localhost")
        #expect(URL(string: "http://127.0.0.1:8080/")!.baseDomain == "127.0.0.1")
        #expect(URL(string: "about:blank")!.baseDomain == nil)
    }

    @Test func domainURLKeepsSchemeNormalizedHostAndPortOnly() {
        #expect(
            URL(string: "https://m.example.org:8443/a?b=1#c")!.domainURL.absoluteString == "https://example.org:8443")
        #expect(URL(string: "http://www.example.org/path")!.domainURL.absoluteString == "http://example.org")
        #expect(URL(string: "about:blank")!.domainURL.absoluteString == "about:blank")
    }
}
