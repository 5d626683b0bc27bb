// swift-tools-version: 6.1
import PackageDescription

let swiftSettings: [SwiftSetting] = [.swiftLanguageMode(.v6), .enableUpcomingFeature("InternalImportsByDefault")]

// The toolkit: trait GTK3 (the default: webkit2gtk-4.1, Clang module CWebKit41) or GTK4 (webkitgtk-6.0,
// CWebKit6). The Swift module `CWebKitGTK` re-exports the one the trait picks, so Swift code imports one name;
// a module that needs the C API depends on `webKitGTK`. `swift build --traits GTK4` replaces the default.
let webKitGTK: [Target.Dependency] = ["CWebKitGTK"]
// GTKWEB_GTK3_ONLY=1 declares neither the GTK4 trait nor the GTK 4 module. `swift package dump-symbol-graph`
// (SwiftPM 6.3.1) enables every trait and ignores trait conditions, so it would compile with both WebKits' header
// folders, which clash; scripts/docs.sh sets it.
let gtk3Only = Context.environment["GTKWEB_GTK3_ONLY"] == "1"
let webKitGTKC: [Target.Dependency] =
    [.target(name: "CWebKit41", condition: .when(traits: ["GTK3"]))]
    + (gtk3Only ? [] : [.target(name: "CWebKit6", condition: .when(traits: ["GTK4"]))])

// The shell, its tests and the GTK 3 embedding example are GTK 3 programs. The benchmarks build with either trait
// when built by product (`make bench TRAITS=GTK4`); the whole package does not, the shell being GTK 3. A root
// build of this package with the GTK4 trait leaves the GTK 3 programs and the benchmarks out when
// GTKWEB_LIBRARY_ONLY=1 is set (SwiftPM builds every target of the root package and has no trait condition on a
// target; `make test-gtk4` sets it). An app that depends on GtkWeb with `traits: ["GTK4"]` builds only the
// library products it uses and needs no variable.
let libraryOnly = Context.environment["GTKWEB_LIBRARY_ONLY"] == "1"

// The benchmarks' C code: BENCH_GTK4 under the GTK4 trait (WebKitGTK 6.0 headers and calls).
let benchCSettings: [CSetting] = [.define("BENCH_GTK4", .when(traits: ["GTK4"]))]


let package = Package(
    name: "GtkWeb",
    products: [
        .library(name: "GtkWeb", targets: ["GtkWeb"]),
        .library(name: "SkipWeb", targets: ["SkipWeb"]),
        .library(name: "SessionStore", targets: ["SessionStore"]),
        .library(name: "ContentRuleImport", targets: ["ContentRuleImport"]),
        .executable(name: "gtkweb", targets: ["gtkweb"]),
        .executable(name: "gtkweb-bench", targets: ["gtkweb-bench"]),
    ],
    traits: [
        .trait(name: "GTK3", description: "Build against WebKitGTK 4.1 and GTK 3 (webkit2gtk-4.1)."),
        .trait(name: "GTK4", description: "Build against WebKitGTK 6.0 and GTK 4 (webkitgtk-6.0)."),
        .default(enabledTraits: ["GTK3"]),
    ],
    targets: [
        // C libraries, found through pkg-config. The shim holds static inline helpers for macros
        // and variadic calls that Swift cannot import.
        .systemLibrary(name: "CWebKit41", path: "Sources/CWebKitGTK", pkgConfig: "webkit2gtk-4.1"),
        .systemLibrary(name: "CWebKit6", path: "Sources/CWebKitGTK6", pkgConfig: "webkitgtk-6.0"),
        .target(name: "CWebKitGTK", dependencies: webKitGTKC, path: "Sources/CWebKitGTKImport"),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3"),

        // Sessions, history and downloads in a SQLite file; no GTK or WebKit.
        .target(name: "SessionStore", dependencies: ["CSQLite"], swiftSettings: swiftSettings),
        // libdeflate and libjpeg-turbo, for snapshot encoding (libjpeg-turbo has no pkg-config cflags).
        .systemLibrary(name: "CImageCodecs", path: "Sources/CImageCodecs", pkgConfig: "libdeflate"),

        // GObject ownership, signals, GError, async bridging, the main-loop bridge.
        .target(name: "GLibInterop", dependencies: webKitGTK, swiftSettings: swiftSettings),

        // An in-process libsoup HTTP server on 127.0.0.1 for tests and benchmarks.
        .target(
            name: "HTTPFixture", dependencies: ["GLibInterop"] + webKitGTK, path: "Tests/HTTPFixture",
            swiftSettings: swiftSettings),

        // Child processes for tests and benchmarks (posix_spawn; Foundation's `Process` can crash its parent).
        .target(name: "Spawn", path: "Tests/Spawn", swiftSettings: swiftSettings),

        // Adblock Plus / EasyList filter lists to WebKit content-blocker JSON: Foundation only, no display needed.
        .target(name: "ContentRuleImport", swiftSettings: swiftSettings),

        // The public API.
        .target(
            name: "GtkWeb", dependencies: ["GLibInterop", "SessionStore", "CImageCodecs", "ContentRuleImport"] + webKitGTK, swiftSettings: swiftSettings),

        // `import SkipWeb` compatibility: re-exports GtkWeb.
        .target(name: "SkipWeb", dependencies: ["GtkWeb"], swiftSettings: swiftSettings),

        // The desktop shell, built on the public API.
        .target(
            name: "GtkWebShell", dependencies: ["GtkWeb", "GLibInterop", "CWebKitGTK", "SessionStore"],
            swiftSettings: swiftSettings),
        .executableTarget(name: "gtkweb", dependencies: ["GtkWebShell"], swiftSettings: swiftSettings),

        // A test helper the profile tests run as a child process (data surviving a restart).
        .executableTarget(
            name: "gtkweb-profile-probe", dependencies: ["GtkWeb", "GLibInterop"], path: "Tests/Probes/gtkweb-profile-probe",
            swiftSettings: swiftSettings),

        // A test helper the session-store tests run as a child process: write bursts to SIGKILL, a second
        // writer on one file, a file-size limit, a dropped privilege.
        .executableTarget(
            name: "gtkweb-session-probe", dependencies: ["SessionStore"], path: "Tests/Probes/gtkweb-session-probe",
            swiftSettings: swiftSettings),

        // A test helper that saves a browser session under a display, for restoring in another process.
        .executableTarget(
            name: "gtkweb-browser-session-probe", dependencies: ["GtkWeb", "GLibInterop", "SessionStore"],
            path: "Tests/Probes/gtkweb-browser-session-probe", swiftSettings: swiftSettings),

        // Benchmarks: GtkWeb side by side with a plain-C WebKitGTK program run in the same invocation.
        .executableTarget(
            name: "gtkweb-bench",
            dependencies: ["GtkWeb", "GLibInterop", "HTTPFixture", "CWebKitGTK", "SessionStore", "CBenchCalls", "Spawn"],
            path: "Benchmarks/gtkweb-bench", swiftSettings: swiftSettings),
        // Plain-C calls both benchmark programs time, the same code on both sides.
        // Under the GTK4 trait both C targets build against WebKitGTK 6.0 with BENCH_GTK4 defined, which picks
        // the headers and gtkweb-bench-c's suites and toolkit file (Benchmarks/gtkweb-bench-c/toolkit.h).
        .target(
            name: "CBenchCalls", dependencies: webKitGTKC, path: "Benchmarks/CBenchCalls", cSettings: benchCSettings),
        .executableTarget(
            name: "gtkweb-bench-c", dependencies: webKitGTKC + ["CBenchCalls"], path: "Benchmarks/gtkweb-bench-c",
            cSettings: benchCSettings, linkerSettings: [.linkedLibrary("Xtst"), .linkedLibrary("X11")]),

        // The README's embedding example, built so that it keeps compiling.
        .executableTarget(
            name: "embedding-example", dependencies: ["GtkWeb", "CWebKitGTK"], path: "Examples/EmbeddingExample",
            swiftSettings: swiftSettings),

        // Test support: the GLib-pumping wait helper and the SoupServer fixture.
        .target(
            name: "GtkWebTestSupport", dependencies: ["GtkWeb", "GLibInterop", "HTTPFixture", "Spawn"] + webKitGTK,
            path: "Tests/GtkWebTestSupport", swiftSettings: swiftSettings),
        .testTarget(
            name: "GLibInteropTests", dependencies: ["GLibInterop", "GtkWebTestSupport"] + webKitGTK,
            swiftSettings: swiftSettings),
        .testTarget(name: "SessionStoreTests", dependencies: ["SessionStore", "Spawn"], swiftSettings: swiftSettings),
        .testTarget(name: "SpawnTests", dependencies: ["Spawn"], swiftSettings: swiftSettings),
        .testTarget(name: "ContentRuleImportTests", dependencies: ["ContentRuleImport"], swiftSettings: swiftSettings),
        // Replays every fuzz target's kept inputs (Tests/Fuzz/Inputs) through the checks the fuzzers assert.
        .testTarget(
            name: "FuzzRegressionTests", dependencies: ["ContentRuleImport", "SessionStore", "GtkWeb", "GtkWebShell"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "GtkWebShellTests",
            dependencies: ["GtkWebShell", "GtkWeb", "GtkWebTestSupport", "HTTPFixture", "SessionStore", "Spawn"],
            swiftSettings: swiftSettings),
        // Code that imports only SkipWeb, in a module that never imports GtkWeb: it builds while SkipWeb re-exports it.
        .testTarget(name: "SkipWebTests", dependencies: ["SkipWeb"], swiftSettings: swiftSettings),
        .testTarget(
            name: "GtkWebTests",
            dependencies: ["GtkWeb", "SkipWeb", "GtkWebTestSupport", "GLibInterop", "SessionStore", "Spawn"],
            resources: [.copy("Fixtures")], swiftSettings: swiftSettings),
        // SkipWeb app code compiled against `import SkipWeb` (the proof of source compatibility), and
        // tests that its callbacks are called.
        .testTarget(
            name: "SkipWebCompatTests", dependencies: ["SkipWeb", "GtkWebTestSupport", "HTTPFixture", "Spawn"],
            swiftSettings: swiftSettings),
        // SkipWeb's rules and the internals its own tests reach, tested as an app's tests would:
        // through `@testable import SkipWeb`.
        .testTarget(
            name: "SkipWebOwnTestsCompat", dependencies: ["SkipWeb", "GtkWebTestSupport", "HTTPFixture"],
            swiftSettings: swiftSettings),
        // SkipWeb app code in Swift 5 mode, as SkipWeb's own package and many of its apps build.
        .testTarget(
            name: "SkipWebSwift5Tests", dependencies: ["SkipWeb"], swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)

// GTKWEB_LIBRARY_ONLY=1 (see `libraryOnly`): the library, its probes and its test suites, without the GTK 3 programs.
if libraryOnly {
    let gtk3Programs: Set<String> = [
        "GtkWebShell", "gtkweb", "GtkWebShellTests", "FuzzRegressionTests", "gtkweb-bench", "CBenchCalls",
        "gtkweb-bench-c", "embedding-example",
    ]
    package.targets.removeAll { gtk3Programs.contains($0.name) }
    package.products.removeAll { gtk3Programs.contains($0.name) }
}

// GTKWEB_GTK3_ONLY=1 (see `gtk3Only`): no WebKitGTK 6.0 module.
if gtk3Only {
    package.targets.removeAll { $0.name == "CWebKit6" }
    package.traits = package.traits.filter { $0.name != "GTK4" }
}
