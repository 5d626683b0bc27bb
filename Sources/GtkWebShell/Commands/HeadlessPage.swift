import Foundation
import GLibInterop
import GtkWeb

/// The part `gtkweb --eval` and `gtkweb --snapshot` share: a page loaded in an ephemeral engine that no
/// window shows, with the main loop run until the command has its exit status.
@MainActor
enum HeadlessPage {
    /// Exit status when no display can be opened.
    static let noDisplay: Int32 = 4
    /// Exit status when the page did not load.
    static let loadFailed: Int32 = 3

    /// Loads `url`, then runs `body` on the engine; returns `body`'s status, `loadFailed` or `noDisplay`
    /// (each failure said on stderr).
    static func run(url: URL, _ body: @escaping @MainActor (WebEngine) async -> Int32) -> Int32 {
        guard GtkWebRuntime.initialize() else {
            fail("cannot open a display (is DISPLAY set?)")
            return noDisplay
        }
        var status: Int32?
        let task = Task { @MainActor in
            let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
            do {
                try await engine.load(url: url)
            } catch {
                fail("\(url.absoluteString) did not load: \(error.localizedDescription)")
                status = loadFailed
                return
            }
            status = await body(engine)
        }
        while status == nil { iterateMainContext(mayBlock: true) }
        _ = task
        return status ?? 1
    }

    /// Writes `gtkweb: MESSAGE` on stderr.
    static func fail(_ message: String) {
        FileHandle.standardError.write(Data("gtkweb: \(message)\n".utf8))
    }
}
