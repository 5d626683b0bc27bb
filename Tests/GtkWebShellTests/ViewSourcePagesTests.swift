import Foundation
import Testing

@testable import GtkWebShell

/// The `view-source:` page: one numbered row a line, the source as text that the page never runs.
@Suite struct ViewSourcePagesTests {
    @Test @MainActor func everyLineIsANumberedRowOfEscapedTextAndNoMarkupOfTheSourceSurvives() {
        let page = ViewSourcePages.page(
            title: "Source of <x>", source: "<p class=\"a\">A & B</p>\r\n</table><script>alert(1)</script>\n")
        #expect(page.contains("<title>Source of &lt;x&gt;</title>"))
        #expect(
            page.contains(
                "<tr><td class=\"number\">1</td><td class=\"line\">&lt;p class=&quot;a&quot;&gt;A &amp; B&lt;/p&gt;</td></tr>"
            ))
        #expect(
            page.contains(
                "<tr><td class=\"number\">2</td><td class=\"line\">&lt;/table&gt;&lt;script&gt;alert(1)&lt;/script&gt;</td></tr>"
            ))
        #expect(!page.contains("<td class=\"number\">3</td>"), "the final newline ends line 2, it opens no line 3")
        #expect(!page.contains("<script>"))
    }

    @Test @MainActor func anEmptySourceIsOneEmptyLine() {
        #expect(
            ViewSourcePages.page(title: "t", source: "").contains("<td class=\"number\">1</td><td class=\"line\"></td>")
        )
    }

    @Test @MainActor func aSourceThatIsNotUTF8IsReadAsWindows1252() {
        #expect(ViewSourcePages.text(of: Data([0x63, 0x61, 0x66, 0xE9, 0x20, 0x80])) == "café €")
        #expect(ViewSourcePages.text(of: Data("café €".utf8)) == "café €")
    }

    @Test @MainActor func aKeptSourceIsShownUnderItsViewSourceAddress() {
        let url = URL(string: "http://example.org/a?b=1")!
        let address = ViewSourcePages.shared.keep(Data("x".utf8), of: url)
        #expect(address.absoluteString == "view-source:http://example.org/a?b=1")
        #expect(address.scheme == ViewSourcePages.scheme)
    }
}
