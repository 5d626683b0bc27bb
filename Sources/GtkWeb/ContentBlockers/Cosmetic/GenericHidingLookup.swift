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
            host: query.host, tags: query.tags, ids: query.ids, classes: query.classes, attributes: query.attributes,
            values: query.values, unreported: query.unreported, withAlways: query.first)
        return "[" + selectors.map(JSONText.quote).joined(separator: ",") + "]"
    }

    static func == (lhs: GenericHidingLookup, rhs: GenericHidingLookup) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
