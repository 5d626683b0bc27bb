/// The part of the page a snapshot covers, in CSS pixels of the view (of the document for a
/// full-page capture). `.null` means the whole visible bounds.
public struct SkipWebSnapshotRect: Equatable, Sendable {
    /// The whole visible bounds (SkipWeb's null rect: a negative size).
    public static let null = SkipWebSnapshotRect(x: 0.0, y: 0.0, width: -1.0, height: -1.0)

    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width; negative means null.
    public var width: Double
    /// Height; negative means null.
    public var height: Double

    /// A rect with the given origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether this is the null rect (`width < 0 || height < 0`): the whole visible bounds.
    public var isNull: Bool { width < 0.0 || height < 0.0 }
}

/// The encoding of a snapshot: PNG, or JPEG at a quality.
public struct SkipWebSnapshotImageFormat: Equatable, Sendable {
    /// Lossless PNG.
    public static let png = SkipWebSnapshotImageFormat(mimeType: "image/png", quality: 1.0)

    /// JPEG at `quality` (0 to 1; clamped).
    public static func jpeg(quality: Double = 0.85) -> SkipWebSnapshotImageFormat {
        SkipWebSnapshotImageFormat(mimeType: "image/jpeg", quality: quality)
    }

    /// `image/png` or `image/jpeg`.
    public let mimeType: String
    /// 1.0 for PNG; the JPEG quality otherwise, from 0 to 1.
    public let quality: Double

    /// A format by MIME type: `"image/png"` is PNG (quality forced to 1.0); anything else becomes
    /// `"image/jpeg"` with `quality` clamped to 0…1 (a NaN quality becomes 0.85).
    public init(mimeType: String, quality: Double = 0.85) {
        if mimeType.lowercased() == "image/png" {
            self.mimeType = "image/png"
            self.quality = 1.0
        } else {
            self.mimeType = "image/jpeg"
            self.quality = quality.isNaN ? 0.85 : min(max(quality, 0.0), 1.0)
        }
    }

    /// Whether this is PNG.
    var isPNG: Bool { mimeType == "image/png" }
}

/// Which pixels an Android snapshot reads. Kept for SkipWeb compatibility: on Linux both modes capture
/// what WebKit renders for the page (`webkit_web_view_get_snapshot`).
public enum AndroidSnapshotCaptureMode: Hashable, Sendable {
    /// The web view's own drawing.
    case webViewContent
    /// The pixels of the window the view is in.
    case visibleWindowPixels
}
