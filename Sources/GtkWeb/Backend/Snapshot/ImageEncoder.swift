import CImageCodecs
import Foundation

/// How hard the PNG encoder compresses.
struct PNGEncoding: Sendable {
    /// libdeflate's compression level, 0 (store) to 12.
    var level: Int32

    /// The snapshot default, chosen by measurement on the bench's 800×600 and 1280×800 pages (README
    /// "Snapshots"): libdeflate at level 1 with every row unfiltered took about 59 % of the instructions
    /// of libpng at zlib level 1 (also unfiltered), for a file 16 % smaller; the Up and Sub filters cost
    /// more instructions and, on these pages, gave larger or barely smaller files.
    static let snapshot = PNGEncoding(level: 1)
}

/// PNG (written directly, compressed with libdeflate) and JPEG (libjpeg-turbo) encoders for cairo pixels; pure functions, safe on any thread.
enum ImageEncoder {
    /// Encodes `pixels` as PNG: RGB when every pixel is opaque, otherwise un-premultiplied RGBA
    /// (`cic_png_encode`). nil when memory runs out or the image is too large.
    static func png(_ pixels: SnapshotPixels, encoding: PNGEncoding = .snapshot) -> Data? {
        encode(pixels) { base, out, size in
            cic_png_encode(
                base, Int32(pixels.width), Int32(pixels.height), Int32(pixels.stride), encoding.level, out, size)
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
        return pixels.bytes.withUnsafeBytes { buffer -> Data? in
            guard let base = buffer.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var out: UnsafeMutablePointer<UInt8>?
            var size = 0
            guard call(base, &out, &size) == 1, let out else { return nil }
            defer { cic_free(out) }
            return Data(bytes: out, count: size)
        }
    }
}
