public import Foundation

/// The shape of `SkipWebSnapshot` in SkipWeb's released API (PNG bytes only), beside GtkWeb's
/// `imageData` / `imageFormat`, so that code written for either compiles.
extension SkipWebSnapshot {
    /// A PNG snapshot from its bytes and pixel size (SkipWeb's initializer); `imageFormat` is `.png`.
    public init(pngData: Data, pixelWidth: Int, pixelHeight: Int) {
        self.init(imageData: pngData, imageFormat: .png, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// The snapshot as PNG bytes (SkipWeb's property).
    ///
    /// `imageData` itself for a PNG snapshot. A JPEG snapshot (`takeSnapshot`'s default format) is
    /// decoded and encoded again as PNG with GdkPixbuf on every read, so the PNG shows JPEG's
    /// compression; ask for `imageFormat: .png` to capture lossless pixels and read them for free.
    /// Empty only when `imageData` is not a JPEG GdkPixbuf can decode, which a snapshot GtkWeb took
    /// always is.
    public var pngData: Data {
        imageFormat.isPNG ? imageData : JPEGToPNG.convert(imageData) ?? Data()
    }
}
