import Foundation
import GtkWebTestSupport
import HTTPFixture
import XCTest

@testable import SkipWeb

/// Audio and video URLs load as pages that play the media, as SkipWeb apps expect: `load(url:)` returns.
final class MediaLoadTests: XCTestCase {
    @MainActor
    final class Recorder: SkipWebNavigationDelegate {
        var calls: [String] = []
        var downloads: [WebDownloadRequest] = []
        func webEngineDidFinishNavigation(_ engine: WebEngine) { calls.append("finish") }
        func webEngine(_ engine: WebEngine, didFailNavigation error: any Error) { calls.append("fail \(error)") }
        func webEngine(_ webEngine: WebEngine, didRequestDownload request: WebDownloadRequest) {
            downloads.append(request)
        }
    }

    /// A valid PCM WAV file: `frames` samples of 8-bit mono silence at 8 kHz.
    static func silentWAV(frames: Int = 800) -> Data {
        func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        func le16(_ value: Int) -> [UInt8] { (0..<2).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        var bytes = Array("RIFF".utf8) + le32(36 + frames) + Array("WAVE".utf8)
        bytes += Array("fmt ".utf8) + le32(16) + le16(1) + le16(1) + le32(8000) + le32(8000) + le16(1) + le16(8)
        bytes += Array("data".utf8) + le32(frames) + [UInt8](repeating: 0x80, count: frames)
        return Data(bytes)
    }

    @MainActor
    private static func assertMediaLoads(contentType: String, path: String) async throws {
        let server = try SharedFixtures.httpServer()
        let wav = Self.silentWAV()
        // `nosniff`: libsoup would otherwise sniff the WAV as `audio/wave`, a name WebKit's GStreamer
        // backend does not list, and the response would be a download.
        server.route(path) { _ in
            FixtureResponse(contentType: contentType, body: wav, headers: [("X-Content-Type-Options", "nosniff")])
        }
        let recorder = Recorder()
        let engine = WebEngine(configuration: WebEngineConfiguration(navigationDelegate: recorder))
        try await engine.load(url: server.url("/page/before-media"))
        recorder.calls.removeAll()
        let media = server.url(path)
        try await engine.load(url: media)
        try await waitUntil("the media load to settle") { !engine.isLoading }
        XCTAssertEqual(engine.url, media, "the media document is shown")
        XCTAssertNil(engine.lastError)
        XCTAssertEqual(recorder.calls, ["finish"], "one finished navigation, no failure")
        XCTAssertEqual(recorder.downloads, [])
        let hasMediaElement = try await engine.evaluate(js: "document.querySelector('audio, video') !== null")
        XCTAssertEqual(hasMediaElement, "true", "WebKit's media document holds the player")
    }

    func testLoadingAnAudioURLReturnsAndShowsThePlayer() {
        runOnMainLoop { try await Self.assertMediaLoads(contentType: "audio/wav", path: "/own-compat/tone.wav") }
    }

    /// SkipWeb's rule keeps it a page; WebKitGTK cannot show octet-stream, so the load fails saying so,
    /// and nothing is downloaded behind the app's back.
    func testMediaServedAsOctetStreamIsNeitherADownloadNorShownAsText() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let wav = Self.silentWAV()
            server.route("/own-compat/octet.wav") { _ in
                FixtureResponse(
                    contentType: "application/octet-stream", body: wav,
                    headers: [("X-Content-Type-Options", "nosniff")])
            }
            let recorder = Recorder()
            let engine = WebEngine(configuration: WebEngineConfiguration(navigationDelegate: recorder))
            let start = server.url("/page/before-octet-media")
            try await engine.load(url: start)
            do {
                try await engine.load(url: server.url("/own-compat/octet.wav"))
                XCTFail("WebKit cannot show octet-stream; the load must fail")
            } catch let error as WebLoadError {
                XCTAssertEqual(error.kind, .policy)
                XCTAssertTrue(error.message.contains("cannot show application/octet-stream"), error.message)
            }
            XCTAssertEqual(recorder.downloads, [], "not a download")
            XCTAssertEqual(engine.url, start, "the page stays")
        }
    }
}
