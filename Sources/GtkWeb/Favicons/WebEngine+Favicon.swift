public import Foundation

extension WebEngine {
    /// The page's icon as PNG data, from WebKit's favicon database; nil when the page has none (yet) or
    /// its profile keeps no icons (see `GtkWebRuntime.keepsFavicons`). A GtkWeb addition.
    public var faviconPNGData: Data? { handle.faviconPNG }

    /// Calls `body` each time the page's icon changes (a new page's icon arrived, or the page has none);
    /// read it with `faviconPNGData`. The observer lives as long as the engine. A GtkWeb addition.
    public func onFaviconChange(_ body: @escaping @MainActor (WebEngine) -> Void) {
        windowing.connections.append(
            handle.onFaviconChange { [weak self] in
                guard let self else { return }
                body(self)
            })
    }
}
