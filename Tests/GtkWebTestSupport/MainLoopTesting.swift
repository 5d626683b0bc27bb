import GLibInterop
import GtkWeb
import Synchronization
public import XCTest

/// Runs a main-actor async test body on the GLib main loop.
///
/// XCTest calls test methods synchronously on the main thread, and nothing iterates GLib there, so an
/// `async` test would never see WebKit's callbacks. These helpers start the body in a main-actor task
/// and iterate the default GLib context until the body finishes or its deadline passes.
extension XCTestCase {
    /// Runs `body` on the main actor while iterating the GLib main loop.
    ///
    /// Fails the test (at the caller's line) when `body` throws, or when it has not finished after
    /// `seconds` (times `DeadlineScale.factor`); on timeout the task is cancelled and the message names `what`.
    public func runOnMainLoop(
        _ what: String = "the test body", timeout seconds: Double = 60,
        file: StaticString = #filePath, line: UInt = #line,
        _ body: @escaping @MainActor () async throws -> Void
    ) {
        MainActor.assumeIsolated {
            XCTAssertTrue(
                GtkWebRuntime.initialize(), "GTK could not be initialized: is DISPLAY set (run under xvfb-run)?",
                file: file, line: line)
            let state = RunState()
            TemporaryProfileStorage.installProcessDefault()  // profiles never land in the real home
            let task = Task { @MainActor in
                do { try await body() } catch { state.error = error }
                state.finished = true
            }
            let seconds = DeadlineScale.seconds(seconds)
            let deadline = MainLoopSource.once(afterMilliseconds: UInt32(seconds * 1000)) { state.timedOut = true }
            while !state.finished && !state.timedOut { iterateMainContext(mayBlock: true) }
            deadline.cancel()
            if !state.finished {
                task.cancel()
                XCTFail("timed out after \(seconds) s: \(what) did not finish", file: file, line: line)
                // Give the cancelled body a moment to unwind so it does not leak into the next test.
                let grace = MainLoopSource.once(afterMilliseconds: 2000) { state.timedOut = true }
                state.timedOut = false
                while !state.finished && !state.timedOut { iterateMainContext(mayBlock: true) }
                grace.cancel()
                if !state.finished {
                    // The body ignores cancellation: it would go on running (loads, callbacks, assertions)
                    // inside whichever test iterates the main loop next. End the run here instead.
                    stopRunBecauseABodyLeaked("\(what) (\(file):\(line))")
                }
            }
            if let error = state.error {
                XCTFail("\(what) threw: \(error)", file: file, line: line)
            }
        }
    }
}

/// Ends the test process: a timed-out body still running after its cancellation and grace period would
/// otherwise leak into the next test. The crash makes `swift test` (and `make test`) fail.
private func stopRunBecauseABodyLeaked(_ what: String) -> Never {
    fatalError("\(what) kept running after it timed out and was cancelled; stopping the test run so it cannot leak")
}

extension XCTestCase {
    /// `runOnMainLoop` for a test method that `throws`: an `XCTSkip` thrown by `body` skips the test
    /// (with its reason) instead of failing it.
    public func runOnMainLoopSkippingIfAsked(
        _ what: String = "the test body", timeout seconds: Double = 60,
        file: StaticString = #filePath, line: UInt = #line,
        _ body: @escaping @MainActor () async throws -> Void
    ) throws {
        let skipped = MainActor.assumeIsolated { SkipRecord() }
        runOnMainLoop(what, timeout: seconds, file: file, line: line) {
            do { try await body() } catch let skip as XCTSkip { skipped.reason = skip }
        }
        if let skip = MainActor.assumeIsolated({ skipped.reason }) { throw skip }
    }
}

/// The skip a body asked for.
@MainActor
private final class SkipRecord {
    var reason: XCTSkip?
}

@MainActor
private final class RunState {
    var finished = false
    var timedOut = false
    var error: (any Error)?
}

/// A wait that did not see its event before the deadline.
public struct WaitTimeout: Error, CustomStringConvertible {
    public var description: String
    public init(description: String) { self.description = description }
}

/// Waits, without sleeping, until `condition` holds: re-checked every few milliseconds of the GLib
/// loop and whenever the loop runs other work, for `seconds` times `DeadlineScale.factor`.
///
/// The wait ends early when its task is cancelled (`runOnMainLoop` cancels a body that passed its own
/// deadline), so a timed-out body unwinds, and cleans up what it started, instead of waiting out each
/// remaining deadline in turn.
/// - Throws: `WaitTimeout` naming `what` and, if given, the last state `describe` reports;
///   `CancellationError` when the task was cancelled before `condition` held.
@MainActor
public func waitUntil(
    _ what: String, timeout seconds: Double = 15, describe: (@MainActor () -> String)? = nil,
    _ condition: @escaping @MainActor () -> Bool
) async throws {
    if condition() { return }
    try Task.checkCancellation()
    let seconds = DeadlineScale.seconds(seconds)
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    let cancelled = CancellationFlag()
    var source: MainLoopSource?
    let outcome: WaitOutcome = await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
            source = MainLoopSource.timeout(milliseconds: 5) {
                if condition() {
                    continuation.resume(returning: .met)
                    return false
                }
                if cancelled.raised.load(ordering: .relaxed) {
                    continuation.resume(returning: .cancelled)
                    return false
                }
                if ContinuousClock.now >= deadline {
                    continuation.resume(returning: .timedOut)
                    return false
                }
                return true
            }
        }
    } onCancel: {
        cancelled.raised.store(true, ordering: .relaxed)
    }
    source?.cancel()
    switch outcome {
    case .met: return
    case .cancelled: throw CancellationError()
    case .timedOut:
        let seen = describe.map { " (last seen: \($0()))" } ?? ""
        throw WaitTimeout(description: "timed out after \(seconds) s waiting for \(what)\(seen)")
    }
}

/// How a `waitUntil` ended.
private enum WaitOutcome {
    case met, timedOut, cancelled
}

/// Set when the waiting task is cancelled (from whichever thread cancels it); read by the wait's GLib
/// timer on the main thread.
private final class CancellationFlag: Sendable {
    let raised = Atomic<Bool>(false)
}

/// A one-shot event a test waits for: fulfilled by a callback, awaited with a deadline.
@MainActor
public final class Awaited<Value> {
    private var value: Value?
    private let what: String

    /// - Parameter what: what the event is, for the timeout message.
    public init(_ what: String) { self.what = what }

    /// Records the event; later calls are ignored (the first value wins).
    public func fulfill(_ value: Value) {
        if self.value == nil { self.value = value }
    }

    /// Whether the event happened.
    public var isFulfilled: Bool { value != nil }

    /// The event's value, waiting up to `seconds` for it.
    /// - Throws: `WaitTimeout` when it does not happen in time.
    public func value(within seconds: Double = 15) async throws -> Value {
        try await waitUntil(what, timeout: seconds) { self.value != nil }
        return value!
    }
}

extension Awaited where Value == Void {
    /// Records the event.
    public func fulfill() { fulfill(()) }
}
