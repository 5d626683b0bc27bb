public import Foundation

extension FilterListImporter {
    /// Converts the Adblock Plus / EasyList filter list at `source` and writes the WebKit rule list to
    /// `destination`, ready for `WebContentBlockerConfiguration.ruleListPaths` (which compiles it once
    /// and caches it).
    ///
    /// When the rules pass `ruleLimit`, they are split (`FilterListConversion.writeRuleLists(to:limit:pretty:)`)
    /// into `destination` and numbered parts beside it (`rules.json`, `rules-2.json`, …), never truncated; the
    /// result's `ruleListPaths` names every file to configure together. Numbered parts an earlier, longer
    /// import left are removed. Each file is replaced atomically.
    ///
    /// The file is read a megabyte at a time by `convert(contentsOf:readSize:)`, as UTF-8 (a leading
    /// byte-order mark is dropped; a line with bytes that are not UTF-8 is reported as skipped), and the JSON
    /// is streamed to the files: neither is held whole. A list that converts to no rules is written as `[]`,
    /// which content blockers ignore.
    /// - Parameters:
    ///   - source: the filter list (text).
    ///   - destination: where to write the JSON (the first part when the rules are split).
    ///   - ruleLimit: the most rules per file; WebKitGTK's own limit (`FilterListConversion.webKitRuleLimit`)
    ///     by default.
    /// - Returns: the conversion, with every line that could not be converted and why, and the files written.
    /// - Throws: `FilterListFileError.fileReadFailed` for `source` (also when it is binary or UTF-16),
    ///   `.fileWriteFailed` for a rule file that could not be written or an earlier part that could not be
    ///   removed, `.tooManyExceptions` when the rules cannot be split into files of `ruleLimit`.
    @discardableResult
    public func importFilterList(
        contentsOf source: URL, writingRulesTo destination: URL,
        ruleLimit: Int = FilterListConversion.webKitRuleLimit
    ) throws(FilterListFileError) -> ImportedFilterList {
        let conversion: FilterListConversion
        do {
            conversion = try convert(contentsOf: source)
        } catch {
            switch error {
            case .readFailed(let path, let description): throw .fileReadFailed(path: path, description: description)
            case .notText(let path, let reason): throw .fileReadFailed(path: path, description: reason.description)
            }
        }
        do {
            let files = try conversion.writeRuleLists(to: destination, limit: ruleLimit)
            return ImportedFilterList(conversion: conversion, ruleListFiles: files)
        } catch {
            switch error {
            case .tooManyExceptions(let exceptions, let limit):
                throw .tooManyExceptions(exceptions: exceptions, limit: limit)
            case .writeFailed(let path, let description), .staleFileRemovalFailed(let path, let description):
                throw .fileWriteFailed(path: path, description: description)
            }
        }
    }
}
