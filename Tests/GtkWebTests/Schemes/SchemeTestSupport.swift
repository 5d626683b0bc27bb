import Foundation
import GtkWeb
import GtkWebTestSupport

/// A folder with a served part and a secret beside it, removed when dropped.
final class ServedFolder {
    let root: URL
    let served: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("gtkweb-scheme-\(UUID().uuidString)")
        served = root.appendingPathComponent("served")
        try FileManager.default.createDirectory(
            at: served.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("SECRET".utf8).write(to: root.appendingPathComponent("secret.txt"))
        try Data("<title>from folder</title><p>folder page</p>".utf8).write(
            to: served.appendingPathComponent("index.html"))
        try Data("{\"ok\":true}".utf8).write(to: served.appendingPathComponent("sub/data.json"))
        try FileManager.default.createSymbolicLink(
            at: served.appendingPathComponent("escape.txt"),
            withDestinationURL: root.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(at: served.appendingPathComponent("up"), withDestinationURL: root)
    }

    deinit { try? FileManager.default.removeItem(at: root) }
}

/// A handler whose behaviour the test drives: streams two chunks with a pause, or throws.
@MainActor
final class ScriptedSchemeHandler: URLSchemeHandler {
    var releaseSecondChunk = false
    private(set) var requests: [URLSchemeRequest] = []
    /// How the last `/stream` request ended: nil while running, else "finished" or the error's text.
    private(set) var streamOutcome: String?
    struct Failure: Error, LocalizedError {
        var errorDescription: String? { "the handler failed on purpose" }
    }

    func respond(to request: URLSchemeRequest, with task: URLSchemeTask) async throws {
        requests.append(request)
        switch request.url.path {
        case "/index.html":
            try await task.respond(
                with: Data("<title>scripted</title><p>scripted page</p>".utf8), mimeType: "text/html")
        case "/stream":
            try task.respond(mimeType: "text/plain")
            try await task.write(Data("one|".utf8))
            try await waitUntil("the test to release the second chunk", timeout: 30) { self.releaseSecondChunk }
            do {
                try await task.write(Data("two".utf8))
                streamOutcome = "finished"
            } catch {
                streamOutcome = "\(error)"
                throw error
            }
        case "/fail":
            throw Failure()
        default:
            try await task.respond(with: Data("missing".utf8), mimeType: "text/plain", status: 404)
        }
    }
}

/// Waits for `engine`'s title (WebKit can report it just after the load finished).
@MainActor
func waitForTitle(_ engine: WebEngine, _ title: String) async throws {
    let describe: @MainActor () -> String = { "title: \(engine.title ?? "nil")" }
    try await waitUntil("the title \(title)", describe: describe) { engine.title == title }
}
