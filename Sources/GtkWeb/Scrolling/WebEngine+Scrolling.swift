import Foundation

extension WebEngine {
    /// Told how the page scrolls (set by `WebView(scrollDelegate:)`); kept weakly. Setting one
    /// installs the page observer, which runs from the next navigation on.
    public var scrollDelegate: (any SkipWebScrollDelegate)? {
        get { windowing.scroll?.delegate }
        set {
            let tracker = windowing.scroll ?? startScrollTracking()
            tracker.delegate = newValue
        }
    }

    /// The scroll state handed to the scroll delegate.
    public var scrollViewProxy: WebScrollViewProxy? { windowing.scroll?.proxy }

    private func startScrollTracking() -> ScrollTracker {
        let tracker = ScrollTracker()
        tracker.proxy.isScrollEnabled = configuration.isScrollEnabled
        windowing.scroll = tracker
        windowing.connections += handle.onScrollInput { [weak tracker] input in tracker?.input(input) }
        windowing.scrollChannel = ScriptMessageChannel(
            userContent: userContent, name: Self.scrollHandlerName, world: WebContentWorld.bridge.name,
            withReply: false, marker: ""
        ) { [weak tracker] payload, _ in
            guard case .marked(let json) = payload,
                let report = try? JSONDecoder().decode(PageScroll.self, from: Data(json.utf8))
            else { return }
            tracker?.pageReported(
                offset: WebScrollPoint(x: report.x, y: report.y),
                content: WebScrollSize(width: report.cw, height: report.ch),
                visible: WebScrollSize(width: report.vw, height: report.vh), didScroll: report.s)
        }
        reinstallScripts()
        return tracker
    }

    /// GtkWeb's scroll observer, in its isolated world, main frame only.
    var scrollObserverScripts: [UserScriptSpec] {
        guard windowing.scroll != nil else { return [] }
        let source = """
            (() => {
              const handler = window.webkit.messageHandlers.\(Self.scrollHandlerName);
              const post = (s) => {
                const d = document.documentElement, b = document.body;
                handler.postMessage(JSON.stringify({ s, x: scrollX, y: scrollY,
                  cw: Math.max(d ? d.scrollWidth : 0, b ? b.scrollWidth : 0),
                  ch: Math.max(d ? d.scrollHeight : 0, b ? b.scrollHeight : 0), vw: innerWidth, vh: innerHeight }));
              };
              addEventListener('scroll', () => post(true), { passive: true });
              addEventListener('load', () => post(false));
            })();
            """
        return [
            UserScriptSpec(source: source, allFrames: false, atDocumentStart: true, world: WebContentWorld.bridge.name)
        ]
    }

    static let scrollHandlerName = "gtkwebScroll"
}

/// What the scroll observer posts.
private struct PageScroll: Decodable {
    var s: Bool
    var x: Double
    var y: Double
    var cw: Double
    var ch: Double
    var vw: Double
    var vh: Double
}
