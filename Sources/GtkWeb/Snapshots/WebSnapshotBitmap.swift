public import Foundation

/// The pixels of a snapshot before any encoding, in cairo's `CAIRO_FORMAT_ARGB32` layout: 4 bytes a
/// pixel, in memory order blue, green, red, alpha, colour premultiplied by alpha, rows `bytesPerRow`
/// apart. An addition to SkipWeb, for hosts that draw or scale the capture themselves (a GTK app can wrap
/// `data` with `cairo_image_surface_create_for_data`) and so need no PNG or JPEG round trip.
public struct WebSnapshotBitmap: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next (at least `4 × width`).
    public let bytesPerRow: Int
    /// `bytesPerRow × height` bytes.
    public let data: Data

    /// A bitmap of `width × height` pixels in `data`, rows `bytesPerRow` apart.
    public init(width: Int, height: Int, bytesPerRow: Int, data: Data) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.data = data
    }
}
