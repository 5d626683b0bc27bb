import CWebKitGTK
import Foundation
import GLibInterop

/// Decoding images (PNG, JPEG) into GdkPixbufs for `GtkImage`s.
@MainActor
enum Pixbufs {
    /// Decodes `data` with a `GdkPixbufLoader` and scales it to fit `width`×`height`, keeping its aspect
    /// unless `stretch`; a new reference (unref it), or nil when it is no image.
    static func scaled(_ data: Data, width: Int32, height: Int32, stretch: Bool = false) -> OpaquePointer? {
        guard let loader = gdk_pixbuf_loader_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let written = data.withUnsafeBytes { bytes in
            gdk_pixbuf_loader_write(loader, bytes.bindMemory(to: guchar.self).baseAddress, gsize(bytes.count), nil) != 0
        }
        guard gdk_pixbuf_loader_close(loader, nil) != 0, written,
            let decoded = gdk_pixbuf_loader_get_pixbuf(loader)
        else { return nil }
        guard !stretch else { return gdk_pixbuf_scale_simple(decoded, width, height, GDK_INTERP_BILINEAR) }
        let sourceWidth = Double(gdk_pixbuf_get_width(decoded))
        let sourceHeight = Double(gdk_pixbuf_get_height(decoded))
        let scale = min(Double(width) / max(1, sourceWidth), Double(height) / max(1, sourceHeight))
        return gdk_pixbuf_scale_simple(
            decoded, gint(max(1, (sourceWidth * scale).rounded())), gint(max(1, (sourceHeight * scale).rounded())),
            GDK_INTERP_BILINEAR)
    }

    /// Shows `data` in `image` scaled as `scaled(_:width:height:stretch:)` does, or clears it; returns
    /// whether an image is shown.
    @discardableResult
    static func show(_ data: Data?, in image: GObjectRef, width: Int32, height: Int32, stretch: Bool = false) -> Bool {
        gtk_image_clear(cwk_shell_image(image.raw))
        guard let data, let pixbuf = scaled(data, width: width, height: height, stretch: stretch) else { return false }
        gtk_image_set_from_pixbuf(cwk_shell_image(image.raw), pixbuf)
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        return true
    }
}
