import CWebKitGTK
import GLibInterop

/// Which part of the page WebKit renders for a snapshot.
enum SnapshotRegion {
    /// What the view shows now (`WEBKIT_SNAPSHOT_REGION_VISIBLE`).
    case visible
    /// The whole document (`WEBKIT_SNAPSHOT_REGION_FULL_DOCUMENT`).
    case fullDocument
}

extension WebViewHandle {
    /// Device pixels per CSS pixel (`gtk_widget_get_scale_factor`).
    var scaleFactor: Int { max(1, Int(gtk_widget_get_scale_factor(cwk_widget(view.raw)))) }

    /// Renders `region` into a cairo surface (`webkit_web_view_get_snapshot`, no options: the page's
    /// own background, no selection highlight).
    /// - Throws: `GLibError` (`WebKitSnapshotError`) when WebKit cannot render, e.g. for a view that was
    ///   never given a size; `CancellationError` when the task is cancelled.
    func snapshot(_ region: SnapshotRegion) async throws -> SnapshotSurface {
        let view = webView
        let webKitRegion =
            switch region {
            case .visible: WEBKIT_SNAPSHOT_REGION_VISIBLE
            case .fullDocument: WEBKIT_SNAPSHOT_REGION_FULL_DOCUMENT
            }
        return try await gAsync { cancellable, callback, data in
            webkit_web_view_get_snapshot(view, webKitRegion, WEBKIT_SNAPSHOT_OPTIONS_NONE, cancellable, callback, data)
        } finish: { result in
            guard let surface = try GLibError.check({ webkit_web_view_get_snapshot_finish(view, result, $0) }) else {
                throw GLibError(domain: "WebKitSnapshotError", code: 0, message: "WebKit returned no surface")
            }
            return SnapshotSurface(snapshotResult: surface)
        }
    }
}

/// One `waitUntilLaidOut` call: resumed once, by the first allocation or by the deadline.
@MainActor
final class LayoutWait {
    var continuation: CheckedContinuation<Bool, Never>?
    var connection: SignalConnection?
    var timer: MainLoopSource?
    /// Stops whatever else watches the layout (a GTK 4 tick callback).
    var stopWatching: (() -> Void)?

    func finish(_ laidOut: Bool) {
        guard let continuation else { return }
        self.continuation = nil
        connection = nil
        timer?.cancel()
        stopWatching?()
        stopWatching = nil
        continuation.resume(returning: laidOut)
    }
}
