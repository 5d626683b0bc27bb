import Foundation
import GtkWeb

/// A window's open permission questions, asked one at a time in its permission bar.
///
/// Requests for the same permission from the same site in the same tab join the question already
/// asked: a page that asks a thousand times gets one question, and the answer decides every request.
@MainActor
final class PermissionPrompts {
    /// One question and the requests its answer decides.
    struct Prompt {
        let origin: String
        let kind: WebPermissionKind
        let profile: WebProfile
        weak var engine: WebEngine?
        var requests: [WebPermissionRequest]

        func matches(origin: String, kind: WebPermissionKind, engine: WebEngine) -> Bool {
            self.origin == origin && self.kind.storageName == kind.storageName && self.engine === engine
        }
    }

    private(set) var queue: [Prompt] = []
    /// Shows the first question (its text, and whether it may be remembered), or hides the bar (nil).
    var show: (_ question: (text: String, canRemember: Bool)?) -> Void = { _ in }
    /// Told the answer to a question: the prompt, allowed or not, and whether to remember it.
    var onAnswered: (_ prompt: Prompt, _ allowed: Bool, _ remember: Bool) -> Void = { _, _, _ in }

    /// Adds `request` of `engine`, from `origin`: to the matching open question, or as a new one.
    func add(_ request: WebPermissionRequest, origin: String, engine: WebEngine, profile: WebProfile) {
        if let index = queue.firstIndex(where: { $0.matches(origin: origin, kind: request.kind, engine: engine) }) {
            queue[index].requests.append(request)
            return
        }
        queue.append(Prompt(origin: origin, kind: request.kind, profile: profile, engine: engine, requests: [request]))
        if queue.count == 1 { showFirst() }
        FileHandle.standardOutput.write(Data("gtkweb: permission asked: \(origin) \(request.kind.storageName)\n".utf8))
    }

    /// Decides every request of the first question, and of the other open questions for the same site
    /// and permission (in other tabs), then asks the next one.
    func answer(allowed: Bool, remember: Bool) {
        guard let first = queue.first else { return }
        let same = queue.filter { $0.origin == first.origin && $0.kind.storageName == first.kind.storageName }
        queue.removeAll { $0.origin == first.origin && $0.kind.storageName == first.kind.storageName }
        for prompt in same {
            for request in prompt.requests { allowed ? request.allow() : request.deny() }
        }
        let word = allowed ? "allowed" : "denied"
        FileHandle.standardOutput.write(
            Data("gtkweb: permission \(word): \(first.origin) \(first.kind.storageName)\n".utf8))
        onAnswered(first, allowed, remember)
        showFirst()
    }

    private func showFirst() {
        guard let first = queue.first else { return show(nil) }
        show((PermissionQuestion.text(origin: first.origin, kind: first.kind), first.profile.isPersistent))
    }
}
