import Foundation
import GtkWeb
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Which responses count as downloads, what is reported, and that the page stays where it was.
final class DownloadDetectionTests: XCTestCase {
    @MainActor
    final class Recorder: SkipWebNavigationDelegate {
        var requests: [WebDownloadRequest] = []
        var failures: [any Error] = []
        func webEngine(_ webEngine: WebEngine, didRequestDownload request: WebDownloadRequest) {
            requests.append(request)
        }
        func webEngine(_ webEngine: WebEngine, didFailNavigation error: any Error) { failures.append(error) }
    }

    /// Loads a start page, then `path`; returns what the view callback and the delegate heard.
    @MainActor
    private static func navigate(to path: String) async throws -> (
        view: [WebDownloadRequest], delegate: Recorder, engine: WebEngine, start: URL
    ) {
        let server = try SharedFixtures.httpServer()
        let recorder = Recorder()
        var heard: [WebDownloadRequest] = []
        let view = WebView(
            configuration: WebEngineConfiguration(navigationDelegate: recorder),
            onDownloadRequested: { heard.append($0) })
        let start = server.url("/page/start")
        try await view.engine.load(url: start)
        try await view.engine.load(url: server.url(path))
        try await waitUntil("the load to settle") { !view.engine.isLoading }
        return (heard, recorder, view.engine, start)
    }

    func testAnAttachmentIsReportedWithItsDetailsAndThePageStays() {
        runOnMainLoop {
            let result = try await Self.navigate(to: "/attachment?name=report.txt")
            let server = try SharedFixtures.httpServer()
            XCTAssertEqual(
                result.view,
                [
                    WebDownloadRequest(
                        url: server.url("/attachment?name=report.txt"), suggestedFilename: "report.txt",
                        mimeType: "text/plain", contentDisposition: "attachment", contentLength: 15)
                ])
            XCTAssertEqual(result.delegate.requests, result.view, "the delegate hears the same request")
            XCTAssertTrue(
                result.delegate.failures.isEmpty, "a download is not a failed navigation: \(result.delegate.failures)")
            XCTAssertEqual(result.engine.url, result.start, "the page stays")
            XCTAssertFalse(result.engine.isLoading)
            XCTAssertNil(result.engine.lastError)
        }
    }

    func testAMIMETypeTheEngineCannotShowIsADownload() {
        runOnMainLoop {
            let result = try await Self.navigate(to: "/download/body?type=application/x-gtkweb-unknown&bytes=10")
            XCTAssertEqual(result.view.count, 1)
            XCTAssertEqual(result.view.first?.mimeType, "application/x-gtkweb-unknown")
            XCTAssertNil(result.view.first?.contentDisposition)
            XCTAssertEqual(result.view.first?.contentLength, 10)
            XCTAssertEqual(result.engine.url, result.start)
        }
    }

    func testOctetStreamIsADownloadNamedAfterTheURL() {
        runOnMainLoop {
            let result = try await Self.navigate(to: "/octet")
            XCTAssertEqual(result.view.count, 1)
            XCTAssertEqual(result.view.first?.mimeType, "application/octet-stream")
            XCTAssertEqual(result.view.first?.suggestedFilename, "octet")
            XCTAssertEqual(result.engine.url, result.start)
        }
    }

    func testAnImageAVideoAndAnHTMLPageAreShownNotDownloaded() {
        runOnMainLoop {
            for path in ["/image.png", "/download/body?type=video/mp4&bytes=16", "/page/plain"] {
                let result = try await Self.navigate(to: path)
                XCTAssertEqual(result.view, [], "\(path) must not count as a download")
                XCTAssertEqual(result.delegate.requests, [], path)
                XCTAssertNotEqual(result.engine.url, result.start, "\(path) replaces the page")
            }
        }
    }

    func testALinkWithTheDownloadAttributeIsReported() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let recorder = Recorder()
            var heard: [WebDownloadRequest] = []
            let view = WebView(
                configuration: WebEngineConfiguration(navigationDelegate: recorder),
                onDownloadRequested: { heard.append($0) })
            let start = server.url("/page/links")
            try await view.engine.loadHTMLAndWait(
                "<a id=link download=notes.txt href='/download/body?type=text/plain&bytes=5'>notes</a>", baseURL: start)
            _ = try await view.engine.evaluate(js: "document.getElementById('link').click()")
            try await waitUntil("the download attribute link to be reported") { heard.count == 1 }
            XCTAssertEqual(heard.first?.url, server.url("/download/body?type=text/plain&bytes=5"))
            XCTAssertEqual(heard.first?.suggestedFilename, "notes.txt")
            XCTAssertEqual(recorder.requests, heard)
            XCTAssertEqual(view.engine.url, start, "the page stays")
        }
    }

    func testSkipWebsRuleForEachKindOfResponse() {
        let video = URL(string: "http://example.org/clip.MP4")
        let file = URL(string: "http://example.org/setup.bin")
        typealias Rule = WebDownloadRequest
        XCTAssertTrue(Rule.shouldTreatResponseAsDownload(canShowMIMEType: true, contentDisposition: "attachment"))
        XCTAssertTrue(
            Rule.shouldTreatResponseAsDownload(canShowMIMEType: true, contentDisposition: "Attachment; filename=a"))
        XCTAssertFalse(Rule.shouldTreatResponseAsDownload(canShowMIMEType: true, contentDisposition: "inline"))
        XCTAssertTrue(Rule.shouldTreatResponseAsDownload(canShowMIMEType: false, contentDisposition: nil))
        XCTAssertTrue(
            Rule.shouldTreatResponseAsDownload(
                canShowMIMEType: true, contentDisposition: nil, mimeType: "application/octet-stream", url: file))
        XCTAssertFalse(
            Rule.shouldTreatResponseAsDownload(
                canShowMIMEType: false, contentDisposition: nil, mimeType: "application/octet-stream", url: video),
            "octet-stream that looks like playable media is not a download")
        XCTAssertFalse(
            Rule.shouldTreatResponseAsDownload(canShowMIMEType: true, contentDisposition: nil, mimeType: "text/html"))
        XCTAssertNil(WebDownloadRequest(url: nil, contentLength: -1).contentLength, "negative means unknown")
    }
}
