import Foundation
import GtkWeb
import GtkWebTestSupport
import XCTest

/// PDFs of real pages printed by WebKit, read back with poppler: text, page count, paper, margins,
/// backgrounds, and what a destination that cannot be written gets.
final class PDFExportTests: XCTestCase {
    /// Three print pages: each paragraph ends its page.
    private static let threePages = """
        <!doctype html><html><head><title>pdf</title><style>p { page-break-after: always; }</style></head>
        <body><p>First page of GtkWeb PDF</p><p>Second page here</p><div>Third and last page</div></body></html>
        """

    /// A page of one red block taller than a printed page (WebKit prints a root background only under
    /// the content, so the block is what fills the first page).
    private static let redPage = """
        <!doctype html><html><body style="margin: 0">
        <div style="height: 3000px; background: rgb(255, 0, 0)">red</div></body></html>
        """

    /// Sixty short paragraphs: more margin, more pages.
    private static let longPage =
        "<!doctype html><body>" + (1...60).map { "<p>Paragraph \($0)</p>" }.joined() + "</body>"

    override func setUpWithError() throws {
        try XCTSkipUnless(PDFReading.isAvailable, "poppler-utils (pdftotext, pdfinfo) is not installed")
    }

    @MainActor
    private static func engine(_ html: String) async throws -> WebEngine {
        let engine = WebEngine()
        try await engine.loadHTMLAndWait(html)
        return engine
    }

    @MainActor
    private static func read(_ data: Data) throws -> PDFReading { try PDFReading(data: data) }

    func testPDFDataHoldsThePagesTextOnePDFPagePerPrintedPage() {
        runOnMainLoop {
            let engine = try await Self.engine(Self.threePages)
            let data = try await engine.pdfData()
            XCTAssertEqual(Array(data.prefix(5)), Array("%PDF-".utf8))
            let pdf = try Self.read(data)
            defer { try? FileManager.default.removeItem(at: pdf.file) }
            XCTAssertEqual(try pdf.pageCount(), 3)
            let pages = try pdf.text().split(separator: "\u{0C}").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            XCTAssertEqual(
                Array(pages.prefix(3)), ["First page of GtkWeb PDF", "Second page here", "Third and last page"])
            let size = try pdf.pageSize()
            XCTAssertEqual([size.width, size.height], [595, 842], "A4 by default")
        }
    }

    func testThePageSizeAndMarginsOfTheConfigurationShapeThePDF() {
        runOnMainLoop {
            let engine = try await Self.engine(Self.longPage)
            let letter = try Self.read(try await engine.pdfData(configuration: WebPDFConfiguration(pageSize: .letter)))
            defer { try? FileManager.default.removeItem(at: letter.file) }
            let size = try letter.pageSize()
            XCTAssertEqual([size.width, size.height], [612, 792])

            let narrow = try Self.read(
                try await engine.pdfData(configuration: WebPDFConfiguration(margins: .init(all: 18))))
            defer { try? FileManager.default.removeItem(at: narrow.file) }
            let wide = try Self.read(
                try await engine.pdfData(
                    configuration: WebPDFConfiguration(margins: .init(top: 300, left: 36, bottom: 300, right: 36))))
            defer { try? FileManager.default.removeItem(at: wide.file) }
            let few = try narrow.pageCount()
            let many = try wide.pageCount()
            XCTAssertGreaterThan(many, few, "300-point margins leave less room per page than 18-point ones")
            XCTAssertTrue(try wide.text().contains("Paragraph 60"), "no paragraph is lost to the margins")
        }
    }

    func testBackgroundsArePrintedUnlessTheConfigurationSaysNot() {
        runOnMainLoop {
            let engine = try await Self.engine(Self.redPage)
            let with = try Self.read(try await engine.pdfData())
            defer { try? FileManager.default.removeItem(at: with.file) }
            let without = try Self.read(
                try await engine.pdfData(configuration: WebPDFConfiguration(printsBackgrounds: false)))
            defer { try? FileManager.default.removeItem(at: without.file) }
            let red = try with.firstPage()
            let white = try without.firstPage()
            let (x, y) = (red.width / 2, red.height / 2)
            XCTAssertTrue(red.pixel(x, y, isClose: 255, 0, 0, tolerance: 8), "\(red.rgb(x, y)) with backgrounds")
            XCTAssertTrue(white.pixel(x, y, isClose: 255, 255, 255, tolerance: 8), "\(white.rgb(x, y)) without")
        }
    }

    func testExportPDFWritesTheFileReplacingAnOldOneAndLeavesNothingElse() {
        runOnMainLoop {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "pdf-export-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }  // this test's own folder
            let file = folder.appendingPathComponent("page.pdf")
            try Data("old".utf8).write(to: file)
            let engine = try await Self.engine(Self.threePages)
            try await engine.exportPDF(to: file)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["page.pdf"])
            XCTAssertEqual(try PDFReading(file).pageCount(), 3)
            XCTAssertTrue(try PDFReading(file).text().contains("Second page here"))
        }
    }

    func testExportPDFToAFolderThatCannotBeWrittenThrowsATypedErrorAndWritesNothing() {
        runOnMainLoop {
            let engine = try await Self.engine(Self.threePages)
            let missing = FileManager.default.temporaryDirectory
                .appendingPathComponent("no-such-folder-\(UUID().uuidString)/page.pdf")
            do {
                try await engine.exportPDF(to: missing)
                XCTFail("a PDF was written into a missing folder")
            } catch WebPDFError.destinationNotWritable(let path, _) {
                XCTAssertEqual(path, missing.path)
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: missing.deletingLastPathComponent().path))

            // /proc refuses new files even to root.
            let refused = URL(fileURLWithPath: "/proc/gtkweb-\(UUID().uuidString).pdf")
            do {
                try await engine.exportPDF(to: refused)
                XCTFail("a PDF was written into /proc")
            } catch let error as WebPDFError {
                guard case .destinationNotWritable = error else { return XCTFail("\(error)") }
                XCTAssertTrue(error.localizedDescription.contains(refused.path), error.localizedDescription)
            }
        }
    }

    func testAFailedExportKeepsTheOldFileAndLeavesNoTemporaryFile() {
        runOnMainLoop {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "pdf-export-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }  // this test's own folder
            let file = folder.appendingPathComponent("page.pdf")
            try Data("old".utf8).write(to: file)
            let engine = try await Self.engine(Self.threePages)
            let noRoom = WebPDFConfiguration(pageSize: .init(width: 100, height: 100), margins: .init(all: 60))
            do {
                try await engine.exportPDF(to: file, configuration: noRoom)
                XCTFail("a page with no room for content was printed")
            } catch WebPDFError.invalidConfiguration {}
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["page.pdf"])
            XCTAssertEqual(try Data(contentsOf: file), Data("old".utf8))
        }
    }
}
