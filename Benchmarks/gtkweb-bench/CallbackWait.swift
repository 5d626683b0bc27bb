import GLibInterop

/// One awaited callback with a deadline: a delegate calls `resume` when its event happens; the first
/// result wins, and the deadline fails the wait with the message `timeout` gives at that moment.
@MainActor
final class CallbackWait<Value: Sendable> {
    private var continuation: CheckedContinuation<Value, any Error>?

    /// Resumes the waiting task once; later calls do nothing.
    func resume(_ result: Result<Value, any Error>) {
        guard let continuation else { return }
        self.continuation = nil
        continuation.resume(with: result)
    }

    /// Runs `start`, then waits until `resume` is called or `seconds` pass.
    /// - Throws: the failure passed to `resume`, or `BenchError(timeout())` at the deadline.
    func wait(
        seconds: UInt32, timeout: @escaping @MainActor () -> String, _ start: () -> Void = {}
    ) async throws -> Value {
        let deadline = MainLoopSource.once(afterMilliseconds: seconds * 1000) { [weak self] in
            self?.resume(.failure(BenchError("timed out: \(timeout())")))
        }
        defer { deadline.cancel() }
        return try await withCheckedThrowingContinuation { continuation in
            self.continuation = continuation
            start()
        }
    }
}
