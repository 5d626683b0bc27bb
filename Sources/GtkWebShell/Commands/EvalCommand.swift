import Foundation
import GtkWeb

/// `gtkweb --eval SCRIPT URL`: loads the page in an ephemeral engine that no window shows, runs the
/// script (promises awaited) and prints its JSON result on stdout.
@MainActor
enum EvalCommand {
    /// Exit statuses: 0 printed, 1 the script threw, 3 the page did not load, 4 no display.
    static func run(script: String, url: URL) -> Int32 {
        HeadlessPage.run(url: url) { engine in
            do {
                let result = try await engine.evaluate(js: script)
                FileHandle.standardOutput.write(Data(((result ?? "null") + "\n").utf8))
                return 0
            } catch {
                HeadlessPage.fail("the script threw: \(error.localizedDescription)")
                return 1
            }
        }
    }
}
