import ContentRuleImport
import Foundation
import Synchronization

/// The native side of generic element hiding: one list's `GenericHidingIndex`, kept in the UI process, and
/// the name of the script message handler through which `GenericHidingEngine` in each frame asks it which
/// selectors can match the names the frame has.
///
/// A `WebViewUserScript` made by `CosmeticFilterList.userScript(whitelistedDomains:)` carries it; an engine
/// whose `userScripts` hold that script registers the handler (with reply) in the script's world and
/// answers each query with `answer(_:)`. Immutable once made.
final class GenericHidingLookup: Sendable, Hashable {
    /// The handler's name, unique in the process: `gtkwebGenericHiding` and a number.
    let handlerName: String
    let index: GenericHidingIndex

    private static let counter = Mutex(0)

    init(_ selectors: [GenericHidingSelector]) {
        index = GenericHidingIndex(selectors)
        let number = Self.counter.withLock { value in
            value += 1
            return value
        }
        handlerName = "gtkwebGenericHiding\(number)"
    }

    /// The reply to one posted query: a JSON array of the selectors (strings) to hide.
    /// - Throws: `GenericHidingQueryError` when `text` is not a query or names too much.
    func answer(_ text: String) throws(GenericHidingQueryError) -> String {
        let query = try GenericHidingQuery(text)
        let selectors = index.selectors(
            host: query.host, tags: query.tags, ids: query.ids, classes: query.classes, withAlways: query.first)
        return "[" + selectors.map(JSONText.quote).joined(separator: ",") + "]"
    }

    static func == (lhs: GenericHidingLookup, rhs: GenericHidingLookup) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What `GenericHidingEngine` posts: a JSON object `{"h": top-level host, "f": first query of the frame,
/// "t": element names, "i": ids, "c": classes}`, names lowercase, each list optional.
struct GenericHidingQuery: Equatable {
    /// The most names one query may carry (the engine sends at most `GenericHidingEngine.namesPerQuery`).
    static let nameLimit = 4_096
    /// The longest name, and host, in UTF-8 bytes.
    static let nameLengthLimit = 256
    /// The longest query text in UTF-8 bytes.
    static var textLimit: Int { (nameLimit + 1) * (nameLengthLimit + 8) }

    var host: String
    var first: Bool
    var tags: [String]
    var ids: [String]
    var classes: [String]
}

extension GenericHidingQuery {
    private struct Wire: Decodable {
        var h: String
        var f: Bool?
        var t: [String]?
        var i: [String]?
        var c: [String]?
    }

    /// Parses and checks a posted query.
    /// - Throws: `GenericHidingQueryError.notAQuery` when `text` is not such an object,
    ///   `.tooLong`, `.tooManyNames` or `.nameTooLong` when it passes the limits.
    init(_ text: String) throws(GenericHidingQueryError) {
        guard text.utf8.count <= Self.textLimit else {
            throw .tooLong(bytes: text.utf8.count, limit: Self.textLimit)
        }
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(text.utf8))
        } catch {
            throw .notAQuery(String(text.prefix(80)))
        }
        let lists = [wire.t ?? [], wire.i ?? [], wire.c ?? []]
        let count = lists.reduce(0) { $0 + $1.count }
        guard count <= Self.nameLimit else { throw .tooManyNames(count: count, limit: Self.nameLimit) }
        if let long = ([wire.h] + lists.joined()).first(where: { $0.utf8.count > Self.nameLengthLimit }) {
            throw .nameTooLong(String(long.prefix(40)), limit: Self.nameLengthLimit)
        }
        host = wire.h
        first = wire.f ?? false
        tags = lists[0]
        ids = lists[1]
        classes = lists[2]
    }
}

/// Why a generic hiding query was refused; the page's `postMessage` promise is rejected with the message.
enum GenericHidingQueryError: Error, Equatable, LocalizedError {
    /// The posted text is not a JSON object with a host (its start).
    case notAQuery(String)
    /// The query's text is longer than `limit` bytes.
    case tooLong(bytes: Int, limit: Int)
    /// The query names more than `limit` names.
    case tooManyNames(count: Int, limit: Int)
    /// One name or the host is longer than `limit` bytes (its start).
    case nameTooLong(String, limit: Int)

    var errorDescription: String? {
        switch self {
        case .notAQuery(let start):
            return "generic hiding: the message is not a query (a JSON object with a host \"h\"): \(start)"
        case .tooLong(let bytes, let limit):
            return "generic hiding: the query has \(bytes) bytes, at most \(limit); send fewer names at a time"
        case .tooManyNames(let count, let limit):
            return "generic hiding: the query has \(count) names, at most \(limit); send fewer at a time"
        case .nameTooLong(let start, let limit):
            return "generic hiding: a name is longer than \(limit) bytes: \(start)…"
        }
    }
}
