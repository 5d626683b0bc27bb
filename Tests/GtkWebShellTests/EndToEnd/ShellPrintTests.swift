import Foundation
import GtkWebTestSupport
import XCTest

/// Printing from the shell: Ctrl+P opens GTK's print dialog for the page, and `gtkweb --print-to-pdf FILE
/// URL` writes the page's PDF headless, with `--snapshot`'s exit statuses.
final class ShellPrintTests: XCTestCase {
    /// Waits until a top-level window titled exactly `title` is on the X server (`present`) or gone.
    @MainActor
    private static func waitForWindow(_ session: ShellSession, titled title: String, present: Bool) async throws {
        try await poll("a window titled \(title) to be \(present ? "shown" : "gone")") {
            try await session.runTool("/usr/bin/xdotool", ["search", "--onlyvisible", "--name", "^\(title)$"])
                == (present ? 0 : 1)
        }
    }

    func testControlPOpensGTKsPrintDialogAndEscapeClosesIt() throws {
        try ShellSession.skipUnlessXdotool()
        // WebKit takes any machine with /.flatpak-info for a Flatpak and asks the desktop portal's print
        // dialog instead of GTK's (WTF's shouldUsePortal); there is none on the test bus.
        try XCTSkipIf(
            FileManager.default.fileExists(atPath: "/.flatpak-info"),
            "/.flatpak-info exists: WebKit would ask the print portal, not show GTK's dialog")
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            try await ShellSession.run { session in
                try await session.launchFocused(on: server.url("/page/print-me"), windowTitle: "print-me")
                try await session.xdotool(["key", "--clearmodifiers", "ctrl+p"])
                try await Self.waitForWindow(session, titled: "Print", present: true)
                try await session.xdotool(["search", "--onlyvisible", "--name", "^Print$", "windowfocus", "--sync"])
                try await session.xdotool(["key", "Escape"])
                try await Self.waitForWindow(session, titled: "Print", present: false)
                // The window still answers: the dialog's loop ended.
                try await session.waitForWindows("the shell to answer after the dialog") { $0.first?.tabs.count == 1 }
            }
        }
    }

    func testPrintToPDFWritesThePagesTextAndExitsWithTheSnapshotStatuses() throws {
        try XCTSkipUnless(PDFReading.isAvailable, "poppler-utils (pdftotext, pdfinfo) is not installed")
        runOnMainLoop(timeout: 120) {
            let server = try SharedFixtures.httpServer()
            server.route("/printable") { _ in
                .html(
                    title: "printable",
                    body: "<p>Printed by gtkweb</p><p style='page-break-before: always'>Page two</p>")
            }
            try await ShellSession.run { session in
                let page = server.url("/printable").absoluteString
                let pdf = session.folder.appendingPathComponent("page.pdf")
                let wrote = try await session.run(["--print-to-pdf", pdf.path, page])
                XCTAssertEqual(wrote.status, 0, wrote.output)
                let reading = PDFReading(pdf)
                XCTAssertEqual(try reading.pageCount(), 2)
                let text = try reading.text()
                XCTAssertTrue(text.contains("Printed by gtkweb") && text.contains("Page two"), text)

                let missing = session.folder.appendingPathComponent("no-such-folder/page.pdf")
                let unwritable = try await session.run(["--print-to-pdf", missing.path, page])
                XCTAssertEqual(unwritable.status, 1, unwritable.output)
                XCTAssertTrue(unwritable.output.contains("cannot be saved to \(missing.path)"), unwritable.output)
                XCTAssertFalse(FileManager.default.fileExists(atPath: missing.deletingLastPathComponent().path))

                // Nothing listens on this port on the test machines (as in the --snapshot test).
                let gone = try await session.run(["--print-to-pdf", pdf.path, "http://127.0.0.1:29999/gone"])
                XCTAssertEqual(gone.status, 3, gone.output)

                let usage = try await session.run(["--print-to-pdf", pdf.path])
                XCTAssertEqual(usage.status, 2, usage.output)
            }
        }
    }
}
