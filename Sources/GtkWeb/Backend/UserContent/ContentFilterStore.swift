import CWebKitGTK
import Foundation
import GLibInterop

/// A `WebKitUserContentFilterStore`: WebKit's cache of compiled content-blocker lists in one directory,
/// one file per identifier (`ContentRuleList-<identifier>`).
///
/// Every call is asynchronous in WebKit (compilation runs on a WebKit work queue) and completes on the
/// main loop. Cancelling the awaiting task does not reach the call: a preparation that runs these calls
/// is shared by every caller and engine that waits for it, so it finishes whoever started it.
@MainActor
final class ContentFilterStore {
    /// The directory WebKit keeps the compiled lists in.
    let directory: URL
    private let store: GObjectRef

    private var pointer: UnsafeMutablePointer<WebKitUserContentFilterStore> { store.pointer() }

    /// Opens the store in `directory` (`webkit_user_content_filter_store_new`); WebKit creates the
    /// directory when it first writes to it.
    init(directory: URL) {
        self.directory = directory
        store = GObjectRef(takingOwnership: webkit_user_content_filter_store_new(directory.path)!)
    }

    /// Compiles `source` (content-blocker JSON) and saves it as `identifier`
    /// (`webkit_user_content_filter_store_save`), replacing a list saved under the same identifier.
    ///
    /// - Throws: `GLibError` in the `WebKitUserContentFilterError` domain with WebKit's message
    ///   (e.g. "Failed to parse the JSON String.", "Empty extension.").
    func save(identifier: String, source: Data) async throws -> CompiledContentFilter {
        let bytes = source.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        let store = pointer
        let address = try await gAsyncAddress { callback, data in
            webkit_user_content_filter_store_save(store, identifier, bytes, nil, callback, data)
        } finish: { result in
            UInt(bitPattern: try GLibError.check { webkit_user_content_filter_store_save_finish(store, result, $0) }!)
        }
        return CompiledContentFilter(adoptingAddress: address, identifier: identifier)
    }

    /// Loads the list saved as `identifier` (`webkit_user_content_filter_store_load`).
    ///
    /// - Throws: `GLibError`: code `notFoundCode` when no such list is stored; another error when the
    ///   stored file cannot be used (for example, it was compiled by another WebKit version).
    func load(identifier: String) async throws -> CompiledContentFilter {
        let store = pointer
        let address = try await gAsyncAddress { callback, data in
            webkit_user_content_filter_store_load(store, identifier, nil, callback, data)
        } finish: { result in
            UInt(bitPattern: try GLibError.check { webkit_user_content_filter_store_load_finish(store, result, $0) }!)
        }
        return CompiledContentFilter(adoptingAddress: address, identifier: identifier)
    }

    /// Deletes the list saved as `identifier` (`webkit_user_content_filter_store_remove`). Filters
    /// already loaded from it keep working: WebKit keeps the compiled data mapped.
    ///
    /// - Throws: `GLibError`; code `notFoundCode` when no such list is stored.
    func remove(identifier: String) async throws {
        let store = pointer
        try await gAsync(cancellation: .ignored) { cancellable, callback, data in
            webkit_user_content_filter_store_remove(store, identifier, cancellable, callback, data)
        } finish: { result in
            _ = try GLibError.check { webkit_user_content_filter_store_remove_finish(store, result, $0) }
        }
    }

    /// The identifiers of the lists stored in `directory`, read from its file names
    /// (`ContentRuleList-<identifier>`), as `webkit_user_content_filter_store_fetch_identifiers` reads
    /// them, but without the round trip to WebKit's work queue. Names WebKit escaped come back escaped;
    /// GtkWeb's own identifiers never need escaping.
    /// - Throws: the file system's error when the directory cannot be listed.
    static func storedIdentifiers(inDirectoryAt path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).compactMap { name in
            name.hasPrefix(fileNamePrefix) ? String(name.dropFirst(fileNamePrefix.count)) : nil
        }
    }

    private static let fileNamePrefix = "ContentRuleList-"

    /// The file WebKit keeps the list saved as `identifier` in (`ContentRuleList-<identifier>`; GtkWeb's
    /// identifiers hold only characters WebKit does not escape in file names).
    func fileURL(identifier: String) -> URL {
        directory.appendingPathComponent(Self.fileNamePrefix + identifier)
    }

    /// WebKit's "the requested content filter could not be found" (`WEBKIT_USER_CONTENT_FILTER_ERROR_NOT_FOUND`).
    static let notFoundCode = Int(WEBKIT_USER_CONTENT_FILTER_ERROR_NOT_FOUND.rawValue)
    /// The GError domain of the store's failures.
    static let errorDomain = "WebKitUserContentFilterError"
}
