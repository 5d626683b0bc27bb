import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// Records the scroll callbacks, in order.
@MainActor
final class ScrollRecorder: SkipWebScrollDelegate {
    private(set) var events: [String] = []
    private(set) var offsets: [Double] = []

    func scrollViewDidScroll(_ scrollView: WebScrollViewProxy) {
        events.append("didScroll")
        offsets.append(scrollView.contentOffset.y)
    }
    func scrollViewWillBeginDragging(_ scrollView: WebScrollViewProxy) { events.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: WebScrollViewProxy, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: WebScrollViewProxy) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: WebScrollViewProxy) { events.append("didEndDecelerating") }

    /// The callbacks other than `didScroll`.
    var phases: [String] { events.filter { $0 != "didScroll" } }
}

/// The scroll delegate hears the page scroll: exact offsets, and drag/deceleration phases in order.
final class ScrollDelegateTests: XCTestCase {
    @MainActor
    private static func tallPage(_ recorder: ScrollRecorder, in window: TestWindow, path: String) async throws
        -> WebView
    {
        let server = try SharedFixtures.httpServer()
        server.route(path) { _ in .html(title: "tall", body: "<div style='height:5000px'>tall</div>") }
        let view = WebView(
            configuration: WebEngineConfiguration(profile: .ephemeral), navigator: WebViewNavigator(),
            scrollDelegate: recorder)
        view.unsafeAttach(toContainer: window.container)
        try await view.engine.load(url: server.url(path))
        try await waitUntil("the page's size") { (view.engine.scrollViewProxy?.contentSize.height ?? 0) > 4000 }
        // Two animation frames: the page has been drawn, so WebKit scrolls it on input.
        _ = try await view.engine.callAsyncJavaScript(
            "await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))); return true")
        return view
    }

    func testWheelScrollingReportsDragThenDecelerationInOrder() {
        runOnMainLoop {
            let window = TestWindow(width: 400, height: 300)
            let recorder = ScrollRecorder()
            let view = try await Self.tallPage(recorder, in: window, path: "/scroll/wheel")
            let origin = SyntheticInput.screenOrigin(of: view.engine.unsafeWidget)
            try await SyntheticInput.xdotool([
                "mousemove", "\(origin.x + 100)", "\(origin.y + 100)", "click", "--repeat", "3", "5",
            ])
            let describe: @MainActor () -> String = { "\(recorder.events)" }
            try await waitUntil("the scroll to settle", describe: describe) {
                recorder.phases.last == "didEndDecelerating" || recorder.phases.last == "didEndDragging(false)"
            }
            let phases = recorder.phases
            XCTAssertTrue(
                phases == ["willBeginDragging", "didEndDragging(false)"]
                    || phases == [
                        "willBeginDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating",
                    ],
                "phases out of order: \(recorder.events)")
            let firstScroll = try XCTUnwrap(recorder.events.firstIndex(of: "didScroll"))
            XCTAssertGreaterThan(firstScroll, recorder.events.firstIndex(of: "willBeginDragging") ?? .max)
            XCTAssertEqual(recorder.offsets, recorder.offsets.sorted(), "the page only moved down")
            XCTAssertGreaterThan(recorder.offsets.last ?? 0, 0)
            let pageY = try await view.engine.evaluate(js: "scrollY")
            XCTAssertEqual(Double(pageY ?? ""), view.engine.scrollViewProxy?.contentOffset.y)
            XCTAssertEqual(view.engine.scrollViewProxy?.isDragging, false)
            XCTAssertEqual(view.engine.scrollViewProxy?.isDecelerating, false)
        }
    }

    func testAScriptScrollReportsDidScrollOnly() {
        runOnMainLoop {
            let window = TestWindow(width: 400, height: 300)
            let recorder = ScrollRecorder()
            let view = try await Self.tallPage(recorder, in: window, path: "/scroll/script")
            _ = try await view.engine.evaluate(js: "scrollTo(0, 700); true")
            try await waitUntil("the scroll report") { recorder.offsets.last == 700 }
            XCTAssertEqual(recorder.phases, [], "no input, so no drag or deceleration")
            XCTAssertEqual(view.engine.scrollViewProxy?.visibleSize.height, 300)
            XCTAssertEqual(view.engine.scrollViewProxy?.isScrollEnabled, true)
        }
    }
}
