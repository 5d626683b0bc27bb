import Foundation
import GtkWeb

/// The `gtkweb` desktop shell: parses the command line and runs the browser window.
public enum GtkWebShell {
    /// Runs `gtkweb` with `arguments` (without the program name); returns the exit status.
    @MainActor
    public static func main(arguments: [String]) -> Int32 {
        switch ShellCommand.parse(arguments) {
        case .help:
            print(ShellCommand.usage)
            return 0
        case .invalid(let message):
            FileHandle.standardError.write(Data("gtkweb: \(message)\n\(ShellCommand.usage)\n".utf8))
            return 2
        case .importFilters(let command):
            return command.run()
        case .browse(let url):
            guard GtkWebRuntime.initialize() else {
                FileHandle.standardError.write(Data("gtkweb: cannot open a display (is DISPLAY set?)\n".utf8))
                return 1
            }
            let browser = BrowserController(
                startURL: url ?? ResourceLocator.resources?.appendingPathComponent("start.html"))
            browser.run()
            return 0
        }
    }
}
