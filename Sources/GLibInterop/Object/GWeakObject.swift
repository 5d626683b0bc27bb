package import CWebKitGTK

/// A weak reference to a GObject (`GWeakRef`): it never keeps the object alive, and it becomes
/// empty when the object is finalized, so it is safe to hold past the object's lifetime.
package final class GWeakObject {
    private let storage: UnsafeMutablePointer<GWeakRef>

    /// Starts watching `object` without adding a strong reference.
    package init(_ object: UnsafeMutableRawPointer) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: GWeakRef())
        g_weak_ref_init(storage, object)
    }

    deinit {
        g_weak_ref_clear(storage)
        storage.deallocate()
    }

    /// Runs `body` with a temporary strong reference if the object is still alive.
    /// - Returns: `body`'s result, or nil when the object is gone.
    package func withObject<R>(_ body: (UnsafeMutableRawPointer) throws -> R) rethrows -> R? {
        guard let object = g_weak_ref_get(storage) else { return nil }
        defer { g_object_unref(object) }
        return try body(object)
    }

    /// Whether the object has been finalized.
    package var isGone: Bool { withObject { _ in false } ?? true }
}
