import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// A host observes state changes without polling.
final class WebViewStateTests: XCTestCase {
    func testObserverSeesLoadingProgressTitleHistoryAndErrors() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let view = WebView()
            var snapshots: [(loading: Bool, provisional: Bool, title: String?, progress: Double, back: Bool)] = []
            let observation = view.state.observe { state in
                snapshots.append(
                    (
                        state.isLoading, state.isProvisionallyNavigating, state.pageTitle, state.estimatedProgress ?? 0,
                        state.canGoBack
                    ))
            }
            try await view.engine.load(url: server.url("/page/observed-1"))
            try await view.engine.load(url: server.url("/page/observed-2"))
            try await waitUntil("the observer to see the second page finished") {
                snapshots.last?.title == "observed-2" && snapshots.last?.loading == false
            }
            XCTAssertTrue(snapshots.contains { $0.loading }, "a load in progress was observed")
            XCTAssertTrue(snapshots.contains { $0.provisional }, "a provisional navigation was observed")
            XCTAssertTrue(
                snapshots.contains { $0.loading && $0.progress > 0 && $0.progress < 1 },
                "progress between 0 and 1 was observed during a load: \(snapshots.map(\.progress))")
            XCTAssertEqual(snapshots.last?.progress, 1, "a finished load reports full progress")
            XCTAssertEqual(snapshots.last?.back, true)
            XCTAssertEqual(view.state.backList.map(\.pageURL.path), ["/page/observed-1"])
            XCTAssertEqual(view.state.url?.path, "/page/observed-2")

            let dead = SharedFixtures.refusedURL("/dead")
            _ = try? await view.engine.load(url: dead)  // the error is asserted through the state below
            try await waitUntil("the state to carry the error") { view.state.error != nil }
            XCTAssertEqual((view.state.error as? WebLoadError)?.kind, .network)

            observation.cancel()
            let count = snapshots.count
            try await view.engine.load(url: server.url("/page/observed-3"))
            XCTAssertEqual(snapshots.count, count, "a cancelled observation must not call back")
            XCTAssertNil(view.state.error, "a new navigation clears the error")
        }
    }
}
