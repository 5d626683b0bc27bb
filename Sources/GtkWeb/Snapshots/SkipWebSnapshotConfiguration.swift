public import Foundation

/// What `takeSnapshot(configuration:)` captures and how it encodes it.
public struct SkipWebSnapshotConfiguration: Sendable {
    /// The part to capture, in CSS pixels; `.null` (the default) captures the visible bounds.
    public var rect: SkipWebSnapshotRect
    /// The output width in pixels; the height follows the aspect ratio. nil keeps the captured size.
    public var snapshotWidth: Double?
    /// Capture after pending screen updates. Always the case on Linux: WebKit paints the snapshot from
    /// the page's current layout in the web process, so both values behave the same.
    public var afterScreenUpdates: Bool
    /// Android's capture mode; both modes capture WebKit's rendering on Linux.
    public var androidCaptureMode: AndroidSnapshotCaptureMode
    /// PNG or JPEG (JPEG at quality 0.85 by default, as in SkipWeb).
    public var imageFormat: SkipWebSnapshotImageFormat

    /// A configuration; every argument has SkipWeb's default.
    public init(
        rect: SkipWebSnapshotRect = .null, snapshotWidth: Double? = nil, afterScreenUpdates: Bool = true,
        androidCaptureMode: AndroidSnapshotCaptureMode = .webViewContent,
        imageFormat: SkipWebSnapshotImageFormat = .jpeg(quality: 0.85)
    ) {
        self.rect = rect
        self.snapshotWidth = snapshotWidth
        self.afterScreenUpdates = afterScreenUpdates
        self.androidCaptureMode = androidCaptureMode
        self.imageFormat = imageFormat
    }
}

/// An encoded snapshot.
public struct SkipWebSnapshot: Sendable {
    /// The PNG or JPEG bytes.
    public let imageData: Data
    /// The format `imageData` is in.
    public let imageFormat: SkipWebSnapshotImageFormat
    /// The image's width in pixels.
    public let pixelWidth: Int
    /// The image's height in pixels.
    public let pixelHeight: Int

    /// A snapshot from its parts.
    public init(imageData: Data, imageFormat: SkipWebSnapshotImageFormat, pixelWidth: Int, pixelHeight: Int) {
        self.imageData = imageData
        self.imageFormat = imageFormat
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}

/// Why a snapshot could not be taken (SkipWeb's cases).
public enum WebSnapshotError: Error {
    /// The view has no size yet: it is not inside a realized, sized window, or its size is zero.
    case viewNotLaidOut
    /// Not thrown on Linux (every snapshot reflects the current rendering); kept for SkipWeb.
    case afterScreenUpdatesUnavailable
    /// The rect is not inside the captured area, has no area or is not finite; or `snapshotWidth` is
    /// not a positive finite number.
    case invalidRect
    /// WebKit produced no image (or no engine is attached to the navigator).
    case emptySnapshot
    /// The PNG or JPEG encoder failed.
    case imageEncodingFailed
    /// Not thrown on Linux; kept for SkipWeb (Android's window-pixel capture).
    case visibleWindowPixelsCaptureFailed
}
