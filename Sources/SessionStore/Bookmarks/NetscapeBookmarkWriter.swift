public import Foundation

/// Writes the Netscape bookmark file that Firefox, Chrome and Epiphany import.
public enum NetscapeBookmarkWriter {
    /// `tree` as a bookmark file, folders in their order, names and addresses escaped.
    public static func html(for tree: BookmarkTree) -> String {
        var children = [[Int]](repeating: [], count: tree.items.count)
        var top: [Int] = []
        for (index, item) in tree.items.enumerated() {
            if let parent = item.parent, parent < index, tree.items[parent].isFolder {
                children[parent].append(index)
            } else {
                top.append(index)
            }
        }
        var out = """
            <!DOCTYPE NETSCAPE-Bookmark-file-1>
            <!-- This is an automatically generated file. It will be read and overwritten. DO NOT EDIT! -->
            <META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
            <TITLE>Bookmarks</TITLE>
            <H1>Bookmarks</H1>
            <DL><p>

            """
        // Each entry is an item to write, or nil to close the list of the folder opened before it.
        var pending: [Int?] = top.reversed()
        var depth = 1
        while let next = pending.popLast() {
            guard let index = next else {
                depth -= 1
                out += Self.indent(depth) + "</DL><p>\n"
                continue
            }
            let item = tree.items[index]
            let indent = Self.indent(depth)
            let date = item.addedAt.map { " ADD_DATE=\"\(Int($0.timeIntervalSince1970))\"" } ?? ""
            if let url = item.url {
                out += "\(indent)<DT><A HREF=\"\(escape(url))\"\(date)>\(escape(item.title))</A>\n"
            } else {
                out += "\(indent)<DT><H3\(date)>\(escape(item.title))</H3>\n\(indent)<DL><p>\n"
                depth += 1
                pending.append(nil)
                pending += children[index].reversed().map(Optional.some)
            }
        }
        return out + "</DL><p>\n"
    }

    /// The deepest level indented further: past it lines keep this indent, so that a file of folders
    /// nested thousands deep (which the parser reads) grows with its lines, not with their depth squared.
    static let maximumIndentLevel = 16

    /// Four spaces per level, up to `maximumIndentLevel`.
    static func indent(_ depth: Int) -> String {
        String(repeating: "    ", count: min(depth, maximumIndentLevel))
    }

    /// Writes `tree` to `url` atomically (a temporary file renamed into place).
    ///
    /// - Throws: `NetscapeBookmarkError.cannotWrite`; nothing is left at `url` then.
    public static func write(_ tree: BookmarkTree, to url: URL) throws(NetscapeBookmarkError) {
        do {
            try Data(html(for: tree).utf8).write(to: url, options: .atomic)
        } catch {
            throw .cannotWrite(path: url.path, reason: error.localizedDescription)
        }
    }

    /// `text` with `&`, `<`, `>` and `"` written as references. By scalar, not by `Character`: a `<`
    /// followed by a combining mark is one `Character`, yet a reader sees its `<` byte start a tag.
    static func escape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
