import Foundation
import GLibInterop
import GtkWeb

/// `gtkweb --eval SCRIPT URL`: loads the page in an ephemeral engine that no window shows, runs the
/// script (promises awaited) and prints its JSON result on stdout.
@MainActor
enum EvalCommand {
    /// Exit statuses: 0 printed, 1 the script threw, 3 the page did not load, 4 no display.
    static func run(script: String, url: URL) -> Int32 {
        guard GtkWebRuntime.initialize() else {
            FileHandle.standardError.write(Data("gtkweb: cannot open a display (is DISPLAY set?)\n".utf8))
            return 4
        }
        var status: Int32?
        let task = Task { @MainActor in
            let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
            do {
                try await engine.load(url: url)
            } catch {
                FileHandle.standardError.write(
                    Data("gtkweb: \(url.absoluteString) did not load: \(error.localizedDescription)\n".utf8))
                status = 3
                return
            }
            do {
                let result = try await engine.evaluate(js: script)
                FileHandle.standardOutput.write(Data(((result ?? "null") + "\n").utf8))
                status = 0
            } catch {
                FileHandle.standardError.write(Data("gtkweb: the script threw: \(error.localizedDescription)\n".utf8))
                status = 1
            }
        }
        while status == nil { iterateMainContext(mayBlock: true) }
        _ = task
        return status ?? 1
    }
}
