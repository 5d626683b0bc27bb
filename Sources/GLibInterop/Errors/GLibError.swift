package import CWebKitGTK

/// A `GError` copied into Swift: its domain (as the quark's string), code and message.
///
/// GLib's error space is open-ended, so this is a struct, not an enum; WebKit's and GIO's well-known
/// domains are named below for matching.
package struct GLibError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The error domain, e.g. `g-io-error-quark` or `WebKitNetworkError`.
    package var domain: String
    /// The domain-specific code.
    package var code: Int
    /// The human-readable message GLib or WebKit attached.
    package var message: String

    package init(domain: String, code: Int, message: String) {
        self.domain = domain
        self.code = code
        self.message = message
    }

    /// Copies `error` and frees it (`g_error_free`): the caller's reference is consumed.
    package init(taking error: UnsafeMutablePointer<GError>) {
        domain = String(borrowingCString: g_quark_to_string(error.pointee.domain)) ?? "unknown"
        code = Int(error.pointee.code)
        message = String(borrowingCString: error.pointee.message) ?? ""
        g_error_free(error)
    }

    /// Copies `error` without freeing it (for errors lent to a signal handler).
    package init(borrowing error: UnsafePointer<GError>) {
        domain = String(borrowingCString: g_quark_to_string(error.pointee.domain)) ?? "unknown"
        code = Int(error.pointee.code)
        message = String(borrowingCString: error.pointee.message) ?? ""
    }

    /// Calls a C function that reports failure through a `GError **` out-parameter.
    /// - Throws: `GLibError` when the function set the error (the GError is freed).
    package static func check<T>(_ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) throws -> T) throws -> T
    {
        var error: UnsafeMutablePointer<GError>?
        let result = try body(&error)
        if let error { throw GLibError(taking: error) }
        return result
    }

    package var description: String { "\(domain) \(code): \(message)" }

    /// GIO's domain, used for cancellation (`G_IO_ERROR_CANCELLED`) and I/O failures.
    package static let ioDomain = "g-io-error-quark"

    /// Whether this is GIO's "operation was cancelled".
    package var isCancellation: Bool { domain == Self.ioDomain && code == Int(G_IO_ERROR_CANCELLED.rawValue) }
}
