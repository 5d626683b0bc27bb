import Foundation
import GtkWebTestSupport
import HTTPFixture
import XCTest

@testable import GtkWeb

/// `removeData(ofTypes:modifiedSince:)`: it removes what it names and keeps the rest.
final class SiteDataRemovalTests: XCTestCase {
    /// What a page of the engine's profile holds: its cookies, a localStorage item, and whether a
    /// cacheable resource still comes from the cache (the server's request count stays the same).
    @MainActor
    private struct Seeded {
        let engine: WebEngine
        let server: FixtureServer
        let page: URL
        let cachedPath: String

        static func make(_ profile: WebProfile, _ label: String) async throws -> Seeded {
            let server = try SharedFixtures.httpServer()
            let cachedPath = "/site-data/\(label)-\(UUID().uuidString).txt"
            server.route(cachedPath) { _ in
                FixtureResponse(
                    contentType: "text/plain", body: Data("cached".utf8), headers: [("Cache-Control", "max-age=3600")])
            }
            let seeded = Seeded(
                engine: ProfileTesting.engine(profile), server: server, page: server.url("/page/site-data-\(label)"),
                cachedPath: cachedPath)
            try await seeded.engine.load(url: ProfileTesting.setCookieURL(server, ["data=1; Max-Age=3600; Path=/"]))
            try await seeded.engine.load(url: seeded.page)
            _ = try await seeded.engine.evaluate(js: "localStorage.setItem('data', 'kept')")
            _ = try await seeded.fetchCached()
            let again = try await seeded.fetchCached()
            XCTAssertEqual(again, 1, "the second fetch comes from the cache")
            return seeded
        }

        /// Fetches the cacheable resource; returns how many times the server has been asked for it.
        func fetchCached() async throws -> Int {
            _ = try await engine.evaluate(js: "fetch('\(cachedPath)').then(r => r.text())")
            return server.requests(for: cachedPath).count
        }

        var cookies: [String] { get async { await engine.cookiePairs(server.url("/")) } }

        /// Creates the IndexedDB database `name`, with one object store, in the page's origin.
        func createDatabase(_ name: String) async throws {
            let made = try await engine.evaluate(
                js: """
                    new Promise((resolve, reject) => {
                      const open = indexedDB.open('\(name)', 1);
                      open.onupgradeneeded = () => open.result.createObjectStore('s');
                      open.onsuccess = () => { open.result.close(); resolve('made'); };
                      open.onerror = () => reject(open.error);
                    })
                    """)
            XCTAssertEqual(made, "\"made\"")
        }

        /// The names of the page origin's IndexedDB databases, as JSON, read from a fresh load of the page.
        func databaseNames() async throws -> String? {
            try await engine.load(url: page)
            return try await engine.evaluate(js: "indexedDB.databases().then(list => list.map(d => d.name))")
        }

        /// The localStorage item, read from a fresh load of the page.
        func storage() async throws -> String? {
            try await engine.load(url: page)
            return try await engine.string("localStorage.getItem('data')")
        }
    }

    func testRemovingCookiesKeepsStorageAndCache() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("remove-cookies") { _, _ in
                let seeded = try await Seeded.make(.named("data"), "cookies")
                try await seeded.engine.removeData(ofTypes: [.cookies], modifiedSince: .distantPast)
                let cookies = await seeded.cookies
                XCTAssertEqual(cookies, [])
                let storage = try await seeded.storage()
                XCTAssertEqual(storage, "kept")
                let fetches = try await seeded.fetchCached()
                XCTAssertEqual(fetches, 1, "the cache is kept")
            }
        }
    }

    func testRemovingLocalStorageKeepsCookiesAndCache() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("remove-storage") { _, _ in
                let seeded = try await Seeded.make(.named("data"), "storage")
                try await seeded.engine.removeData(ofTypes: [.localStorage], modifiedSince: .distantPast)
                let storage = try await seeded.storage()
                XCTAssertNil(storage)
                let cookies = await seeded.cookies
                XCTAssertEqual(cookies, ["data=1"])
                let fetches = try await seeded.fetchCached()
                XCTAssertEqual(fetches, 1, "the cache is kept")
            }
        }
    }

    func testRemovingCachesKeepsCookiesAndStorage() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("remove-caches") { _, _ in
                let seeded = try await Seeded.make(.named("data"), "caches")
                try await seeded.engine.removeData(ofTypes: [.diskCache, .memoryCache], modifiedSince: .distantPast)
                let fetches = try await seeded.fetchCached()
                XCTAssertEqual(fetches, 2, "the resource is fetched from the server again")
                let cookies = await seeded.cookies
                XCTAssertEqual(cookies, ["data=1"])
                let storage = try await seeded.storage()
                XCTAssertEqual(storage, "kept")
            }
        }
    }

    func testRemovingEveryTypeEmptiesTheStore() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("remove-everything") { _, _ in
                let seeded = try await Seeded.make(.named("data"), "everything")
                try await seeded.createDatabase("everything")
                try await seeded.engine.removeData(ofTypes: Set(WebSiteDataType.allCases), modifiedSince: .distantPast)
                let cookies = await seeded.cookies
                XCTAssertEqual(cookies, [])
                let storage = try await seeded.storage()
                XCTAssertNil(storage)
                let databases = try await seeded.engine.evaluate(
                    js: "indexedDB.databases().then(list => list.map(d => d.name))")
                XCTAssertEqual(databases, "[]")
                let fetches = try await seeded.fetchCached()
                XCTAssertEqual(fetches, 2)
            }
        }
    }

    func testCookieRemovalWithATimeWindowIsRefusedAndRemovesNothing() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("cookie-window") { _, _ in
                let seeded = try await Seeded.make(.named("data"), "cookie-window")
                for since in [Date().addingTimeInterval(-60), Date(timeIntervalSince1970: 0), Date()] {
                    do {
                        try await seeded.engine.removeData(
                            ofTypes: [.cookies, .localStorage, .diskCache], modifiedSince: since)
                        XCTFail("a cookie removal since \(since) should be refused")
                    } catch {
                        XCTAssertEqual(error as? WebsiteDataStoreError, .unsupportedModifiedSinceForCookies)
                    }
                }
                let cookies = await seeded.cookies
                XCTAssertEqual(cookies, ["data=1"])
                let storage = try await seeded.storage()
                XCTAssertEqual(storage, "kept", "the other requested types were not removed either")
                let fetches = try await seeded.fetchCached()
                XCTAssertEqual(fetches, 1)
            }
        }
    }

    func testStorageRemovalHonoursTheTimeWindow() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("storage-window") { _, _ in
                let seeded = try await Seeded.make(.named("data"), "storage-window")
                try await seeded.engine.removeData(
                    ofTypes: [.localStorage], modifiedSince: Date().addingTimeInterval(3600))
                let future = try await seeded.storage()
                XCTAssertEqual(future, "kept", "a window starting in the future removes nothing")
                try await seeded.engine.removeData(ofTypes: [], modifiedSince: .distantPast)
                let afterEmpty = try await seeded.storage()
                XCTAssertEqual(afterEmpty, "kept", "an empty set of types removes nothing")
                try await seeded.engine.removeData(
                    ofTypes: [.localStorage], modifiedSince: Date().addingTimeInterval(-3600))
                let recent = try await seeded.storage()
                XCTAssertNil(recent, "data written within the last hour is removed")
            }
        }
    }

    func testCacheAndIndexedDBRemovalHonoursTheTimeWindow() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("cache-idb-window") { _, _ in
                let seeded = try await Seeded.make(.named("data"), "cache-idb-window")
                try await seeded.createDatabase("windowed")
                let types: Set<WebSiteDataType> = [.diskCache, .memoryCache, .indexedDBDatabases]
                try await seeded.engine.removeData(ofTypes: types, modifiedSince: Date().addingTimeInterval(3600))
                let keptFetches = try await seeded.fetchCached()
                XCTAssertEqual(keptFetches, 1, "a window starting in the future keeps the cache")
                let keptDatabases = try await seeded.databaseNames()
                XCTAssertEqual(keptDatabases, "[\"windowed\"]", "a window starting in the future keeps IndexedDB")

                try await seeded.engine.removeData(ofTypes: types, modifiedSince: Date().addingTimeInterval(-3600))
                let removedFetches = try await seeded.fetchCached()
                XCTAssertEqual(removedFetches, 2, "a cache entry written within the window is removed")
                let removedDatabases = try await seeded.databaseNames()
                XCTAssertEqual(removedDatabases, "[]", "a database written within the window is removed")
                let storage = try await seeded.storage()
                XCTAssertEqual(storage, "kept", "localStorage was not named")
            }
        }
    }

    func testStorageLastModifiedBeforeTheWindowIsKept() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("storage-age") { storage, _ in
                let server = try SharedFixtures.httpServer()
                let engine = ProfileTesting.engine(.named("aged"))
                let oldPage = server.url("/page/storage-age")
                let newPage = server.url("/page/storage-age", host: "localhost")
                for (page, value) in [(oldPage, "old"), (newPage, "new")] {
                    try await engine.load(url: page)
                    _ = try await engine.evaluate(js: "localStorage.setItem('age', '\(value)')")
                }
                // WebKit dates an origin's localStorage by its database files: age the 127.0.0.1 ones by two hours.
                let data = try XCTUnwrap(try storage.folders(for: .named("aged"))).data
                let port = Int(server.port)
                // WebKit dates an origin by its files: until the localhost ones are written, nothing says it
                // was modified within the window, and the removal would pass it by.
                var files: [URL] = []
                try await waitUntil("the 127.0.0.1 and localhost localStorage databases on disk") {
                    files = ToolkitFacts.localStorageFiles(inProfileData: data, host: "127.0.0.1", port: port)
                    return !files.isEmpty
                        && !ToolkitFacts.localStorageFiles(inProfileData: data, host: "localhost", port: port).isEmpty
                }
                for file in files {
                    try FileManager.default.setAttributes(
                        [.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: file.path)
                }
                try await engine.removeData(ofTypes: [.localStorage], modifiedSince: Date().addingTimeInterval(-3600))
                try await engine.load(url: newPage)
                let new = try await engine.string("localStorage.getItem('age')")
                XCTAssertNil(new, "the origin modified within the window lost its storage")
                try await engine.load(url: oldPage)
                let old = try await engine.string("localStorage.getItem('age')")
                XCTAssertEqual(old, "old", "the origin last modified before the window kept it")
            }
        }
    }

    func testEveryDataTypeMapsToItsOwnWebKitFlag() {
        // WebKitGTK 6.0 has no WebSQL, and so no flag for it.
        let kept = WebSiteDataType.allCases.filter { ToolkitFacts.hasWebSQL || $0 != .webSQLDatabases }
        let flags = kept.map(\.webKitFlag)
        XCTAssertEqual(Set(flags).count, kept.count)
        for flag in flags { XCTAssertEqual(flag.nonzeroBitCount, 1) }
        if !ToolkitFacts.hasWebSQL { XCTAssertEqual(WebSiteDataType.webSQLDatabases.webKitFlag, 0) }
    }
}
