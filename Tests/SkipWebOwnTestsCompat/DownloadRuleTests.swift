import Foundation
import XCTest

@testable import SkipWeb

/// `WebDownloadRequest.shouldTreatResponseAsDownload` decides as SkipWeb does, case by case.
final class DownloadRuleTests: XCTestCase {
    private func isDownload(
        canShow: Bool, disposition: String?, mimeType: String? = nil, url: String? = nil
    ) -> Bool {
        WebDownloadRequest.shouldTreatResponseAsDownload(
            canShowMIMEType: canShow, contentDisposition: disposition, mimeType: mimeType,
            url: url.flatMap(URL.init(string:)))
    }

    func testAnAttachmentIsADownloadEvenWhenTheEngineCouldShowIt() {
        XCTAssertTrue(isDownload(canShow: true, disposition: "attachment; filename=\"a.txt\"", mimeType: "text/plain"))
        XCTAssertTrue(isDownload(canShow: true, disposition: " ATTACHMENT ", url: "https://example.com/clip.mp4"))
    }

    func testInlineOctetStreamTheEngineCanShowIsShown() {
        XCTAssertFalse(
            isDownload(
                canShow: true, disposition: "inline", mimeType: "application/octet-stream",
                url: "https://example.com/file.bin"))
    }

    func testInlineOctetStreamTheEngineCannotShowIsADownload() {
        XCTAssertTrue(
            isDownload(
                canShow: false, disposition: "inline", mimeType: "application/octet-stream",
                url: "https://example.com/file.bin"))
    }

    func testOctetStreamWithoutADispositionIsADownload() {
        XCTAssertTrue(
            isDownload(
                canShow: true, disposition: nil, mimeType: "application/octet-stream; charset=binary",
                url: "https://example.com/drip"))
    }

    func testOnlyTheDispositionTypeCountsNotAFilenameThatSaysAttachment() {
        XCTAssertFalse(
            isDownload(
                canShow: true, disposition: "inline; filename=\"attachment.pdf\"",
                mimeType: "application/octet-stream", url: "https://example.com/attachment.pdf"))
    }

    func testAnInlineTypeTheEngineCannotShowIsADownload() {
        XCTAssertTrue(
            isDownload(
                canShow: false, disposition: "inline; filename=\"file.zip\"", mimeType: "application/zip",
                url: "https://example.com/file.zip"))
    }

    func testEveryMediaExtensionOfSkipWebPlaysInlineWhateverItsType() {
        for ext in [
            "3gp", "aac", "flac", "m3u8", "m4a", "m4v", "mkv", "mov", "mp3", "mp4", "mpeg", "mpg", "mpd", "oga",
            "ogg", "opus", "ts", "wav", "webm",
        ] {
            let url = "https://cdn.example.com/media/clip.\(ext.uppercased())?token=1"
            XCTAssertFalse(
                isDownload(canShow: true, disposition: nil, mimeType: "application/octet-stream", url: url), ext)
            XCTAssertFalse(
                isDownload(canShow: false, disposition: nil, mimeType: "application/x-unknown", url: url), ext)
        }
    }

    func testAFileThatIsNotMediaIsADownloadWhenTheEngineCannotShowIt() {
        XCTAssertTrue(isDownload(canShow: false, disposition: nil, url: "https://example.com/setup.exe"))
        XCTAssertFalse(isDownload(canShow: true, disposition: nil, mimeType: "text/html"))
        XCTAssertFalse(isDownload(canShow: true, disposition: "inline", mimeType: "text/html"))
    }
}
