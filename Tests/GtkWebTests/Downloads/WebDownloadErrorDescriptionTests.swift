import Foundation
import GtkWeb
import XCTest

/// Download failures read as sentences that name the file or folder, never as Foundation's generic
/// "The operation could not be completed".
final class WebDownloadErrorDescriptionTests: XCTestCase {
    func testEveryFailureIsDescribedInWordsWithItsFileOrFolder() {
        let folder = URL(fileURLWithPath: "/srv/downloads")
        let file = folder.appendingPathComponent("report.pdf")
        let cases: [(WebDownloadError, String)] = [
            (.folderMissing(folder), "/srv/downloads"),
            (.folderNotWritable(folder), "/srv/downloads"),
            (.writeFailed("No space left on device"), "No space left on device"),
            (.network("Connection refused"), "Connection refused"),
            (.httpStatus(404), "HTTP 404"),
            (.cancelled, "cancelled"),
            (.noFreeName("report.pdf"), "report.pdf"),
            (.destinationNotAbsolute(URL(string: "report.pdf")!), "report.pdf"),
            (.destinationIsDirectory(folder), "/srv/downloads"),
            (.fileExists(file), "report.pdf"),
        ]
        for (error, detail) in cases {
            let text = error.localizedDescription
            XCTAssertFalse(text.contains("could not be completed"), "\(error): \(text)")
            XCTAssertTrue(text.contains(detail), "\(error) must name \(detail): \(text)")
            XCTAssertTrue(text.hasSuffix(".") || text.hasSuffix(detail), "\(error) reads as a sentence: \(text)")
        }
    }
}
