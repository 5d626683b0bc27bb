import Foundation
import XCTest

/// Every input kept under `Tests/Fuzz/Inputs/<target>` — the seeds of each fuzz target and every crash
/// `make fuzz` ever saved — still satisfies that target's invariants, so a bug the fuzzer found stays fixed.
final class FuzzRegressionTests: XCTestCase {
    static var checks: [(name: String, check: ([UInt8]) throws -> Void)] {
        [
            (FilterLineFuzzCheck.name, FilterLineFuzzCheck.check),
            (FilterListFuzzCheck.name, FilterListFuzzCheck.check),
            (CosmeticSelectorFuzzCheck.name, CosmeticSelectorFuzzCheck.check),
            (RegexTranslatorFuzzCheck.name, RegexTranslatorFuzzCheck.check),
            (CookieDomainFuzzCheck.name, CookieDomainFuzzCheck.check),
            (SchemePathFuzzCheck.name, SchemePathFuzzCheck.check),
            (DownloadFileNameFuzzCheck.name, DownloadFileNameFuzzCheck.check),
            (AddressFuzzCheck.name, AddressFuzzCheck.check),
            (BridgeValuesFuzzCheck.name, BridgeValuesFuzzCheck.check),
            (HidingQueryFuzzCheck.name, HidingQueryFuzzCheck.check),
            (SessionFileFuzzCheck.name, SessionFileFuzzCheck.check),
            (NetscapeBookmarksFuzzCheck.name, NetscapeBookmarksFuzzCheck.check),
        ]
    }

    static let inputsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Inputs")

    private func replay(_ target: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let check = try XCTUnwrap(Self.checks.first { $0.name == target }?.check, "no check named \(target)")
        let folder = Self.inputsFolder.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertFalse(names.isEmpty, "no inputs in \(folder.path)", file: file, line: line)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            XCTAssertNoThrow(try check(bytes), "\(target)/\(name)", file: file, line: line)
        }
    }

    func testEveryTargetHasAFolderOfInputs() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.inputsFolder.path)
        XCTAssertEqual(Set(folders), Set(Self.checks.map(\.name)))
    }

    func testFilterLineInputsConvertWithinWebKitsRegexSubset() throws { try replay(FilterLineFuzzCheck.name) }
    func testFilterListInputsReportOnlyLinesTheyHave() throws { try replay(FilterListFuzzCheck.name) }
    func testCosmeticSelectorInputsParseOrAreRefused() throws { try replay(CosmeticSelectorFuzzCheck.name) }
    func testRegexTranslatorInputsStayInWebKitsSubset() throws { try replay(RegexTranslatorFuzzCheck.name) }
    func testCookieDomainInputsAreAcceptedOnlyWhenSafe() throws { try replay(CookieDomainFuzzCheck.name) }
    func testSchemePathInputsStayInsideTheFolder() throws { try replay(SchemePathFuzzCheck.name) }
    func testDownloadFileNameInputsBecomeOneSafeComponent() throws { try replay(DownloadFileNameFuzzCheck.name) }
    func testAddressInputsBecomeURLsWithASchemeOrNothing() throws { try replay(AddressFuzzCheck.name) }
    func testBridgeValueInputsDecodeOrFailInWords() throws { try replay(BridgeValuesFuzzCheck.name) }
    func testHidingQueryInputsAreReadWithinTheLimitsOrRefusedInWords() throws {
        try replay(HidingQueryFuzzCheck.name)
    }
    func testSessionFileInputsOpenMoveAsideOrFailTyped() throws { try replay(SessionFileFuzzCheck.name) }
    func testNetscapeBookmarkInputsReadAsATreeThatSurvivesWritingOrFailInWords() throws {
        try replay(NetscapeBookmarksFuzzCheck.name)
    }
}
