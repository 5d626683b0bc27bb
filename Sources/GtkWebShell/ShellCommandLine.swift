import Foundation
import GtkWeb

/// What `gtkweb` was asked to do.
enum ShellCommand: Equatable {
    /// Open browser windows or tabs (in the running instance, if there is one).
    case browse(BrowseOptions)
    /// Load `url` headless, run `script`, print its JSON result and exit.
    case eval(script: String, url: URL, sandboxed: Bool)
    /// Load `url` headless, write an image of it to `file` (PNG or JPEG by its extension) and exit.
    case snapshot(file: URL, url: URL, sandboxed: Bool)
    /// Load `url` headless, print it to the PDF file `file` and exit.
    case printToPDF(file: URL, url: URL, sandboxed: Bool)
    /// Print the versions of GtkWeb, WebKitGTK and GTK and the sandbox state, and exit.
    case version
    /// Convert Adblock Plus / EasyList files to WebKit content-blocker JSON.
    case importFilters(FilterImportCommand)
    /// Import or export the Netscape bookmark HTML file.
    case bookmarkFile(BookmarkFileCommand)
    case help
    case invalid(String)

    /// What a browse command line asks for.
    struct BrowseOptions: Equatable {
        var urls: [URL] = []
        var newWindow = false
        var isPrivate = false
        var profile: String?
        var sandboxed = true
        /// `--automation-mode`: driven by WebKit's WebDriver (see `ShellAutomation`).
        var automation = false
    }

    static let usage = """
        usage: gtkweb [OPTIONS] [URL...]        open the browser (on each URL, or the start page); in the
                                                running gtkweb when there is one
          --new-window                          open the URLs in a new window
          --private                             a private window: nothing it sees is kept
          --profile NAME                        a window on the named profile (its own cookies and storage)
          --no-sandbox                          run pages without WebKit's bubblewrap sandbox
          --automation-mode                     be driven by WebKitWebDriver (WebDriver, Selenium): a private
                                                session of its own, no URLs, nothing restored or kept
               gtkweb [--no-sandbox] --eval SCRIPT URL
                                                load URL headless, print SCRIPT's result as JSON, exit:
                                                0 done, 1 the script threw, 3 the page did not load,
                                                4 no display
               gtkweb [--no-sandbox] --snapshot FILE URL
                                                load URL headless, write what it shows to FILE (.png, .jpg
                                                or .jpeg), exit: 0 written, 1 no snapshot or FILE not
                                                written, 3 the page did not load, 4 no display
               gtkweb [--no-sandbox] --print-to-pdf FILE URL
                                                load URL headless, print it to the PDF file FILE (A4),
                                                exit: 0 written, 1 not printed or FILE not written (nothing
                                                left there), 3 the page did not load, 4 no display
               gtkweb --import-filters [--pretty] [--hiding-in-webkit] [--output FILE.json] LIST...
                                                convert Adblock Plus / EasyList lists into one WebKit rule list,
                                                on stdout or in FILE.json (FILE-2.json, … past WebKit's 150,000
                                                rules per list); procedural and style filters, and generic
                                                hiding unless --hiding-in-webkit, in FILE.cosmetic.json;
                                                skipped lines and counts by reason on stderr
               gtkweb --version                 GtkWeb's, WebKitGTK's and GTK's versions and the sandbox
               gtkweb --import-bookmarks FILE | --export-bookmarks FILE
                                                read or write the bookmark HTML file Firefox, Chrome and
                                                Epiphany use; exit: 0 done, 1 the file was refused (nothing
                                                imported) or could not be written
               gtkweb --help
        Text that is not an address is searched for (GTKWEB_SEARCH_URL, a template with %s; else the search engine
        in Preferences, DuckDuckGo by default). Preferences: $XDG_CONFIG_HOME/gtkweb/preferences.ini.
        """

    static func parse(_ arguments: [String]) -> ShellCommand {
        var rest = arguments[...]
        if rest.first == "--import-filters" {
            return FilterImportCommand.parse(rest.dropFirst()).map(ShellCommand.importFilters)
                ?? .invalid("--import-filters needs one or more filter lists, and --output a file name")
        }
        if let bookmarkFile = BookmarkFileCommand.parse(arguments) { return bookmarkFile }
        var options = BrowseOptions()
        var script: String?
        var snapshotFile: String?
        var pdfFile: String?
        while let word = rest.popFirst() {
            switch word {
            case "-h", "--help": return .help
            case "--version": return arguments.count == 1 ? .version : .invalid("--version goes alone")
            case "--new-window": options.newWindow = true
            case "--private": options.isPrivate = true
            case "--no-sandbox": options.sandboxed = false
            case "--automation-mode": options.automation = true
            case "--profile":
                guard let name = rest.popFirst(), !name.hasPrefix("-") else {
                    return .invalid("--profile needs a NAME")
                }
                options.profile = name
            case "--eval":
                guard let text = rest.popFirst() else { return .invalid("--eval needs a SCRIPT and a URL") }
                script = text
            case "--snapshot":
                guard let file = rest.popFirst(), !file.hasPrefix("-") else {
                    return .invalid("--snapshot needs a FILE and a URL")
                }
                snapshotFile = file
            case "--print-to-pdf":
                guard let file = rest.popFirst(), !file.hasPrefix("-") else {
                    return .invalid("--print-to-pdf needs a FILE and a URL")
                }
                pdfFile = file
            case "--import-filters":
                return .invalid("--import-filters goes alone: gtkweb --import-filters LIST...")
            case "--import-bookmarks", "--export-bookmarks":
                return .invalid("\(word) goes alone: gtkweb \(word) FILE")
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
        if options.automation,
            !options.urls.isEmpty || options.newWindow || options.isPrivate || options.profile != nil
                || script != nil || snapshotFile != nil || pdfFile != nil
        {
            return .invalid("--automation-mode takes no URL and goes only with --no-sandbox")
        }
        if let pdfFile {
            guard script == nil, snapshotFile == nil, options.urls.count == 1, !options.newWindow, !options.isPrivate,
                options.profile == nil
            else {
                return .invalid("--print-to-pdf takes a FILE and one URL (and --no-sandbox), nothing else")
            }
            return .printToPDF(file: URL(fileURLWithPath: pdfFile), url: options.urls[0], sandboxed: options.sandboxed)
        }
        if let snapshotFile {
            guard script == nil, options.urls.count == 1, !options.newWindow, !options.isPrivate, options.profile == nil
            else {
                return .invalid("--snapshot takes a FILE and one URL (and --no-sandbox), nothing else")
            }
            return .snapshot(
                file: URL(fileURLWithPath: snapshotFile), url: options.urls[0], sandboxed: options.sandboxed)
        }
        if let script {
            guard options.urls.count == 1, !options.newWindow, !options.isPrivate, options.profile == nil else {
                return .invalid("--eval takes a SCRIPT and one URL (and --no-sandbox), nothing else")
            }
            return .eval(script: script, url: options.urls[0], sandboxed: options.sandboxed)
        }
        return .browse(options)
    }
}
