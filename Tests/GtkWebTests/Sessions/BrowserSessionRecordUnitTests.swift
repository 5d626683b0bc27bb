import Foundation
import GtkWeb
import GtkWebTestSupport
import SessionStore
import XCTest

/// A saved tab's URL, title and back/forward state belong to one page, whenever the save happens: a restore
/// never loads one page under another page's record.
final class BrowserSessionRecordUnitTests: XCTestCase {
    func testATabSavedBetweenCommitAndFinishRestoresThePageItsRecordNames() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let hold = server.hold("record-unit-image")
            server.route("/record-unit/held") { _ in
                .html(
                    title: "held",
                    body:
                        "<h1>held</h1><img src='/download/stream?bytes=600000&name=&type=image/png&hold=\(hold.name)'>")
            }
            let file = try TemporarySessionFile()
            var saved: SessionTabRecord?
            do {
                let session = BrowserSession(store: try SessionStore(fileURL: file.url))
                let tab = session.openTab(url: server.url("/page/record-unit-1"), in: session.openWindow())
                try await SessionWaits.loaded(tab, path: "/page/record-unit-1")
                let engine = try XCTUnwrap(tab.engine)
                try await engine.load(url: server.url("/page/record-unit-2"))
                try await SessionWaits.loaded(tab, path: "/page/record-unit-2", title: "record-unit-2")
                let heldLoad = Task { try await engine.load(url: server.url("/record-unit/held")) }
                try await waitUntil(
                    "the held page to commit, with its title, its image still loading",
                    describe: {
                        "at \(engine.url?.path ?? "nil"), title \(engine.title ?? "nil"), holding \(hold.isHolding)"
                    }
                ) { engine.url?.path == "/record-unit/held" && engine.title == "held" && hold.isHolding }
                XCTAssertTrue(engine.isLoading, "the page must still be loading while the session is saved")
                session.saveNow()
                try session.store?.flush()
                saved = try session.store?.loadSession().tabs.first
                hold.release()
                try await heldLoad.value
                for window in session.windows { session.closeWindow(window) }
            }
            let record = try XCTUnwrap(saved)
            XCTAssertEqual(
                URL(string: record.url ?? "")?.path, "/record-unit/held", "the record names the committed page")
            XCTAssertEqual(record.title, "held")
            // WebKit's serialized state keeps each entry's URI as plain text.
            let state = String(decoding: record.sessionState ?? Data(), as: UTF8.self)
            XCTAssertTrue(
                state.contains("/record-unit/held"), "the saved back/forward state has no entry for the record's page")
            let restored = BrowserSession(store: try SessionStore(fileURL: file.url))
            try restored.restore()
            let tab = try XCTUnwrap(restored.windows.first?.activeTab)
            let recordPath = URL(string: record.url ?? "")?.path ?? "nil"
            try await waitUntil(
                "the restored tab to finish loading",
                describe: { "at \(tab.engine?.url?.path ?? "nil"), loading \(tab.engine?.isLoading ?? false)" }
            ) { tab.engine.map { $0.url != nil && !$0.isLoading } ?? false }
            XCTAssertEqual(
                tab.engine?.url?.path, recordPath,
                "the record names \(recordPath) (title \(record.title)) but its back/forward state restored another page"
            )
            for window in restored.windows { restored.closeWindow(window) }
        }
    }
}
