import Foundation
import GtkWeb

/// Reading cookies back (the C program's cookies.c, same method): an `.ephemeral` engine's store gets
/// 1,000 session cookies `c<i>=v<i>` for domain `127.0.0.1`, path `/`, through `setCookie` with all
/// adds in flight at once; then `cookies(for: http://127.0.0.1:<port>/)`, 5 warm-up and 200 timed,
/// sequential. Each timed call includes GtkWeb's conversion of every cookie to `WebCookie`.
/// Figures: `cookies_for_p50/p95` (us) and `cookies_for_count` (how many the last call returned).
@MainActor
enum CookiesSuite: BenchSuite {
    static let name = "cookies"

    static let cookieCount = 1000
    static let warmUp = 5
    static let timed = 200

    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure] {
        let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
        let adds = (0..<cookieCount).map { index in
            Task { @MainActor in
                try await engine.setCookie(
                    WebCookie(name: "c\(index)", value: "v\(index)", domain: "127.0.0.1", path: "/"))
            }
        }
        for add in adds { try await add.value }
        let url = env.server.url("/")
        var count = 0
        for _ in 0..<warmUp { count = await engine.cookies(for: url).count }
        var samples: [Double] = []
        samples.reserveCapacity(timed)
        var firstCount: Int?
        for _ in 0..<timed {
            let begin = nowMicroseconds()
            let cookies = await engine.cookies(for: url)
            samples.append(nowMicroseconds() - begin)
            count = cookies.count
            if count > 0, cookies.allSatisfy({ $0.name.isEmpty && $0.value.isEmpty }) {
                throw BenchError("cookies came back with empty names and values")
            }
            if let firstCount, firstCount != count {
                FileHandle.standardError.write(
                    Data("cookies: count changed between calls: \(firstCount), then \(count)\n".utf8))
            }
            firstCount = firstCount ?? count
        }
        if count != cookieCount {
            FileHandle.standardError.write(
                Data("cookies: warning: \(count) cookies came back, \(cookieCount) were stored\n".utf8))
        }
        return Percentile.figures("cookies_for", microseconds: samples)
            + [BenchFigure(name: "cookies_for_count", unit: "cookies", value: Double(count))]
    }
}
