import CImageCodecs
import Foundation

/// How the PNG encoder trades size for time (libpng's zlib level, row filters and zlib strategy).
struct PNGEncoding: Sendable {
    /// zlib compression level, 0 (store) to 9.
    var level: Int32
    /// A mask of PNG row filters (`PNG_FILTER_NONE` … `PNG_FILTER_PAETH`).
    var filters: Int32
    /// zlib strategy: 0 default, 1 filtered, 2 Huffman only, 3 run-length.
    var strategy: Int32

    /// The snapshot default, chosen by measurement on a 1280×800 page (README "Snapshots"): zlib level 1
    /// with no row filter and the default strategy encoded about 3.5× faster than cairo's PNG writer
    /// (level 6, adaptive filters) for a file about a third larger. Adaptive filtering at level 1 was
    /// slower than no filter; Sub/Up/Paeth with run-length coding were slower and larger.
    static let snapshot = PNGEncoding(level: 1, filters: Int32(PNG_FILTER_NONE), strategy: 0)
}

/// PNG (libpng) and JPEG (libjpeg-turbo) encoders for cairo pixels; pure functions, safe on any thread.
enum ImageEncoder {
    /// Encodes `pixels` as PNG: RGB when every pixel is opaque, otherwise un-premultiplied RGBA
    /// (`cic_png_encode`). nil when libpng fails.
    static func png(_ pixels: SnapshotPixels, encoding: PNGEncoding = .snapshot) -> Data? {
        encode(pixels) { base, out, size in
            cic_png_encode(
                base, Int32(pixels.width), Int32(pixels.height), Int32(pixels.stride), encoding.level,
                encoding.filters, encoding.strategy, out, size)
        }
    }

    /// Encodes `pixels` as baseline JPEG at `quality` (0…100) with libjpeg-turbo, reading cairo's
    /// byte order directly (`JCS_EXT_BGRX`; `cic_jpeg_encode`). nil when libjpeg fails.
    static func jpeg(_ pixels: SnapshotPixels, quality: Int) -> Data? {
        let clamped = Int32(min(max(quality, 0), 100))
        return encode(pixels) { base, out, size in
            cic_jpeg_encode(
                base, Int32(pixels.width), Int32(pixels.height), Int32(pixels.stride), clamped, out, size)
        }
    }

    private static func encode(
        _ pixels: SnapshotPixels,
        _ call: (
            UnsafePointer<UInt8>, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>
        ) -> Int32
    ) -> Data? {
        guard pixels.width > 0, pixels.height > 0, pixels.bytes.count >= pixels.stride * pixels.height else {
            return nil
        }
        return pixels.bytes.withUnsafeBufferPointer { buffer -> Data? in
            guard let base = buffer.baseAddress else { return nil }
            var out: UnsafeMutablePointer<UInt8>?
            var size = 0
            guard call(base, &out, &size) == 1, let out else { return nil }
            defer { cic_free(out) }
            return Data(bytes: out, count: size)
        }
    }
}
