public import Foundation
import GLibInterop

extension BrowserSession {
    /// Captures a thumbnail of the live tab `id`'s page now, as hibernation does (a JPEG
    /// `policy.thumbnailWidth` pixels wide), and keeps it as the tab's `BrowserTab.thumbnail`, saved with
    /// the session: a tab overview can show it while the tab is live, and after a restart before the tab
    /// is loaded again.
    ///
    /// Cancelling the calling task cancels the capture.
    /// - Returns: the thumbnail; nil (the tab keeps the one it had) for an unknown ID, a tab without an
    ///   engine or page, a policy that captures none, or a page WebKit could not draw within three seconds.
    @discardableResult
    public func captureThumbnail(tabID id: String) async -> Data? {
        guard let width = policy.thumbnailWidth, let tab = tab(id: id), let engine = tab.engine, engine.url != nil
        else { return nil }
        guard let thumbnail = await Self.thumbnail(of: engine, width: width) else { return nil }
        tab.thumbnail = thumbnail
        scheduleAutosave()
        return thumbnail
    }

    /// The visible page of `engine` as a JPEG `width` pixels wide, or nil when WebKit cannot render it
    /// within three seconds. Cancelling the calling task cancels the capture.
    static func thumbnail(of engine: WebEngine, width: Double) async -> Data? {
        let capture = Task { @MainActor in
            try await engine.takeSnapshot(
                configuration: SkipWebSnapshotConfiguration(snapshotWidth: width, imageFormat: .jpeg(quality: 0.7)))
        }
        let deadline = MainLoopSource.once(afterMilliseconds: 3000) { capture.cancel() }
        defer { deadline.cancel() }
        return await withTaskCancellationHandler {
            // A failed or cancelled capture leaves the tab without a new thumbnail (a hibernation goes on).
            try? await capture.value.imageData
        } onCancel: {
            capture.cancel()
        }
    }
}
