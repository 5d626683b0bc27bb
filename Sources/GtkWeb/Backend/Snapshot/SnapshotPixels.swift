import Foundation

/// Packed pixels in cairo's `CAIRO_FORMAT_ARGB32` layout (bytes B, G, R, A; premultiplied), copied out
/// of a surface so that they can be encoded on another thread.
struct SnapshotPixels: Sendable {
    /// `stride × height` bytes.
    let bytes: Data
    let width: Int
    let height: Int
    /// Bytes per row (at least `4 × width`).
    let stride: Int
}
