/// The pixel arithmetic of a snapshot: which part of the captured surface to keep, and at what size.
enum SnapshotGeometry {
    /// The device-pixel crop for `rect` (CSS pixels) on a surface of `surfaceWidth`×`surfaceHeight`
    /// device pixels at `scale` device pixels per CSS pixel. The null rect keeps the whole surface.
    /// - Throws: `WebSnapshotError.invalidRect` when the rect is not finite, has no area, or does not lie
    ///   inside the surface (a half-pixel of rounding is tolerated).
    static func crop(_ rect: SkipWebSnapshotRect, surfaceWidth: Int, surfaceHeight: Int, scale: Int) throws
        -> PixelRect
    {
        if rect.isNull { return PixelRect(x: 0, y: 0, width: surfaceWidth, height: surfaceHeight) }
        let values = [rect.x, rect.y, rect.width, rect.height]
        guard values.allSatisfy(\.isFinite), rect.width > 0, rect.height > 0, rect.x >= 0, rect.y >= 0 else {
            throw WebSnapshotError.invalidRect
        }
        let factor = Double(scale)
        let x = Int((rect.x * factor).rounded(.down))
        let y = Int((rect.y * factor).rounded(.down))
        let right = Int((min(rect.x + rect.width, .greatestFiniteMagnitude) * factor).rounded())
        let bottom = Int((min(rect.y + rect.height, .greatestFiniteMagnitude) * factor).rounded())
        guard (rect.x + rect.width) * factor <= Double(surfaceWidth) + 0.5,
            (rect.y + rect.height) * factor <= Double(surfaceHeight) + 0.5,
            right > x, bottom > y
        else { throw WebSnapshotError.invalidRect }
        return PixelRect(x: x, y: y, width: min(right, surfaceWidth) - x, height: min(bottom, surfaceHeight) - y)
    }

    /// The output size for `crop`: `snapshotWidth` wide with the aspect ratio kept (height at least 1),
    /// or the crop's own size when `snapshotWidth` is nil.
    /// - Throws: `WebSnapshotError.invalidRect` when `snapshotWidth` is not a positive finite number or
    ///   asks for an image wider than 16,384 pixels (cairo's limit is 32,767; this leaves room for height).
    static func outputSize(for crop: PixelRect, snapshotWidth: Double?) throws -> (width: Int, height: Int) {
        guard let snapshotWidth else { return (crop.width, crop.height) }
        guard snapshotWidth.isFinite, snapshotWidth >= 1, snapshotWidth <= 16_384 else {
            throw WebSnapshotError.invalidRect
        }
        let width = Int(snapshotWidth.rounded())
        let height = max(1, Int((Double(crop.height) * Double(width) / Double(crop.width)).rounded()))
        guard height <= 32_767 else { throw WebSnapshotError.invalidRect }
        return (width, height)
    }
}
