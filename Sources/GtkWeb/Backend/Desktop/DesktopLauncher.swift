import CWebKitGTK
import GLibInterop

/// Opens URIs with the desktop's default handlers through GIO.
@MainActor
enum DesktopLauncher {
    /// Opens `uri` in the application registered for its scheme
    /// (`g_app_info_launch_default_for_uri_async`; `mimeapps.list` decides, or the desktop portal).
    /// - Throws: `GLibError` from GIO (no handler, the handler could not start); `CancellationError`.
    static func launchDefault(uri: String) async throws {
        try await gAsync { cancellable, callback, data in
            g_app_info_launch_default_for_uri_async(uri, nil, cancellable, callback, data)
        } finish: { result in
            _ = try GLibError.check { g_app_info_launch_default_for_uri_finish(result, $0) }
        }
    }
}
