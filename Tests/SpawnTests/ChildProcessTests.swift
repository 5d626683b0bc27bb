import Dispatch
import Foundation
import Spawn
import Synchronization
import Testing

/// A child started by `ChildProcess` gets its standard streams and nothing else of this process, its own process
/// group and every signal's default action, and ends as `Process` would say it ended.
@Suite(.serialized) struct ChildProcessTests {
    /// Runs `/bin/sh -c script` to its end and returns what it printed, or records that it did not end.
    private func shell(_ script: String, environment: [String: String]? = nil) throws -> (String, ChildProcess) {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = try read(output, what: "the output of \(script)")
        process.waitUntilExit()
        return (text, process)
    }

    /// Reads `pipe` to its end on another thread, waiting for it at most 30 s.
    private func read(_ pipe: Pipe, what: String) throws -> String {
        let done = DispatchSemaphore(value: 0)
        let box = Mutex<Data>(Data())
        let handle = pipe.fileHandleForReading
        Thread {
            let data = handle.readDataToEndOfFile()
            box.withLock { $0 = data }
            done.signal()
        }.start()
        guard done.wait(timeout: .now() + 30) == .success else {
            throw ReadTimeout(
                description: "\(what) did not end within 30 s: this process still holds the pipe's writing end")
        }
        return String(decoding: box.withLock { $0 }, as: UTF8.self)
    }

    @Test func theChildGetsItsStandardStreamsAndNoOtherDescriptorOfThisProcess() throws {
        // Opened without O_CLOEXEC: only closing every descriptor from 3 up keeps it from the child.
        let inherited = open("/dev/null", O_RDONLY)
        try #require(inherited >= 3)
        defer { close(inherited) }
        let (listing, process) = try shell("ls /proc/$$/fd; true")
        #expect(process.terminationStatus == 0)
        #expect(listing.split(separator: "\n") == ["0", "1", "2"], "the child's descriptors: \(listing)")
    }

    @Test func exitStatusesAndEndingSignalsAreReportedAsProcessReportsThem() throws {
        let (_, exited) = try shell("exit 3")
        #expect(exited.terminationReason == .exit)
        #expect(exited.terminationStatus == 3)
        #expect(!exited.isRunning)
        let (_, signalled) = try shell("kill -TERM $$")
        #expect(signalled.terminationReason == .uncaughtSignal)
        #expect(signalled.terminationStatus == SIGTERM)
    }

    @Test func theChildHasTheEnvironmentGivenAndNothingElse() throws {
        let (text, _) = try shell("echo \"$GIVEN|$HOME\"", environment: ["GIVEN": "yes"])
        #expect(text == "yes|\n")
    }

    @Test func aSignalThisProcessIgnoresHasItsDefaultActionInTheChild() throws {
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        var previous = sigaction()
        sigaction(SIGHUP, &ignore, &previous)
        defer { sigaction(SIGHUP, &previous, nil) }
        let (_, process) = try shell("kill -HUP $$; exit 0")
        #expect(process.terminationReason == .uncaughtSignal, "SIGHUP stayed ignored in the child")
        #expect(process.terminationStatus == SIGHUP)
    }

    @Test func aRunningChildIsInAProcessGroupOfItsOwnAndTerminateEndsIt() throws {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/sleep")
        process.arguments = ["600"]
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        #expect(process.isRunning)
        #expect(getpgid(process.processIdentifier) == process.processIdentifier)
        process.terminate()
        #expect(ended.wait(timeout: .now() + 30) == .success, "the handler was not called after SIGTERM")
        process.waitUntilExit()
        process.waitUntilExit()  // every waiter returns, not only the first
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGTERM)
    }

    @Test func aMissingProgramIsATypedErrorThatNamesIt() throws {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/nonexistent/program")
        #expect(throws: ChildProcessError.spawnFailed(path: "/nonexistent/program", errno: ENOENT)) {
            try process.run()
        }
        #expect(!process.isRunning)
        #expect(throws: ChildProcessError.noExecutable) { try ChildProcess().run() }
    }

    @Test func theNullDeviceTakesOutputAndAFileHandleReceivesIt() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("spawn-\(UUID().uuidString).out")
        FileManager.default.createFile(atPath: path.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: path) }
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "echo out; echo err >&2"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: path)
        try process.run()
        process.waitUntilExit()
        #expect(try String(contentsOf: path, encoding: .utf8) == "err\n")
    }
}

/// A pipe that did not reach its end in time.
struct ReadTimeout: Error, CustomStringConvertible {
    let description: String
}
