import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// `contextMenuItems` is given what is under the pointer at a real right click (xdotool under Xvfb):
/// an image inside a link gives both addresses, a text field says it is editable; the chosen item's
/// handler gets that target; an empty list keeps WebKit's menu; the Copy Image item puts the picture on
/// the clipboard, where a paste finds it.
final class ContextMenuTargetTests: XCTestCase {
    /// A page with an image link (150 px high) at the top, a text field below it (100 px) and an editable
    /// area below that (40 px).
    @MainActor
    private static func shownEngine(
        _ window: TestWindow, path: String, items: @escaping (WebEngine, WebContextMenuTarget) -> [WebContextMenuItem]
    ) async throws -> WebEngine {
        let server = try SharedFixtures.httpServer()
        server.route(path) { _ in
            .html(
                title: "targets",
                body: "<style>body{margin:0}</style><a id='l' href='/ctx/linked'>"
                    + "<img src='/image.png' style='display:block;width:300px;height:150px'></a>"
                    + "<textarea id='t' style='display:block;width:300px;height:100px'></textarea>"
                    + "<div id='e' contenteditable style='width:300px;height:40px'></div>")
        }
        let configuration = WebEngineConfiguration(profile: .ephemeral)
        configuration.contextMenuItems = items
        let engine = WebEngine(configuration: configuration)
        engine.unsafeAttach(toContainer: window.container)
        try await engine.load(url: server.url(path))
        try await waitUntilPage(
            engine, "document.querySelector('img').complete && document.images[0].naturalWidth === 1")
        return engine
    }

    @MainActor
    private static func rightClick(_ engine: WebEngine, x: Int, y: Int) async throws {
        let origin = SyntheticInput.screenOrigin(of: engine.unsafeWidget)
        try await SyntheticInput.xdotool(["mousemove", "\(origin.x + x)", "\(origin.y + y)", "click", "3"])
    }

    func testAnImageInsideALinkGivesBothAddressesAndTheChosenItemGetsThem() {
        runOnMainLoop {
            let window = TestWindow(width: 400, height: 300)
            let server = try SharedFixtures.httpServer()
            var shown: [WebContextMenuTarget] = []
            var chosen: [WebContextMenuTarget] = []
            let engine = try await Self.shownEngine(window, path: "/ctx/targets") { _, target in
                shown.append(target)
                return [
                    WebContextMenuItem(title: "Take") { chosen.append($0) },
                    WebContextMenuItem(title: "Leave") { _ in XCTFail("the second item was chosen") },
                ]
            }
            try await Self.rightClick(engine, x: 40, y: 40)
            try await waitUntil("the image link's menu", describe: { "\(shown)" }) { shown.count == 1 }
            let expected = WebContextMenuTarget(
                linkURL: server.url("/ctx/linked"), imageURL: server.url("/image.png"))
            XCTAssertEqual(shown.first, expected)
            XCTAssertEqual(engine.windowing.lastContextMenuTitles, ["Take", "Leave"])
            try await waitUntil("the menu on screen") { SyntheticInput.hasMappedPopupMenu() }
            try await SyntheticInput.xdotool(["key"] + SyntheticInput.keysChoosingMenuItem(1))
            try await waitUntil("the item's handler", describe: { "\(chosen)" }) { chosen == [expected] }
        }
    }

    func testATextFieldIsEditableWithoutALinkAndAnEmptyListKeepsWebKitsMenu() {
        runOnMainLoop {
            let window = TestWindow(width: 400, height: 300)
            var shown: [WebContextMenuTarget] = []
            let engine = try await Self.shownEngine(window, path: "/ctx/editable") { _, target in
                shown.append(target)
                return []
            }
            try await Self.rightClick(engine, x: 40, y: 200)
            try await waitUntil("the text field's menu", describe: { "\(shown)" }) { shown.count == 1 }
            XCTAssertEqual(shown.first, WebContextMenuTarget(isEditable: true))
            XCTAssertEqual(engine.windowing.lastContextMenuTitles, [])
            try await waitUntil("WebKit's own menu on screen") { SyntheticInput.hasMappedPopupMenu() }
            try await SyntheticInput.xdotool(["key", "Escape"])
            try await waitUntil("the menu to close") { !SyntheticInput.hasMappedPopupMenu() }
        }
    }

    func testCopyImagePutsThePictureOnTheClipboard() {
        runOnMainLoop {
            let window = TestWindow(width: 400, height: 300)
            var shown = 0
            let engine = try await Self.shownEngine(window, path: "/ctx/copy-image") { _, _ in
                shown += 1
                return [.copyImage()]
            }
            try await Self.rightClick(engine, x: 40, y: 40)
            try await waitUntil("the menu on screen") { shown == 1 && SyntheticInput.hasMappedPopupMenu() }
            XCTAssertEqual(engine.windowing.lastContextMenuTitles, ["Copy Image"])
            try await SyntheticInput.xdotool(["key"] + SyntheticInput.keysChoosingMenuItem(1))
            try await waitUntil("the menu to close") { !SyntheticInput.hasMappedPopupMenu() }
            let origin = SyntheticInput.screenOrigin(of: engine.unsafeWidget)
            try await SyntheticInput.xdotool([
                "mousemove", "\(origin.x + 40)", "\(origin.y + 270)", "click", "1", "key", "--clearmodifiers", "ctrl+v",
            ])
            try await waitUntilPage(engine, "document.querySelectorAll('#e img').length === 1")
        }
    }
}
