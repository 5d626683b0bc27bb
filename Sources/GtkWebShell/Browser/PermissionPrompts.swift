import Foundation
import GtkWeb

/// A window's open permission questions, asked one at a time in its permission bar.
///
/// Requests for the same permission from the same site in the same tab join the question already
/// asked: a page that asks a thousand times gets one question, and the answer decides every request.
/// A tab that leaves the site drops its questions (their requests are denied).
@MainActor
final class PermissionPrompts {
    /// One question and the requests its answer decides.
    struct Prompt {
        let origin: String
        let kind: WebPermissionKind
        let profile: WebProfile
        weak var engine: WebEngine?
        var requests: [WebPermissionRequest]
        /// Follows the tab's page while the question is open (`PermissionPrompts.follow`).
        var observation: WebViewStateObservation?

        func matches(origin: String, kind: WebPermissionKind, engine: WebEngine) -> Bool {
            self.origin == origin && self.kind.storageName == kind.storageName && self.engine === engine
        }
    }

    private(set) var queue: [Prompt] = []
    /// Shows the first question (its text, and whether it may be remembered), or hides the bar (nil).
    var show: (_ question: (text: String, canRemember: Bool)?) -> Void = { _ in }
    /// Told the answer to a question: the prompt, allowed or not, and whether to remember it.
    var onAnswered: (_ prompt: Prompt, _ allowed: Bool, _ remember: Bool) -> Void = { _, _, _ in }

    /// Adds `request` of `engine`, from `origin`: to the matching open question, or as a new one whose
    /// tab's page `state` is followed, so that the question goes when the tab leaves `origin`.
    func add(
        _ request: WebPermissionRequest, origin: String, engine: WebEngine, profile: WebProfile, state: WebViewState?
    ) {
        if let index = queue.firstIndex(where: { $0.matches(origin: origin, kind: request.kind, engine: engine) }) {
            queue[index].requests.append(request)
            return
        }
        let observation = state?.observe { [weak self, weak engine] state in
            // No URL yet (a load starting) is not a departure.
            guard let self, let engine, let url = state.url, !Self.isPage(url, of: origin) else { return }
            self.removeQuestions(of: engine, origin: origin)
        }
        queue.append(
            Prompt(
                origin: origin, kind: request.kind, profile: profile, engine: engine, requests: [request],
                observation: observation))
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

    /// Drops the questions `engine` asked for `origin` (their requests, released, are denied).
    private func removeQuestions(of engine: WebEngine, origin: String) {
        let wasFirst = queue.first.map { $0.engine === engine && $0.origin == origin } ?? false
        queue.removeAll { $0.engine === engine && $0.origin == origin }
        FileHandle.standardOutput.write(Data("gtkweb: permission questions dropped: \(origin)\n".utf8))
        if wasFirst { showFirst() }
    }

    /// Whether `url` is a page of `origin` (`scheme://host[:port]`).
    static func isPage(_ url: URL, of origin: String) -> Bool {
        guard let site = URL(string: origin) else { return false }
        func port(_ url: URL) -> Int? { url.port ?? ["http": 80, "https": 443][url.scheme?.lowercased() ?? ""] }
        return url.scheme?.lowercased() == site.scheme?.lowercased()
            && url.host?.lowercased() == site.host?.lowercased()
            && port(url) == port(site)
    }

    private func showFirst() {
        guard let first = queue.first else { return show(nil) }
        show((PermissionQuestion.text(origin: first.origin, kind: first.kind), first.profile.isPersistent))
    }
}
