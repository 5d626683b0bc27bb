public import Foundation

extension FilterListImporter {
    /// Converts the Adblock Plus / EasyList filter list at `source` and writes the WebKit rule list to
    /// `destination`, ready for `WebContentBlockerConfiguration.ruleListPaths` (which compiles it once
    /// and caches it).
    ///
    /// The file is read as UTF-8 by `FilterListText.decode` (a leading byte-order mark is dropped; bytes that
    /// are not UTF-8 become U+FFFD, and their lines are reported as skipped). A list that converts to no rules
    /// is written as `[]`, which content blockers ignore.
    /// - Parameters:
    ///   - source: the filter list (text).
    ///   - destination: where to write the JSON; replaced atomically if it exists.
    /// - Returns: the conversion, with every line that could not be converted and why.
    /// - Throws: `FilterListFileError.fileReadFailed` for `source` (also when it is binary or UTF-16),
    ///   `.fileWriteFailed` for `destination`.
    @discardableResult
    public func importFilterList(
        contentsOf source: URL, writingRulesTo destination: URL
    ) throws(FilterListFileError) -> FilterListConversion {
        let bytes: Data
        do {
            (bytes, _) = try RuleListSource.readFile(source.path)
        } catch {
            throw .fileReadFailed(path: source.path, description: String(cString: strerror(error.code)))
        }
        let text: String
        do {
            text = try FilterListText.decode(bytes)
        } catch {
            throw .fileReadFailed(path: source.path, description: error.description)
        }
        let conversion = convert(text)
        do {
            try Data(conversion.json().utf8).write(to: destination, options: .atomic)
        } catch {
            throw .fileWriteFailed(
                path: destination.path,
                description: (error as NSError).localizedFailureReason
                    ?? error.localizedDescription)
        }
        return conversion
    }
}
