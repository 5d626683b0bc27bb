import GtkWeb
import XCTest

/// SkipWeb's download rule reads the MIME type and the `Content-Disposition` type with the white space
/// around them trimmed, whatever white space it is (tabs, newlines, a no-break space), as Foundation's
/// `whitespacesAndNewlines` trims it.
final class DownloadRuleWhiteSpaceTests: XCTestCase {
    private func isDownload(canShow: Bool, disposition: String?, mimeType: String?) -> Bool {
        WebDownloadRequest.shouldTreatResponseAsDownload(
            canShowMIMEType: canShow, contentDisposition: disposition, mimeType: mimeType,
            url: URL(string: "https://example.com/file"))
    }

    func testOctetStreamWithWhiteSpaceAroundItIsStillOctetStream() {
        let mimeTypes = [
            " application/octet-stream", "application/octet-stream\t", "\u{00A0}Application/Octet-Stream\n",
        ]
        for mimeType in mimeTypes {
            XCTAssertTrue(isDownload(canShow: true, disposition: nil, mimeType: mimeType), mimeType.debugDescription)
        }
    }

    func testAnAttachmentTypeWithWhiteSpaceAroundItIsStillAnAttachment() {
        for disposition in ["\tattachment", "attachment\u{2003}; filename=a.txt", "\u{00A0}Attachment\u{00A0}"] {
            XCTAssertTrue(
                isDownload(canShow: true, disposition: disposition, mimeType: "text/plain"),
                disposition.debugDescription)
        }
    }

    func testTypesInCapitalsWithNothingToTrimAreReadWithoutCase() {
        XCTAssertTrue(isDownload(canShow: true, disposition: nil, mimeType: "Application/Octet-Stream"))
        XCTAssertTrue(isDownload(canShow: true, disposition: nil, mimeType: "APPLICATION/OCTET-STREAM;charset=x"))
        XCTAssertTrue(isDownload(canShow: true, disposition: "ATTACHMENT; filename=a.txt", mimeType: "text/plain"))
        XCTAssertFalse(isDownload(canShow: true, disposition: "Inline", mimeType: "text/plain"))
    }

    func testAnInlineTypeWithWhiteSpaceAroundItLetsOctetStreamBeShown() {
        XCTAssertFalse(isDownload(canShow: true, disposition: "\u{00A0}inline\n", mimeType: "application/octet-stream"))
    }
}
