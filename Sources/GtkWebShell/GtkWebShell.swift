import Foundation
import GtkWeb

/// The `gtkweb` desktop shell: parses the command line and runs the browser or a one-shot command.
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
        case .bookmarkFile(let command):
            return command.run()
        case .eval(let script, let url, let sandboxed):
            if let refusal = applyBrowserDefaults(sandboxed: sandboxed) {
                FileHandle.standardError.write(Data("gtkweb: \(refusal)\n".utf8))
                return 1
            }
            return EvalCommand.run(script: script, url: url)
        case .snapshot(let file, let url, let sandboxed):
            if let refusal = applyBrowserDefaults(sandboxed: sandboxed) {
                FileHandle.standardError.write(Data("gtkweb: \(refusal)\n".utf8))
                return 1
            }
            return SnapshotCommand.run(file: file, url: url)
        case .printToPDF(let file, let url, let sandboxed):
            if let refusal = applyBrowserDefaults(sandboxed: sandboxed) {
                FileHandle.standardError.write(Data("gtkweb: \(refusal)\n".utf8))
                return 1
            }
            return PrintToPDFCommand.run(file: file, url: url)
        case .version:
            print(ShellVersions.current.text)
            return 0
        case .browse(let options):
            if let refusal = applyBrowserDefaults(sandboxed: options.sandboxed) {
                FileHandle.standardError.write(Data("gtkweb: \(refusal)\n".utf8))
                return 1
            }
            guard GtkWebRuntime.initialize() else {
                FileHandle.standardError.write(Data("gtkweb: cannot open a display (is DISPLAY set?)\n".utf8))
                return 4
            }
            if !options.automation { ShellPreferences.load() }
            let startPage =
                options.automation
                ? nil
                : ShellPreferences.current.homePageURL
                    ?? ResourceLocator.resources?.appendingPathComponent("start.html")
            let app = ShellApplication(startPage: startPage, automation: options.automation)
            return app.run(arguments: arguments)
        }
    }

    /// Sets what the shell owes its users before any engine exists: pages in WebKit's sandbox (or, with
    /// `--no-sandbox`, knowingly not), tracking prevention on and third-party cookies refused.
    /// - Returns: nil, or why the shell refuses to start (the sandbox is wanted but cannot start).
    @MainActor
    static func applyBrowserDefaults(sandboxed: Bool) -> String? {
        WebPrivacySettings.current = .browser
        do {
            if sandboxed {
                try WebContentSandbox.requireConfinement()
            } else {
                try WebContentSandbox.setEnabled(false)
            }
        } catch {
            let hint =
                sandboxed
                ? "; run 'gtkweb --no-sandbox' to browse without it (pages then run with your user's full access)" : ""
            return "\(error.localizedDescription)\(hint)"
        }
        return nil
    }
}
