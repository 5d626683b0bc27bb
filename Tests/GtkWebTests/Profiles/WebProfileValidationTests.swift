import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Profile names and session identifiers: what is refused, and what an engine with a refused profile does.
final class WebProfileValidationTests: XCTestCase {
    static let invalidNames = [
        "", "   ", "a/b", "/abs", "..", ".", "../escape", "a\0b", ".hidden", "-dash-first", "with space",
        "tab\there", "back\\slash", "ümlaut", "emoji-😀",
        String(repeating: "a", count: WebProfile.maximumNameLength + 1),
        "default", "DEFAULT", "gtkweb-internal-tool", "GtkWeb-Internal-tool", "skipweb-internal-ephemeral-x",
    ]

    func testNamesThatAreNotSafeSingleFolderNamesOrAreReservedAreRefused() {
        for name in Self.invalidNames {
            XCTAssertThrowsError(try WebProfile.named(name).validate(), "\(name.debugDescription)") { error in
                XCTAssertEqual(error as? WebProfileError, .invalidProfileName, "\(name.debugDescription)")
            }
            XCTAssertThrowsError(try WebProfileStorage.xdg.folders(for: .named(name)), "\(name.debugDescription)")
        }
    }

    func testSafeNamesAreAcceptedAndKeptUnchanged() throws {
        let storage = WebProfileStorage(dataRoot: URL(fileURLWithPath: "/d"), cacheRoot: URL(fileURLWithPath: "/c"))
        for name in [
            "alpha", "Account-A", "user@example.com", "a.b_c+d", "7", String(repeating: "z", count: 128), "default2",
        ] {
            XCTAssertNoThrow(try WebProfile.named(name).validate(), name)
            XCTAssertEqual(try storage.folders(for: .named(name))?.data.path, "/d/profiles/\(name)")
        }
    }

    func testNamesWithSurroundingWhitespaceOrControlCharactersAreRefusedRatherThanSharingAStore() {
        for name in ["\twork", " work ", "work ", "work\n", "\u{7}work", "wo\u{1b}rk", "  padded\n"] {
            XCTAssertThrowsError(try WebProfile.named(name).validate(), name.debugDescription) { error in
                XCTAssertEqual(error as? WebProfileError, .invalidProfileName, name.debugDescription)
            }
            XCTAssertThrowsError(try WebProfileStorage.xdg.folders(for: .named(name)), name.debugDescription)
        }
    }

    func testSessionIdentifiersWithSurroundingWhitespaceOrControlCharactersAreRefused() {
        for identifier in ["\tshared", " shared", "shared ", "shared\n", "sha\u{1}red", "sha\u{7f}red"] {
            XCTAssertThrowsError(try WebProfile.ephemeralSession(identifier).validate(), identifier.debugDescription) {
                XCTAssertEqual($0 as? WebProfileError, .invalidProfileName, identifier.debugDescription)
            }
        }
        XCTAssertNoThrow(try WebProfile.ephemeralSession("inner spaces are fine").validate())
    }

    func testEmptySessionIdentifiersAreRefused() {
        for identifier in ["", "  ", "\n", "a\0b"] {
            XCTAssertThrowsError(try WebProfile.ephemeralSession(identifier).validate()) { error in
                XCTAssertEqual(error as? WebProfileError, .invalidProfileName)
            }
        }
        XCTAssertNoThrow(try WebProfile.ephemeralSession("any text / even ../this").validate())
        XCTAssertNoThrow(try WebProfile.ephemeral.validate())
        XCTAssertNoThrow(try WebProfile.default.validate())
    }

    func testClearingASessionWithAnEmptyIdentifierThrows() {
        runOnMainLoop {
            do {
                try await WebEngine.clearEphemeralSessionProfile(identifier: " ")
                XCTFail("expected invalidProfileName")
            } catch let error as WebProfileError {
                XCTAssertEqual(error, .invalidProfileName)
            }
        }
    }

    func testAnEngineWithARefusedProfileThrowsItFromLoadAndTouchesNeitherDiskNorNetwork() {
        runOnMainLoop {
            try await ProfileTesting.withTemporaryStorage("invalid-profile") { storage, folder in
                let server = try SharedFixtures.httpServer()
                let path = "/page/invalid-profile-\(UUID().uuidString)"
                for profile in [
                    WebProfile.named(""), .named("../escape"), .named("a\0b"), .named("gtkweb-internal-x"),
                    .named("skipweb-internal-x"), .ephemeralSession(""),
                ] {
                    let engine = ProfileTesting.engine(profile)
                    XCTAssertEqual(engine.profileError, .invalidProfileName, "\(profile)")
                    do {
                        try await engine.load(url: server.url(path))
                        XCTFail("load in \(profile) should throw")
                    } catch let error as WebProfileError {
                        XCTAssertEqual(error, .invalidProfileName)
                    }
                }
                XCTAssertEqual(
                    server.requests(for: path).count, 0, "no request leaves an engine with a refused profile")
                XCTAssertFalse(
                    FileManager.default.fileExists(atPath: folder.path), "nothing was written under the roots")
            }
        }
    }

    func testEveryDataCallOfAnEngineWithARefusedProfileRefusesOrReturnsNothing() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let engine = ProfileTesting.engine(.named("../escape"))
            let url = server.url("/")
            let cookies = await engine.cookies(for: url)
            XCTAssertEqual(cookies, [])
            let header = await engine.cookieHeader(for: url)
            XCTAssertNil(header)
            await engine.clearCookies()
            await assertThrowsProfileError {
                try await engine.setCookie(WebCookie(name: "a", value: "1"), requestURL: url)
            }
            await assertThrowsProfileError { try await engine.applySetCookieHeaders(["a=1"], for: url) }
            await assertThrowsProfileError {
                try await engine.removeData(ofTypes: [.localStorage], modifiedSince: .distantPast)
            }
            await assertThrowsProfileError { try await engine.loadHTMLAndWait("<title>no</title>") }
            engine.loadHTML("<title>ignored</title>")
            XCTAssertFalse(engine.isLoading, "loadHTML does nothing")
        }
    }
}

@MainActor
private func assertThrowsProfileError(
    _ body: () async throws -> Void, file: StaticString = #filePath, line: UInt = #line
) async {
    do {
        try await body()
        XCTFail("expected WebProfileError.invalidProfileName", file: file, line: line)
    } catch {
        XCTAssertEqual(error as? WebProfileError, .invalidProfileName, file: file, line: line)
    }
}
