import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// A named profile's data survives a restart of the process: one child process writes, the next reads.
final class ProfilePersistenceTests: XCTestCase {
    func testDataWrittenInANamedProfileByOneProcessIsReadByTheNext() {
        runOnMainLoop("two probe processes", timeout: 150) {
            // One server for both runs, so that both see the same origin.
            let server = try FixtureServer()
            defer { server.stop() }
            server.route("/probe/write") { _ in
                .html(
                    title: "write",
                    headers: [
                        ("Set-Cookie", "persistent=kept; Max-Age=3600; Path=/"),
                        ("Set-Cookie", "session=dropped; Path=/"),
                    ])
            }
            server.route("/probe/read") { _ in .html(title: "read") }
            let (_, folder) = TemporaryProfileStorage.make("persistence")

            let first = try await ProfileProbeProcess.run(
                root: folder, profile: "persisted", url: server.url("/probe/write"), mode: "write")
            XCTAssertNil(first.profileError)
            XCTAssertEqual(first.cookies.map(\.name).sorted(), ["persistent", "session"])
            let written = try XCTUnwrap(first.localStorage)

            let second = try await ProfileProbeProcess.run(
                root: folder, profile: "persisted", url: server.url("/probe/read"), mode: "read")
            XCTAssertEqual(second.localStorage, written, "localStorage survives the restart")
            XCTAssertEqual(
                second.cookies.map(\.name), ["persistent"],
                "the cookie with Max-Age survives; the session cookie does not")
            XCTAssertEqual(second.cookies.first?.expires, first.cookies.first { $0.name == "persistent" }?.expires)
            XCTAssertEqual(second.documentCookie, "persistent=kept")
            XCTAssertEqual(server.requests(for: "/probe/read").first?.headers["cookie"], "persistent=kept")

            let profileData = folder.appendingPathComponent("data/profiles/persisted")
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: profileData.appendingPathComponent("cookies.sqlite").path))
            XCTAssertTrue(
                FileManager.default.fileExists(
                    atPath: profileData.appendingPathComponent(ToolkitFacts.localStorageFolder).path))
        }
    }
}
