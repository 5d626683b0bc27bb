import CWebKitGTK
import Foundation

/// A rectangle in device pixels of a captured surface.
struct PixelRect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
}

/// The cairo surface WebKit rendered a snapshot into (`webkit_web_view_get_snapshot_finish`); owned,
/// destroyed in deinit.
@MainActor
final class SnapshotSurface {
    private let surface: OpaquePointer

    /// Takes ownership of `surface` (a `cairo_surface_t *` with transfer full).
    init(taking surface: OpaquePointer) { self.surface = surface }

    isolated deinit { cairo_surface_destroy(surface) }

    /// The surface's size in device pixels; 0×0 when it is not an image surface or is in error.
    var size: (width: Int, height: Int) {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
        else { return (0, 0) }
        return (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    }

    /// The pixels of `crop`, scaled to `width`×`height`, copied out in ARGB32 layout.
    ///
    /// The full surface at its own size is copied as is; anything else is painted into a new image
    /// surface with cairo (bilinear filter). nil when cairo fails.
    func pixels(crop: PixelRect, width: Int, height: Int) -> SnapshotPixels? {
        let full = size
        if crop == PixelRect(x: 0, y: 0, width: full.width, height: full.height), width == crop.width,
            height == crop.height, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        {
            return Self.copy(surface)
        }
        guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        defer { cairo_surface_destroy(target) }
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(target) else { return nil }
        cairo_scale(cr, Double(width) / Double(crop.width), Double(height) / Double(crop.height))
        cairo_set_source_surface(cr, surface, Double(-crop.x), Double(-crop.y))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_rectangle(cr, 0, 0, Double(crop.width), Double(crop.height))
        cairo_fill(cr)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        guard status == CAIRO_STATUS_SUCCESS else { return nil }
        return Self.copy(target)
    }

    private static func copy(_ image: OpaquePointer) -> SnapshotPixels? {
        cairo_surface_flush(image)
        guard let data = cairo_image_surface_get_data(image) else { return nil }
        let width = Int(cairo_image_surface_get_width(image))
        let height = Int(cairo_image_surface_get_height(image))
        let stride = Int(cairo_image_surface_get_stride(image))
        let bytes = Data(bytes: data, count: stride * height)
        return SnapshotPixels(bytes: bytes, width: width, height: height, stride: stride)
    }
}
