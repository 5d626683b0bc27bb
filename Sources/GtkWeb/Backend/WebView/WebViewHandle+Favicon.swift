import GLibInterop

extension WebViewHandle {
    /// Calls `body` when the page's icon changes (`notify::favicon`: a new icon, or none).
    func onFaviconChange(_ body: @escaping () -> Void) -> SignalConnection {
        view.connect("notify::favicon") { _ in body() }
    }
}
