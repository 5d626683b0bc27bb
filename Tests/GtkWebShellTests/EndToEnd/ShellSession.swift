import Foundation
import GtkWebTestSupport
import Spawn
import XCTest

/// A private D-Bus session bus and the real `gtkweb` binary on it, for end-to-end tests.
///
/// The bus has no service directories, so nothing is activated on it but what a test starts. Every
/// process started here is stopped by PID in `stop()`; output goes to files (never pipes, which
/// WebKit's child processes would inherit and hold open).
@MainActor
final class ShellSession {
    let folder: URL
    private(set) var busAddress = ""
    private var bus: ChildProcess?
    private var shells: [(process: ChildProcess, output: URL)] = []

    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("gtkweb")
    }

    static var resources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")
    }

    /// Runs `body` with a new session, and stops everything the session started when it returns or throws.
    static func run(_ body: @MainActor (ShellSession) async throws -> Void) async throws {
        let session = try ShellSession()
        do {
            try await body(session)
        } catch {
            await session.stop()
            throw error
        }
        await session.stop()
    }

    /// Skips the calling test when xdotool, which sends its real input events, is missing.
    nonisolated static func skipUnlessXdotool() throws {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool"), "xdotool is not installed (make deps)")
    }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkweb-shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Starts the private session bus.
    func startBus() async throws {
        let config = folder.appendingPathComponent("session.conf")
        try """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig><type>session</type><listen>unix:dir=\(folder.path)</listen><auth>EXTERNAL</auth>
        <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/>
        <allow own="*"/></policy></busconfig>
        """.write(to: config, atomically: true, encoding: .utf8)
        let address = folder.appendingPathComponent("bus-address")
        FileManager.default.createFile(atPath: address.path, contents: nil)
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        process.arguments = ["--config-file=\(config.path)", "--nofork", "--print-address=1"]
        process.standardOutput = try FileHandle(forWritingTo: address)
        // A file, not the test's stderr: a bus left running by a test process that died would otherwise hold
        // `swift test`'s pipe open, and `swift test` would wait for it instead of reporting the death.
        let messages = folder.appendingPathComponent("bus-messages")
        FileManager.default.createFile(atPath: messages.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: messages)
        try process.run()
        bus = process
        let busMessages: @MainActor () -> String = {
            (try? String(contentsOf: messages, encoding: .utf8)) ?? ""  // unreadable: nothing said
        }
        try await waitUntil("the session bus to print its address", describe: busMessages) {
            (try? String(contentsOf: address, encoding: .utf8))?.contains("unix:") == true  // not written yet: wait
        }
        busAddress = try String(contentsOf: address, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Launches `gtkweb ARGUMENTS` on the bus, with `extra` added to its environment; returns the process
    /// and the file its stdout and stderr go to.
    @discardableResult
    func launch(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (
        process: ChildProcess, output: URL
    ) {
        try launch(Self.binary, arguments, environment: extra)
    }

    /// Launches `executable ARGUMENTS` with the environment of this session's shells (a driver that
    /// starts `gtkweb` itself passes it on) and `extra`; returns the process and the file its output goes to.
    @discardableResult
    func launch(_ executable: URL, _ arguments: [String], environment extra: [String: String] = [:]) throws -> (
        process: ChildProcess, output: URL
    ) {
        let output = folder.appendingPathComponent("\(executable.lastPathComponent)-\(shells.count).out")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = ChildProcess()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = busAddress.isEmpty ? nil : busAddress
        environment["GTKWEB_RESOURCES"] = Self.resources.path
        environment["GTK_USE_PORTAL"] = "0"
        // The `window` state (the chrome as JSON) that `chrome()` reads is built only when asked for.
        environment["GTKWEB_WINDOW_STATE"] = "1"
        // The session store (and profiles) of this session only: launches of one session share them.
        environment["XDG_DATA_HOME"] = dataFolder.path
        // The XDG download and pictures folders (user-dirs.dirs in XDG_CONFIG_HOME) of this session only.
        let config = folder.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "XDG_DOWNLOAD_DIR=\"\(downloadFolder.path)\"\nXDG_PICTURES_DIR=\"\(picturesFolder.path)\"\n".write(
            to: config.appendingPathComponent("user-dirs.dirs"), atomically: true, encoding: .utf8)
        environment["XDG_CONFIG_HOME"] = config.path
        // No GTK animations: a popover that slides in would move its items after the test read their frames.
        let gtkConfig = config.appendingPathComponent("gtk-3.0")
        try FileManager.default.createDirectory(at: gtkConfig, withIntermediateDirectories: true)
        try "[Settings]\ngtk-enable-animations=0\n".write(
            to: gtkConfig.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        shells.append((process, output))
        return (process, output)
    }

    /// The `XDG_DATA_HOME` of the shells this session launches (`gtkweb/sessions.sqlite` is in it).
    var dataFolder: URL { folder.appendingPathComponent("data") }

    /// The XDG download folder of the shells this session launches.
    var downloadFolder: URL { folder.appendingPathComponent("downloads") }

    /// The XDG pictures folder of the shells this session launches.
    var picturesFolder: URL { folder.appendingPathComponent("pictures") }

    /// Runs `gtkweb ARGUMENTS` to its end; returns its exit status and output.
    func run(_ arguments: [String], timeout: Double = 60) async throws -> (status: Int32, output: String) {
        let (process, output) = try launch(arguments)
        try await waitUntil("gtkweb \(arguments.joined(separator: " ")) to exit", timeout: timeout) {
            !process.isRunning
        }
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
    }

    /// Waits until `file` (a launched shell's output) contains `text`.
    func waitForOutput(_ file: URL, containing text: String, timeout: Double = 30) async throws {
        try await waitUntil(
            "gtkweb to print '\(text)'", timeout: timeout,
            describe: { (try? String(contentsOf: file, encoding: .utf8)) ?? "" },  // unreadable: nothing yet
            { (try? String(contentsOf: file, encoding: .utf8))?.contains(text) == true })
    }

    /// Calls `org.gtk.Actions.METHOD` on the shell's application (or the object at `path`: a window's
    /// actions are at `/org/gtkweb/Browser/window/<id>`) through `gdbus`; returns its output.
    func actions(_ method: String, _ arguments: [String], path: String = "/org/gtkweb/Browser") async throws
        -> String
    {
        let output = folder.appendingPathComponent("gdbus-\(UUID().uuidString).out")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        process.arguments =
            [
                "call", "--session", "--dest", "org.gtkweb.Browser", "--object-path", path,
                "--method", "org.gtk.Actions.\(method)",
            ] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = busAddress
        process.environment = environment
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        try await waitUntil("gdbus \(method) to answer") { !process.isRunning }
        let text = try String(contentsOf: output, encoding: .utf8)
        guard process.terminationStatus == 0 else { throw WaitTimeout(description: "gdbus \(method) failed: \(text)") }
        return text
    }

    /// Calls `org.gtk.Actions.METHOD` on the window actions of the window with GTK's id `window` (from 1,
    /// in the order windows opened).
    func windowActions(_ method: String, _ arguments: [String], window: Int) async throws -> String {
        try await actions(method, arguments, path: "/org/gtkweb/Browser/window/\(window)")
    }

    /// Activates the application action `name`, with a string parameter if given.
    func activate(_ name: String, _ parameter: String? = nil) async throws {
        let value = parameter.map { "[<\(Self.gvariantString($0))>]" } ?? "[]"
        _ = try await actions("Activate", [name, value, "{}"])
    }

    /// The string state of the stateful action `name`, decoded from `gdbus`'s GVariant text.
    func state(_ name: String) async throws -> String {
        let text = try await actions("Describe", [name])
        // ((true, signature '', [<'STATE'>]),), or [<"STATE">] when STATE has a single quote.
        for quote in ["'", "\""] {
            if let start = text.range(of: "[<" + quote), let end = text.range(of: quote + ">]", options: .backwards) {
                return Self.unescapeGVariantString(text[start.upperBound..<end.lowerBound])
            }
        }
        throw WaitTimeout(description: "no string state in \(text)")
    }

    /// Runs `script` in the active tab of the last window through the `eval` action and returns the
    /// `last-eval` state it published: `{"result": [MARKER, VALUE]}` (a promise's value once it
    /// settles) or `{"error": …}`.
    func evaluate(_ script: String) async throws -> String {
        let marker = UUID().uuidString
        let quoted = "\"" + marker + "\""
        try await activate("eval", "Promise.all([\(quoted), \(script)])")
        var last = ""
        try await poll("the shell to publish the result of \(script)", describe: last) {
            last = try await self.state("last-eval")
            return last.contains(marker)
        }
        return last
    }

    /// The text of a GVariant string literal's body: `\\`, `\'`, `\"`, `\n`, `\t` and `\uXXXX` undone.
    private static func unescapeGVariantString(_ body: Substring) -> String {
        var result = ""
        var characters = body.makeIterator()
        while let character = characters.next() {
            guard character == "\\", let escaped = characters.next() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "u":
                let hex = String((0..<4).compactMap { _ in characters.next() })
                if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) {
                    result.append(Character(scalar))
                }
            default: result.append(escaped)
            }
        }
        return result
    }

    /// Runs a tool (xdotool, …) to its end; returns its exit status. One still running at the deadline
    /// (`xdotool search --sync` for a window that never came) is stopped: it shares the test's output,
    /// and `swift test` would wait for it to close that.
    func runTool(_ path: String, _ arguments: [String]) async throws -> Int32 {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        try process.run()
        do {
            try await waitUntil("\(path) \(arguments.joined(separator: " ")) to exit") { !process.isRunning }
        } catch {
            process.terminate()
            throw error
        }
        return process.terminationStatus
    }

    /// Stops every process this session started (the shells first, then the bus), by PID.
    func stop() async {
        for (process, _) in shells where process.isRunning { process.terminate() }
        for (process, _) in shells {
            // One that does not stop in time is killed below.
            try? await waitUntil("gtkweb \(process.processIdentifier) to stop", timeout: 10) { !process.isRunning }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        if let bus, bus.isRunning {
            bus.terminate()
            try? await waitUntil("the session bus to stop", timeout: 5) { !bus.isRunning }  // killed below
            if bus.isRunning { kill(bus.processIdentifier, SIGKILL) }
        }
        try? FileManager.default.removeItem(at: folder)  // this session's own files
    }

    private static func gvariantString(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}

/// Repeats `condition` (each check is a round trip to another process, so the loop is paced by it)
/// until it holds or `seconds` (times `DeadlineScale.factor`) pass.
/// - Throws: `WaitTimeout` naming `what` and the last state `describe` reports.
@MainActor
func poll(
    _ what: String, timeout seconds: Double = 30, describe: @autoclosure @MainActor () -> String = "-",
    _ condition: @MainActor () async throws -> Bool
) async throws {
    let seconds = DeadlineScale.seconds(seconds)
    let deadline = ContinuousClock.now + .seconds(seconds)
    while try await !condition() {
        guard ContinuousClock.now < deadline else {
            throw WaitTimeout(
                description: "timed out after \(seconds) s waiting for \(what) (last seen: \(describe()))")
        }
    }
}
