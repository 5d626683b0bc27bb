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

    /// Adopts the transfer-full filter at `address`, as returned by the store's `_finish` functions (through
    /// `gAsyncAddress`), which saved or loaded it as `identifier`: WebKit gives the filter the identifier it
    /// was asked for, so it is not read back (`webkit_user_content_filter_get_identifier`).
    init(adoptingAddress address: UInt, identifier: String) {
        raw = OpaquePointer(bitPattern: address)!
        self.identifier = identifier
    }

    deinit {
        // Thread-safe: the filter's reference count is atomic, and the data it maps stays valid
        // while any user-content manager still holds its own reference.
        webkit_user_content_filter_unref(raw)
    }
}
