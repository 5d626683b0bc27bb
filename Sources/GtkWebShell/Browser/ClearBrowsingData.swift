import Foundation
import GtkWeb
import SessionStore

/// Clears browsing data for a time range: history and the downloads list in the session store, and
/// cookies, site storage and caches through the library's website-data removal
/// (`WebEngine.removeData(ofTypes:modifiedSince:)`) on an engine of the default profile.
///
/// Cookies are removed only for "everything": WebKitGTK keeps no modification time for them, and the
/// library refuses a cookie removal with a window rather than report one that removed nothing.
@MainActor
struct ClearBrowsingData {
    let choice: ClearDataDialogView.Choice
    var now = Date()

    /// The start of the range.
    var start: Date {
        switch choice.range {
        case 0: now.addingTimeInterval(-3600)
        case 1: now.addingTimeInterval(-86_400)
        default: .distantPast
        }
    }

    /// The website data types the choice removes.
    var dataTypes: Set<WebSiteDataType> {
        var types: Set<WebSiteDataType> = []
        if choice.siteData {
            types.formUnion([.localStorage, .sessionStorage, .indexedDBDatabases, .webSQLDatabases])
            if choice.range == 2 { types.insert(.cookies) }
        }
        if choice.cache { types.formUnion([.diskCache, .memoryCache, .offlineWebApplicationCache]) }
        return types
    }

    /// Clears what was chosen; returns a sentence for each part that failed (empty when all went well).
    /// The store's removals run off the main thread (they wait for its writer, which an import may hold).
    func run(store: SessionStore?, engine: WebEngine?) async -> [String] {
        var problems: [String] = []
        if let store {
            let (start, history, downloads) = (start, choice.history, choice.downloads)
            problems += await Task.detached { Self.clear(store, from: start, history: history, downloads: downloads) }
                .value
        }
        let types = dataTypes
        if !types.isEmpty {
            if let engine {
                do { try await engine.removeData(ofTypes: types, modifiedSince: start) } catch {
                    problems.append("Site data was not cleared: \(error.localizedDescription)")
                }
            } else {
                problems.append("Site data was not cleared: no page of the default profile is open.")
            }
        }
        return problems
    }

    /// Removes history and the downloads list from `start` on, as chosen; a sentence for each failure.
    nonisolated private static func clear(_ store: SessionStore, from start: Date, history: Bool, downloads: Bool)
        -> [String]
    {
        var problems: [String] = []
        let end = Date.distantFuture
        if history {
            do { try store.removeHistory(visitedFrom: start, to: end) } catch {
                problems.append("History was not cleared: \(error.localizedDescription)")
            }
        }
        if downloads {
            do { try store.removeDownloads(startedFrom: start, to: end) } catch {
                problems.append("The downloads list was not cleared: \(error.localizedDescription)")
            }
        }
        return problems
    }
}
