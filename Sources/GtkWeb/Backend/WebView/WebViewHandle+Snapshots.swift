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
    /// The view's size in CSS pixels, or nil when it is not laid out: not realized (in no realized
    /// window) or not given more than GTK's placeholder 1×1 allocation.
    var laidOutSize: (width: Int, height: Int)? {
        let widget = cwk_widget(view.raw)
        guard gtk_widget_get_realized(widget) != 0 else { return nil }
        let width = Int(gtk_widget_get_allocated_width(widget))
        let height = Int(gtk_widget_get_allocated_height(widget))
        guard width > 1, height > 1 else { return nil }
        return (width, height)
    }

    /// Waits until the view is laid out when that is only a matter of time: its window is shown but
    /// GTK has not given it a size yet (just after packing or parking it). Gives up after
    /// `milliseconds` or at once when the window is hidden.
    /// - Returns: whether the view is laid out.
    func waitUntilLaidOut(milliseconds: UInt32 = 1000) async -> Bool {
        if laidOutSize != nil { return true }
        let widget = cwk_widget(view.raw)
        guard let top = gtk_widget_get_toplevel(widget), gtk_widget_get_visible(top) != 0 else { return false }
        let wait = LayoutWait()
        return await withCheckedContinuation { continuation in
            wait.continuation = continuation
            wait.connection = view.connect("size-allocate", after: true) { [weak self] _ in
                if self?.laidOutSize != nil { wait.finish(true) }
            }
            wait.timer = MainLoopSource.once(afterMilliseconds: milliseconds) { [weak self] in
                wait.finish(self?.laidOutSize != nil)
            }
        }
    }

    /// Device pixels per CSS pixel (`gtk_widget_get_scale_factor`).
    var scaleFactor: Int { max(1, Int(gtk_widget_get_scale_factor(cwk_widget(view.raw)))) }

    /// Renders `region` into a cairo surface (`webkit_web_view_get_snapshot`, no options: the page's
    /// own background, no selection highlight).
    /// - Throws: `GLibError` (`WebKitSnapshotError`) when WebKit cannot render, e.g. for a view not in
    ///   a realized window; `CancellationError` when the task is cancelled.
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
            return SnapshotSurface(taking: surface)
        }
    }
}

/// One `waitUntilLaidOut` call: resumed once, by the first allocation or by the deadline.
@MainActor
private final class LayoutWait {
    var continuation: CheckedContinuation<Bool, Never>?
    var connection: SignalConnection?
    var timer: MainLoopSource?

    func finish(_ laidOut: Bool) {
        guard let continuation else { return }
        self.continuation = nil
        connection = nil
        timer?.cancel()
        continuation.resume(returning: laidOut)
    }
}
