import CWebKitGTK
import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// `.launchBrowser` hands the URL to the desktop's default handler through GIO. The handler here is a
/// fake browser registered in the suite's private XDG folders; it records the URI it was started with.
final class LaunchBrowserTests: XCTestCase {
    /// Registers the fake browser for `scheme` and returns the file it records URIs to.
    @MainActor
    private static func installFakeBrowser(for scheme: String) throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        guard let data = environment["XDG_DATA_HOME"], let config = environment["XDG_CONFIG_HOME"],
            !data.hasPrefix(NSHomeDirectory() + "/.local"), !config.hasPrefix(NSHomeDirectory() + "/.config")
        else {
            throw XCTSkip("needs the private XDG_DATA_HOME and XDG_CONFIG_HOME that `make test` sets")
        }
        return try FakeSchemeHandler.install(
            for: scheme, dataHome: URL(fileURLWithPath: data), configHome: URL(fileURLWithPath: config),
            folder: URL(fileURLWithPath: data))
    }

    /// Whether GIO has a default application for `scheme` (`g_app_info_get_default_for_uri_scheme`).
    @MainActor
    private static func hasDefaultHandler(for scheme: String) -> Bool {
        guard let info = g_app_info_get_default_for_uri_scheme(scheme) else { return false }
        g_object_unref(UnsafeMutableRawPointer(info))
        return true
    }

    func testLaunchBrowserStartsTheDesktopsDefaultHandlerWithTheURL() {
        runOnMainLoop {
            let record = try Self.installFakeBrowser(for: "gtkweb-launch")
            // GIO learns of new desktop files through a file monitor; an index an earlier test built
            // may not have the fake browser yet.
            try await waitUntil("GIO to know the fake browser as the handler of gtkweb-launch:") {
                Self.hasDefaultHandler(for: "gtkweb-launch")
            }
            let url = URL(string: "gtkweb-launch://example.test/page?from=gtkweb")!
            let window = try await WebBrowser.open(url, mode: .launchBrowser)
            XCTAssertNil(window)
            try await waitUntil("the fake browser to record the URL") {
                (try? String(contentsOf: record, encoding: .utf8)) == url.absoluteString + "\n"
            }
        }
    }

    func testAURLWithoutASchemeOrWithoutAHandlerIsATypedError() {
        runOnMainLoop {
            do {
                try await WebBrowser.open(URL(string: "relative/page")!, mode: .launchBrowser)
                XCTFail("a relative URL should be refused")
            } catch let error as WebBrowserError {
                XCTAssertEqual(error, .invalidURL("relative/page"))
            }
            do {
                try await WebBrowser.open(URL(string: "gtkweb-nobody-handles:x")!, mode: .launchBrowser)
                XCTFail("a scheme without a handler should fail")
            } catch let error as WebBrowserError {
                guard case .launchFailed(let url, _) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(url, "gtkweb-nobody-handles:x")
            }
        }
    }
}
