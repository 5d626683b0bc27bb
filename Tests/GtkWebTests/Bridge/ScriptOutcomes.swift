import Foundation
import GtkWeb

/// Starts script calls in their own tasks and records how each one ended.
@MainActor
final class ScriptOutcomes {
    /// What each call ended with, by label: its error, or `Returned` when it gave a value.
    private(set) var byLabel: [String: any Error] = [:]

    /// A call that returned instead of throwing.
    struct Returned: Error { var value: String? }

    /// Runs `call` in a new task, recording its outcome under `label`; returns the task.
    @discardableResult
    func start(_ label: String, _ call: @escaping @MainActor () async throws -> String?) -> Task<Void, Never> {
        Task { @MainActor in
            do {
                byLabel[label] = Returned(value: try await call())
            } catch {
                byLabel[label] = error
            }
        }
    }
}
