import Foundation
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// A real right click on an image inside a link (xdotool) shows the link's items and the image's; each
/// item, chosen with the keys, does its one thing: Save Link As… and Save Image As… open a save chooser
/// whose Enter saves into the download folder under the suggested name, Open Image in New Tab opens one tab, Copy Image Address and Copy Image put the address
/// and the picture on the clipboard (pasted back into the page).
final class ShellContextMenuTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    func testEachItemOfAnImageLinksMenuDoesItsOneThing() {
        runOnMainLoop(timeout: 200) {
            let server = try SharedFixtures.httpServer()
            server.route("/menu/page") { _ in
                .html(
                    title: "image-link",
                    body: "<style>body{margin:0}</style><a href='/menu/notes.txt'>"
                        + "<img src='/image.png' style='display:block;width:400px;height:200px'></a>"
                        + "<textarea id=t></textarea><div id=e contenteditable style='height:60px'></div>")
            }
            server.route("/menu/notes.txt") { _ in
                FixtureResponse(
                    contentType: "text/plain", body: Data("saved link\n".utf8),
                    headers: [("Content-Disposition", "attachment; filename=\"notes.txt\"")])
            }
            let menu = [
                "Open Link in New Tab", "Open Link in New Window", "Open Link in New Private Window",
                "Copy Link Address", "Save Link As…", "Open Image in New Tab", "Save Image As…", "Copy Image",
                "Copy Image Address",
            ]
            let image = server.url("/image.png").absoluteString
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/menu/page"), windowTitle: "image-link")
                let frames = try await session.chrome().frames
                let address = try XCTUnwrap(frames["address"])
                let folder = session.downloadFolder
                let point = ("\(address[0] + 40)", "\(address[1] + address[3] + 100)")
                func choose(_ title: String) async throws {
                    try await session.xdotool(["mousemove", point.0, point.1, "click", "3"])
                    try await session.waitForChrome("the image link's menu on screen") { $0.contextMenu == menu }
                    let index = try XCTUnwrap(menu.firstIndex(of: title))
                    try await session.xdotool(["key"] + Array(repeating: "Down", count: index + 1) + ["Return"])
                }
                func saved(_ name: String) -> String? {
                    try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                }
                func paste(into script: String, _ read: String, expecting expected: String) async throws {
                    _ = try await session.evaluate("(\(script), 1)")
                    try await session.xdotool(["key", "--clearmodifiers", "ctrl+v"])
                    var pasted = ""
                    try await poll("the clipboard to paste into the page", describe: pasted) {
                        pasted = try await session.evaluate(read)
                        return pasted.contains(expected)
                    }
                }

                try await choose("Save Link As…")
                try await session.answerFileChooser("Save Link As", [["key", "Return"]])
                try await poll("the link to be saved in the download folder", describe: saved("notes.txt") ?? "none") {
                    saved("notes.txt") == "saved link\n"
                }

                try await choose("Save Image As…")
                try await session.answerFileChooser("Save Image As", [["key", "Return"]])
                try await poll("the image to be saved in the download folder") {
                    FileManager.default.fileExists(atPath: folder.appendingPathComponent("image.png").path)
                }

                try await choose("Open Image in New Tab")
                try await session.waitForWindows("one tab for the image, behind the page") {
                    $0.count == 1 && $0[0].tabs.map(\.url) == [server.url("/menu/page").absoluteString, image]
                        && $0[0].tabs.map(\.active) == [true, false]
                }

                try await choose("Copy Image Address")
                try await paste(
                    into: "document.getElementById('t').focus()", "document.getElementById('t').value",
                    expecting: "\"\(image)\"")

                try await choose("Copy Image")
                try await paste(
                    into: "document.getElementById('e').focus()",
                    "'images ' + document.querySelectorAll('#e img').length",
                    expecting: "images 1")

                let windows = try await session.windows()
                XCTAssertEqual(windows.count, 1, "no item opened a window")
                XCTAssertEqual(windows.first?.tabs.count, 2, "one tab in all, for the image")
                let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                XCTAssertEqual(files, ["image.png", "notes.txt"], "one file per Save")
            }
        }
    }
}
