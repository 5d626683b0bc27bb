import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Listing and deleting named profiles on disk.
final class ProfileManagementTests: XCTestCase {
    func testListingShowsNamedProfileFoldersOfBothRootsOnly() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("listing") { storage, _ in
                XCTAssertEqual(try storage.namedProfiles(), [], "no roots yet: nothing listed")
                let beta = ProfileTesting.engine(.named("beta"))
                let alpha = ProfileTesting.engine(.named("alpha"))
                let fallback = ProfileTesting.engine(.default)
                XCTAssertNil(beta.profileError)
                XCTAssertNil(alpha.profileError)
                XCTAssertNil(fallback.profileError)
                let manager = FileManager.default
                try manager.createDirectory(
                    at: storage.cacheProfilesFolder.appendingPathComponent("cache-only"),
                    withIntermediateDirectories: true)
                for junk in [".hidden", "gtkweb-internal-tool", "has space"] {
                    try manager.createDirectory(
                        at: storage.dataProfilesFolder.appendingPathComponent(junk), withIntermediateDirectories: true)
                }
                try Data().write(to: storage.dataProfilesFolder.appendingPathComponent("stray-file"))

                XCTAssertEqual(try storage.namedProfiles(), ["alpha", "beta", "cache-only"])
            }
        }
    }

    func testListingAProfilesFolderThatIsAFileThrows() throws {
        let (storage, folder) = TemporaryProfileStorage.make("listing-file")
        defer { try? FileManager.default.removeItem(at: folder) }  // temp folder of this test only
        try FileManager.default.createDirectory(at: storage.dataRoot, withIntermediateDirectories: true)
        try Data().write(to: storage.dataProfilesFolder)
        XCTAssertThrowsError(try storage.namedProfiles()) { error in
            XCTAssertEqual(
                error as? WebProfileError,
                .profileSetupFailed(.profileFolderNotAFolder(path: storage.dataProfilesFolder.path)))
        }
    }

    func testDeletingIsRefusedWhileAnEngineLivesAndEmptiesTheProfileAfterwards() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("deletion") { storage, _ in
                let server = try SharedFixtures.httpServer()
                let origin = server.url("/")
                let folders = try XCTUnwrap(try storage.folders(for: .named("doomed")))
                var engine: WebEngine? = ProfileTesting.engine(.named("doomed"))
                try await engine?.load(url: ProfileTesting.setCookieURL(server, ["doomed=1; Max-Age=3600; Path=/"]))
                let before = await engine?.cookiePairs(origin)
                XCTAssertEqual(before, ["doomed=1"])

                XCTAssertThrowsError(try storage.deleteProfile(named: "doomed")) { error in
                    XCTAssertEqual(
                        error as? WebProfileError, .profileSetupFailed(.profileInUse(name: "doomed", liveEngines: 1)))
                }
                XCTAssertTrue(
                    FileManager.default.fileExists(atPath: folders.data.path), "a refused deletion removes nothing")

                engine = nil
                XCTAssertThrowsError(try storage.deleteProfile(named: " doomed ")) { error in
                    XCTAssertEqual(error as? WebProfileError, .invalidProfileName, "names are not trimmed")
                }
                try storage.deleteProfile(named: "doomed")
                XCTAssertFalse(FileManager.default.fileExists(atPath: folders.data.path))
                XCTAssertFalse(FileManager.default.fileExists(atPath: folders.cache.path))
                XCTAssertEqual(try storage.namedProfiles(), [])

                let reborn = ProfileTesting.engine(.named("doomed"))
                let after = await reborn.cookies(for: origin)
                XCTAssertEqual(after, [], "a profile created again after deletion starts empty")
                let sent = try await reborn.serverSeenCookies(server)
                XCTAssertEqual(sent, "")
            }
        }
    }

    func testDeletingAnUnknownOrInvalidProfileThrows() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("deletion-errors") { storage, folder in
                XCTAssertThrowsError(try storage.deleteProfile(named: "never-made")) { error in
                    XCTAssertEqual(error as? WebProfileError, .profileSetupFailed(.profileNotFound(name: "never-made")))
                }
                for name in ["", "../data", "default", "skipweb-internal-x"] {
                    XCTAssertThrowsError(try storage.deleteProfile(named: name)) { error in
                        XCTAssertEqual(error as? WebProfileError, .invalidProfileName, name)
                    }
                }
                XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path))
            }
        }
    }
}
