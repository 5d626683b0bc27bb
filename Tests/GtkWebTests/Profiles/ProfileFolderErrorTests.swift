import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import Spawn
import XCTest

/// Profile folders that exist but cannot be used give a typed error when the engine is created.
final class ProfileFolderErrorTests: XCTestCase {
    func testAProfileFolderThatIsAFileIsReportedAtEngineCreationAndRefusesLoads() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("folder-is-file") { storage, _ in
                let server = try SharedFixtures.httpServer()
                let data = try XCTUnwrap(try storage.folders(for: .named("filed"))).data
                try FileManager.default.createDirectory(
                    at: data.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("not a folder".utf8).write(to: data)

                let engine = ProfileTesting.engine(.named("filed"))
                XCTAssertEqual(engine.profileError, .profileSetupFailed(.profileFolderNotAFolder(path: data.path)))
                let path = "/page/folder-is-file-\(UUID().uuidString)"
                do {
                    try await engine.load(url: server.url(path))
                    XCTFail("expected the profile error")
                } catch let error as WebProfileError {
                    XCTAssertEqual(error, .profileSetupFailed(.profileFolderNotAFolder(path: data.path)))
                    XCTAssertTrue(error.localizedDescription.contains(data.path))
                }
                XCTAssertEqual(server.requests(for: path).count, 0)
                XCTAssertEqual(try String(contentsOf: data, encoding: .utf8), "not a folder", "the file is left alone")
            }
        }
    }

    func testACacheFolderThatIsAFileIsReportedToo() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("cache-is-file") { storage, _ in
                let cache = try XCTUnwrap(try storage.folders(for: .default)).cache
                try FileManager.default.createDirectory(
                    at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data().write(to: cache)
                let engine = ProfileTesting.engine(.default)
                XCTAssertEqual(engine.profileError, .profileSetupFailed(.profileFolderNotAFolder(path: cache.path)))
            }
        }
    }

    func testARootBelowAFileCannotBeCreatedAndIsReportedAsNotAccessible() {
        runOnMainLoop {
            let (_, folder) = TemporaryProfileStorage.make("root-below-file")
            defer { try? FileManager.default.removeItem(at: folder) }  // temp file of this test only
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let blocker = folder.appendingPathComponent("blocker")
            try Data().write(to: blocker)
            let previous = WebProfileStorage.current
            WebProfileStorage.current = WebProfileStorage(
                dataRoot: blocker.appendingPathComponent("data"), cacheRoot: folder.appendingPathComponent("cache"))
            defer { WebProfileStorage.current = previous }

            let engine = ProfileTesting.engine(.named("blocked"))
            guard case .profileSetupFailed(.profileFolderNotAccessible(let path, let reason)) = engine.profileError
            else {
                return XCTFail("expected profileFolderNotAccessible, got \(String(describing: engine.profileError))")
            }
            XCTAssertEqual(path, blocker.appendingPathComponent("data/profiles/blocked").path)
            XCTAssertFalse(reason.isEmpty)
        }
    }

    func testAProfileFolderThatCannotBeWrittenIsReportedAsNotAccessible() throws {
        let (_, folder) = TemporaryProfileStorage.make("unwritable")
        let locked = folder.appendingPathComponent("data/profiles/locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        defer {
            Self.setImmutable(locked, false)
            // Undo for the removal below; a failure shows up as a leftover temp folder only.
            try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked.path)
            try? FileManager.default.removeItem(at: folder)  // temp folder of this test only
        }
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        if FileManager.default.isWritableFile(atPath: locked.path) {
            // Running as root: mode bits do not bind, but the immutable attribute does.
            Self.setImmutable(locked, true)
        }
        try XCTSkipIf(
            FileManager.default.isWritableFile(atPath: locked.path),
            "cannot make a folder unwritable here (root without chattr +i support)")

        runOnMainLoop {
            let previous = WebProfileStorage.current
            WebProfileStorage.current = WebProfileStorage(
                dataRoot: folder.appendingPathComponent("data"), cacheRoot: folder.appendingPathComponent("cache"))
            defer { WebProfileStorage.current = previous }
            let engine = ProfileTesting.engine(.named("locked"))
            guard case .profileSetupFailed(.profileFolderNotAccessible(let path, _)) = engine.profileError else {
                return XCTFail("expected profileFolderNotAccessible, got \(String(describing: engine.profileError))")
            }
            XCTAssertEqual(path, locked.path)
        }
    }

    /// Sets or clears the immutable attribute with `chattr` (root only; ext4 and similar).
    private static func setImmutable(_ folder: URL, _ on: Bool) {
        let chattr = ChildProcess()
        chattr.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        chattr.arguments = [on ? "+i" : "-i", folder.path]
        chattr.standardError = FileHandle.nullDevice
        // Missing chattr or no permission: the caller checks the folder's state instead.
        guard (try? chattr.run()) != nil else { return }
        chattr.waitUntilExit()
    }
}
