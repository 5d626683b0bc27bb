import Foundation
import GtkWeb

/// The shell's content blocking: one `WebContentBlockerRuntime` for every engine, on the default rule
/// list, with the sites the user turned blocking off for as its whitelist, and the cosmetic-filter script
/// of the list's procedural and style filters (`CosmeticFilterFile`) with the same whitelist. The list is
/// kept in `$XDG_DATA_HOME/gtkweb/unblocked-sites.txt` (one host a line); a toggle gives every live engine
/// the new cosmetic script and swaps the new whitelist into them all at once
/// (`WebContentBlockerRuntime.reapply`), then reloads their pages.
@MainActor
final class SiteBlocking {
    /// The blocking every shell engine shares.
    static let shared = SiteBlocking()

    /// The runtime engines are configured with; nil when there is no rule list.
    let runtime: WebContentBlockerRuntime?
    private let rulePaths: [String]
    private let file: URL
    /// Hosts on which nothing is blocked.
    private(set) var unblocked: [String]
    private let cosmeticFilters: CosmeticFilterList?
    /// The cosmetic-filter script for new engines (nil without such filters): nothing applies on the
    /// unblocked hosts.
    private(set) var cosmeticScript: WebViewUserScript?
    /// The live engines a new cosmetic script goes to (set by the application).
    var liveEngines: () -> [WebEngine] = { [] }

    init(
        rules: URL? = ResourceLocator.rules?.appendingPathComponent("default.json"),
        file: URL = SiteBlocking.defaultFile
    ) {
        self.file = file
        rulePaths = rules.map { RuleListParts.paths(startingWith: $0) } ?? []
        let saved = (try? String(contentsOf: file, encoding: .utf8)) ?? ""  // none saved yet
        unblocked = saved.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        cosmeticFilters = rules.flatMap(CosmeticFilterFile.filters(beside:))
        cosmeticScript = cosmeticFilters?.userScript(whitelistedDomains: unblocked)
        runtime =
            rulePaths.isEmpty
            ? nil
            : WebContentBlockerRuntime(
                configuration: WebContentBlockerConfiguration(ruleListPaths: rulePaths, whitelistedDomains: unblocked))
    }

    /// `$XDG_DATA_HOME/gtkweb/unblocked-sites.txt`.
    nonisolated static var defaultFile: URL {
        let data =
            ProcessInfo.processInfo.environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share").path
        return URL(fileURLWithPath: data).appendingPathComponent("gtkweb/unblocked-sites.txt")
    }

    /// Whether content is blocked on pages of `host` (false without rules or a host).
    func isBlocking(on host: String?) -> Bool {
        guard runtime != nil, let host = host?.lowercased(), !host.isEmpty else { return false }
        return !unblocked.contains(host)
    }

    /// Turns blocking on or off for `host`, in every engine, and reloads their pages; returns a
    /// sentence when the new setting could not be applied or saved, nil when all went well.
    func setBlocking(_ blocking: Bool, on host: String) async -> String? {
        guard let runtime else { return "There is no content-blocking list to turn on." }
        let host = host.lowercased()
        unblocked.removeAll { $0 == host }
        if !blocking { unblocked.append(host) }
        replaceCosmeticScript()
        let errors = await runtime.reapply(
            configuration: WebContentBlockerConfiguration(ruleListPaths: rulePaths, whitelistedDomains: unblocked),
            reloadLiveWebViews: true)
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(unblocked.map { $0 + "\n" }.joined().utf8).write(to: file, options: .atomic)
        } catch {
            return "The list of unblocked sites was not saved: \(error.localizedDescription)"
        }
        return errors.isEmpty ? nil : errors.map(\.localizedDescription).joined(separator: "; ")
    }

    /// Makes the cosmetic script for the current whitelist and puts it in place of the old one in every
    /// live engine (from its next navigation: the reload that follows).
    private func replaceCosmeticScript() {
        guard let old = cosmeticScript, let new = cosmeticFilters?.userScript(whitelistedDomains: unblocked) else {
            return
        }
        cosmeticScript = new
        for engine in liveEngines() {
            guard let index = engine.configuration.userScripts.firstIndex(of: old) else { continue }
            engine.configuration.userScripts[index] = new
            engine.updateUserScripts()
        }
    }
}
