import Foundation
import GtkWeb
import XCTest

/// Suggested file names from servers and pages are made safe before anything touches the disk.
final class WebDownloadFileNameTests: XCTestCase {
    func testParentDirectoryComponentsAreDropped() {
        XCTAssertEqual(WebDownloadFileName.sanitized("../../etc/passwd"), "passwd")
        XCTAssertEqual(WebDownloadFileName.sanitized("..\\..\\boot.ini"), "boot.ini")
    }

    func testAnAbsolutePathKeepsOnlyItsLastComponent() {
        XCTAssertEqual(WebDownloadFileName.sanitized("/etc/shadow"), "shadow")
        XCTAssertEqual(WebDownloadFileName.sanitized("/tmp/"), "tmp")
    }

    func testControlAndBidiCharactersAreRemoved() {
        XCTAssertEqual(WebDownloadFileName.sanitized("re\u{0}po\nrt\u{7F}\u{1B}.pdf"), "report.pdf")
        XCTAssertEqual(WebDownloadFileName.sanitized("invoice\u{202E}fdp.exe"), "invoicefdp.exe")
    }

    func testReservedNamesBecomeTheFallback() {
        XCTAssertEqual(WebDownloadFileName.sanitized("."), WebDownloadFileName.fallback)
        XCTAssertEqual(WebDownloadFileName.sanitized(".."), WebDownloadFileName.fallback)
        XCTAssertEqual(WebDownloadFileName.sanitized(" ... "), WebDownloadFileName.fallback)
        XCTAssertEqual(WebDownloadFileName.sanitized(".bashrc"), "bashrc", "no hidden files")
    }

    func testAnEmptyOrMissingNameBecomesTheFallback() {
        XCTAssertEqual(WebDownloadFileName.sanitized(""), "download")
        XCTAssertEqual(WebDownloadFileName.sanitized(nil), "download")
        XCTAssertEqual(WebDownloadFileName.sanitized("\u{1}\u{2}"), "download")
    }

    func testAVeryLongNameIsShortenedAndKeepsItsExtension() {
        let long = String(repeating: "a", count: 10_000) + ".txt"
        let name = WebDownloadFileName.sanitized(long)
        XCTAssertLessThanOrEqual(name.utf8.count, WebDownloadFileName.maximumBytes)
        XCTAssertTrue(name.hasSuffix(".txt"))
        let multibyte = WebDownloadFileName.sanitized(String(repeating: "é", count: 10_000))
        XCTAssertLessThanOrEqual(multibyte.utf8.count, WebDownloadFileName.maximumBytes)
        XCTAssertTrue(multibyte.allSatisfy { $0 == "é" }, "never cuts a character in half")
    }

    func testNumberedNamesGoBeforeTheExtension() {
        XCTAssertEqual(WebDownloadFileName.numbered("report.pdf", 0), "report.pdf")
        XCTAssertEqual(WebDownloadFileName.numbered("report.pdf", 2), "report (2).pdf")
        XCTAssertEqual(WebDownloadFileName.numbered("README", 1), "README (1)")
    }
}
