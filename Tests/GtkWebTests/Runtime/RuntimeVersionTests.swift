import Foundation
import GtkWeb
import GtkWebTestSupport
import Spawn
import XCTest

/// The versions of the libraries the process runs on, read from them at run time.
final class RuntimeVersionTests: XCTestCase {
    /// The version pkg-config gives for `package` (the development files of the same Debian build).
    private static func packageVersion(_ package: String) throws -> String {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pkg-config")
        process.arguments = ["--modversion", package]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testWebKitAndGTKVersionsAreTheInstalledLibrariesVersions() throws {
        let webKit = try Self.packageVersion(ToolkitFacts.webKitPackage)
        let gtk = try Self.packageVersion(ToolkitFacts.gtkPackage)
        XCTAssertEqual(GtkWebRuntime.webKitVersion, webKit)
        XCTAssertEqual(GtkWebRuntime.gtkVersion, gtk)
        XCTAssertTrue(
            GtkWebRuntime.version.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression) != nil,
            GtkWebRuntime.version)
    }
}
