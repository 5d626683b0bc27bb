import Foundation
import GtkWeb
import SessionStore

/// The native handlers the start page (`Resources/start.html`) calls, with replies: recent history,
/// open a tab, take a snapshot, list downloads.
///
/// Every tab's engine has them (a tab may navigate to the start page at any time), and each handler
/// answers only the start page: a message whose frame is not the main frame at the start page's
/// file URL is refused (`StartPageBridgeError.notTheStartPage`), and the page's promise rejects with
/// that sentence. The frame's URL and main-frame flag come from GtkWeb's `postMessage` wrapper, which
/// reads them with the built-ins it captured before any page script ran, and web pages cannot load a
/// `file:` URL, so an `http:` page (or an iframe of one) cannot pass as the start page.
@MainActor
enum StartPageBridge {
    /// The handler names, as the start page posts to them (`window.webkit.messageHandlers.<name>`).
    static let recentHistory = "recentHistory"
    static let openTab = "openTab"
    static let takeSnapshot = "takeSnapshot"
    static let listDownloads = "listDownloads"

    private struct OpenTabRequest: Decodable {
        var url: String
    }

    /// Adds the handlers to `engine`, a tab of `window` whose start page is `startPage`.
    static func install(on engine: WebEngine, window: ShellWindow, startPage: URL) {
        let handlers: [(String, @MainActor (WebViewScriptMessage) async throws -> String?)] = [
            (
                recentHistory,
                { [weak window] _ in
                    guard let store = window?.session.store else { return "[]" }  // a private window keeps none
                    try await store.flushAsync()  // the visits queued so far, without blocking the main thread
                    let items = try store.completions(for: "", limit: 8).map(HistoryItem.init)
                    return String(decoding: try JSONEncoder().encode(items), as: UTF8.self)
                }
            ),
            (
                openTab,
                { [weak window] message in
                    let request: OpenTabRequest
                    do {
                        request = try JSONDecoder().decode(OpenTabRequest.self, from: Data(message.bodyJSON.utf8))
                    } catch {
                        throw StartPageBridgeError.badRequest("openTab takes {url: TEXT}")
                    }
                    guard let window, let url = AddressResolver().url(for: request.url) else {
                        throw StartPageBridgeError.badRequest("'\(request.url)' is not an address or a search")
                    }
                    window.openTab(url)
                    return JSONText.quote(url.absoluteString)
                }
            ),
            (
                takeSnapshot,
                { [weak engine] _ in
                    guard let engine else { throw CancellationError() }
                    return JSONText.quote(try await saveSnapshot(of: engine).path)
                }
            ),
            (listDownloads, { _ in ShellDownloads.json }),
        ]
        for (name, handler) in handlers {
            do {
                try engine.addScriptMessageHandler(name: name) { message in
                    guard isStartPage(message, startPage: startPage) else {
                        throw StartPageBridgeError.notTheStartPage(handler: name)
                    }
                    return try await handler(message)
                }
            } catch {
                // A tab shown again keeps the engine, and the handlers it already has.
                if case .duplicateHandlerName = error { continue }
                FileHandle.standardError.write(
                    Data("gtkweb: the start page's \(name) handler is missing: \(error.localizedDescription)\n".utf8))
            }
        }
    }

    /// Whether `message` came from the main frame of the start page (any query or fragment).
    static func isStartPage(_ message: WebViewScriptMessage, startPage: URL) -> Bool {
        guard message.isMainFrame == true, let source = message.sourceURL,
            var components = URLComponents(string: source), components.scheme == "file"
        else { return false }
        components.query = nil
        components.fragment = nil
        return components.url?.standardizedFileURL.path == startPage.standardizedFileURL.path
    }

    /// Writes a PNG of `engine`'s visible page into the download folder; returns the file.
    private static func saveSnapshot(of engine: WebEngine) async throws -> URL {
        let snapshot = try await engine.takeSnapshot(configuration: SkipWebSnapshotConfiguration(imageFormat: .png))
        let folder = ShellDownloads.manager.folder
        let stamp = ISO8601DateFormatter.string(
            from: Date(), timeZone: .current, formatOptions: [.withFullDate, .withTime])
        var file = folder.appendingPathComponent("gtkweb-snapshot-\(stamp).png")
        var number = 1
        while FileManager.default.fileExists(atPath: file.path) {
            number += 1
            file = folder.appendingPathComponent("gtkweb-snapshot-\(stamp)-\(number).png")
        }
        try snapshot.imageData.write(to: file, options: .withoutOverwriting)
        return file
    }

    /// One history entry as the start page shows it.
    private struct HistoryItem: Encodable {
        var url: String
        var title: String
        var visits: Int

        init(_ entry: HistoryEntry) {
            url = entry.url
            title = entry.title
            visits = entry.visitCount
        }
    }
}

/// Why a start-page handler did not answer; the page's promise rejects with the sentence.
enum StartPageBridgeError: Error, LocalizedError {
    /// The message did not come from the start page's main frame.
    case notTheStartPage(handler: String)
    /// The message's value is not what the handler takes; the value says what it takes.
    case badRequest(String)

    var errorDescription: String? {
        switch self {
        case .notTheStartPage(let handler): "\(handler) answers only gtkweb's start page"
        case .badRequest(let what): what
        }
    }
}
