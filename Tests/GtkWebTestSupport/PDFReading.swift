public import Foundation
import Spawn
import XCTest

/// A PDF read back with poppler's tools (Debian `poppler-utils`): its text, page count, page size and
/// the first page as pixels.
public struct PDFReading {
    public let file: URL

    /// Reads the PDF at `file`.
    public init(_ file: URL) { self.file = file }

    /// Writes `data` to a new temporary file and reads it from there; the caller removes `file`.
    public init(data: Data) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-reading-\(UUID().uuidString).pdf")
        try data.write(to: file)
        self.init(file)
    }

    /// Whether poppler's tools are installed.
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext") }

    /// The document's text (`pdftotext -layout`), pages separated by form feeds.
    public func text() throws -> String { try Self.run("/usr/bin/pdftotext", ["-layout", file.path, "-"]) }

    /// The number of pages (`pdfinfo`'s `Pages:`).
    public func pageCount() throws -> Int {
        let value = try info("Pages")
        return try XCTUnwrap(Int(value), "pdfinfo Pages: \(value)")
    }

    /// The first page's size in points, rounded (`pdfinfo`'s `Page size:`, "612 x 792 pts (letter)").
    public func pageSize() throws -> (width: Int, height: Int) {
        let words = try info("Page size").split(separator: " ")
        let width = try XCTUnwrap(Double(words.first ?? ""), "pdfinfo Page size: \(words)")
        let height = try XCTUnwrap(Double(words.count > 2 ? words[2] : ""), "pdfinfo Page size: \(words)")
        return (Int(width.rounded()), Int(height.rounded()))
    }

    /// The first page rendered at `dpi` (`pdftoppm -png`), decoded.
    @MainActor public func firstPage(dpi: Int = 24) throws -> DecodedImage {
        let prefix = file.deletingPathExtension().path + "-page-\(UUID().uuidString)"
        _ = try Self.run(
            "/usr/bin/pdftoppm", ["-png", "-r", "\(dpi)", "-f", "1", "-l", "1", "-singlefile", file.path, prefix])
        let image = URL(fileURLWithPath: prefix + ".png")
        defer { try? FileManager.default.removeItem(at: image) }  // the picture made above
        return try DecodedImage(try Data(contentsOf: image))
    }

    private func info(_ field: String) throws -> String {
        let output = try Self.run("/usr/bin/pdfinfo", [file.path])
        let line = output.split(separator: "\n").first { $0.hasPrefix("\(field):") }
        let value = try XCTUnwrap(line, "pdfinfo printed no \(field): \(output)").dropFirst(field.count + 1)
        return value.trimmingCharacters(in: .whitespaces)
    }

    /// Runs a poppler tool to its end; returns its standard output, or throws with its error output.
    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problem = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PDFReadingError(description: "\(tool) failed: \(String(decoding: problem, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A poppler tool that failed.
public struct PDFReadingError: Error, CustomStringConvertible {
    public var description: String
}
