public import Foundation

extension WebEngine {
    /// Calls `body` with the address of the link under the pointer whenever it changes, and with nil when
    /// the pointer leaves links (WebKit's `mouse-target-changed`); a browser shows it at the bottom edge.
    /// Repeats of the same link are not reported. The observer lives as long as the engine. A GtkWeb
    /// addition.
    public func onHoveredLinkChange(_ body: @escaping @MainActor (WebEngine, URL?) -> Void) {
        var last: URL?
        windowing.connections.append(
            handle.onHoveredLinkChange { [weak self] uri in
                guard let self else { return }
                let url = uri.flatMap(URL.init(string:))
                guard url != last else { return }
                last = url
                body(self, url)
            })
    }
}
