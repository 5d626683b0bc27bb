import Foundation
import GtkWebTestSupport
import HTTPFixture
import XCTest

@testable import GtkWeb

/// Helpers shared by the profile, cookie and site-data tests.
@MainActor
enum ProfileTesting {
    /// Runs `body` with `WebProfileStorage.current` pointed at fresh temporary roots, then restores
    /// the previous storage, lets go of the WebKit contexts nothing uses any more, waits for their
    /// network processes to end and removes the folder. Engines made in `body` must not outlive it.
    static func withTemporaryStorage(
        _ label: String, _ body: (_ storage: WebProfileStorage, _ folder: URL) async throws -> Void
    ) async throws {
        let previous = WebProfileStorage.current
        let (storage, folder) = TemporaryProfileStorage.make(label)
        WebProfileStorage.current = storage
        do {
            try await body(storage, folder)
        } catch {
            WebProfileStorage.current = previous
            // The body's failure is the one to report; a leftover temp folder is swept with the next run's.
            try? await removeWhenReleased(folder)
            throw error
        }
        WebProfileStorage.current = previous
        try await removeWhenReleased(folder)
    }

    /// Releases the unused persistent contexts, waits until WebKit has let go of `folder`, and removes it.
    ///
    /// Each context stored under `folder` answers a cookie query first: the round trip proves its
    /// network process is up and holds its files, so that waiting for the files to close is enough.
    static func removeWhenReleased(_ folder: URL) async throws {
        for context in ProfileRegistry.shared.persistentContexts(inside: folder) {
            _ = try await context.cookies(for: "http://localhost/")
        }
        // An engine of the body can outlive it by a moment (a task or callback still finishing): the
        // release is tried again on every check, so its context goes as soon as the engine does.
        let registry = ProfileRegistry.shared
        let held = { registry.persistentContexts(inside: folder).count + registry.liveEngineCount(inside: folder) }
        do {
            try await WebKitProcessWatch.waitUntilReleased(
                folder, timeout: 20, releasing: { registry.releaseUnusedPersistentContexts() },
                stillHeld: { "; contexts still cached and live engines: \(held())" })
        } catch let timeout as WaitTimeout where held() == 0 {
            // GtkWeb holds nothing of the profile any more; WebKit's network process outlives it (seen for
            // up to a minute on a loaded machine). The folder goes with the test process's own at the end.
            print("note: \(timeout); the folder is left to the end of the test run")
            return
        }
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        do {
            try FileManager.default.removeItem(at: folder)
        } catch {
            // Seen once on WebKitGTK 6.0 in a full run (EPERM on the test's own folder, after every engine
            // and context had let go): the body's checks are done, so the folder is left to the sweep at the
            // end of the test run, with what was still in it.
            print("note: \(folder.path) not removed (\(error)); still there: \(remainingEntries(in: folder))")
        }
    }

    /// Each entry left under `folder`, with its permissions and owner.
    private static func remainingEntries(in folder: URL) -> [String] {
        let manager = FileManager.default
        let paths = [""] + ((try? manager.subpathsOfDirectory(atPath: folder.path)) ?? [])
        return paths.map { path in
            let attributes = try? manager.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
            let mode = (attributes?[.posixPermissions] as? Int).map { String($0, radix: 8) } ?? "?"
            let owner = (attributes?[.ownerAccountID] as? Int).map(String.init) ?? "?"
            return "\(path.isEmpty ? "." : path) (mode \(mode), uid \(owner))"
        }
    }

    /// An engine on `profile`.
    static func engine(_ profile: WebProfile) -> WebEngine {
        WebEngine(configuration: WebEngineConfiguration(profile: profile))
    }

    /// `/set-cookie` answering with each of `headers` as a `Set-Cookie` header.
    static func setCookieURL(_ server: FixtureServer, _ headers: [String], host: String = "127.0.0.1") -> URL {
        var components = URLComponents(url: server.url("/set-cookie", host: host), resolvingAgainstBaseURL: false)!
        let names = ["cookie", "cookie2", "cookie3", "cookie4"]
        components.queryItems = zip(names, headers).map { URLQueryItem(name: $0, value: $1) }
        return components.url!
    }

    /// A page at `path` that runs `script` inline (route added to `server`).
    static func scriptPage(_ server: FixtureServer, _ path: String, title: String, script: String) -> URL {
        server.route(path) { _ in .html(title: title, body: "<script>\(script)</script>") }
        return server.url(path)
    }
}

extension WebEngine {
    /// Evaluates `js` and decodes its JSON string result (nil for undefined/null).
    func string(_ js: String) async throws -> String? {
        guard let json = try await evaluate(js: js) else { return nil }
        return try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) as? String
    }

    /// What the page's `document.cookie` holds.
    func documentCookie() async throws -> String { try await string("document.cookie") ?? "" }

    /// The `Cookie` header the server saw for `/echo-cookies`, after loading it.
    func serverSeenCookies(_ server: FixtureServer, host: String = "127.0.0.1") async throws -> String {
        try await load(url: server.url("/echo-cookies", host: host))
        return try await string("document.getElementById('cookies').textContent") ?? ""
    }

    /// The names and values of the cookies the store holds for `url`, as `name=value`, sorted.
    func cookiePairs(_ url: URL) async -> [String] {
        await cookies(for: url).map { "\($0.name)=\($0.value)" }.sorted()
    }
}
