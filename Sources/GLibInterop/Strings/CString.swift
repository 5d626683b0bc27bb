package import CWebKitGTK

extension String {
    /// Copies a C string the caller does not own (transfer none). Returns nil for NULL.
    package init?(borrowingCString pointer: UnsafePointer<CChar>?) {
        guard let pointer else { return nil }
        self.init(cString: pointer)
    }

    /// Copies a C string the caller owns (transfer full) and releases it with `g_free`.
    /// Returns nil for NULL.
    package init?(takingCString pointer: UnsafeMutablePointer<CChar>?) {
        guard let pointer else { return nil }
        defer { g_free(pointer) }
        self.init(cString: pointer)
    }
}
