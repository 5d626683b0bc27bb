import Foundation
import GtkWeb

/// The files of one rule list as `gtkweb --import-filters --output default.json` writes it: `default.json`,
/// then, when the rules pass WebKit's per-list limit, `default-2.json`, `default-3.json`, … WebKit must get
/// them all together, since each part carries its own copy of the exceptions.
enum RuleListParts {
    /// The paths of `first` and of the numbered parts after it, up to the first number with no file.
    ///
    /// - Parameter first: The first part (`default.json`); listed even when it does not exist, so that
    ///   WebKit's set-up reports it.
    /// - Returns: The paths, in part order.
    static func paths(startingWith first: URL) -> [String] {
        var paths = [first.path]
        while case let next = FilterListConversion.ruleListURL(first, part: paths.count).path,
            FileManager.default.fileExists(atPath: next)
        {
            paths.append(next)
        }
        return paths
    }
}
