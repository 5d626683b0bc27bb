import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Ephemeral engines: their own store each, and nothing on disk.
final class EphemeralProfileTests: XCTestCase {
    func testEphemeralEnginesLeaveTheDataAndCacheRootsByteForByteUnchanged() {
        runOnMainLoop("ephemeral engines writing data", timeout: 120) {
            let server = try SharedFixtures.httpServer()
            let (storage, folder) = TemporaryProfileStorage.make("ephemeral-disk")
            // Real profile data from an earlier process, so the roots hold files that could change.
            _ = try await ProfileProbeProcess.run(
                root: folder, profile: "existing", url: ProfileTesting.setCookieURL(server, ["old=1; Max-Age=3600"]),
                mode: "write")
            // The probe's network process may still be closing its files: wait for it, then look.
            try await WebKitProcessWatch.waitUntilReleased(folder)
            let before = try FolderTreeSnapshot(folder)
            XCTAssertFalse(before.isEmpty)

            let previous = WebProfileStorage.current
            WebProfileStorage.current = storage
            defer { WebProfileStorage.current = previous }
            let page = server.url("/page/ephemeral-disk")
            let session = "disk-\(UUID().uuidString)"
            for profile in [WebProfile.ephemeral, .ephemeralSession(session)] {
                var engine: WebEngine? = ProfileTesting.engine(profile)
                XCTAssertEqual(engine?.isEphemeral, true)
                try await engine?.load(
                    url: ProfileTesting.setCookieURL(server, ["eph=1; Max-Age=3600; Path=/", "s=1"]))
                try await engine?.load(url: page)
                _ = try await engine?.evaluate(
                    js: """
                        localStorage.setItem('eph', 'x'.repeat(10000));
                        sessionStorage.setItem('eph', 'y');
                        new Promise((resolve, reject) => {
                          const open = indexedDB.open('eph', 1);
                          open.onupgradeneeded = () => open.result.createObjectStore('s');
                          open.onsuccess = () => {
                            const tx = open.result.transaction('s', 'readwrite');
                            tx.objectStore('s').put('value', 'key');
                            tx.oncomplete = () => resolve('stored'); tx.onerror = () => reject(tx.error);
                          };
                          open.onerror = () => reject(open.error);
                        });
                        """)
                let stored = await engine?.cookiePairs(page)
                XCTAssertEqual(stored, ["eph=1", "s=1"])
                let kept = try await engine?.string("localStorage.getItem('eph').length.toString()")
                XCTAssertEqual(kept, "10000")
                engine = nil
            }
            try await WebEngine.clearEphemeralSessionProfile(identifier: session)
            let after = try FolderTreeSnapshot(folder)
            XCTAssertEqual(after, before, "before:\n\(before)\nafter:\n\(after)")
            try await ProfileTesting.removeWhenReleased(folder)
        }
    }

    func testEachEphemeralEngineHasItsOwnStore() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let first = ProfileTesting.engine(.ephemeral)
            try await first.load(url: ProfileTesting.setCookieURL(server, ["mine=first"]))
            try await first.load(url: server.url("/page/ephemeral-own"))
            _ = try await first.evaluate(js: "localStorage.setItem('own', 'first')")

            let second = ProfileTesting.engine(.ephemeral)
            try await second.load(url: server.url("/page/ephemeral-own"))
            let secondCookies = await second.cookies(for: server.url("/"))
            XCTAssertEqual(secondCookies, [])
            let secondStorage = try await second.string("localStorage.getItem('own')")
            XCTAssertNil(secondStorage)
            let firstStorage = try await first.string("localStorage.getItem('own')")
            XCTAssertEqual(firstStorage, "first")
        }
    }
}
