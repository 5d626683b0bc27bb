import Foundation

extension WebEngine {
    /// Captures the visible part of the page (or `configuration.rect` of it) as PNG or JPEG.
    ///
    /// WebKit renders the view (`webkit_web_view_get_snapshot`, visible region); the pixels are then
    /// cropped and scaled with cairo, and encoded off the main thread as PNG with libdeflate (fast settings, see
    /// `PNGEncoding.snapshot`) or libjpeg-turbo. Works for an engine parked offscreen too: every engine
    /// lives in a realized window, shown or not.
    /// - Parameter configuration: what to capture; nil means SkipWeb's defaults (visible bounds, JPEG 0.85).
    /// - Returns: the encoded image with its pixel size (device pixels, or `snapshotWidth` wide).
    /// - Throws: `WebSnapshotError.viewNotLaidOut` when the view has no size (packed into a window that
    ///   is not shown); `.invalidRect` when the rect lies outside the view or `snapshotWidth` is not a
    ///   positive number; `.emptySnapshot` when WebKit renders nothing; `.imageEncodingFailed`.
    ///   Cancelling the task cancels WebKit's capture and throws `CancellationError`.
    public func takeSnapshot(configuration: SkipWebSnapshotConfiguration? = nil) async throws -> SkipWebSnapshot {
        try await snapshot(configuration ?? SkipWebSnapshotConfiguration(), region: .visible)
    }

    /// Captures the whole document, taller (or wider) than the view when the page is, as PNG or JPEG.
    /// An addition to SkipWeb. `configuration.rect` is in document coordinates.
    ///
    /// Uses `webkit_web_view_get_snapshot` with the full-document region; otherwise as `takeSnapshot`.
    /// - Throws: as `takeSnapshot(configuration:)`.
    public func takeFullPageSnapshot(configuration: SkipWebSnapshotConfiguration? = nil) async throws
        -> SkipWebSnapshot
    {
        try await snapshot(configuration ?? SkipWebSnapshotConfiguration(), region: .fullDocument)
    }

    /// Captures the visible page (or the whole document with `fullPage`) as unencoded pixels; see
    /// `WebSnapshotBitmap`. An addition to SkipWeb. `configuration.rect` and `snapshotWidth` apply as in
    /// `takeSnapshot(configuration:)`; `imageFormat` is not used.
    /// - Throws: as `takeSnapshot(configuration:)`, except `.imageEncodingFailed`, which only means here
    ///   that the pixels could not be copied out of WebKit's surface.
    public func takeSnapshotBitmap(configuration: SkipWebSnapshotConfiguration? = nil, fullPage: Bool = false)
        async throws -> WebSnapshotBitmap
    {
        let pixels = try await capture(
            configuration ?? SkipWebSnapshotConfiguration(), region: fullPage ? .fullDocument : .visible)
        return WebSnapshotBitmap(
            width: pixels.width, height: pixels.height, bytesPerRow: pixels.stride, data: pixels.bytes)
    }

    private func snapshot(_ configuration: SkipWebSnapshotConfiguration, region: SnapshotRegion) async throws
        -> SkipWebSnapshot
    {
        let pixels = try await capture(configuration, region: region)
        let format = configuration.imageFormat
        let encoded = await Task.detached(priority: .userInitiated) {
            format.isPNG
                ? ImageEncoder.png(pixels) : ImageEncoder.jpeg(pixels, quality: Int((format.quality * 100).rounded()))
        }.value
        guard let encoded else { throw WebSnapshotError.imageEncodingFailed }
        return SkipWebSnapshot(
            imageData: encoded, imageFormat: format, pixelWidth: pixels.width, pixelHeight: pixels.height)
    }

    /// WebKit's capture of `region`, cropped to `configuration.rect` and scaled to `snapshotWidth`.
    private func capture(_ configuration: SkipWebSnapshotConfiguration, region: SnapshotRegion) async throws
        -> SnapshotPixels
    {
        guard await handle.waitUntilLaidOut() else { throw WebSnapshotError.viewNotLaidOut }
        let surface: SnapshotSurface
        do {
            surface = try await handle.snapshot(region)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw handle.laidOutSize == nil ? WebSnapshotError.viewNotLaidOut : WebSnapshotError.emptySnapshot
        }
        let size = surface.size
        guard size.width > 0, size.height > 0 else { throw WebSnapshotError.emptySnapshot }
        let crop = try SnapshotGeometry.crop(
            configuration.rect, surfaceWidth: size.width, surfaceHeight: size.height, scale: handle.scaleFactor)
        let output = try SnapshotGeometry.outputSize(for: crop, snapshotWidth: configuration.snapshotWidth)
        guard let pixels = surface.pixels(crop: crop, width: output.width, height: output.height) else {
            throw WebSnapshotError.imageEncodingFailed
        }
        return pixels
    }
}

extension WebViewNavigator {
    /// Captures the bound engine's visible page; see `WebEngine.takeSnapshot(configuration:)`.
    /// - Throws: `WebSnapshotError.emptySnapshot` when no engine is bound; otherwise as the engine's call.
    @MainActor
    public func takeSnapshot(configuration: SkipWebSnapshotConfiguration? = nil) async throws -> SkipWebSnapshot {
        guard let webEngine else { throw WebSnapshotError.emptySnapshot }
        return try await webEngine.takeSnapshot(configuration: configuration)
    }
}
