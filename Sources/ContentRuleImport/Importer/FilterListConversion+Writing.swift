public import Foundation

extension FilterListConversion {
    /// Why `writeRuleLists(to:limit:pretty:)` failed.
    public enum WriteError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The rules cannot be split into lists of `limit`: the exceptions that must accompany the first rules
        /// alone reach it (`SplitError.tooManyExceptions`). Nothing was written.
        case tooManyExceptions(exceptions: Int, limit: Int)
        /// A list could not be written at `path` (the folder is missing or read-only, the disk is full); the
        /// file there, if any, is unchanged.
        case writeFailed(path: String, description: String)
        /// `path`, a numbered part of an earlier, longer conversion, could not be removed.
        case staleFileRemovalFailed(path: String, description: String)

        /// A sentence naming the file and what failed.
        public var description: String {
            switch self {
            case .tooManyExceptions(let exceptions, let limit):
                "the \(exceptions) exceptions alone fill a list of \(limit) rules, so the rules cannot be split"
            case .writeFailed(let path, let description): "cannot write \(path): \(description)"
            case .staleFileRemovalFailed(let path, let description):
                "cannot remove \(path), a part of an earlier conversion: \(description)"
            }
        }
    }

    /// The file of the list numbered `part` (0-based) when the rules are split: `out.json`, then
    /// `out-2.json`, `out-3.json`, …
    ///
    /// - Parameters:
    ///   - first: The first list's file.
    ///   - part: The list's index.
    /// - Returns: `first` for part 0, otherwise `first` with `-<part + 1>` before its extension.
    public static func ruleListURL(_ first: URL, part: Int) -> URL {
        guard part > 0 else { return first }
        let ext = first.pathExtension.isEmpty ? "" : "." + first.pathExtension
        return URL(fileURLWithPath: first.deletingPathExtension().path + "-\(part + 1)" + ext)
    }

    /// Writes the rules as WebKit JSON to `first` and, when they pass `limit`, to numbered parts beside it
    /// (`ruleListURL(_:part:)`), split as `ruleLists(limit:)` splits them. Never truncates: the files
    /// returned, given together to a content-blocker configuration (`ruleListPaths`), do what `rules` does.
    ///
    /// Each file is written to a temporary file in its folder, then renamed over its destination, so a
    /// reader sees the previous list or the new one, never half of one. The JSON is streamed to the file,
    /// never held whole. Numbered parts after the last one written, left by an earlier conversion that
    /// needed more, are removed, so that whoever loads every part finds only this conversion's. With no
    /// rules, `first` is written as `[]`, which content blockers ignore.
    ///
    /// - Parameters:
    ///   - first: The first list's file; the others go beside it.
    ///   - limit: The most rules per file; WebKitGTK's own limit by default.
    ///   - pretty: `true` to indent the JSON, as `json(pretty:)` does.
    /// - Returns: The files written, in order: `first`, then the numbered parts.
    /// - Throws: `WriteError.tooManyExceptions` when the rules cannot be split (nothing is written),
    ///   `.writeFailed` for the file that could not be written (the parts before it are already replaced),
    ///   `.staleFileRemovalFailed` for an earlier part that could not be removed.
    @discardableResult
    public func writeRuleLists(
        to first: URL, limit: Int = webKitRuleLimit, pretty: Bool = false
    ) throws(WriteError) -> [URL] {
        let lists: [[ContentBlockerRule]]
        do {
            lists = rules.isEmpty ? [[]] : try ruleLists(limit: limit)
        } catch {
            switch error {
            case .tooManyExceptions(let exceptions, let limit):
                throw .tooManyExceptions(exceptions: exceptions, limit: limit)
            }
        }
        var written: [URL] = []
        do throws(RuleListFile.Failure) {
            for (part, rules) in lists.enumerated() {
                let url = Self.ruleListURL(first, part: part)
                var file = try RuleListFile(replacing: url.path)
                try ContentBlockerRuleJSON.write(rules, pretty: pretty, to: &file)
                try file.commit()
                written.append(url)
            }
        } catch {
            throw .writeFailed(path: error.path, description: error.description)
        }
        do throws(RuleListFile.Failure) {
            var part = lists.count
            while try RuleListFile.remove(Self.ruleListURL(first, part: part).path) { part += 1 }
        } catch {
            throw .staleFileRemovalFailed(path: error.path, description: error.description)
        }
        return written
    }
}
