import Foundation

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
