import Foundation

/// What `GenericHidingEngine` posts: a JSON object `{"h": top-level host, "f": first query of the frame,
/// "t": element names, "i": ids, "c": classes, "n": attribute names, "v": {attribute: [values]}, "x":
/// attributes whose values were too long to send}`, names lowercase, each list optional.
struct GenericHidingQuery: Equatable {
    /// The most names one query may carry, attribute names (of `n`, `v` and `x`) included (the engine sends
    /// at most `GenericHidingEngine.namesPerQuery`).
    static let nameLimit = 4_096
    /// The longest name, and host, in UTF-8 bytes.
    static let nameLengthLimit = 256
    /// The most attribute values one query may carry (the engine sends at most
    /// `GenericHidingEngine.valuesPerQuery`).
    static let valueLimit = 1_024
    /// The longest attribute value in UTF-8 bytes.
    static let valueLengthLimit = 2_048
    /// The longest query text in UTF-8 bytes.
    static var textLimit: Int { (nameLimit + 1) * (nameLengthLimit + 8) + valueLimit * (valueLengthLimit + 8) }

    var host: String
    var first: Bool
    var tags: [String]
    var ids: [String]
    var classes: [String]
    var attributes: [String] = []
    var values: [String: [String]] = [:]
    var unreported: [String] = []
}

extension GenericHidingQuery {
    private struct Wire: Decodable {
        var h: String
        var f: Bool?
        var t: [String]?
        var i: [String]?
        var c: [String]?
        var n: [String]?
        var v: [String: [String]]?
        var x: [String]?
    }

    /// Parses and checks a posted query.
    /// - Throws: `GenericHidingQueryError.notAQuery` when `text` is not such an object,
    ///   `.tooLong`, `.tooManyNames`, `.nameTooLong`, `.tooManyValues` or `.valueTooLong` when it passes the
    ///   limits.
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
        let values = wire.v ?? [:]
        let lists = [wire.t ?? [], wire.i ?? [], wire.c ?? [], wire.n ?? [], Array(values.keys), wire.x ?? []]
        let count = lists.reduce(0) { $0 + $1.count }
        guard count <= Self.nameLimit else { throw .tooManyNames(count: count, limit: Self.nameLimit) }
        if let long = ([wire.h] + lists.joined()).first(where: { $0.utf8.count > Self.nameLengthLimit }) {
            throw .nameTooLong(String(long.prefix(40)), limit: Self.nameLengthLimit)
        }
        let valueCount = values.values.reduce(0) { $0 + $1.count }
        guard valueCount <= Self.valueLimit else {
            throw .tooManyValues(count: valueCount, limit: Self.valueLimit)
        }
        if let long = values.values.joined().first(where: { $0.utf8.count > Self.valueLengthLimit }) {
            throw .valueTooLong(String(long.prefix(40)), limit: Self.valueLengthLimit)
        }
        host = wire.h
        first = wire.f ?? false
        tags = lists[0]
        ids = lists[1]
        classes = lists[2]
        attributes = lists[3]
        self.values = values
        unreported = lists[5]
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
    /// The query carries more than `limit` attribute values.
    case tooManyValues(count: Int, limit: Int)
    /// One attribute value is longer than `limit` bytes (its start).
    case valueTooLong(String, limit: Int)

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
        case .tooManyValues(let count, let limit):
            return "generic hiding: the query has \(count) attribute values, at most \(limit); send fewer at a time"
        case .valueTooLong(let start, let limit):
            return "generic hiding: an attribute value is longer than \(limit) bytes: \(start)…"
        }
    }
}
