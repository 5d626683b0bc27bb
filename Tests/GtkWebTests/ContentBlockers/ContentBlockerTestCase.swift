import CWebKitGTK
import Foundation
import GLibInterop
import GtkWebTestSupport
import HTTPFixture
import XCTest

@testable import GtkWeb

/// Base class of the content-blocker tests: each test gets its own temporary folder, holding the
/// compiled-list cache (set as `WebEngineConfiguration.contentBlockerCacheDirectory`) and the rule lists
/// it writes; both are removed afterwards, and the process-wide cache override is restored (to none, if none
/// was set).
///
/// Test bodies capture `files` (a `Sendable` value), not the test case.
class ContentBlockerTestCase: XCTestCase {
    private(set) var files: BlockerTestFiles!
    /// The process-wide cache override before this test (nil when none was set), restored as it was.
    private var savedCacheOverride: URL?

    override func setUpWithError() throws {
        try super.setUpWithError()
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtkweb-blockers-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let files = BlockerTestFiles(root: root)
        self.files = files
        // Compilations are counted from GtkWeb's informational log, which GLib writes only when asked.
        setenv("G_MESSAGES_DEBUG", GLibLog.domain, 1)
        GLibLogRecorder.start()
        savedCacheOverride = MainActor.assumeIsolated {
            let saved = WebEngineConfiguration.contentBlockerCacheOverride
            WebEngineConfiguration.contentBlockerCacheDirectory = files.cacheDirectory
            return saved
        }
    }

    override func tearDownWithError() throws {
        unsetenv("G_MESSAGES_DEBUG")
        let saved = savedCacheOverride
        MainActor.assumeIsolated { WebEngineConfiguration.contentBlockerCacheOverride = saved }
        if let files { try FileManager.default.removeItem(at: files.root) }
        try super.tearDownWithError()
    }
}

/// A test's temporary folder: the compiled-list cache and the rule lists the test writes.
struct BlockerTestFiles: Sendable {
    let root: URL

    /// The compiled-list cache of this test.
    var cacheDirectory: URL { root.appendingPathComponent("cache/content-blockers", isDirectory: true) }

    /// The path `<temporary>/lists/<name>` (the file may not exist).
    func listPath(_ name: String) -> String {
        root.appendingPathComponent("lists", isDirectory: true).appendingPathComponent(name).path
    }

    /// Writes `json` to `listPath(name)` and returns the path.
    @discardableResult
    func writeList(_ name: String, _ json: String) throws -> String {
        let url = URL(fileURLWithPath: listPath(name))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url)
        return url.path
    }

    /// The path of a checked-in fixture under Tests/GtkWebTests/Fixtures.
    static func fixturePath(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    /// Identifiers of the compiled lists in the cache (its `ContentRuleList-<id>` files).
    func storedIdentifiers() throws -> Set<String> {
        guard FileManager.default.fileExists(atPath: cacheDirectory.path) else { return [] }
        let names = try FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)
        return Set(
            names.filter { $0.hasPrefix("ContentRuleList-") }.map { String($0.dropFirst("ContentRuleList-".count)) })
    }

    /// How many lists WebKit has compiled into this test's cache folder since the test began, read from the
    /// informational messages the preparation logs for each compilation.
    @MainActor var compilations: Int {
        GLibLogRecorder.messages.count { message in
            message.level == G_LOG_LEVEL_INFO
                && message.text.hasPrefix("compiling the content-blocker list ")
                && message.text.hasSuffix(" into \(cacheDirectory.path)")
        }
    }

    /// How many times this test's cache folder was read to prune it, from GtkWeb's debug log.
    @MainActor var prunes: Int {
        GLibLogRecorder.messages.count { message in
            message.level == G_LOG_LEVEL_DEBUG
                && message.text == ContentBlockerPreparation.pruningMessage(directoryPath: cacheDirectory.path)
        }
    }
}

/// A page for blocker tests and what it loads, served under `/<prefix>/…` by the shared fixture server:
/// `page` embeds `ad.png`, `ok.png`, `ad.js` (sets `window.adScriptRan`) and a `.banner` element.
@MainActor
struct BlockerFixturePage {
    let server: FixtureServer
    let prefix: String

    /// Installs the routes; `prefix` should be unique to the test.
    init(prefix: String) throws {
        server = try SharedFixtures.httpServer()
        self.prefix = prefix
        let png = FixtureResponse(contentType: "image/png", body: FixtureServer.onePixelPNG)
        server.route(prefix: "/\(prefix)/") { request in
            switch request.path.split(separator: "/").last ?? "" {
            case "ad.png", "ok.png": return png
            case "ad.js":
                return FixtureResponse(contentType: "text/javascript", body: Data("window.adScriptRan = true;".utf8))
            default:
                return .html(
                    title: "blocker page",
                    body: """
                        <img id=ad src=ad.png><img id=ok src=ok.png><script src=ad.js></script>
                        <div class=banner id=banner>banner</div><p id=content>content</p>
                        """)
            }
        }
    }

    /// The page's URL on `host` (`127.0.0.1`, `localhost`, or a subdomain of `localhost`).
    func url(host: String = "127.0.0.1", page: String = "page") -> URL { server.url("/\(prefix)/\(page)", host: host) }

    /// How many requests for `file` (`ad.png`, `ok.png`, `ad.js`) reached the server from `host`.
    func requests(_ file: String, host: String = "127.0.0.1") -> Int {
        server.requests(for: "/\(prefix)/\(file)").filter { $0.host == host }.count
    }

    /// What the loaded page shows: whether its ad script ran, the banner's computed `display`, and
    /// whether each image loaded.
    static func state(of engine: WebEngine) async throws -> PageState {
        try await settleGenericHiding(engine)
        let json = try await engine.evaluate(
            js: """
                ({
                  script: window.adScriptRan === true,
                  banner: getComputedStyle(document.getElementById('banner')).display,
                  ad: document.getElementById('ad').naturalWidth > 0,
                  ok: document.getElementById('ok').naturalWidth > 0
                })
                """)
        return try JSONDecoder().decode(PageState.self, from: Data((json ?? "null").utf8))
    }
}

/// The observable state of a `BlockerFixturePage`.
struct PageState: Decodable, Equatable {
    var script: Bool
    var banner: String
    var ad: Bool
    var ok: Bool

    /// Nothing blocked, nothing hidden.
    static let unblocked = PageState(script: true, banner: "block", ad: true, ok: true)
}

/// JSON rule lists the tests write.
enum TestLists {
    static let blockAdImage = #"[{"trigger":{"url-filter":"ad\\.png"},"action":{"type":"block"}}]"#
    /// Blocks any URL containing `forbidden-page`, main-frame navigations included.
    static let blockForbiddenPage = #"[{"trigger":{"url-filter":"forbidden-page"},"action":{"type":"block"}}]"#
    static let blockAdScript = #"[{"trigger":{"url-filter":"ad\\.js"},"action":{"type":"block"}}]"#
    static let hideBanner =
        #"[{"trigger":{"url-filter":".*"},"action":{"type":"css-display-none","selector":".banner"}}]"#
    /// Blocks `ad.png` and `ad.js` and hides `.banner`.
    static let adsAndBanner = """
        [{"trigger":{"url-filter":"ad\\\\.png"},"action":{"type":"block"}},
         {"trigger":{"url-filter":"ad\\\\.js"},"action":{"type":"block"}},
         {"trigger":{"url-filter":".*"},"action":{"type":"css-display-none","selector":".banner"}}]
        """
}

/// Fails the test (at the caller's line) when a content-blocker preparation reported problems, so that a
/// test's set-up cannot fail unnoticed.
func assertNoSetupErrors(
    _ errors: [WebContentBlockerError]?, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(errors, [], "content-blocker set-up reported problems", file: file, line: line)
}

/// Waits until the generic hiding of the engine's page has applied what the document had at
/// `DOMContentLoaded` (a reply can land after `load`): the engine's state (the global named after its
/// handler, in its world) says it stopped, or posted those names and has no query left unanswered.
/// Does nothing for an engine without a generic hiding script; throws, saying the state, after 10 s.
@MainActor
func settleGenericHiding(_ engine: WebEngine) async throws {
    for script in engine.configuration.userScripts {
        guard let name = script.genericHiding?.handlerName else { continue }
        _ = try await engine.callAsyncJavaScript(
            """
            const deadline = Date.now() + 10000;
            for (;;) {
              const state = globalThis[name];
              if (state && (state.off || (state.parsed && state.pending === 0))) return true;
              if (Date.now() > deadline) throw new Error('generic hiding did not settle: ' + JSON.stringify(state));
              await new Promise((resolve) => setTimeout(resolve, 10));
            }
            """, arguments: ["name": name], in: script.world)
    }
}
