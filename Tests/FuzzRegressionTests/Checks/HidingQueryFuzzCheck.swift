import Foundation

#if !FUZZING
    @testable import GtkWeb
#endif

/// Queries a page posts to generic hiding's handler: any text is read as a query within the limits (no
/// more names than `nameLimit`, none longer than `nameLengthLimit`, no more attribute values than
/// `valueLimit`, none longer than `valueLengthLimit`, the lists and host taken as sent) or
/// refused with an error in words that matches the limit it passed; text past `textLimit` is refused
/// before it is parsed.
enum HidingQueryFuzzCheck {
    static let name = "hiding-query"

    static func check(_ bytes: [UInt8]) throws(FuzzInvariantViolation) {
        let text = fuzzText(bytes)
        let read: Result<GenericHidingQuery, GenericHidingQueryError>
        do throws(GenericHidingQueryError) {
            read = .success(try GenericHidingQuery(text))
        } catch {
            read = .failure(error)
        }
        switch read {
        case .success(let query):
            let names =
                query.tags + query.ids + query.classes + query.attributes + Array(query.values.keys) + query.unreported
            try fuzzRequire(
                names.count <= GenericHidingQuery.nameLimit, name, "a query of \(names.count) names was read")
            try fuzzRequire(
                ([query.host] + names).allSatisfy { $0.utf8.count <= GenericHidingQuery.nameLengthLimit }, name,
                "a name past the length limit was read from \(text.prefix(80).debugDescription)")
            let values = Array(query.values.values.joined())
            try fuzzRequire(
                values.count <= GenericHidingQuery.valueLimit, name, "a query of \(values.count) values was read")
            try fuzzRequire(
                values.allSatisfy { $0.utf8.count <= GenericHidingQuery.valueLengthLimit }, name,
                "a value past the length limit was read from \(text.prefix(80).debugDescription)")
            try fuzzRequire(
                text.utf8.count <= GenericHidingQuery.textLimit, name, "a text past the limit was parsed")
        case .failure(let error):
            try fuzzRequire(!(error.errorDescription ?? "").isEmpty, name, "a refusal without words: \(error)")
            if text.utf8.count > GenericHidingQuery.textLimit {
                try fuzzRequire(
                    error == .tooLong(bytes: text.utf8.count, limit: GenericHidingQuery.textLimit), name,
                    "a text of \(text.utf8.count) bytes was refused as \(error), not as too long")
            }
        }
    }
}
