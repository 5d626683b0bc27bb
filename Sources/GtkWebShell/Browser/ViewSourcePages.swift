import Foundation
import GtkWeb

/// The shell's `view-source:` pages: `view-source:<address>` shows the source a tab received for
/// `<address>`, kept in memory when the user asked for it (`keep(_:of:)`), as numbered lines of
/// monospaced text. The source is never fetched again: an address whose source is no longer kept (after
/// a restart) shows a page saying so.
@MainActor
final class ViewSourcePages: URLSchemeHandler {
    static let scheme = "view-source"
    static let shared = ViewSourcePages()
    /// How many sources are kept; the oldest goes first.
    static let capacity = 32

    private var sources: [(address: String, data: Data)] = []

    /// Keeps `data`, the source of `url`; returns the `view-source:` address that shows it.
    func keep(_ data: Data, of url: URL) -> URL {
        let address = "\(Self.scheme):\(url.absoluteString)"
        sources.removeAll { $0.address == address }
        sources.append((address, data))
        if sources.count > Self.capacity { sources.removeFirst(sources.count - Self.capacity) }
        // A URL string of a scheme and an absolute URL always parses.
        return URL(string: address)!
    }

    func respond(to request: URLSchemeRequest, with task: URLSchemeTask) async throws {
        let address = request.url.absoluteString
        let original = String(address.dropFirst(Self.scheme.count + 1))
        let page: String
        if let data = sources.last(where: { $0.address == address })?.data {
            page = Self.page(title: "Source of \(original)", source: Self.text(of: data))
        } else {
            page = Self.page(
                title: "Source of \(original)",
                notice: "This source is no longer kept. Open the page and view its source again.")
        }
        try await task.respond(with: Data(page.utf8), mimeType: "text/html")
    }

    /// `data` as text: UTF-8 when it is valid UTF-8, else Windows-1252 (the web's reading of Latin-1), so
    /// that a page in a legacy encoding shows its letters rather than replacement marks.
    static func text(of data: Data) -> String {
        String(data: data, encoding: .utf8) ?? String(data: data, encoding: .windowsCP1252)
            ?? String(decoding: data, as: UTF8.self)
    }

    /// An HTML page of `source`, one table row a line (lines end at LF, CRLF or CR): its number, then the
    /// line as text.
    static func page(title: String, source: String) -> String {
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        var lines = source.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        if lines.last?.isEmpty == true, lines.count > 1 { lines.removeLast() }
        let rows = lines.enumerated().map { index, line in
            "<tr><td class=\"number\">\(index + 1)</td><td class=\"line\">\(escaped(String(line)))</td></tr>"
        }
        return head(title) + "<table>\(rows.joined(separator: "\n"))</table></body></html>"
    }

    /// An HTML page with `notice` in place of a source.
    static func page(title: String, notice: String) -> String {
        head(title) + "<p class=\"notice\">\(escaped(notice))</p></body></html>"
    }

    private static func head(_ title: String) -> String {
        """
        <!doctype html><html><head><meta charset="utf-8"><title>\(escaped(title))</title><style>
        body { margin: 0; font-family: monospace; font-size: 13px; }
        table { border-collapse: collapse; }
        td { padding: 0 8px; vertical-align: top; white-space: pre-wrap; word-break: break-all; }
        td.number { color: #888; text-align: right; user-select: none; border-right: 1px solid #ddd; }
        p.notice { font-family: sans-serif; padding: 16px; }
        </style></head><body>
        """
    }

    /// `text` with the characters HTML gives meaning to written as entities.
    static func escaped(_ text: String) -> String {
        HTMLText.escaped(text)
    }
}
