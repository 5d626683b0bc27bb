import Foundation
import GtkWeb
import Testing

@testable import GtkWebShell

/// `--import-filters --output F.json` writes the procedural and style filters to `F.cosmetic.json`, and the
/// shell reads that file back for its cosmetic-filter script.
@Suite struct CosmeticFilterFileTests {
    @Test func theCosmeticFiltersAreWrittenBesideTheRulesAndLoadedAsOneIsolatedScript() throws {
        let folder = try TemporaryFolder()
        let lines = "||ads.example^\nexample.com#?#div:-abp-contains(Sponsored)\nexample.org##.bar {height: 0}"
        let list = try folder.write("list.txt", lines)
        let output = folder.path("default.json")
        #expect(FilterImportCommand(paths: [list], output: output).run() == 0)
        let written = try #require(FileManager.default.contents(atPath: folder.path("default.cosmetic.json")))
        let expected = FilterListImporter().convert(lines).cosmeticFilters
        #expect(try CosmeticFilterList.decode(written) == expected)
        #expect(expected.filters.count == 2)

        #expect(CosmeticFilterFile.filters(beside: URL(fileURLWithPath: output)) == expected)
        let script = expected.userScript(whitelistedDomains: ["example.org"])
        #expect(script.world == .cosmeticFilters && !script.isForMainFrameOnly)
    }

    @Test func noCosmeticFileIsWrittenWhenTheListsHaveNoSuchFilter() throws {
        let folder = try TemporaryFolder()
        let list = try folder.write("list.txt", "||ads.example^\nnews.example##.banner")
        #expect(FilterImportCommand(paths: [list], output: folder.path("default.json")).run() == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.path("default.cosmetic.json")))
        #expect(CosmeticFilterFile.filters(beside: URL(fileURLWithPath: folder.path("default.json"))) == nil)
    }

    @Test func aCosmeticFileTheShellCannotReadAddsNoScript() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("default.cosmetic.json", #"{"version": 7, "filters": []}"#)
        #expect(CosmeticFilterFile.filters(beside: URL(fileURLWithPath: folder.path("default.json"))) == nil)
    }
}
