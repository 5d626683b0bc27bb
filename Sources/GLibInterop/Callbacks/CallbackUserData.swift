package import CWebKitGTK

/// Passes a Swift object through a C API's `gpointer user_data` + `GDestroyNotify` pair.
///
/// `retain` hands C a +1 reference released by the returned destroy notify, so the object lives
/// exactly as long as the C side keeps the callback. `object(from:)` recovers it inside the callback
/// without changing the count.
package enum CallbackUserData {
    /// A retained pointer to `object` and the notify that releases it.
    package static func retain(_ object: AnyObject) -> (data: gpointer, destroy: GDestroyNotify) {
        (Unmanaged.passRetained(object).toOpaque(), releaseUserDataThunk)
    }

    /// The object behind a pointer made by `retain` (borrowed; no count change).
    package static func object<T: AnyObject>(from data: UnsafeRawPointer, as type: T.Type = T.self) -> T {
        Unmanaged<T>.fromOpaque(data).takeUnretainedValue()
    }
}
