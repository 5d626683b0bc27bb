import CWebKitGTK
import GLibInterop

extension WebViewHandle {
    /// Calls `body` with the link under the pointer each time what is under it changes
    /// (`mouse-target-changed`): the link's URI, or nil when the pointer left links.
    func onHoveredLinkChange(_ body: @escaping (String?) -> Void) -> SignalConnection {
        view.connect("mouse-target-changed") { arguments in
            guard let hit = arguments.pointer(1) else { return }
            let result = hit.assumingMemoryBound(to: WebKitHitTestResult.self)
            let uri =
                webkit_hit_test_result_context_is_link(result) != 0
                ? String(borrowingCString: webkit_hit_test_result_get_link_uri(result)) : nil
            body(uri)
        }
    }
}
