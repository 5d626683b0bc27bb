import Foundation
import GtkWeb

/// Popups and custom URL schemes (the C program's windows.c, same method):
/// `popup_open_p50/p95` from `evaluateJavaScript("window.open('/'); 1")` on an opener showing `/`, shown as
/// the C side's is (`showAsTheCSideDoes`: on GTK 4 in a shown 800×600 window), to the popup's load-finished,
/// the popup made by `makeChildWebEngine()` and released before the next, 3 warm-up and 20 timed;
/// `scheme_fetch_1000_ms`, 1,000 sequential `fetch('/small/<i>')` + `text()` from a `bench://x/` page served
/// by an `InMemoryURLSchemeHandler`; `http_fetch_1000_ms`, the same fetches from the fixture server's `/` page.
@MainActor
enum WindowsSuite: BenchSuite {
    static let name = "windows"

    static let fetchLoop =
        "for (let i = 0; i < 1000; i++) { const r = await fetch('/small/' + i); await r.text(); } return 1;"

    /// Opens each popup and reports the moment its first load finished.
    @MainActor final class Popups: @MainActor SkipWebUIDelegate, SkipWebNavigationDelegate {
        var child: WebEngine?
        var finished: (() -> Void)?

        func webView(
            _ webView: WebView, createWebViewWith request: WebWindowRequest,
            platformContext: PlatformCreateWindowContext
        ) -> WebEngine? {
            let engine = platformContext.makeChildWebEngine()
            child = engine
            return engine
        }

        func webEngineDidFinishNavigation(_ webEngine: WebEngine) {
            if webEngine === child { finished?() }
        }
    }

    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure] {
        let popups = Popups()
        let resources = Dictionary(
            uniqueKeysWithValues: (0..<1000).map { ("small/\($0)", Data(repeating: UInt8(ascii: "x"), count: 100)) }
        )
        .merging(["index.html": Data("<!doctype html><title>scheme page</title><p>scheme</p>".utf8)]) { $1 }
        let opener = WebEngine(
            configuration: WebEngineConfiguration(
                javaScriptCanOpenWindowsAutomatically: true,
                schemeHandlers: ["bench": InMemoryURLSchemeHandler(resources: resources)], uiDelegate: popups,
                navigationDelegate: popups))
        let window = showAsTheCSideDoes(opener)
        defer { hideShownEngine(opener, in: window) }
        try await opener.load(url: env.server.url("/"))
        var samples: [Double] = []
        for index in 0..<(3 + 20) {
            let begin = nowMicroseconds()
            let elapsed: Double = try await withCheckedThrowingContinuation { continuation in
                popups.finished = {
                    popups.finished = nil
                    continuation.resume(returning: nowMicroseconds() - begin)
                }
                Task { @MainActor in
                    do { _ = try await opener.evaluateJavaScript("window.open('/'); 1") } catch {
                        popups.finished = nil
                        continuation.resume(throwing: error)
                    }
                }
            }
            popups.child = nil
            if index >= 3 { samples.append(elapsed) }
        }
        return Percentile.figures("popup_open", microseconds: samples) + [
            BenchFigure(
                name: "scheme_fetch_1000_ms", unit: "ms", value: try await fetch1000(opener, URL(string: "bench://x/")!)
            ),
            BenchFigure(
                name: "http_fetch_1000_ms", unit: "ms", value: try await fetch1000(opener, env.server.url("/"))),
        ]
    }

    private static func fetch1000(_ engine: WebEngine, _ url: URL) async throws -> Double {
        try await engine.load(url: url)
        let begin = nowMicroseconds()
        let result = try await engine.callAsyncJavaScript(fetchLoop)
        guard result == "1" else { throw BenchError("1,000 fetches from \(url) returned \(result ?? "nil")") }
        return (nowMicroseconds() - begin) / 1000
    }
}
