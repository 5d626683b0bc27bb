import CWebKitGTK
import Foundation
import GtkWeb
import HTTPFixture

/// What EasyList + EasyPrivacy cost a page load (the C program's cosmetic.c: same files, same pages, same
/// order, same statistics). `CosmeticSuite+Files.swift` says which files; both sides compile them into a
/// store kept in the work folder across rounds, so that only the warm-up round compiles.
///
/// The pages are served on `www.localhost` (`host`), where EasyList's generic hiding applies.
///
/// For each page (`/blocker-page`, and `/heavy-page`: about 1,100 elements with classes and ids) and each
/// list (none, the converted lists as GtkWeb applies them, the same without `css-display-none` rules), a new
/// engine shown in its own 800x600 window loads the page once (its web process starts), then 4 more times, each `load(url:)` timed
/// until it returns, back to back; then 4 more, each after 200 ms of idle main loop (`settled`: the page before
/// has done what it does after its load, its first paint and, with GtkWeb's script, its walk and restyle, which
/// back to back fall into the next load); the variants alternate engine by engine, 5 engines each: median of 20
/// loads.
/// - `page_load_rules_none_ms`, `page_load_easylist_ms`, `page_load_easylist_nohide_ms`;
/// - `page_load_heavy_none_ms`, `page_load_heavy_easylist_ms`, `page_load_heavy_easylist_nohide_ms`;
/// - settled: `page_load_settled_*` and `page_load_heavy_settled_*` (`none`, `easylist`, `easylist_nohide`, …);
/// - per settled load, the CPU milliseconds from its start to the end of the idle main loop after it (what the
///   page costs, its work after the load included, which wall-clock times on a loaded machine blur) of the
///   engine's web process, all threads (`page_load_web_cpu_*`, `page_load_heavy_web_cpu_*`) and its main thread
///   (`page_load_web_main_cpu_*`, …: the thread that parses, styles, lays out and runs scripts), of the network
///   process (`page_load_network_cpu_*`, …), and of this process's main thread (`page_load_ui_cpu_*`, …: with
///   GtkWeb's script, its answers);
/// - `*_ratio`: each list's figure over the same page's `none` figure (of the same kind), per round.
/// - GtkWeb only, `page_load_easylist_allwebkit_*`, `page_load_heavy_easylist_allwebkit_*`: `easylist.json`
///   as the C program loads it, every hiding rule in WebKit (what GtkWeb did before generic hiding moved
///   to the script, and what `--hiding-in-webkit` still writes).
/// - GtkWeb only, where the cost of GtkWeb's way goes: `*_easylist_script_rules_only_*` (its rules without
///   the script), `*_easylist_script_only_*` (the script with the rules minus hiding plus the probe rule),
///   `*_easylist_script_generic_only_*` (the same without the lists' procedural filters),
///   `*_easylist_script_simple_only_*` (the same, only the `.name` / `#name` selectors),
///   `*_easylist_script_empty_*` (the same, one selector) and `*_easylist_script_stopped_*` (the same, its
///   script stopped at once by a whitelist of the page's host: what injecting the script costs),
///   `*_easylist_element_probe_*` (EasyList as GtkWeb applies it, with the probe rule of lists converted before
///   the probe became the `head`'s `::before`: the script adds an element to read it).
///
/// For a closer look at a few variants, `GTKWEB_BENCH_COSMETIC_VARIANTS` names the ones to run (comma-separated;
/// `none` runs too unless `-none` is named), `GTKWEB_BENCH_COSMETIC_PAGES` the pages (`small`, `heavy`), and
/// `GTKWEB_BENCH_COSMETIC_VIEWS` and `GTKWEB_BENCH_COSMETIC_LOADS` the engines per variant and the timed loads per
/// engine.
@MainActor
enum CosmeticSuite: BenchSuite {
    static let name = "cosmetic"
    /// The pages' host: EasyList turns generic hiding off on `127.0.0.1` and `localhost`
    /// (`@@://127.0.0.1$generichide`, `@@://localhost:$generichide`), not on their subdomains.
    static let host = "www.localhost"

    /// One way of blocking: the engine's content blockers and user scripts.
    struct Variant {
        var name: String
        var runtime: WebContentBlockerRuntime?
        var userScripts: [WebViewUserScript] = []
    }

    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure] {
        let folder = folder(env.workdir)
        let heavyFile = folder.appendingPathComponent("heavy-page.html")
        guard FileManager.default.fileExists(atPath: heavyFile.path) else {
            note("suite cosmetic: no \(heavyFile.path) (the driver writes it from the filter lists); no figures")
            return []
        }
        let heavy = try Data(contentsOf: heavyFile)
        env.server.route("/heavy-page") { _ in FixtureResponse(contentType: "text/html; charset=utf-8", body: heavy) }
        let savedCache = WebEngineConfiguration.contentBlockerCacheDirectory
        WebEngineConfiguration.contentBlockerCacheDirectory = folder.appendingPathComponent("gtkweb-store")
        defer { WebEngineConfiguration.contentBlockerCacheDirectory = savedCache }

        let variants = [
            Variant(name: "none", runtime: nil),
            try await easyListVariant(folder),
            Variant(
                name: "easylist_nohide",
                runtime: try await runtime(folder.appendingPathComponent("easylist-nohide.json"))),
            Variant(
                name: "easylist_allwebkit", runtime: try await runtime(folder.appendingPathComponent("easylist.json"))),
        ]
        let script = variants[1]
        let cosmetic = try CosmeticFilterList.decode(
            Data(contentsOf: folder.appendingPathComponent("easylist-script.cosmetic.json")))
        let simple = cosmetic.genericHiding.filter { selector in
            selector.selector.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        }
        let scriptProbe = try await runtime(
            folder.appendingPathComponent("easylist-nohide.json"), folder.appendingPathComponent("probe.json"))
        let diagnostic = [
            Variant(
                name: "easylist_script_simple_only", runtime: scriptProbe,
                userScripts: [CosmeticFilterList(genericHiding: simple).userScript()]),
            Variant(
                name: "easylist_script_empty", runtime: scriptProbe,
                userScripts: [
                    CosmeticFilterList(genericHiding: [GenericHidingSelector(selector: ".gtkweb-none")]).userScript()
                ]),
            Variant(
                name: "easylist_script_stopped", runtime: scriptProbe,
                userScripts: [
                    CosmeticFilterList(genericHiding: [GenericHidingSelector(selector: ".gtkweb-none")])
                        .userScript(whitelistedDomains: [host])
                ]),
            Variant(
                name: "easylist_script_generic_only", runtime: scriptProbe,
                userScripts: [CosmeticFilterList(genericHiding: cosmetic.genericHiding).userScript()]),
            Variant(name: "easylist_script_rules_only", runtime: script.runtime),
            Variant(
                name: "easylist_element_probe",
                runtime: try await runtime(folder.appendingPathComponent("easylist-script-element-probe.json")),
                userScripts: script.userScripts),
            Variant(
                name: "easylist_script_only",
                runtime: try await runtime(
                    folder.appendingPathComponent("easylist-nohide.json"), folder.appendingPathComponent("probe.json")),
                userScripts: script.userScripts),
        ]
        var extra: [Variant] = []
        for path in Knobs.extraLists {
            let list = URL(fileURLWithPath: path)
            extra.append(
                Variant(
                    name: "extra_" + list.deletingPathExtension().lastPathComponent, runtime: try await runtime(list)))
        }
        try await compareHiddenElements(env.server.url("/heavy-page", host: host), folder, variants[1])
        let chosen = (variants + diagnostic + extra).filter { variant in
            Knobs.variants.map { $0.contains(variant.name) || (variant.name == "none" && !$0.contains("-none")) }
                ?? true
        }
        var figures: [BenchFigure] = []
        for (page, prefix) in Knobs.pages {
            let url = env.server.url(page, host: host)
            var samples: [String: [Double]] = [:]
            var settled: [String: [Double]] = [:]
            var webCPU: [String: [Double]] = [:]
            var webMainCPU: [String: [Double]] = [:]
            var uiCPU: [String: [Double]] = [:]
            var networkCPU: [String: [Double]] = [:]
            for _ in 0..<Knobs.views {
                for variant in chosen {
                    let loads = try await pageLoadsAgain(url, variant)
                    samples[variant.name, default: []] += loads.backToBack
                    settled[variant.name, default: []] += loads.settled
                    webCPU[variant.name, default: []] += loads.webCPU
                    webMainCPU[variant.name, default: []] += loads.webMainCPU
                    uiCPU[variant.name, default: []] += loads.uiCPU
                    networkCPU[variant.name, default: []] += loads.networkCPU
                }
            }
            let noneName = page == "/blocker-page" ? "page_load_rules_none" : "\(prefix)_none"
            figures += pageFigures(samples, prefix: prefix, noneName: noneName, variants: chosen)
            figures += pageFigures(
                settled, prefix: prefix + "_settled", noneName: prefix + "_settled_none", variants: chosen)
            figures += pageFigures(
                webCPU, prefix: prefix + "_web_cpu", noneName: prefix + "_web_cpu_none", variants: chosen)
            figures += pageFigures(
                webMainCPU, prefix: prefix + "_web_main_cpu", noneName: prefix + "_web_main_cpu_none",
                variants: chosen)
            figures += pageFigures(
                uiCPU, prefix: prefix + "_ui_cpu", noneName: prefix + "_ui_cpu_none", variants: chosen)
            figures += pageFigures(
                networkCPU, prefix: prefix + "_network_cpu", noneName: prefix + "_network_cpu_none", variants: chosen)
        }
        return figures
    }

    /// Each variant's median of `samples` as `prefix_variant_ms` (`noneName_ms` for `none`) and its ratio to
    /// `none`'s as `prefix_variant_ratio`; nothing for a variant without samples.
    private static func pageFigures(
        _ samples: [String: [Double]], prefix: String, noneName: String, variants: [Variant]
    ) -> [BenchFigure] {
        var figures: [BenchFigure] = []
        let none = Percentile.of(samples["none"] ?? [], 0.5)
        for variant in variants {
            // No CPU samples where the engine's web process could not be told apart: no figure.
            guard samples[variant.name]?.isEmpty == false else { continue }
            let value = Percentile.of(samples[variant.name] ?? [], 0.5)
            if Knobs.printsSamples {
                let sorted = (samples[variant.name] ?? []).sorted().map { String(format: "%.1f", $0) }
                note("suite cosmetic: \(prefix) \(variant.name): \(sorted.joined(separator: " "))")
            }
            let figure = variant.name == "none" ? noneName : "\(prefix)_\(variant.name)"
            figures.append(BenchFigure(name: figure + "_ms", unit: "ms", value: value))
            if variant.name != "none" && none > 0 {
                figures.append(BenchFigure(name: figure + "_ratio", unit: "x", value: value / none))
            }
        }
        return figures
    }

    /// The converted lists as GtkWeb applies them: generic hiding in the cosmetic script (with the lists'
    /// procedural and style filters, as the shell runs it), the rest compiled by WebKit.
    private static func easyListVariant(_ folder: URL) async throws -> Variant {
        let cosmetic = try CosmeticFilterList.decode(
            Data(contentsOf: folder.appendingPathComponent("easylist-script.cosmetic.json")))
        return Variant(
            name: "easylist", runtime: try await runtime(folder.appendingPathComponent("easylist-script.json")),
            userScripts: [cosmetic.userScript()])
    }

    /// Notes whether the converted lists as GtkWeb applies them hide the same elements of `url` as the
    /// same lists all in WebKit (`easylist.json`).
    private static func compareHiddenElements(_ url: URL, _ folder: URL, _ gtkweb: Variant) async throws {
        let allInWebKit = Variant(
            name: "all", runtime: try await runtime(folder.appendingPathComponent("easylist.json")))
        var hidden: [[String]] = []
        for variant in [allInWebKit, gtkweb] {
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    userScripts: variant.userScripts, contentBlockerRuntime: variant.runtime))
            try await engine.load(url: url)
            try await settleGenericHiding(engine)
            let json = try await engine.evaluate(
                js: """
                    Array.from(document.body.querySelectorAll('*'))
                      .filter((e) => getComputedStyle(e).display === 'none')
                      .map((e) => e.localName + '#' + e.id + '.' + e.className)
                    """)
            hidden.append(try JSONDecoder().decode([String].self, from: Data((json ?? "[]").utf8)))
        }
        note(
            hidden[0] == hidden[1]
                ? "suite cosmetic: both outputs hide the same \(hidden[0].count) elements of /heavy-page"
                : "warning: /heavy-page hides \(hidden[0]) all in WebKit but \(hidden[1]) with the script")
    }

    /// Waits until the generic hiding script of each frame of `engine`'s page has its replies for the names
    /// the document had at `DOMContentLoaded` (a reply can land after `load`): its state, the global of its
    /// world named after its handler (`gtkwebGenericHiding…`), says it stopped or has nothing unanswered.
    private static func settleGenericHiding(_ engine: WebEngine) async throws {
        _ = try await engine.callAsyncJavaScript(
            """
            const deadline = Date.now() + 10000;
            for (;;) {
              const states = Object.keys(globalThis).filter((key) => key.startsWith('gtkwebGenericHiding'))
                .map((key) => globalThis[key]);
              if (states.every((state) => state.off || (state.parsed && state.pending === 0))) return states.length;
              if (Date.now() > deadline) throw new Error('generic hiding did not settle: ' + JSON.stringify(states));
              await new Promise((resolve) => setTimeout(resolve, 10));
            }
            """, in: .cosmeticFilters)
    }

    /// A runtime with `lists` prepared (compiled into the suite's store the first time). Each set of lists
    /// has a store folder of its own under `gtkweb-store`, named after the files: a preparation prunes from
    /// its folder what no live engine and not the newest preparation uses, so in one shared folder each
    /// variant's preparation would delete the lists of the variants prepared before it, and every round
    /// (and every run with the same `--workdir`) would compile them again. GtkWeb names a compiled list by
    /// its content, so a list that changed is compiled anew.
    static func runtime(_ lists: URL...) async throws -> WebContentBlockerRuntime {
        let list = lists[0]
        let store = lists.map { $0.deletingPathExtension().lastPathComponent }.joined(separator: "+")
        WebEngineConfiguration.contentBlockerCacheDirectory = list.deletingLastPathComponent()
            .appendingPathComponent("gtkweb-store", isDirectory: true).appendingPathComponent(store, isDirectory: true)
        let runtime = WebContentBlockerRuntime(
            configuration: WebContentBlockerConfiguration(ruleListPaths: lists.map(\.path)))
        let start = nowMicroseconds()
        let errors = await runtime.prepare()
        guard errors.isEmpty else { throw BenchError("WebKit refused \(list.lastPathComponent): \(errors)") }
        note("suite cosmetic: \(list.lastPathComponent) ready in \(Int((nowMicroseconds() - start) / 1000)) ms")
        return runtime
    }

    /// The suite's size and choice of variants and pages, from the environment (`CosmeticSuite`).
    enum Knobs {
        static let environment = ProcessInfo.processInfo.environment
        /// The variants to run besides `none`; nil: all.
        static let variants = environment["GTKWEB_BENCH_COSMETIC_VARIANTS"].map {
            Set($0.split(separator: ",").map(String.init))
        }
        /// The pages' paths and their figures' prefixes.
        static let pages = [("small", "/blocker-page", "page_load"), ("heavy", "/heavy-page", "page_load_heavy")]
            .filter { page in
                environment["GTKWEB_BENCH_COSMETIC_PAGES"].map { $0.split(separator: ",").contains(Substring(page.0)) }
                    ?? true
            }
            .map { ($0.1, $0.2) }
        /// New engines per variant and page.
        static let views = environment["GTKWEB_BENCH_COSMETIC_VIEWS"].flatMap { Int($0) }.map { max(1, $0) } ?? 5
        /// Rule lists (JSON files, comma-separated in `GTKWEB_BENCH_COSMETIC_EXTRA_LISTS`), each a variant of its own
        /// named `extra_` and the file's name, with no user script.
        static let extraLists =
            environment["GTKWEB_BENCH_COSMETIC_EXTRA_LISTS"].map {
                $0.split(separator: ",").map(String.init)
            } ?? []
        /// Whether each variant's loads are printed, in order of time taken.
        static let printsSamples = environment["GTKWEB_BENCH_COSMETIC_SAMPLES"] == "1"
        /// Whether the suite prints the `CLOCK_MONOTONIC` time at which each engine's back-to-back loads start and
        /// end (`GTKWEB_BENCH_COSMETIC_MARKS=1`), to pick them out of a profile (`perf record -k CLOCK_MONOTONIC`).
        static let printsMarks = environment["GTKWEB_BENCH_COSMETIC_MARKS"] == "1"

        /// Prints `event` with the `CLOCK_MONOTONIC` time, when `printsMarks`.
        static func mark(_ event: String) {
            guard printsMarks else { return }
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            note("suite cosmetic: mark \(event) " + String(format: "%ld.%09ld", time.tv_sec, time.tv_nsec))
        }
        /// Timed loads per engine, after its first.
        static let loads = environment["GTKWEB_BENCH_COSMETIC_LOADS"].flatMap { Int($0) }.map { max(1, $0) } ?? 4
    }

    /// The idle main loop after each settled load (`SETTLE_MS` in cosmetic.c).
    static let settleMilliseconds = 200

    /// What the loads of one engine cost: each load's milliseconds, and for each settled load the CPU milliseconds
    /// its web process (all threads, and its main thread), the network processes and this process's main thread
    /// used from the load's start to the end of the idle main loop after it, which holds what the page does after
    /// its load (first paint, GtkWeb's script's walk and restyle).
    struct PageLoads {
        var backToBack: [Double] = []
        var settled: [Double] = []
        /// `webCPU` and `webMainCPU` are empty when the engine's web process could not be told apart (not exactly
        /// one new web process).
        var webCPU: [Double] = []
        var webMainCPU: [Double] = []
        var uiCPU: [Double] = []
        var networkCPU: [Double] = []
    }

    /// The loads of `url` after the first in a new engine made for `variant`, shown in a new 800x600 window (the
    /// first load starts its web process and is not timed): `Knobs.loads` back to back, then `Knobs.loads` settled,
    /// each followed by `settleMilliseconds` of idle main loop (and the first preceded by it too).
    private static func pageLoadsAgain(_ url: URL, _ variant: Variant) async throws -> PageLoads {
        let webBefore = ProcessTree.webProcesses()
        let engine = WebEngine(
            configuration: WebEngineConfiguration(
                userScripts: variant.userScripts, contentBlockerRuntime: variant.runtime))
        let window = makeBenchWindow(width: 800, height: 600)
        defer { destroyBenchWindow(window) }
        engine.unsafeAttach(toContainer: window)
        defer { engine.detachFromContainer() }
        try await engine.load(url: url)
        let newWeb = ProcessTree.webProcesses().subtracting(webBefore)
        let web = newWeb.count == 1 ? newWeb.first : nil
        if web == nil { note("suite cosmetic: \(newWeb.count) new web processes for one engine; no CPU figures") }
        var loads = PageLoads()
        Knobs.mark("start \(variant.name)")
        for _ in 0..<Knobs.loads {
            let start = nowMicroseconds()
            try await engine.load(url: url)
            loads.backToBack.append((nowMicroseconds() - start) / 1000)
        }
        Knobs.mark("end \(variant.name)")
        try await Task.sleep(for: .milliseconds(settleMilliseconds))
        let network = ProcessTree.networkProcesses()
        let networkCPU = { network.reduce(0) { $0 + (ProcessTree.cpuMilliseconds(of: $1) ?? 0) } }
        for _ in 0..<Knobs.loads {
            let webStart = web.flatMap(ProcessTree.cpuMilliseconds(of:))
            let webMainStart = web.flatMap(ProcessTree.mainThreadCPUMilliseconds(of:))
            let networkStart = networkCPU()
            let uiStart = ProcessTree.threadCPUMilliseconds()
            let start = nowMicroseconds()
            try await engine.load(url: url)
            loads.settled.append((nowMicroseconds() - start) / 1000)
            try await Task.sleep(for: .milliseconds(settleMilliseconds))
            loads.uiCPU.append(ProcessTree.threadCPUMilliseconds() - uiStart)
            loads.networkCPU.append(networkCPU() - networkStart)
            if let webStart, let webEnd = web.flatMap(ProcessTree.cpuMilliseconds(of:)) {
                loads.webCPU.append(webEnd - webStart)
            }
            if let webMainStart, let webMainEnd = web.flatMap(ProcessTree.mainThreadCPUMilliseconds(of:)) {
                loads.webMainCPU.append(webMainEnd - webMainStart)
            }
        }
        return loads
    }
}
