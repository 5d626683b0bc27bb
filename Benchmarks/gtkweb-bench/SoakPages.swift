import Foundation
import GtkWeb
import HTTPFixture

/// The soak's pages and the user script every page runs.
@MainActor
enum SoakPages {
    /// At document end, posts the page's path five times to the `soak` handler.
    static let poster = WebViewUserScript(
        source:
            "for (let i = 0; i < 5; i++) window.webkit.messageHandlers.soak.postMessage(location.pathname + ' ' + i);",
        injectionTime: .atDocumentEnd, forMainFrameOnly: true)

    /// A small page titled with its path, with a little text, a script and an image, never cached; a page
    /// whose name starts with `popup-` closes its window (`window.close()`) once loaded.
    static func page(path: String) -> FixtureResponse {
        let name = path.split(separator: "/").last.map(String.init) ?? "page"
        let closing = name.hasPrefix("popup-") ? "<script>addEventListener('load', () => window.close());</script>" : ""
        let html =
            "<!doctype html><html><head><meta charset=\"utf-8\"><title>soak \(name)</title></head><body>"
            + "<h1>\(name)</h1><p>\(String(repeating: "Soak text. ", count: 200))</p><img src=\"/img0.png\">"
            + "<script>document.body.dataset.n = [...'\(name)'].length;</script>\(closing)</body></html>"
        return FixtureResponse(body: Data(html.utf8), headers: [("Cache-Control", "no-store")])
    }
}

/// Downloads started and cancelled once their first bytes arrived.
@MainActor
final class SoakDownloads {
    let manager: WebDownloadManager
    let server: FixtureServer
    private(set) var cancelled = 0

    init(folder: URL, server: FixtureServer) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        manager = WebDownloadManager(folder: folder)
        self.server = server
    }

    /// Starts a 64 MiB download through `engine`, cancels it at its first progress, and waits for it to end
    /// as cancelled.
    /// - Throws: `BenchError` when it ends otherwise, or does not end within 30 seconds.
    func startAndCancel(using engine: WebEngine) async throws {
        let url = server.url("/download/stream?bytes=\(64 << 20)&delay=5&name=soak.bin")
        let download = try manager.download(url, using: engine)
        let wait = CallbackWait<Void>()
        let token = manager.addObserver { event in
            switch event {
            case .progressed(let item, _) where item === download: download.cancel()
            case .failed(let item, .cancelled) where item === download: wait.resume(.success(()))
            case .failed(let item, let error) where item === download:
                wait.resume(.failure(BenchError("the soak's download failed: \(error)")))
            case .finished(let item, _) where item === download:
                wait.resume(.failure(BenchError("the soak's download finished before it was cancelled")))
            default: break
            }
        }
        defer { manager.removeObserver(token) }
        try await wait.wait(seconds: 30, timeout: { "the cancelled download to end (state \(download.state))" })
        cancelled += 1
    }
}
