import CWebKitGTK
import Foundation
import GtkWeb
import HTTPFixture

/// Snapshots of a view in a 1280×800 window (the C program's snapshots.c, same page and method): 2 warm-up and 20
/// timed `takeSnapshot` calls, one after another, each capture + crop/scale check + encode.
/// Figures: `snapshot_capture_ms` (`takeSnapshotBitmap`: WebKit's capture and the copy of its pixels, no
/// encoding), `snapshot_png_ms` and `snapshot_jpeg_ms` (median, ms; JPEG at quality 0.85) and
/// `snapshot_png_kb` (the PNG's size). The C side encodes with cairo (PNG) and GdkPixbuf (JPEG).
/// `pdf_export_ms`: the median of 10 `exportPDF(to:)` calls after 2 warm-ups (A4, 36-point margins,
/// backgrounds), against the C side's `WebKitPrintOperation` to GTK's Print to File with the same settings.
@MainActor
enum SnapshotsSuite: BenchSuite {
    static let name = "snapshots"
    static let warmUp = 2
    static let timed = 20

    /// Byte for byte the C program's `snapshot_page` (Benchmarks/gtkweb-bench-c/snapshots.c).
    static let page =
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>snapshot</title><style>"
        + "body{margin:0;font:16px sans-serif;background:linear-gradient(#fdf6e3,#eee8d5)}"
        + "header{background:#268bd2;color:#fff;padding:24px;font-size:32px}"
        + ".grid{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:16px}"
        + ".card{height:140px;border-radius:12px;padding:12px;color:#fff}"
        + "</style></head><body><header>GtkWeb snapshot benchmark</header><div class=grid>"
        + "<div class=card style=background:#dc322f>Red</div><div class=card style=background:#859900>Green</div>"
        + "<div class=card style=background:#b58900>Yellow</div><div class=card style=background:#6c71c4>Violet</div>"
        + "<div class=card style=background:#2aa198>Cyan</div><div class=card style=background:#d33682>Magenta</div>"
        + "<div class=card style=background:#cb4b16>Orange</div><div class=card style=background:#073642>Base</div>"
        + "</div><p style=padding:16px>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor "
        + "incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco "
        + "laboris nisi ut aliquip ex ea commodo consequat.</p></body></html>"

    static func run(_ env: BenchEnvironment) async throws -> [BenchFigure] {
        env.server.route("/snapshot-page") { _ in
            FixtureResponse(body: Data(page.utf8), headers: [("Cache-Control", "no-store")])
        }
        let window = makeBenchWindow(width: 1280, height: 800)
        defer { destroyBenchWindow(window) }
        let engine = WebEngine()
        engine.unsafeAttach(toContainer: window)
        try await engine.load(url: env.server.url("/snapshot-page"))
        let viewport = [
            try await engine.evaluateJavaScript("innerWidth") ?? "?",
            try await engine.evaluateJavaScript("innerHeight") ?? "?",
        ].joined(separator: "x")
        let capture = try await median(engine, nil)
        let png = try await median(engine, .png)
        // The window asks for 1280×800; a window manager may make it smaller to fit the screen (on GTK 4 under
        // Xvfb's 1280-pixel-wide screen the view gets 1278×800, on both sides), so the check is the viewport.
        guard "\(png.width)x\(png.height)" == viewport else {
            throw BenchError("the snapshot is \(png.width)×\(png.height), not the viewport's \(viewport)")
        }
        let jpeg = try await median(engine, .jpeg(quality: 0.85))
        let pdf = try await pdfExportMedian(engine, into: env.workdir)
        engine.detachFromContainer()
        return [
            BenchFigure(name: "snapshot_capture_ms", unit: "ms", value: capture.ms),
            BenchFigure(name: "snapshot_png_ms", unit: "ms", value: png.ms),
            BenchFigure(name: "snapshot_png_kb", unit: "KiB", value: Double(png.bytes) / 1024),
            BenchFigure(name: "snapshot_jpeg_ms", unit: "ms", value: jpeg.ms),
            BenchFigure(name: "pdf_export_ms", unit: "ms", value: pdf),
        ]
    }

    /// The median of `timed` snapshots as `format`, or as bitmaps for nil.
    private static func median(_ engine: WebEngine, _ format: SkipWebSnapshotImageFormat?) async throws -> (
        ms: Double, bytes: Int, width: Int, height: Int
    ) {
        let configuration = SkipWebSnapshotConfiguration(imageFormat: format ?? .png)
        func take() async throws -> (bytes: Int, width: Int, height: Int) {
            guard format != nil else {
                let bitmap = try await engine.takeSnapshotBitmap(configuration: configuration)
                return (bitmap.data.count, bitmap.width, bitmap.height)
            }
            let snapshot = try await engine.takeSnapshot(configuration: configuration)
            return (snapshot.imageData.count, snapshot.pixelWidth, snapshot.pixelHeight)
        }
        for _ in 0..<warmUp { _ = try await take() }
        var samples: [Double] = []
        var last = (bytes: 0, width: 0, height: 0)
        for _ in 0..<timed {
            let begin = nowMicroseconds()
            last = try await take()
            samples.append(nowMicroseconds() - begin)
        }
        return (Percentile.of(samples, 0.5) / 1000, last.bytes, last.width, last.height)
    }

    /// The median ms of `exportPDF(to:)` into `workdir` (the file replaced each time).
    private static func pdfExportMedian(_ engine: WebEngine, into workdir: URL) async throws -> Double {
        let file = workdir.appendingPathComponent("swift-page.pdf")
        defer { try? FileManager.default.removeItem(at: file) }  // the bench's own file
        for _ in 0..<2 { try await engine.exportPDF(to: file) }
        var samples: [Double] = []
        for _ in 0..<10 {
            let begin = nowMicroseconds()
            try await engine.exportPDF(to: file)
            samples.append(nowMicroseconds() - begin)
        }
        return Percentile.of(samples, 0.5) / 1000
    }
}
