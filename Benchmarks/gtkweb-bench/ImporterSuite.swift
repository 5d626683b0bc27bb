import Foundation
import GtkWeb

/// The filter-list importer on the real EasyList and EasyPrivacy (`make bench` fetches them from Debian's
/// `webext-ublock-origin-firefox` into `.build/easylist/`; `GTKWEB_BENCH_FILTER_LISTS` names the files,
/// colon-separated). Without the lists the suite notes so on stderr and reports no figure.
///
/// The plain-C program has no importer; its figures stay empty. The floor beside the conversion is the
/// least any converter writing this JSON could cost: a `JSONSerialization` round trip of the output.
///
/// - `import_easylist_ms`: `FilterListImporter.convert(lists:)` of both lists plus `json()` of the rules,
///   the texts read before the clock; median of 3.
/// - `import_easylist_floor_ms`: `JSONSerialization.jsonObject(with:)` of that JSON, then
///   `JSONSerialization.data(withJSONObject:)` of the result; median of 3.
/// - `compile_easylist_ms`: `WebContentBlockerRuntime.prepare()` of the output (every list of it, when it
///   passes WebKit's per-list limit) into an empty cache folder: WebKit's compilation, plus reading and
///   hashing the files.
/// - `page_load_cosmetic_none_ms`, `page_load_cosmetic_easylist_ms`: page loads without and with the lists'
///   cosmetic-filter script (`ImporterSuite+CosmeticScript.swift`).
@MainActor
enum ImporterSuite: BenchSuite {
    static let name = "importer"

    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure] {
        let paths = (ProcessInfo.processInfo.environment["GTKWEB_BENCH_FILTER_LISTS"] ?? "")
            .split(separator: ":").map(String.init)
        guard !paths.isEmpty else {
            note("suite importer: GTKWEB_BENCH_FILTER_LISTS is not set (make bench sets it); no figures")
            return []
        }
        let texts = try paths.map { String(decoding: try Data(contentsOf: URL(fileURLWithPath: $0)), as: UTF8.self) }

        var conversionTimes: [Double] = []
        var conversion = FilterListConversion(rules: [], skipped: [])
        var json = ""
        for _ in 0..<3 {
            let start = nowMicroseconds()
            conversion = FilterListImporter().convert(lists: texts)
            json = conversion.json()
            conversionTimes.append((nowMicroseconds() - start) / 1000)
        }
        let skipped = conversion.skippedCountsByCategory.sorted { $0.value > $1.value }
            .map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        note(
            "importer: \(texts.reduce(0) { $0 + $1.split(separator: "\n", omittingEmptySubsequences: false).count }) "
                + "lines, \(conversion.rules.count) rules, \(json.utf8.count) bytes, \(conversion.skipped.count) "
                + "lines skipped (\(skipped))")

        var floorTimes: [Double] = []
        let data = Data(json.utf8)
        for _ in 0..<3 {
            let start = nowMicroseconds()
            let object = try JSONSerialization.jsonObject(with: data)
            _ = try JSONSerialization.data(withJSONObject: object)
            floorTimes.append((nowMicroseconds() - start) / 1000)
        }

        let compile = try await compileTime(conversion, in: env.workdir)
        let cosmetic = try await cosmeticScriptFigures(conversion, env)
        return cosmetic + [
            BenchFigure(name: "import_easylist_ms", unit: "ms", value: Percentile.of(conversionTimes, 0.5)),
            BenchFigure(name: "import_easylist_floor_ms", unit: "ms", value: Percentile.of(floorTimes, 0.5)),
            BenchFigure(name: "compile_easylist_ms", unit: "ms", value: compile),
        ]
    }

    /// Milliseconds for a new runtime to compile the conversion's lists into an empty cache folder.
    private static func compileTime(_ conversion: FilterListConversion, in workdir: URL) async throws -> Double {
        let folder = workdir.appendingPathComponent("importer-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let savedCache = WebEngineConfiguration.contentBlockerCacheDirectory
        WebEngineConfiguration.contentBlockerCacheDirectory = folder.appendingPathComponent("cache")
        defer {
            WebEngineConfiguration.contentBlockerCacheDirectory = savedCache
            do {
                try FileManager.default.removeItem(at: folder)
            } catch {
                note("warning: cannot remove \(folder.path): \(error)")
            }
        }
        var paths: [String] = []
        for (index, rules) in try conversion.ruleLists().enumerated() {
            let url = folder.appendingPathComponent("easylist-\(index).json")
            try Data(FilterListConversion(rules: rules, skipped: []).json().utf8).write(to: url)
            paths.append(url.path)
        }
        let runtime = WebContentBlockerRuntime(configuration: WebContentBlockerConfiguration(ruleListPaths: paths))
        let start = nowMicroseconds()
        let errors = await runtime.prepare()
        let elapsed = (nowMicroseconds() - start) / 1000
        guard errors.isEmpty else { throw BenchError("WebKit refused the converted EasyList: \(errors)") }
        note("importer: WebKit compiled \(paths.count) list(s) of \(conversion.rules.count) rules")
        return elapsed
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("gtkweb-bench: \(message)\n".utf8))
    }
}
