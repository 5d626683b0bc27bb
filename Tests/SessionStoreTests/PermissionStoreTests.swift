import Foundation
import SessionStore
import Testing

/// Remembered permission answers: per profile, origin and permission, kept across openings; an unusable
/// file is moved aside with its reason, as the session store's is.
@Suite struct PermissionStoreTests {
    @Test func anAnswerIsRememberedPerProfileOriginAndPermissionAcrossOpenings() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("permissions.sqlite")
        do {
            let store = try PermissionStore(fileURL: url)
            try store.remember(
                PermissionDecision(
                    profile: "default", origin: "https://a.example", permission: "geolocation", allowed: true))
            try store.remember(
                PermissionDecision(
                    profile: "default", origin: "https://b.example", permission: "geolocation", allowed: false))
        }
        let store = try PermissionStore(fileURL: url)
        #expect(store.movedAside == nil)
        #expect(try store.decision(profile: "default", origin: "https://a.example", permission: "geolocation") == true)
        #expect(try store.decision(profile: "default", origin: "https://b.example", permission: "geolocation") == false)
        #expect(try store.decision(profile: "default", origin: "https://a.example", permission: "camera") == nil)
        #expect(try store.decision(profile: "work", origin: "https://a.example", permission: "geolocation") == nil)
        #expect(try store.decisions(profile: "default").map(\.origin) == ["https://a.example", "https://b.example"])
    }

    @Test func aLaterAnswerReplacesTheEarlierOneAndForgettingRemovesIt() throws {
        let store = try PermissionStore()
        let origin = "http://127.0.0.1:8080"
        try store.remember(PermissionDecision(profile: "p", origin: origin, permission: "notifications", allowed: true))
        try store.remember(
            PermissionDecision(profile: "p", origin: origin, permission: "notifications", allowed: false))
        #expect(try store.decision(profile: "p", origin: origin, permission: "notifications") == false)
        #expect(try store.decisions(profile: "p").count == 1)
        try store.forget(profile: "p", origin: origin, permission: "notifications")
        #expect(try store.decision(profile: "p", origin: origin, permission: "notifications") == nil)
    }

    @Test func hostileTextIsStoredAsTextNeverAsSQL() throws {
        let store = try PermissionStore()
        let origin = "https://x.example'); DROP TABLE permissions; --"
        try store.remember(PermissionDecision(profile: "p", origin: origin, permission: "camera", allowed: true))
        #expect(try store.decision(profile: "p", origin: origin, permission: "camera") == true)
    }

    @Test func aFileThatIsNotADatabaseIsMovedAsideWithItsReasonAndAFreshOneWorks() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("permissions.sqlite")
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 13 &+ 5) })
        try garbage.write(to: url)
        let store = try PermissionStore(fileURL: url)
        let moved = try #require(store.movedAside)
        guard case .damaged(let error) = moved.reason else {
            Issue.record("reason \(moved.reason)")
            return
        }
        #expect(error.code == SQLiteError.notADatabase)
        #expect(FileManager.default.contents(atPath: moved.movedToURL.path) == garbage)
        try store.remember(
            PermissionDecision(profile: "p", origin: "https://a.example", permission: "camera", allowed: true))
        #expect(try store.decision(profile: "p", origin: "https://a.example", permission: "camera") == true)
    }

    @Test func aFolderInTheWayIsMovedAside() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("permissions.sqlite")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let store = try PermissionStore(fileURL: url)
        #expect(store.movedAside?.reason == .notAFile)
    }
}
