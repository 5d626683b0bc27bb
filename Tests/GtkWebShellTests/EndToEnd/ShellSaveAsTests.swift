import Foundation
import GtkWebTestSupport
import HTTPFixture
import Spawn
import XCTest

/// Save Link As… with real right clicks and keys (xdotool): a save chooser opens in the download folder
/// with the server's name for the file; Enter saves there, a file already there is replaced after GTK
/// asked, a path typed into the name field saves there, Escape saves nothing.
final class ShellSaveAsTests: XCTestCase {
    override func setUpWithError() throws {
        try ShellSession.skipUnlessXdotool()
    }

    func testSaveLinkAsSavesWhereTheChooserSaysAndCancelSavesNothing() {
        runOnMainLoop(timeout: 200) {
            let server = try SharedFixtures.httpServer()
            let length = 100_000
            // The address's last part is `body`; the server names the file `report.bin`.
            let file = "/download/body?bytes=\(length)&amp;disposition=attachment%3B%20filename%3Dreport.bin"
            server.route("/save-as/page") { _ in
                .html(
                    title: "save-as",
                    body: "<style>body{margin:0}</style>"
                        + "<a href='\(file)' style='display:block;width:400px;height:200px;background:#ccc'>report</a>")
            }
            try await ShellSession.run { session in
                let shell = try await session.launchFocused(on: server.url("/save-as/page"), windowTitle: "save-as")
                let frames = try await session.chrome().frames
                let address = try XCTUnwrap(frames["address"])
                let point = ("\(address[0] + 40)", "\(address[1] + address[3] + 100)")
                let chosen = session.folder.appendingPathComponent("chosen folder")
                try FileManager.default.createDirectory(at: chosen, withIntermediateDirectories: true)
                let digest = FixtureServer.patternDigest(length: Int64(length))
                func saveLinkAs(_ commands: [[String]]) async throws {
                    try await session.xdotool(["mousemove", point.0, point.1, "click", "3"])
                    try await session.waitForChrome("the link's menu on screen") {
                        $0.contextMenu.contains("Save Link As…")
                    }
                    try await session.xdotool(["key", "Down", "Down", "Down", "Down", "Down", "Return"])
                    try await session.answerFileChooser("Save Link As", commands)
                }
                func digestOf(_ url: URL) -> String { (try? FixtureSHA256.hex(ofFileAt: url)) ?? "no file" }

                try await saveLinkAs([["key", "Return"]])
                let suggested = session.downloadFolder.appendingPathComponent("report.bin")
                try await poll("report.bin in the download folder", describe: digestOf(suggested)) {
                    digestOf(suggested) == digest
                }

                // Saved again under the same name: GTK asks whether to replace the file; Enter is Replace.
                try Data("an older report".utf8).write(to: suggested)
                try await saveLinkAs([["key", "Return"]])
                try await session.answerReplaceQuestion(of: shell.process)
                try await poll("report.bin to be replaced", describe: digestOf(suggested)) {
                    digestOf(suggested) == digest
                }

                let typed = chosen.appendingPathComponent("mine.bin")
                try await saveLinkAs([["key", "ctrl+a"], ["type", typed.path], ["key", "Return"]])
                try await poll("the typed path to be saved", describe: digestOf(typed)) { digestOf(typed) == digest }

                try await saveLinkAs([["key", "Escape"]])
                var listed = ""
                try await poll("the cancelled download to end", describe: listed) {
                    listed = try await session.state("downloads")
                    return listed.contains("\"state\": \"ignored\"")
                }
                XCTAssertEqual(
                    try FileManager.default.contentsOfDirectory(atPath: session.downloadFolder.path), ["report.bin"],
                    "replaced, not saved beside it; nothing saved on Escape")
                XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: chosen.path), ["mine.bin"])
            }
        }
    }
}

extension ShellSession {
    /// Waits until the file chooser titled `title` is on screen (mapped: focusing it before gives an X
    /// error) and has the focus, then runs each
    /// `xdotool` command in `commands` (`["key", "Return"]`, `["type", TEXT]`, …): real key events.
    func answerFileChooser(_ title: String, _ commands: [[String]]) async throws {
        try await xdotool(["search", "--sync", "--onlyvisible", "--name", "^\(title)$", "windowfocus", "--sync"])
        for command in commands {
            try await xdotool([command[0], "--clearmodifiers"] + command.dropFirst())
        }
    }

    /// Waits until GTK's question whether to replace a file (the one window of `shell` without a title)
    /// is on screen and has the focus, then answers Replace, its default, with Enter.
    func answerReplaceQuestion(of shell: ChildProcess) async throws {
        try await xdotool([
            "search", "--sync", "--all", "--onlyvisible", "--pid", "\(shell.processIdentifier)", "--name", "^$",
            "windowfocus", "--sync",
        ])
        try await xdotool(["key", "--clearmodifiers", "Return"])
    }
}
