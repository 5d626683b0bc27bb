import Foundation
import GtkWeb

/// The cost of the cosmetic-filter script of the real lists on page loads.
///
/// - `page_load_cosmetic_none_ms`, `page_load_cosmetic_easylist_ms`: a new engine per load, without user
///   scripts or with `cosmeticFilters.userScript()` of EasyList + EasyPrivacy's conversion (its filters
///   name other sites, so this is what every page pays: injecting the script with its data, then picking the
///   page's host's filters); `load(url:)` of `/blocker-page` until it returns, engine creation excluded;
///   alternating, median of 5. The plain-C program has no cosmetic script: its figures stay empty, and the
///   load without the script is the floor.
extension ImporterSuite {
    static func cosmeticScriptFigures(
        _ conversion: FilterListConversion, _ env: BenchEnvironment
    ) async throws -> [BenchFigure] {
        let script = conversion.cosmeticFilters.userScript()
        let url = env.server.url("/blocker-page")
        var none: [Double] = []
        var withScript: [Double] = []
        for _ in 0..<5 {
            none.append(try await pageLoad(url, userScripts: []))
            withScript.append(try await pageLoad(url, userScripts: [script]))
        }
        note(
            "importer: cosmetic script of \(conversion.cosmeticFilters.filters.count) filters, \(script.source.utf8.count) bytes"
        )
        return [
            BenchFigure(name: "page_load_cosmetic_none_ms", unit: "ms", value: Percentile.of(none, 0.5)),
            BenchFigure(name: "page_load_cosmetic_easylist_ms", unit: "ms", value: Percentile.of(withScript, 0.5)),
        ]
    }

    /// Milliseconds for a new engine with `userScripts` to load `url`.
    private static func pageLoad(_ url: URL, userScripts: [WebViewUserScript]) async throws -> Double {
        let engine = WebEngine(configuration: WebEngineConfiguration(userScripts: userScripts))
        let start = nowMicroseconds()
        try await engine.load(url: url)
        return (nowMicroseconds() - start) / 1000
    }
}
