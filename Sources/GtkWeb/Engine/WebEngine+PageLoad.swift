import Foundation

extension WebEngine {
    /// Runs `block`, which should start a main-frame navigation (a navigator's `load(url:)`, a click
    /// through `evaluate(js:)`), and returns when that navigation has finished.
    ///
    /// - Throws: the `WebLoadError` of a failed navigation (one replaced by a newer navigation is not a
    ///   failure: the call waits for the newer one); `.webProcessTerminated` when the web process ends first;
    ///   `CancellationError` when the calling task is cancelled (the navigation goes on).
    ///   A `block` that starts no navigation makes the call wait until one finishes.
    public func awaitPageLoaded(_ block: () -> Void) async throws {
        let waiter = PageLoadWaiter()
        let observer = addObserver { [waiter] event in
            switch event {
            case .finished: waiter.finish(nil)
            case .failed(let error): waiter.finish(error)
            case .webProcessTerminated(let reason):
                waiter.finish(
                    WebLoadError(kind: .webProcessTerminated, message: "the web process ended (\(reason))"))
            default: break
            }
        }
        defer { removeObserver(observer) }
        block()
        try await waiter.wait()
    }
}

/// The continuation `awaitPageLoaded` waits on, resumed once by an engine event or cancellation.
@MainActor
final class PageLoadWaiter {
    private var continuation: CheckedContinuation<Void, any Error>?
    private var outcome: Result<Void, any Error>?

    func finish(_ error: (any Error)?) {
        let result: Result<Void, any Error> = error.map { .failure($0) } ?? .success(())
        if let continuation {
            self.continuation = nil
            continuation.resume(with: result)
        } else if outcome == nil {
            outcome = result
        }
    }

    func wait() async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if let outcome {
                    continuation.resume(with: outcome)
                } else if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    self.continuation = continuation
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.finish(CancellationError()) }
        }
    }
}
