import Foundation
import GtkWeb

/// `gtkweb --import-filters [--pretty] [--output FILE.json] LIST...`: converts the lists together into one
/// WebKit rule list (split into several files when it passes WebKit's per-list limit).
struct FilterImportCommand: Equatable {
    /// The filter lists, in order.
    var paths: [String]
    /// Where to write the JSON; `nil` for standard output.
    var output: String?
    /// Whether to indent the JSON.
    var pretty = false
    /// The most rules per written list.
    var ruleLimit = FilterListConversion.webKitRuleLimit

    /// Parses the arguments after `--import-filters`; `nil` when no list is named or `--output` has no value.
    static func parse(_ arguments: ArraySlice<String>) -> FilterImportCommand? {
        var command = FilterImportCommand(paths: [])
        var rest = arguments
        while let argument = rest.popFirst() {
            switch argument {
            case "--pretty": command.pretty = true
            case "--output", "-o":
                guard let output = rest.popFirst() else { return nil }
                command.output = output
            default: command.paths.append(argument)
            }
        }
        return command.paths.isEmpty ? nil : command
    }

    /// The file for the `index`th list when the rules are split: `out.json`, `out-2.json`, `out-3.json`, ….
    static func outputPath(_ output: String, index: Int) -> String {
        guard index > 0 else { return output }
        let url = URL(fileURLWithPath: output)
        let ext = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        return url.deletingPathExtension().path + "-\(index + 1)" + ext
    }

    /// Writes the JSON, one line per skipped filter and the counts by reason to stderr; returns the exit status.
    func run() -> Int32 {
        var texts: [String] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                report("cannot read \(path)")
                return 1
            }
            do {
                texts.append(try FilterListText.decode(data))
            } catch {
                report("cannot read \(path): \(error.description)")
                return 1
            }
        }
        let conversion = FilterListImporter().convert(lists: texts)
        for skipped in conversion.skipped {
            report("\(paths[skipped.listIndex]):\(skipped.lineNumber): skipped: \(skipped.reason): \(skipped.line)")
        }
        let counts = conversion.skippedCountsByCategory.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        for (category, count) in counts {
            report("skipped \(count): \(category)")
        }
        report("\(conversion.rules.count) rules, \(conversion.skipped.count) lines skipped")
        guard !conversion.rules.isEmpty else {
            report("no filter could be converted; WebKit refuses empty lists")
            return 1
        }
        let lists: [[ContentBlockerRule]]
        do {
            lists = try conversion.ruleLists(limit: ruleLimit)
        } catch {
            report("cannot split the rules into lists WebKit compiles: \(error)")
            return 1
        }
        let status = write(lists)
        guard status == 0 else { return status }
        return writeCosmeticFilters(conversion.cosmeticFilters)
    }

    /// The file for the cosmetic filters beside `output`: `out.json` → `out.cosmetic.json`.
    static func cosmeticPath(_ output: String) -> String {
        URL(fileURLWithPath: output).deletingPathExtension().path + ".cosmetic.json"
    }

    /// Writes the procedural and style-injecting filters beside the rules, for the shell's cosmetic script.
    private func writeCosmeticFilters(_ filters: CosmeticFilterList) -> Int32 {
        guard !filters.filters.isEmpty else { return 0 }
        guard let output else {
            report("\(filters.filters.count) procedural and style filters not written: give --output FILE.json")
            return 0
        }
        let path = Self.cosmeticPath(output)
        do {
            try Data(filters.json().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            report("cannot write \(path): \(error.localizedDescription)")
            return 1
        }
        report("wrote \(filters.filters.count) procedural and style filters to \(path)")
        return 0
    }

    private func write(_ lists: [[ContentBlockerRule]]) -> Int32 {
        guard let output else {
            guard lists.count == 1 else {
                report(
                    "the rules pass WebKit's \(ruleLimit) rules per list; give "
                        + "--output FILE.json to write them as \(lists.count) lists")
                return 1
            }
            FileHandle.standardOutput.write(Data((json(lists[0]) + "\n").utf8))
            return 0
        }
        for (index, rules) in lists.enumerated() {
            let path = Self.outputPath(output, index: index)
            do {
                try Data(json(rules).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                report("cannot write \(path): \(error.localizedDescription)")
                return 1
            }
            report("wrote \(rules.count) rules to \(path)")
        }
        if lists.count > 1 {
            report("the rules pass WebKit's per-list limit: give all \(lists.count) files to ruleListPaths together")
        }
        return removeStaleParts(after: lists.count, of: output)
    }

    /// Removes the numbered parts an earlier, longer conversion left after the last one written, so that
    /// whoever loads every part (the shell does) does not also load those.
    private func removeStaleParts(after count: Int, of output: String) -> Int32 {
        var index = count
        while case let path = Self.outputPath(output, index: index), FileManager.default.fileExists(atPath: path) {
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                report("cannot remove the stale part \(path): \(error.localizedDescription)")
                return 1
            }
            report("removed \(path), a part of an earlier conversion")
            index += 1
        }
        return 0
    }

    private func json(_ rules: [ContentBlockerRule]) -> String {
        FilterListConversion(rules: rules, skipped: []).json(pretty: pretty)
    }

    private func report(_ message: String) {
        FileHandle.standardError.write(Data("gtkweb: \(message)\n".utf8))
    }
}
