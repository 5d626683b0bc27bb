import Foundation
import HTTPFixture
import Spawn

/// The `gtkweb` shell launched as a process, beside Epiphany (the C program's shell.c measures plain C's
/// minimal window the same way): `shell_first_paint_ms`, from spawning the browser on one page to the first
/// screen sample showing that page's colour; `shell_pss_1_tab_mb` and `shell_pss_10_tabs_mb`, the settled
/// PSS of its process tree with one page and with ten (one tab each). `epiphany_…`: the same three for
/// Debian's `epiphany-browser`, GtkWeb side only (left out, said on stderr, when it is not installed).
/// `shell_suggestions_100k_100k_p50/p95`: the address bar's queries per keystroke on a large profile
/// (`suggestionFigures`). In the one-tab launch, once settled: `shell_resize_step_main_thread_ms`, the
/// main thread's CPU time per step of resizing the window, and `new_tab_typing_ready_ms`, Ctrl+T to the new
/// tab's address bar taking keys (gtkweb and the minimal window only; the C program's shell_interact.c).
///
/// Every launch goes through the C program's launch probe (`gtkweb-bench-c --launch-probe`), so the
/// three browsers are measured by one method: a private session bus, empty XDG folders, no WebKit
/// sandbox (shell.c says why), the page from this side's fixture server. The gtkweb shell and Epiphany
/// take turns going first, round by round.
@MainActor
enum ShellSuite: BenchSuite {
    static let name = "shell"
    static let page = """
        <!doctype html><meta charset=utf-8><title>shell page</title>\
        <style>html, body { margin: 0; height: 100%; background: #12ab34; }</style><p>shell page</p>
        """
    static let epiphany = URL(fileURLWithPath: "/usr/bin/epiphany")

    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure] {
        env.server.route("/shell-page") { _ in FixtureResponse(body: Data(page.utf8)) }
        let urls = (0..<10).map { env.server.url("/shell-page?tab=\($0)").absoluteString }
        let gtkweb = ChildRun.program(.c).deletingLastPathComponent().appendingPathComponent("gtkweb")
        var browsers: [(prefix: String, command: [String], environment: [String: String])] = [
            ("shell", [gtkweb.path, "--no-sandbox"], [:])
        ]
        if FileManager.default.isExecutableFile(atPath: epiphany.path) {
            browsers.append(
                ("epiphany", [epiphany.path, "--private-instance"], ["WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS": "1"]))
        } else {
            note("shell: \(epiphany.path) is not installed (Debian's epiphany-browser): no epiphany_… figures")
        }
        if try nextRoundIsOdd(env.workdir) { browsers.reverse() }
        var figures: [BenchFigure] = []
        for browser in browsers {
            // gtkweb's one-tab launch also measures resizing and Ctrl+T, as the C program's minimal window does.
            let interact = browser.prefix == "shell" ? "org.gtkweb.Browser" : nil
            let one = try await probe(browser.command + [urls[0]], browser.environment, env.workdir, interact: interact)
            let ten = try await probe(browser.command + urls, browser.environment, env.workdir)
            figures += [
                BenchFigure(name: "\(browser.prefix)_first_paint_ms", unit: "ms", value: one.paint),
                BenchFigure(name: "\(browser.prefix)_pss_1_tab_mb", unit: "MB", value: one.pss),
                BenchFigure(name: "\(browser.prefix)_pss_10_tabs_mb", unit: "MB", value: ten.pss),
            ]
            if let resize = one.resize, let typing = one.typing {
                figures += [
                    BenchFigure(name: "\(browser.prefix)_resize_step_main_thread_ms", unit: "ms", value: resize),
                    BenchFigure(name: "new_tab_typing_ready_ms", unit: "ms", value: typing),
                ]
            }
        }
        return figures + (try suggestionFigures(env.workdir))
    }

    /// Counts this suite's runs in `workdir`; whether this one is the 2nd, 4th, ….
    private static func nextRoundIsOdd(_ workdir: URL) throws -> Bool {
        let file = workdir.appendingPathComponent("shell-suite-runs")
        let runs = (try? String(contentsOf: file, encoding: .utf8)).flatMap { Int($0) } ?? 0  // none yet: 0
        try String(runs + 1).write(to: file, atomically: true, encoding: .utf8)
        return runs % 2 == 1
    }

    /// Runs the launch probe on `command`, the GLib loop turning meanwhile (this side's fixture server
    /// answers the browser); returns its figures. With `interact` (the browser's D-Bus name), also the main
    /// thread's CPU per resize step and Ctrl+T to the new tab's address bar taking keys (shell_interact.c).
    private static func probe(
        _ command: [String], _ environment: [String: String], _ workdir: URL, interact: String? = nil
    ) async throws -> (paint: Double, pss: Double, resize: Double?, typing: Double?) {
        let output = workdir.appendingPathComponent("shell-probe.out")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = ChildProcess()
        process.executableURL = ChildRun.program(.c)
        process.arguments = ["--launch-probe"] + (interact.map { ["--interact", $0] } ?? []) + ["--"] + command
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
        try await ProcessTree.wait(for: "the launch probe of \(command[0])", seconds: 200) { !process.isRunning }
        let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
        let figures = try lines.map { try JSONDecoder().decode(ChildRun.Line.self, from: Data($0.utf8)) }
        guard process.terminationStatus == 0, let paint = figures.first(where: { $0.figure == "first_paint_ms" }),
            let pss = figures.first(where: { $0.figure == "pss_mb" })
        else { throw BenchError("the launch probe of \(command.joined(separator: " ")) failed (see above)") }
        let resize = figures.first { $0.figure == "resize_step_main_thread_ms" }?.value
        let typing = figures.first { $0.figure == "new_tab_typing_ready_ms" }?.value
        return (paint.value ?? 0, pss.value ?? 0, resize, typing)
    }
}
