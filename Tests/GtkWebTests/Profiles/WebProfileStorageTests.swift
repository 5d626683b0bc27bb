import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Where profiles live on disk.
final class WebProfileStorageTests: XCTestCase {
    func testTheXDGDefaultsAreGtkwebFoldersUnderTheDataAndCacheHomes() {
        let plain = WebProfileStorage.xdg(environment: ["HOME": "/home/user"])
        XCTAssertEqual(plain.dataRoot.path, "/home/user/.local/share/gtkweb")
        XCTAssertEqual(plain.cacheRoot.path, "/home/user/.cache/gtkweb")
        let custom = WebProfileStorage.xdg(environment: [
            "HOME": "/home/user", "XDG_DATA_HOME": "/x/data", "XDG_CACHE_HOME": "/x/cache",
        ])
        XCTAssertEqual(custom.dataRoot.path, "/x/data/gtkweb")
        XCTAssertEqual(custom.cacheRoot.path, "/x/cache/gtkweb")
        let relative = WebProfileStorage.xdg(environment: [
            "HOME": "/home/user", "XDG_DATA_HOME": "rel", "XDG_CACHE_HOME": "",
        ])
        XCTAssertEqual(relative, plain, "relative or empty XDG variables are ignored, as the specification says")
    }

    func testProfileFoldersAreNamedAfterTheProfileUnderEachRoot() throws {
        let storage = WebProfileStorage(
            dataRoot: URL(fileURLWithPath: "/d/"), cacheRoot: URL(fileURLWithPath: "/c/./x/.."))
        XCTAssertEqual(try storage.folders(for: .default)?.data.path, "/d/profiles/default")
        XCTAssertEqual(try storage.folders(for: .default)?.cache.path, "/c/profiles/default")
        XCTAssertEqual(try storage.folders(for: .named("work"))?.data.path, "/d/profiles/work")
        XCTAssertNil(try storage.folders(for: .ephemeral))
        XCTAssertNil(try storage.folders(for: .ephemeralSession("s")))
    }

    func testTheDefaultProfileKeepsItsDataInTheDefaultFolderOfTheCurrentRoots() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("default-folder") { storage, _ in
                let server = try SharedFixtures.httpServer()
                let engine = WebEngine()
                XCTAssertEqual(engine.configuration.profile, .default)
                XCTAssertFalse(engine.isEphemeral)
                try await engine.load(url: ProfileTesting.setCookieURL(server, ["persisted=1; Max-Age=60; Path=/"]))
                let data = try XCTUnwrap(try storage.folders(for: .default)).data
                XCTAssertTrue(
                    FileManager.default.fileExists(atPath: data.appendingPathComponent("cookies.sqlite").path))
                XCTAssertEqual(try storage.namedProfiles(), [], "the default profile is not a named one")
            }
        }
    }
}
