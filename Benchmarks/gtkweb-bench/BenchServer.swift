import Foundation
import HTTPFixture

/// The fixture server with the C program's pages (Benchmarks/gtkweb-bench-c/server.c), byte for byte,
/// all sent with `Cache-Control: no-store`.
@MainActor
enum BenchServer {
    static let indexHTML =
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>gtkweb-bench fixture</title></head>"
        + "<body><h1>gtkweb-bench</h1><p>Fixture page.</p></body></html>"

    static let blockerPageHTML =
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>gtkweb-bench blocker page</title></head>"
        + "<body><h1>blocker page</h1>"
        + (0..<5).map { "<img src=\"/img\($0).png\" width=\"1\" height=\"1\">" }.joined()

    static func start() throws -> FixtureServer {
        let server = try FixtureServer()
        let noStore = [("Cache-Control", "no-store")]
        server.route("/") { _ in FixtureResponse(body: Data(indexHTML.utf8), headers: noStore) }
        server.route("/blocker-page") { _ in
            FixtureResponse(body: Data((blockerPageHTML + "</body></html>").utf8), headers: noStore)
        }
        server.route(prefix: "/small/") { _ in
            FixtureResponse(
                contentType: "text/plain", body: Data(repeating: UInt8(ascii: "x"), count: 100), headers: noStore)
        }
        for index in 0..<5 {
            server.route("/img\(index).png") { _ in
                FixtureResponse(contentType: "image/png", body: FixtureServer.onePixelPNG, headers: noStore)
            }
        }
        return server
    }
}
