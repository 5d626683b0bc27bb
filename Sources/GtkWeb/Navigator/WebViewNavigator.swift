public import Foundation
import GLibInterop
import Synchronization

/// Drives an engine from host code: loads, history, scripts. It may outlive views and keep a warm
/// engine: rebound to an engine that already has content, it does not reload `initialURL`/`initialHTML`.
///
/// As in SkipWeb, the navigator is `Sendable` and only its methods are `@MainActor`: it can be created
/// and given its initial URL or HTML on any thread (a default property value in a nonisolated type, a
/// background task). `initialURL` and `initialHTML` sit behind a lock, so the `Sendable` is checked.
public final class WebViewNavigator: Sendable {
    private let initialContent: Mutex<(url: URL?, html: String?)>

    /// Loaded when the navigator is first bound to an empty engine.
    public var initialURL: URL? {
        get { initialContent.withLock { $0.url } }
        set { initialContent.withLock { $0.url = newValue } }
    }
    /// Loaded (when `initialURL` is nil) when the navigator is first bound to an empty engine.
    public var initialHTML: String? {
        get { initialContent.withLock { $0.html } }
        set { initialContent.withLock { $0.html = newValue } }
    }

    /// The engine this navigator drives. Setting an engine without content loads the initial
    /// URL or HTML; an engine that already shows a page keeps it.
    @MainActor public var webEngine: WebEngine? {
        didSet {
            guard let webEngine, webEngine !== oldValue else { return }
            loadInitialContentIfEmpty(webEngine)
        }
    }

    /// - Parameters:
    ///   - initialURL: the page to load when first bound to an empty engine.
    ///   - initialHTML: HTML to load instead, when there is no `initialURL`.
    public init(initialURL: URL? = nil, initialHTML: String? = nil) {
        initialContent = Mutex((initialURL, initialHTML))
    }
}

@MainActor
extension WebViewNavigator {
    private func loadInitialContentIfEmpty(_ engine: WebEngine) {
        let hasContent = engine.url != nil || engine.currentItem != nil || engine.isLoading
        guard !hasContent else { return }
        if let initialURL {
            load(url: initialURL)
        } else if let initialHTML {
            engine.loadHTML(initialHTML)
        }
    }

    /// Starts loading `url` and returns at once; a failure is logged, not thrown.
    /// Without an engine, `url` becomes the initial URL for the next bound engine.
    public func load(url: URL) {
        guard let webEngine else {
            initialURL = url
            return
        }
        Task { @MainActor in
            do {
                try await webEngine.load(url: url)
            } catch let error as WebLoadError where error.kind == .cancelled {
                // Superseded by a newer navigation: nothing failed.
            } catch {
                GLibLog.warning("load of \(url.absoluteString) failed: \(error.localizedDescription)")
            }
        }
    }

    /// Loads `url` and returns when the page has finished loading.
    /// - Throws: `WebViewNavigatorError.noEngine` when unbound; otherwise as `WebEngine.load(url:)`.
    public func loadOrThrow(url: URL) async throws {
        try await requireEngine().load(url: url)
    }

    /// Loads `html` with relative URLs resolved against `baseURL`.
    public func load(html: String, baseURL: URL? = nil, mimeType: String = "text/html") {
        guard let webEngine else {
            initialHTML = html
            return
        }
        webEngine.loadHTML(html, baseURL: baseURL, mimeType: mimeType)
    }

    /// Reloads the page (after a web-process crash too).
    public func reload() { webEngine?.reload() }
    /// Stops the current load.
    public func stopLoading() { webEngine?.stopLoading() }
    /// Goes one page back.
    public func goBack() { webEngine?.goBack() }
    /// Goes one page forward.
    public func goForward() { webEngine?.goForward() }
    /// Goes to a history entry of the engine's back or forward list.
    public func go(_ item: WebHistoryItem) { webEngine?.go(to: item) }

    /// Evaluates `js` in the page; see `WebEngine.evaluate(js:)`.
    /// - Throws: `WebViewNavigatorError.noEngine` when unbound; `WebJavaScriptError` from the page.
    public func evaluateJavaScript(_ js: String) async throws -> String? {
        try await requireEngine().evaluate(js: js)
    }

    func requireEngine() throws -> WebEngine {
        guard let webEngine else { throw WebViewNavigatorError.noEngine }
        return webEngine
    }
}

/// Misuse of a navigator.
public enum WebViewNavigatorError: Error, LocalizedError, Equatable {
    /// The navigator is not bound to an engine (no `WebView` uses it and `webEngine` is nil).
    case noEngine

    public var errorDescription: String? {
        switch self {
        case .noEngine: "the navigator is not bound to a web engine"
        }
    }
}
