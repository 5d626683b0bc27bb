public import Foundation

/// A scheme handler that serves resources by path (SkipWeb's `AbstractURLSchemeHandler`): subclasses
/// override `loadData(from:)`.
///
/// The request's path is made safe first (`SchemePath`): a path with encoded separators, NUL bytes,
/// backslashes or `.`/`..` segments gets a 403 without `loadData` being called; a missing resource gets
/// a 404. The MIME type comes from the file extension.
@MainActor
open class AbstractURLSchemeHandler: URLSchemeHandler {
    /// How WebKit treats the scheme; `[.secure, .corsEnabled]` unless set.
    public var schemeSecurity: URLSchemeSecurity

    /// - Parameter schemeSecurity: the scheme's WebKit security flags.
    public init(schemeSecurity: URLSchemeSecurity = [.secure, .corsEnabled]) {
        self.schemeSecurity = schemeSecurity
    }

    /// The bytes of the resource at `fileName` (a relative path with `/` separators, already checked),
    /// or nil when there is none.
    open func loadData(from fileName: String) -> Data? { nil }

    /// Serves `loadData(from:)` for the request's path: 200 with the bytes, 403 for a refused path, 404
    /// when there is no resource.
    public func respond(to request: URLSchemeRequest, with task: URLSchemeTask) async throws {
        guard let name = SchemePath.relativePath(fromEncoded: request.encodedPath) else {
            try await task.respond(with: Data("forbidden".utf8), mimeType: "text/plain", status: 403)
            return
        }
        guard let data = loadData(from: name) else {
            try await task.respond(with: Data("not found".utf8), mimeType: "text/plain", status: 404)
            return
        }
        try await task.respond(
            with: data, mimeType: SchemePath.mimeType(for: name),
            headers: schemeSecurity.contains(.corsEnabled) ? ["Access-Control-Allow-Origin": "*"] : [:])
    }
}

/// Serves the files of a folder. Symbolic links that lead outside the folder are not followed out of
/// it (404), nor are folders, devices or other non-regular files.
public final class DirectoryURLSchemeHandler: AbstractURLSchemeHandler {
    /// The folder served.
    public let directory: URL

    /// - Parameter directory: the folder to serve.
    public init(directory: URL) {
        self.directory = directory
        super.init()
    }

    /// The file's bytes, or nil when it is missing, not a regular file, or (after resolving symbolic
    /// links) outside `directory`.
    public override func loadData(from fileName: String) -> Data? {
        guard SchemePath.isSafeRelative(fileName) else { return nil }
        let root = directory.standardizedFileURL.resolvingSymlinksInPath().path
        let file = URL(fileURLWithPath: root).appendingPathComponent(fileName).resolvingSymlinksInPath()
        guard file.path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return nil }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { return nil }
        // A file that vanished or cannot be read is a 404 like a missing one.
        return try? Data(contentsOf: file)
    }
}

/// Serves the resources of a bundle (SkipWeb's `BundleURLSchemeHandler`): its resource folder, or a
/// subfolder of it. On Linux a bundle's resources are a plain folder, so this is a
/// `DirectoryURLSchemeHandler` on that folder.
public final class BundleURLSchemeHandler: AbstractURLSchemeHandler {
    private let folder: DirectoryURLSchemeHandler?

    /// - Parameters:
    ///   - bundle: the bundle whose resources are served.
    ///   - subdirectory: a folder inside the bundle's resources, or nil for all of them.
    public init(bundle: Bundle = Bundle.main, subdirectory: String? = nil) {
        let base = bundle.resourceURL
        folder = base.map { DirectoryURLSchemeHandler(directory: subdirectory.map(base!.appendingPathComponent) ?? $0) }
        super.init()
    }

    /// The resource's bytes, or nil; see `DirectoryURLSchemeHandler.loadData(from:)`.
    public override func loadData(from fileName: String) -> Data? { folder?.loadData(from: fileName) }
}

/// Serves a fixed set of in-memory resources, by path (`"index.html"`, `"js/app.js"`).
public final class InMemoryURLSchemeHandler: AbstractURLSchemeHandler {
    /// The resources, by relative path without a leading `/`.
    public var resources: [String: Data]

    /// - Parameter resources: the resources, by relative path without a leading `/`.
    public init(resources: [String: Data]) {
        self.resources = resources
        super.init()
    }

    /// The resource's bytes, or nil.
    public override func loadData(from fileName: String) -> Data? { resources[fileName] }
}
