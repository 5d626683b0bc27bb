package import CWebKitGTK

/// An owning reference to one GObject.
///
/// The initializer's label says who owns the incoming reference (see STYLE.md, "GObject interop"):
/// `takingOwnership` adopts a transfer-full reference, `retaining` adds one to a transfer-none
/// pointer, and `sinking` converts a floating reference (GTK widgets, WebKit views) into a real one.
/// The reference is released in `deinit`, so the GObject lives at least as long as this owner.
///
/// Not `Sendable`: GTK and WebKit objects belong to the main thread.
package final class GObjectRef {
    /// The object's address. Valid for as long as this owner lives; never store it elsewhere.
    package let raw: UnsafeMutableRawPointer

    /// Adopts a reference the caller already owns (a transfer-full return value).
    package init(takingOwnership pointer: UnsafeMutableRawPointer) {
        raw = pointer
    }

    /// Adds a reference to an object the caller merely borrows (a transfer-none return value).
    package init(retaining pointer: UnsafeMutableRawPointer) {
        g_object_ref(pointer)
        raw = pointer
    }

    /// Takes ownership of a floating reference (`g_object_ref_sink`), or adds one if not floating.
    package init(sinking pointer: UnsafeMutableRawPointer) {
        g_object_ref_sink(pointer)
        raw = pointer
    }

    package convenience init<T>(takingOwnership pointer: UnsafeMutablePointer<T>) {
        self.init(takingOwnership: UnsafeMutableRawPointer(pointer))
    }

    package convenience init<T>(retaining pointer: UnsafeMutablePointer<T>) {
        self.init(retaining: UnsafeMutableRawPointer(pointer))
    }

    package convenience init<T>(sinking pointer: UnsafeMutablePointer<T>) {
        self.init(sinking: UnsafeMutableRawPointer(pointer))
    }

    package convenience init(takingOwnership pointer: OpaquePointer) {
        self.init(takingOwnership: UnsafeMutableRawPointer(pointer))
    }

    package convenience init(retaining pointer: OpaquePointer) {
        self.init(retaining: UnsafeMutableRawPointer(pointer))
    }

    deinit {
        g_object_unref(raw)
    }

    /// The object as a pointer to its C instance struct (for derivable types such as WebKitWebView).
    package func pointer<T>(to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
        raw.assumingMemoryBound(to: type)
    }

    /// The object as an opaque pointer (for final types Swift imports as `OpaquePointer`).
    package var opaque: OpaquePointer { OpaquePointer(raw) }

    /// The object as a `GObject *`.
    package var object: UnsafeMutablePointer<GObject> { raw.assumingMemoryBound(to: GObject.self) }

    /// The GType name of the object, for diagnostics.
    package var typeName: String { String(cString: cwk_type_name_of(raw)) }
}
