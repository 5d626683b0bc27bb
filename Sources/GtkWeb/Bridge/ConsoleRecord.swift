import Foundation

/// What the console collector (`BridgeScripts.consoleCollector`) posts: one JSON object per message.
struct ConsoleRecord: Decodable {
    var level: String
    var kind: String
    var message: String
    var url: String?
    var line: Int?
    var column: Int?
    var frame: String?
    var main: Bool?

    /// The console message in `json`, or nil when it is not a collector record (only GtkWeb's
    /// isolated world can post to the console handler, so that does not happen in practice).
    static func decode(_ json: String) -> WebConsoleMessage? {
        // A record that does not decode is dropped: there is nothing else to do with it.
        guard let record = try? JSONDecoder().decode(ConsoleRecord.self, from: Data(json.utf8)),
            let level = WebConsoleMessage.Level(rawValue: record.level),
            let kind = WebConsoleMessage.Kind(rawValue: record.kind)
        else { return nil }
        return WebConsoleMessage(
            level: level, kind: kind, message: record.message, sourceURL: record.url, line: record.line,
            column: record.column, frameURL: record.frame, isMainFrame: record.main)
    }
}
