import Foundation
import GtkWeb
import HTTPFixture
import Spawn

/// Download throughput: a 200 MiB file streamed by this process's fixture server
/// (`/download/stream`), fetched by `WebDownloadManager.download(_:using:)` into the workdir and by
/// `curl -s -o` from the same server. Three rounds, curl then GtkWeb in each; the figures are the median
/// rates from the call to the file being complete, in MB/s (10^6 bytes). The C program does the same with
/// `webkit_web_view_download_uri` and curl against its own server, so `download_200mib_mb_per_s` compares
/// GtkWeb with WebKit's own download path from C, and `download_200mib_curl_mb_per_s` shows what the same
/// socket gives outside WebKit on each side. The server shares the downloading process's main loop in
/// every case.
@MainActor
enum DownloadsSuite: BenchSuite {
    static let name = "downloads"
    static let length: Int64 = 200 << 20
    static let rounds = 3

    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure] {
        let url = env.server.url("/download/stream?bytes=\(length)&name=bench.bin")
        let folder = env.workdir.appendingPathComponent("downloads", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let manager = WebDownloadManager(folder: folder)
        let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
        var gtkweb: [Double] = []
        var curl: [Double] = []
        for _ in 0..<rounds {
            let curlFile = folder.appendingPathComponent("curl.bin")
            var begin = nowMicroseconds()
            try await runCurl(url, to: curlFile)
            curl.append(rate(since: begin))
            try check(curlFile)
            try FileManager.default.removeItem(at: curlFile)

            begin = nowMicroseconds()
            let file = try await download(url, manager: manager, engine: engine)
            gtkweb.append(rate(since: begin))
            try check(file)
            try FileManager.default.removeItem(at: file)
        }
        return [
            BenchFigure(name: "download_200mib_mb_per_s", unit: "MB/s", value: Percentile.of(gtkweb, 0.5)),
            BenchFigure(name: "download_200mib_curl_mb_per_s", unit: "MB/s", value: Percentile.of(curl, 0.5)),
        ]
    }

    private static func rate(since begin: Double) -> Double {
        Double(length) / (nowMicroseconds() - begin)  // bytes per microsecond = MB/s
    }

    private static func check(_ file: URL) throws {
        let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.int64Value
        guard size == length else {
            throw BenchError("\(file.lastPathComponent) has \(size ?? -1) bytes, not \(length)")
        }
    }

    private static func download(_ url: URL, manager: WebDownloadManager, engine: WebEngine) async throws -> URL {
        // Events arrive from the main loop, so observing right after starting misses none.
        let download = try manager.download(url, using: engine)
        var token: UInt64 = 0
        defer { manager.removeObserver(token) }
        return try await withCheckedThrowingContinuation { continuation in
            token = manager.addObserver { event in
                switch event {
                case .finished(let ended, let file) where ended === download:
                    continuation.resume(returning: file)
                case .failed(let ended, let error) where ended === download:
                    continuation.resume(throwing: BenchError("the GtkWeb download failed: \(error)"))
                default: break
                }
            }
        }
    }

    private static func runCurl(_ url: URL, to file: URL) async throws {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-s", "-f", "-o", file.path, url.absoluteString]
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch { continuation.resume(throwing: error) }
        }
        guard status == 0 else { throw BenchError("curl exited with status \(status)") }
    }
}
