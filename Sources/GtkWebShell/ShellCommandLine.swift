import Foundation
import GtkWeb

/// What `gtkweb` was asked to do.
enum ShellCommand: Equatable {
    /// Open the browser window, on `url` or the start page.
    case browse(url: URL?)
    /// Convert Adblock Plus / EasyList files to WebKit content-blocker JSON.
    case importFilters(FilterImportCommand)
    case help
    case invalid(String)

    static let usage = """
        usage: gtkweb [URL]                   open the browser (on URL, or the start page)
               gtkweb --import-filters [--pretty] [--output FILE.json] LIST...
                                              convert Adblock Plus / EasyList lists into one WebKit rule list,
                                              on stdout or in FILE.json (FILE-2.json, … past WebKit's 150,000
                                              rules per list); skipped lines and counts by reason on stderr
               gtkweb --help
        """

    static func parse(_ arguments: [String]) -> ShellCommand {
        var rest = arguments[...]
        guard let first = rest.popFirst() else { return .browse(url: nil) }
        switch first {
        case "-h", "--help": return .help
        case "--import-filters":
            return FilterImportCommand.parse(rest).map(ShellCommand.importFilters)
                ?? .invalid(
                    "--import-filters needs one or more filter lists, and --output a file name")
        case _ where first.hasPrefix("-"):
            return .invalid("unknown option \(first)")
        default:
            guard let url = AddressParser.url(from: first) else { return .invalid("'\(first)' is not an address") }
            return .browse(url: url)
        }
    }
}
