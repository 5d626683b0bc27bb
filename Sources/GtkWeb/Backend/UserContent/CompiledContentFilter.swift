import CWebKitGTK

/// Owns one reference to a compiled `WebKitUserContentFilter` (a boxed type).
///
/// The compiled rules live in a file of the filter store that WebKit maps into memory, so one filter
/// object serves any number of user-content managers (webkit-mapping.md §4). The reference is dropped
/// with `webkit_user_content_filter_unref` when the owner goes.
///
/// Not `Sendable`: it is made and used on the main actor only.
final class CompiledContentFilter {
    /// The filter, for `webkit_user_content_manager_add_filter`.
    let raw: OpaquePointer
    /// The identifier it was saved under in the store (`webkit_user_content_filter_get_identifier`).
    let identifier: String

    /// Adopts a transfer-full filter, as returned by the store's `_finish` functions.
    init(takingOwnership raw: OpaquePointer) {
        self.raw = raw
        identifier = String(borrowingCString: webkit_user_content_filter_get_identifier(raw)) ?? ""
    }

    /// Adopts the transfer-full filter at `address`, returned by a `_finish` call in `gAsync`'s finish step.
    ///
    /// The caller passes the address as a plain integer so that the compiler sees a new value, unconnected
    /// to the main-actor state the call used, which `gAsync` must hand back as `sending`. The filter is a
    /// fresh transfer-full reference that nothing else holds, so this is sound.
    convenience init(adoptingAddress address: UInt) {
        self.init(takingOwnership: OpaquePointer(bitPattern: address)!)
    }

    deinit {
        // Thread-safe: the filter's reference count is atomic, and the data it maps stays valid
        // while any user-content manager still holds its own reference.
        webkit_user_content_filter_unref(raw)
    }
}
