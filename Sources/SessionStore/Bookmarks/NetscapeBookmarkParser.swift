public import Foundation

/// Reads the Netscape bookmark file: `<DL>` lists of `<DT><A HREF=…>` bookmarks and `<DT><H3>` folders,
/// each folder's `<DL>` following its `<H3>`.
///
/// The reader is a single pass over the bytes with an explicit folder stack: no recursion, so any
/// nesting up to `maximumDepth` costs no stack. It keeps only folders and bookmarks (names, addresses,
/// dates); everything else in the file is ignored. Broken HTML is read as far as it makes sense: an
/// unclosed list or a missing `</A>` ends where the next tag starts, a file cut short keeps what came
/// before the cut. Addresses are kept as written; the store refuses `javascript:` and `data:` ones.
public struct NetscapeBookmarkParser: Sendable {
    /// The largest file read (32 MiB: several times the largest browsers' exports).
    public var maximumBytes = 32 << 20
    /// The deepest folder nesting read.
    public var maximumDepth = 10_000
    /// The most items (bookmarks and folders) read.
    public var maximumItems = 1_000_000

    /// A reader with the default limits.
    public init() {}

    /// Reads the file at `url`.
    ///
    /// - Throws: `NetscapeBookmarkError.cannotRead`, `.fileTooLarge` (checked before reading), and
    ///   what `parse(_:)` throws.
    public func read(contentsOf url: URL) throws(NetscapeBookmarkError) -> BookmarkTree {
        let size: Int
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard (attributes[.type] as? FileAttributeType) != .typeDirectory else {
                throw NetscapeBookmarkError.cannotRead(path: url.path, reason: "it is a folder")
            }
            size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        } catch let error as NetscapeBookmarkError {
            throw error
        } catch {
            throw .cannotRead(path: url.path, reason: error.localizedDescription)
        }
        guard size <= maximumBytes else { throw .fileTooLarge(bytes: size, limit: maximumBytes) }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .cannotRead(path: url.path, reason: error.localizedDescription)
        }
        return try parse(data)
    }

    /// Reads a bookmark file's bytes.
    ///
    /// - Throws: `NetscapeBookmarkError.fileTooLarge`, `.invalidEncoding`, `.notABookmarkFile`,
    ///   `.nestedTooDeep`, `.tooManyEntries`.
    public func parse(_ data: Data) throws(NetscapeBookmarkError) -> BookmarkTree {
        guard data.count <= maximumBytes else { throw .fileTooLarge(bytes: data.count, limit: maximumBytes) }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let offset = Self.firstInvalidUTF8(bytes) { throw .invalidEncoding(offset: offset) }
        guard Self.hasSignature(bytes) else { throw .notABookmarkFile }
        var reader = NetscapeBookmarkScanner(bytes: bytes)
        var tree = BookmarkTree()
        var folders: [Int?] = []
        var pendingFolder: Int?
        while let tag = reader.nextTag() {
            switch tag.name {
            case "dl":
                guard folders.count < maximumDepth else { throw .nestedTooDeep(limit: maximumDepth) }
                folders.append(pendingFolder ?? folders.last ?? nil)
                pendingFolder = nil
            case "/dl":
                _ = folders.popLast()
                pendingFolder = nil
            case "h3", "a":
                guard tree.items.count < maximumItems else { throw .tooManyEntries(limit: maximumItems) }
                let title = reader.text(closing: tag.name)
                let added = tag.attributes["add_date"].flatMap(Self.date)
                let parent = folders.last ?? nil
                if tag.name == "h3" {
                    tree.items.append(BookmarkTree.Item(parent: parent, title: title, url: nil, addedAt: added))
                    pendingFolder = tree.items.count - 1
                } else {
                    let url = tag.attributes["href"] ?? ""
                    tree.items.append(BookmarkTree.Item(parent: parent, title: title, url: url, addedAt: added))
                }
            default: break
            }
        }
        return tree
    }

    /// Whether the file starts (after blanks and comments) with the Netscape DOCTYPE, in any case.
    static func hasSignature(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self).lowercased()
        return head.contains("<!doctype netscape-bookmark-file-1>")
    }

    /// The offset of the first byte that is not valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// An `ADD_DATE`: whole seconds since 1970 (values in milli- or microseconds, which some exporters
    /// write, are scaled down). Under one second is no date: 0 is what exporters write for "unknown", and
    /// the writer could not write a fraction back.
    static func date(_ text: String) -> Date? {
        guard var seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds.isFinite, seconds >= 1 else {
            return nil
        }
        while seconds > 1e11 { seconds /= 1000 }
        return Date(timeIntervalSince1970: seconds.rounded(.down))
    }
}
