import Foundation

/// A Netscape bookmark file of one folder, "Imported", holding `count` bookmarks
/// (`https://site<N>.example/page`, named "Page N"), for import tests.
enum LargeBookmarkFile {
    /// Writes the file as `large.html` in `folder`; returns its address.
    static func write(count: Int, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("large.html")
        var html = "<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><H3>Imported</H3>\n<DL><p>\n"
        for index in 0..<count {
            html += "<DT><A HREF=\"https://site\(index).example/page\">Page \(index)</A>\n"
        }
        html += "</DL><p>\n</DL><p>\n"
        try html.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}
