import Foundation
import Testing

@testable import GtkWebShell

/// What `gtkweb` makes of its command line.
@Suite struct ShellCommandLineTests {
    @Test func noArgumentOpensTheStartPage() {
        #expect(ShellCommand.parse([]) == .browse(url: nil, sandboxed: true))
    }

    @Test func anAddressOpensThatPage() {
        #expect(
            ShellCommand.parse(["example.org/a"]) == .browse(url: URL(string: "https://example.org/a"), sandboxed: true)
        )
    }

    @Test(arguments: [["-h"], ["--help"], ["--help", "ignored"]])
    func helpIsRecognised(arguments: [String]) {
        #expect(ShellCommand.parse(arguments) == .help)
    }

    @Test func importFiltersTakesTheFileAfterIt() {
        #expect(ShellCommand.parse(["--import-filters", "list.txt"]) == .importFilters(path: "list.txt"))
    }

    @Test func importFiltersWithoutAFileIsInvalid() {
        #expect(ShellCommand.parse(["--import-filters"]) == .invalid("--import-filters needs a file"))
    }

    @Test func anUnknownOptionIsInvalid() {
        #expect(ShellCommand.parse(["--frobnicate"]) == .invalid("unknown option --frobnicate"))
    }

    @Test func textThatIsNotAnAddressIsInvalid() {
        #expect(ShellCommand.parse(["two words"]) == .invalid("'two words' is not an address"))
    }
}
