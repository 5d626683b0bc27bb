import Foundation
import XCTest

/// Base class of the tests that read and write files: each test gets an empty folder of its own under the
/// temporary directory, removed afterwards.
class TemporaryFolderTestCase: XCTestCase {
    /// This test's folder.
    private(set) var folder: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rule-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
        try super.tearDownWithError()
    }
}
