import Foundation
import GtkWeb
import GtkWebTestSupport
import Spawn
import XCTest

/// An embedder that runs a plain `gtk_main()` (GTK 4: a `GMainLoop`, see `ToolkitMainLoop`) gets Swift's main actor inside it: `GtkWebRuntime.initialize()`
/// is all it needs. Proved in a child process (this test binary again, running only `testChildBody`), so
/// that a main actor that never runs hangs the child, which the parent stops at its deadline, and not the suite.
final class GtkMainTests: XCTestCase {
    static let childVariable = "GTKWEB_TEST_GTK_MAIN_CHILD"
    static let reportPrefix = "gtk_main ran the main actor: "

    func testMainActorTasksRunInsideAPlainGtkMain() {
        runOnMainLoop("the gtk_main child process", timeout: 90) {
            let output = TemporaryProfileStorage.processRoot.appendingPathComponent("gtk-main-\(UUID().uuidString).txt")
            try FileManager.default.createDirectory(
                at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Opening it below reports a failure.
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            defer { try? FileManager.default.removeItem(at: output) }  // a temp file of this run only
            let process = ChildProcess()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["GtkWebTests.GtkMainTests/testChildBody"]
            process.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: "1"]) { $1 }
            // A file, not a pipe: WebKit's helper processes inherit the descriptor.
            process.standardOutput = try FileHandle(forWritingTo: output)
            try process.run()
            try await process.waitForExit("the child running gtk_main()", timeout: 60)
            let text = try String(contentsOf: output, encoding: .utf8)
            XCTAssertEqual(process.terminationStatus, 0, text)
            XCTAssertTrue(text.contains(Self.reportPrefix + "\"42\""), text)
        }
    }

    /// The child's side: skipped unless started by `testMainActorTasksRunInsideAPlainGtkMain`.
    func testChildBody() throws {
        try XCTSkipUnless(
            ProcessInfo.processInfo.environment[Self.childVariable] == "1",
            "runs only as the child process of testMainActorTasksRunInsideAPlainGtkMain")
        MainActor.assumeIsolated {
            XCTAssertTrue(GtkWebRuntime.initialize())
            var result = "nothing"
            Task { @MainActor in
                let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
                do {
                    try await engine.loadHTMLAndWait("<p>42</p>")
                    result = try await engine.evaluate(js: "document.querySelector('p').textContent") ?? "nil"
                } catch {
                    result = "error: \(error)"
                }
                ToolkitMainLoop.quit()
            }
            ToolkitMainLoop.run()
            FileHandle.standardOutput.write(Data((Self.reportPrefix + result + "\n").utf8))
        }
    }
}
