import Foundation
import GtkWeb

/// What `gtkweb` was asked to do.
enum ShellCommand: Equatable {
    /// Open browser windows or tabs (in the running instance, if there is one).
    case browse(BrowseOptions)
    /// Load `url` headless, run `script`, print its JSON result and exit.
    case eval(script: String, url: URL, sandboxed: Bool)
    /// Convert an Adblock Plus / EasyList file to WebKit content-blocker JSON on standard output.
    case importFilters(path: String)
    case help
    case invalid(String)

    /// What a browse command line asks for.
    struct BrowseOptions: Equatable {
        var urls: [URL] = []
        var newWindow = false
        var isPrivate = false
        var profile: String?
        var sandboxed = true
    }

    static let usage = """
        usage: gtkweb [OPTIONS] [URL...]        open the browser (on each URL, or the start page); in the
                                                running gtkweb when there is one
          --new-window                          open the URLs in a new window
          --private                             a private window: nothing it sees is kept
          --profile NAME                        a window on the named profile (its own cookies and storage)
          --no-sandbox                          run pages without WebKit's bubblewrap sandbox
               gtkweb [--no-sandbox] --eval SCRIPT URL
                                                load URL headless, print SCRIPT's result as JSON, exit:
                                                0 done, 1 the script threw, 3 the page did not load,
                                                4 no display
               gtkweb --import-filters FILE     convert Adblock Plus / EasyList filters to WebKit JSON on stdout;
                                                lines that cannot be converted are listed on stderr
               gtkweb --help
        Text that is not an address is searched for (GTKWEB_SEARCH_URL, a template with %s; default DuckDuckGo).
        """

    static func parse(_ arguments: [String]) -> ShellCommand {
        var rest = arguments[...]
        if rest.first == "--import-filters" {
            rest = rest.dropFirst()
            guard let path = rest.popFirst() else { return .invalid("--import-filters needs a file") }
            return .importFilters(path: path)
        }
        var options = BrowseOptions()
        var script: String?
        while let word = rest.popFirst() {
            switch word {
            case "-h", "--help": return .help
            case "--new-window": options.newWindow = true
            case "--private": options.isPrivate = true
            case "--no-sandbox": options.sandboxed = false
            case "--profile":
                guard let name = rest.popFirst(), !name.hasPrefix("-") else {
                    return .invalid("--profile needs a NAME")
                }
                options.profile = name
            case "--eval":
                guard let text = rest.popFirst() else { return .invalid("--eval needs a SCRIPT and a URL") }
                script = text
            case "--import-filters":
                return .invalid("--import-filters goes alone: gtkweb --import-filters FILE")
            case _ where word.hasPrefix("--no-sandbox"):
                return .invalid("--no-sandbox takes no value (\(word))")
            case _ where word.hasPrefix("-"):
                return .invalid("unknown option \(word)")
            default:
                guard let url = AddressParser.url(from: word) else { return .invalid("'\(word)' is not an address") }
                options.urls.append(url)
            }
        }
        if options.isPrivate, options.profile != nil { return .invalid("--private and --profile do not go together") }
        if let script {
            guard options.urls.count == 1, !options.newWindow, !options.isPrivate, options.profile == nil else {
                return .invalid("--eval takes a SCRIPT and one URL (and --no-sandbox), nothing else")
            }
            return .eval(script: script, url: options.urls[0], sandboxed: options.sandboxed)
        }
        return .browse(options)
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
