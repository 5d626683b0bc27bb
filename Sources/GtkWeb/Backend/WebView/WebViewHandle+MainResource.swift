import CWebKitGTK
import Foundation
import GLibInterop

extension WebViewHandle {
    /// The bytes WebKit received for the main frame's document, as the server sent them (after content
    /// decoding), read from WebKit's memory: `webkit_web_view_get_main_resource`, then
    /// `webkit_web_resource_get_data`. Nothing is fetched again. Nil when the view has no main resource
    /// (nothing loaded yet).
    /// - Throws: `GLibError` when WebKit cannot give the data (the resource is still loading, the load
    ///   failed); `CancellationError` when the awaiting task is cancelled.
    func mainResourceData() async throws -> Data? {
        guard let resource = webkit_web_view_get_main_resource(webView) else { return nil }
        let kept = GObjectRef(retaining: resource)
        defer { withExtendedLifetime(kept) {} }
        return try await gAsync { cancellable, callback, data in
            webkit_web_resource_get_data(resource, cancellable, callback, data)
        } finish: { result in
            var length = 0
            guard
                let bytes = try GLibError.check({ webkit_web_resource_get_data_finish(resource, result, &length, $0) })
            else { return Data() }
            defer { g_free(bytes) }
            return Data(bytes: bytes, count: length)
        }
    }
}
