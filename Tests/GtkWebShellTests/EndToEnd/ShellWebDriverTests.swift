import Foundation
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// `gtkweb --automation-mode` driven by Selenium's Python bindings through WebKit's own WebDriver
/// (`WebKitWebDriver`, Debian's webkit2gtk-driver), which launches the real binary itself.
final class ShellWebDriverTests: XCTestCase {
    private static let driver = URL(fileURLWithPath: "/usr/bin/WebKitWebDriver")

    /// Tests/WebDriver/drive_gtkweb.py in this checkout.
    private static var script: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("WebDriver/drive_gtkweb.py")
    }

    /// What the script prints when every step worked.
    private struct Report: Decodable {
        var browserName: String
        var loadedTitle: String
        var buttonText: String
        var title: String
        var script: [JSONValue]
    }

    private enum JSONValue: Decodable, Equatable {
        case number(Double)
        case text(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {  // not a number: a string
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }
    }

    func testSeleniumOpensAPageFindsAndClicksAnElementReadsTheTitleAndRunsAScript() throws {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: Self.driver.path),
            "WebKitWebDriver is not installed (Debian's webkit2gtk-driver; make deps)")
        runOnMainLoop(timeout: 150) {
            let server = try SharedFixtures.httpServer()
            let path = "/webdriver/\(UUID().uuidString)"
            server.route(path) { _ in
                .html(
                    title: "driven",
                    body: "<button id=go onclick=\"document.title = 'clicked'\">Go</button><ul><li>a<li>b<li>c</ul>")
            }
            let page = server.url(path)
            try await ShellSession.run { session in
                let python = try session.launch(
                    URL(fileURLWithPath: "/usr/bin/env"),
                    ["python3", Self.script.path, Self.driver.path, ShellSession.binary.path, page.absoluteString])
                do {
                    try await waitUntil("the Selenium script to exit", timeout: 120) { !python.process.isRunning }
                } catch {
                    // The driver and the browser it launched go first, while they are still the script's.
                    for pid in ChildProcesses.descendants(of: python.process.processIdentifier) { kill(pid, SIGKILL) }
                    let output = (try? String(contentsOf: python.output, encoding: .utf8)) ?? ""  // for the message
                    throw WaitTimeout(description: "\(error); the script printed: \(output)")
                }
                let output = try String(contentsOf: python.output, encoding: .utf8)
                XCTAssertEqual(python.process.terminationStatus, 0, output)
                let line = try XCTUnwrap(output.split(separator: "\n").last { $0.hasPrefix("{") }, output)
                let report = try JSONDecoder().decode(Report.self, from: Data(line.utf8))
                XCTAssertEqual(report.browserName, "gtkweb", "the session's application info")
                XCTAssertEqual(report.loadedTitle, "driven")
                XCTAssertEqual(report.buttonText, "Go")
                XCTAssertEqual(report.title, "clicked", "the click reached the page")
                XCTAssertEqual(report.script, [.number(3), .number(42), .text(page.absoluteString)])
                XCTAssertEqual(server.requests(for: path).count, 1, "the page was loaded once, from this server")
            }
        }
    }

}
