import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// `WebEngine.canLoad(scheme:)` tells hosts which URLs the engine shows and which go to the desktop.
final class SchemeSupportTests: XCTestCase {
    func testWebSchemesAndInstalledHandlersLoadAndOthersDoNot() {
        runOnMainLoop {
            let folder = try ServedFolder()
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    profile: .ephemeral, schemeHandlers: ["app": DirectoryURLSchemeHandler(directory: folder.served)]))
            for scheme in ["http", "HTTPS", "file", "about", "data", "blob", "app", "App"] {
                XCTAssertTrue(engine.canLoad(scheme: scheme), scheme)
            }
            for scheme in ["mailto", "tel", "ftp", "gtkweb-nobody-handles"] {
                XCTAssertFalse(engine.canLoad(scheme: scheme), scheme)
            }
            // What canLoad says is what load(url:) does: the app: page loads.
            try await engine.load(url: URL(string: "app://bundle/index.html")!)
        }
    }
}
