import Foundation
import GtkWeb

/// `gtkweb --import-filters [--pretty] [--hiding-in-webkit] [--output FILE.json] LIST...`: converts the lists
/// together into one WebKit rule list (split into several files when it passes WebKit's per-list limit).
///
/// With `--output`, generic element hiding goes to `FILE.cosmetic.json` for the shell's cosmetic script
/// (`FilterListImporter.GenericHiding.cosmeticScript`), unless `--hiding-in-webkit` keeps it in the rules;
/// on standard output, which carries the rules only, it stays in the rules.
struct FilterImportCommand: Equatable {
    /// The filter lists, in order.
    var paths: [String]
    /// Where to write the JSON; `nil` for standard output.
    var output: String?
    /// Whether to indent the JSON.
    var pretty = false
    /// Whether generic element hiding stays in the rules even when `output` is given.
    var hidingInWebKit = false
    /// The most rules per written list.
    var ruleLimit = FilterListConversion.webKitRuleLimit

    /// Parses the arguments after `--import-filters`; `nil` when no list is named or `--output` has no value.
    static func parse(_ arguments: ArraySlice<String>) -> FilterImportCommand? {
        var command = FilterImportCommand(paths: [])
        var rest = arguments
        while let argument = rest.popFirst() {
            switch argument {
            case "--pretty": command.pretty = true
            case "--hiding-in-webkit": command.hidingInWebKit = true
            case "--output", "-o":
                guard let output = rest.popFirst() else { return nil }
                command.output = output
            default: command.paths.append(argument)
            }
        }
        return command.paths.isEmpty ? nil : command
    }

    /// Writes the JSON, one line per skipped filter and the counts by reason to stderr; returns the exit status.
    func run() -> Int32 {
        let conversion: FilterListConversion
        do {
            let genericHiding: FilterListImporter.GenericHiding =
                output == nil || hidingInWebKit ? .ruleList : .cosmeticScript
            conversion = try FilterListImporter(genericHiding: genericHiding)
                .convert(contentsOf: paths.map { URL(fileURLWithPath: $0) })
        } catch {
            report(error.description)
            return 1
        }
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
        let status = write(conversion)
        guard status == 0 else { return status }
        return writeCosmeticFilters(conversion.cosmeticFilters)
    }

    /// The file for the cosmetic filters beside `output`: `out.json` → `out.cosmetic.json`.
    static func cosmeticPath(_ output: String) -> String {
        URL(fileURLWithPath: output).deletingPathExtension().path + ".cosmetic.json"
    }

    /// Writes the procedural and style filters and the generic hiding selectors beside the rules, for the
    /// shell's cosmetic script.
    private func writeCosmeticFilters(_ filters: CosmeticFilterList) -> Int32 {
        guard !filters.isEmpty else { return 0 }
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
        report(
            "wrote \(filters.filters.count) procedural and style filters and \(filters.genericHiding.count) "
                + "generic hiding selectors to \(path)")
        return 0
    }

    private func write(_ conversion: FilterListConversion) -> Int32 {
        guard let output else {
            let lists: [[ContentBlockerRule]]
            do {
                lists = try conversion.ruleLists(limit: ruleLimit)
            } catch {
                report("cannot split the rules into lists WebKit compiles: \(error)")
                return 1
            }
            guard lists.count == 1 else {
                report(
                    "the rules pass WebKit's \(ruleLimit) rules per list; give "
                        + "--output FILE.json to write them as \(lists.count) lists")
                return 1
            }
            let json = FilterListConversion(rules: lists[0], skipped: []).json(pretty: pretty)
            FileHandle.standardOutput.write(Data((json + "\n").utf8))
            return 0
        }
        let files: [URL]
        do {
            files = try conversion.writeRuleLists(to: URL(fileURLWithPath: output), limit: ruleLimit, pretty: pretty)
        } catch {
            report(error.description)
            return 1
        }
        report("wrote \(conversion.rules.count) rules to \(files.map(\.path).joined(separator: ", "))")
        if files.count > 1 {
            report("the rules pass WebKit's per-list limit: give all \(files.count) files to ruleListPaths together")
        }
        return 0
    }

    private func report(_ message: String) {
        FileHandle.standardError.write(Data("gtkweb: \(message)\n".utf8))
    }
}
