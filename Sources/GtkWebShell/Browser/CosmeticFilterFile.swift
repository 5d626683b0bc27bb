import Foundation
import GLibInterop
import GtkWeb

/// The shell's procedural and style filters: `default.cosmetic.json` beside the rule list `default.json`, as
/// `gtkweb --import-filters … --output default.json` writes them; `SiteBlocking` makes their script.
enum CosmeticFilterFile {
    /// The procedural and style filters and generic hiding selectors beside the rule list at `rules`, or nil when there is no such file
    /// or it has none (a warning is logged when there is one the shell cannot use).
    static func filters(beside rules: URL) -> CosmeticFilterList? {
        let path = FilterImportCommand.cosmeticPath(rules.path)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            let list = try CosmeticFilterList.decode(data)
            return list.isEmpty ? nil : list
        } catch {
            GLibLog.warning("\(path): \(error.description); its filters are not applied")
            return nil
        }
    }
}
