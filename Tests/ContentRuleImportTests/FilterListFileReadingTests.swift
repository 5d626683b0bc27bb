import ContentRuleImport
import Foundation
import XCTest

/// `FilterListImporter.convert(contentsOf:readSize:)`: a list read in chunks converts exactly as its whole
/// text does, whatever falls on a chunk boundary, and a file that is not a text list is refused by name.
final class FilterListFileReadingTests: TemporaryFolderTestCase {
    private func write(_ name: String, _ bytes: Data) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try bytes.write(to: url)
        return url
    }

    /// A byte-order mark, every line break (`\r\n` among them), multi-byte characters, a skipped line after
    /// each break (so that line numbers show), a Latin-1 line and a last line without a break.
    static let awkwardList: Data = {
        var bytes = Data([0xEF, 0xBB, 0xBF])
        let skippedLine = "caf\u{E9}.example$$script[tag-content=\"\u{20AC}\u{2027}\"]"
        for separator in ["\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\r\n\r\n"] {
            bytes += Data(("||ads-\(separator.unicodeScalars.first!.value).example^" + separator).utf8)
            bytes += Data((skippedLine + separator).utf8)
        }
        bytes += Data("##.pub".utf8) + Data([0xE9, 0x0D, 0x0A])  // "##.pub\u{E9}" in Latin-1
        bytes += Data("example.org##.sponsor\r\nnews.example#@#.sponsor".utf8)
        return bytes
    }()

    func testAListReadInChunksOfAnySizeConvertsAsItsWholeTextDoes() throws {
        let file = try write("awkward.txt", Self.awkwardList)
        let expected = FilterListImporter().convert(try FilterListText.decode(Self.awkwardList))
        XCTAssertEqual(expected.skipped.count, 10, "the nine HTML filters and the Latin-1 line")
        for readSize in [1, 2, 3, 4, 5, 7, 16, 64, Self.awkwardList.count, FilterListImporter.defaultReadSize] {
            XCTAssertEqual(
                try FilterListImporter().convert(contentsOf: file, readSize: readSize), expected,
                "read \(readSize) bytes at a time")
        }
    }

    func testEveryByteBoundaryOfACarriageReturnLineFeedKeepsTheLineNumbers() throws {
        // "\r" ends one chunk and "\n" starts the next at readSize 3: still one break, not two.
        let bytes = Data("! ab\r\n$$x\r\n##.ad\r\n$$y".utf8)
        let file = try write("crlf.txt", bytes)
        for readSize in 1...bytes.count {
            let conversion = try FilterListImporter().convert(contentsOf: file, readSize: readSize)
            XCTAssertEqual(conversion.skipped.map(\.lineNumber), [2, 4], "read \(readSize) bytes at a time")
            XCTAssertEqual(conversion.rules.map(\.action.selector), [".ad"], "read \(readSize) bytes at a time")
        }
    }

    func testSeveralFilesConvertAsTheirTextsDoTogether() throws {
        let first = try write("first.txt", Data("||ads.example^\n##.banner\n##+js(noop)".utf8))
        let second = try write("second.txt", Data("news.example#@#.banner\r\n$$script".utf8))
        XCTAssertEqual(
            try FilterListImporter().convert(contentsOf: [first, second], readSize: 4),
            FilterListImporter().convert(lists: [
                "||ads.example^\n##.banner\n##+js(noop)", "news.example#@#.banner\r\n$$script",
            ]))
    }

    func testLinesWithBytesThatAreNotUTF8AreReportedAsSkipped() throws {
        var bytes = Data("||ads.example^\n".utf8)
        bytes += Data("/caf".utf8) + Data([0xE9]) + Data("/ad.js\n".utf8)
        bytes += Data("##.x".utf8) + Data([0xE2, 0x82]) + Data("\n##.ok".utf8)  // a character cut short
        let conversion = try FilterListImporter().convert(contentsOf: try write("latin1.txt", bytes), readSize: 5)
        XCTAssertEqual(conversion.skipped.map(\.lineNumber), [2, 3])
        XCTAssertEqual(conversion.skipped.map { $0.line.contains("\u{FFFD}") }, [true, true], "U+FFFD stands in")
        XCTAssertEqual(conversion.rules.compactMap(\.action.selector), [".ok"])
    }

    func testBinaryAndUTF16FilesAreRefusedNamingTheFile() throws {
        // The NUL comes after several chunks of text.
        let binary = try write("list.dat", Data(String(repeating: "||ads.example^\n", count: 100).utf8) + Data([0]))
        XCTAssertThrowsError(try FilterListImporter().convert(contentsOf: binary, readSize: 64)) { error in
            XCTAssertEqual(error as? FilterListReadError, .notText(path: binary.path, reason: .binary))
        }
        let utf16 = try write("list-utf16.txt", Data([0xFF, 0xFE, 0x7C, 0x00, 0x7C, 0x00]))
        XCTAssertThrowsError(try FilterListImporter().convert(contentsOf: utf16, readSize: 1)) { error in
            XCTAssertEqual(error as? FilterListReadError, .notText(path: utf16.path, reason: .utf16))
        }
    }

    func testMissingFilesAndFoldersAreRefusedWithTheSystemsReason() {
        let missing = folder.appendingPathComponent("missing.txt")
        XCTAssertThrowsError(try FilterListImporter().convert(contentsOf: missing)) { error in
            XCTAssertEqual(
                error as? FilterListReadError, .readFailed(path: missing.path, description: "No such file or directory")
            )
        }
        XCTAssertThrowsError(try FilterListImporter().convert(contentsOf: folder)) { error in
            XCTAssertEqual(error as? FilterListReadError, .readFailed(path: folder.path, description: "Is a directory"))
        }
    }

    func testAnEmptyFileAndAByteOrderMarkAloneConvertToNothing() throws {
        for bytes in [Data(), Data([0xEF, 0xBB, 0xBF]), Data([0xEF, 0xBB])] {
            let file = try write("empty.txt", bytes)
            let conversion = try FilterListImporter().convert(contentsOf: file, readSize: 1)
            XCTAssertEqual(conversion.rules, [], "\(Array(bytes))")
        }
    }
}
