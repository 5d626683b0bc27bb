import Dispatch
public import Foundation
import Synchronization

/// A program run as a child of this process, with `posix_spawn`; the tests' and the benchmarks' way to start
/// one instead of Foundation's `Process`.
///
/// Foundation's `Process.run()` (swift-corelibs-foundation as shipped with Swift 6.3) lists `/proc/self/fd`
/// to close every descriptor in the child, and copies each entry's whole 256-byte name field where `readdir`
/// returned a shorter record: when the record ends the last mapped page of the heap, the copy reads past it and
/// the whole test process dies of SIGSEGV (in `__memmove_avx_unaligned_erms`; twice in about seven runs of this
/// package's suite). This type closes the child's descriptors with one `closefrom` action and lists no
/// folder.
///
/// Set it up, then `run()` it once. The child gets this process's standard input, the standard output and
/// error given (this process's own when nil), its process group of its own (as `Process` gives it), every
/// signal's default action, an empty signal mask, and no other descriptor. A thread of its own waits for it,
/// so it is reaped even if nobody asks how it ended.
public final class ChildProcess: Sendable {
    /// What `run()` starts, and the child's process ID once it has.
    private struct Setup {
        var executableURL: URL?
        var arguments: [String] = []
        var environment: [String: String]?
        var standardOutput: (any ChildOutput)?
        var standardError: (any ChildOutput)?
        var terminationHandler: (@Sendable (ChildProcess) -> Void)?
        var processIdentifier: Int32 = 0
    }

    private let setup = Mutex(Setup())
    private let exit = ExitWatch()

    /// A process to set up, not started.
    public init() {}

    /// The program to run (its path; `PATH` is not searched).
    public var executableURL: URL? {
        get { setup.withLock { $0.executableURL } }
        set { setup.withLock { $0.executableURL = newValue } }
    }

    /// The arguments after the program's name.
    public var arguments: [String] {
        get { setup.withLock { $0.arguments } }
        set { setup.withLock { $0.arguments = newValue } }
    }

    /// The child's whole environment; this process's when nil.
    public var environment: [String: String]? {
        get { setup.withLock { $0.environment } }
        set { setup.withLock { $0.environment = newValue } }
    }

    /// Where the child's standard output goes: a `FileHandle` (`FileHandle.nullDevice` for none) or a `Pipe`
    /// (whose writing end this process closes once the child has it); this process's own when nil.
    public var standardOutput: (any ChildOutput)? {
        get { setup.withLock { $0.standardOutput } }
        set { setup.withLock { $0.standardOutput = newValue } }
    }

    /// Where the child's standard error goes, as `standardOutput`.
    public var standardError: (any ChildOutput)? {
        get { setup.withLock { $0.standardError } }
        set { setup.withLock { $0.standardError = newValue } }
    }

    /// Called once the child has ended, on the thread that waited for it.
    public var terminationHandler: (@Sendable (ChildProcess) -> Void)? {
        get { setup.withLock { $0.terminationHandler } }
        set { setup.withLock { $0.terminationHandler = newValue } }
    }

    /// The child's process ID; 0 before `run()`.
    public var processIdentifier: Int32 { setup.withLock { $0.processIdentifier } }

    /// Starts the child.
    /// - Throws: `ChildProcessError` when there is no `executableURL`, when `run()` was already called, or when
    ///   `posix_spawn` fails (a missing or non-executable program, too many processes).
    public func run() throws(ChildProcessError) {
        let setup = try self.setup.withLock { setup throws(ChildProcessError) in
            guard setup.processIdentifier == 0 else { throw .alreadyRun }
            guard let executableURL = setup.executableURL else { throw .noExecutable }
            let path = executableURL.path
            let environment = (setup.environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
            setup.processIdentifier = try Spawner.spawn(
                path: path, arguments: [path] + setup.arguments, environment: environment,
                output: setup.standardOutput?.descriptorForChild, errors: setup.standardError?.descriptorForChild)
            return setup
        }
        setup.standardOutput?.childDidStart()
        if setup.standardError !== setup.standardOutput { setup.standardError?.childDidStart() }
        let pid = setup.processIdentifier
        let waiter = Thread { [self] in
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 {
                guard errno == EINTR else {
                    // ECHILD: nothing else in this process reaps a PID it did not start, so this is not expected.
                    status = 0x7F00  // reported as an exit with status 127
                    break
                }
            }
            exit.record(status)
            setup.terminationHandler?(self)
        }
        waiter.name = "ChildProcess \(pid)"
        waiter.start()
    }

    /// Whether the child was started and has not ended.
    public var isRunning: Bool { processIdentifier != 0 && exit.status == nil }

    /// The child's exit status, or the number of the signal that ended it; 0 while it runs.
    public var terminationStatus: Int32 {
        guard let status = exit.status else { return 0 }
        return Self.signalled(status) ? status & 0x7F : (status >> 8) & 0xFF
    }

    /// Whether the child exited or was ended by a signal (`.exit` while it runs, as `Process` says).
    public var terminationReason: Process.TerminationReason {
        guard let status = exit.status, Self.signalled(status) else { return .exit }
        return .uncaughtSignal
    }

    /// Sends the child SIGTERM, if it runs.
    public func terminate() {
        if isRunning { kill(processIdentifier, SIGTERM) }
    }

    /// Blocks the calling thread until the child has ended (at once when it was never started).
    public func waitUntilExit() {
        guard processIdentifier != 0 else { return }
        exit.wait()
    }

    /// Whether a `waitpid` status says the process ended by a signal (`WIFSIGNALED`).
    private static func signalled(_ status: Int32) -> Bool {
        let signal = status & 0x7F
        return signal != 0 && signal != 0x7F
    }
}

/// Why a `ChildProcess` did not start.
public enum ChildProcessError: Error, Equatable, CustomStringConvertible {
    /// `run()` was called without an `executableURL`.
    case noExecutable
    /// `run()` was called a second time.
    case alreadyRun
    /// `posix_spawn` (or setting it up) failed with `errno` for the program at `path`.
    case spawnFailed(path: String, errno: Int32)

    /// What went wrong, in words (with the C library's message for `errno`).
    public var description: String {
        switch self {
        case .noExecutable: "no program to run was given"
        case .alreadyRun: "the process was already started"
        case .spawnFailed(let path, let code): "could not start \(path): \(String(cString: strerror(code)))"
        }
    }
}

/// How a child ended, written once by its waiting thread and read from any other.
final class ExitWatch: Sendable {
    private let state = Mutex<Int32?>(nil)
    private let ended = DispatchSemaphore(value: 0)

    /// The raw `waitpid` status; nil while the child runs.
    var status: Int32? { state.withLock { $0 } }

    func record(_ status: Int32) {
        state.withLock { $0 = status }
        ended.signal()
    }

    /// Waits for `record`; passes the signal on, so that every waiter returns.
    func wait() {
        ended.wait()
        ended.signal()
    }
}
