import CWebKitGTK
import Foundation

/// Re-encodes JPEG bytes as PNG with GdkPixbuf (`gdk_pixbuf_loader_write`, then PNG through
/// `gdk_pixbuf_save_to_bufferv`). Safe off the main thread: the loader and pixbuf are local.
enum JPEGToPNG {
    /// The PNG of `jpeg`'s pixels, or nil when the bytes are not an image GdkPixbuf can read.
    static func convert(_ jpeg: Data) -> Data? {
        guard let loader = gdk_pixbuf_loader_new_with_type("jpeg", nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let written = jpeg.withUnsafeBytes { raw -> Bool in
            guard let base = raw.bindMemory(to: guchar.self).baseAddress else { return false }
            return gdk_pixbuf_loader_write(loader, base, gsize(raw.count), nil) != 0
        }
        // Closing always ends the load; its result says whether the image was complete.
        let closed = gdk_pixbuf_loader_close(loader, nil) != 0
        guard written, closed, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader) else { return nil }
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard cwk_pixbuf_save_png(pixbuf, &buffer, &size, &error) != 0, let buffer else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }
}
