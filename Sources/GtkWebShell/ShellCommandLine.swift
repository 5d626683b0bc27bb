import Foundation
import GtkWeb

/// What `gtkweb` was asked to do.
enum ShellCommand: Equatable {
    /// Open the browser window, on `url` or the start page; `sandboxed` is false with `--no-sandbox`.
    case browse(url: URL?, sandboxed: Bool)
    /// Convert an Adblock Plus / EasyList file to WebKit content-blocker JSON on standard output.
    case importFilters(path: String)
    case help
    case invalid(String)

    static let usage = """
        usage: gtkweb [--no-sandbox] [URL]    open the browser (on URL, or the start page); pages run in
                                              WebKit's bubblewrap sandbox unless --no-sandbox is given
               gtkweb --import-filters FILE   convert Adblock Plus / EasyList filters to WebKit JSON on stdout;
                                              lines that cannot be converted are listed on stderr
               gtkweb --help
        """

    static func parse(_ arguments: [String]) -> ShellCommand {
        var rest = arguments[...]
        var sandboxed = true
        if rest.first == "--no-sandbox" {
            sandboxed = false
            rest = rest.dropFirst()
        }
        guard let first = rest.popFirst() else { return .browse(url: nil, sandboxed: sandboxed) }
        if !sandboxed, first.hasPrefix("-") { return .invalid("--no-sandbox goes with a URL or nothing, not \(first)") }
        switch first {
        case "-h", "--help": return .help
        case "--import-filters":
            guard let path = rest.popFirst() else { return .invalid("--import-filters needs a file") }
            return .importFilters(path: path)
        case _ where first.hasPrefix("--no-sandbox"):
            return .invalid("--no-sandbox takes no value (\(first))")
        case _ where first.hasPrefix("-"):
            return .invalid("unknown option \(first)")
        default:
            guard let url = AddressParser.url(from: first) else { return .invalid("'\(first)' is not an address") }
            guard rest.isEmpty else { return .invalid("unexpected argument \(rest.first!)") }
            return .browse(url: url, sandboxed: sandboxed)
        }
    }
}

/// `gtkweb --import-filters FILE`.
enum FilterImportCommand {
    /// Writes the JSON to stdout and one line per skipped filter to stderr; returns the exit status.
    static func run(path: String) -> Int32 {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("gtkweb: cannot read \(path): \(error.localizedDescription)\n".utf8))
            return 1
        }
        let conversion = FilterListImporter().convert(text)
        for skipped in conversion.skipped {
            FileHandle.standardError.write(
                Data("gtkweb: \(path):\(skipped.lineNumber): skipped: \(skipped.reason): \(skipped.line)\n".utf8))
        }
        FileHandle.standardError.write(
            Data("gtkweb: \(conversion.rules.count) rules, \(conversion.skipped.count) lines skipped\n".utf8))
        guard !conversion.rules.isEmpty else {
            FileHandle.standardError.write(
                Data("gtkweb: no filter could be converted; WebKit refuses empty lists\n".utf8))
            return 1
        }
        FileHandle.standardOutput.write(Data((conversion.json() + "\n").utf8))
        return 0
    }
}
