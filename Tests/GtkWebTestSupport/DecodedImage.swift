import CWebKitGTK
public import Foundation
import GLibInterop

/// An image decoded with GdkPixbuf (PNG or JPEG), for reading back the pixels of a snapshot.
public struct DecodedImage {
    public let width: Int
    public let height: Int
    private let channels: Int
    private let rowStride: Int
    private let bytes: [UInt8]

    /// Decodes `data` (`gdk_pixbuf_loader_write`).
    /// - Throws: `GLibError` when GdkPixbuf cannot read it.
    @MainActor
    public init(_ data: Data) throws {
        let loader = gdk_pixbuf_loader_new()!
        defer { g_object_unref(loader) }
        try data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            try GLibError.check { error in
                _ = gdk_pixbuf_loader_write(loader, bytes.baseAddress, gsize(bytes.count), error)
            }
        }
        try GLibError.check { error in _ = gdk_pixbuf_loader_close(loader, error) }
        let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader)!
        width = Int(gdk_pixbuf_get_width(pixbuf))
        height = Int(gdk_pixbuf_get_height(pixbuf))
        channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        rowStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let length = Int(gdk_pixbuf_get_byte_length(pixbuf))
        bytes = Array(UnsafeBufferPointer(start: gdk_pixbuf_read_pixels(pixbuf), count: length))
    }

    /// The red, green and blue of the pixel at (`x`, `y`); -1 each outside the image.
    public func rgb(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return (-1, -1, -1) }
        let offset = y * rowStride + x * channels
        return (Int(bytes[offset]), Int(bytes[offset + 1]), Int(bytes[offset + 2]))
    }

    /// Whether the image has an alpha channel.
    public var hasAlpha: Bool { channels == 4 }

    /// The alpha of the pixel at (`x`, `y`): 255 for an image without an alpha channel, -1 outside it.
    public func alpha(_ x: Int, _ y: Int) -> Int {
        guard x >= 0, y >= 0, x < width, y < height else { return -1 }
        return channels == 4 ? Int(bytes[y * rowStride + x * channels + 3]) : 255
    }

    /// Whether the pixel at (`x`, `y`) is within `tolerance` of (`red`, `green`, `blue`) in each channel.
    public func pixel(_ x: Int, _ y: Int, isClose red: Int, _ green: Int, _ blue: Int, tolerance: Int = 0) -> Bool {
        let value = rgb(x, y)
        return abs(value.red - red) <= tolerance && abs(value.green - green) <= tolerance
            && abs(value.blue - blue) <= tolerance
    }
}
