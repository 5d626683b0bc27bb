import Foundation
import GtkWeb

/// The user scripts of `Resources/scripts/`, each loaded on the sites its header names.
///
/// A script starts with a header:
///
///     // ==UserScript==
///     // @name    Reading time
///     // @match   *              every page, the start page included
///     // @match   example.org    that host and its subdomains (http and https pages); repeatable
///     // @run-at  document-end   or document-start (document-end when absent)
///     // ==/UserScript==
///
/// A script without `@match` is not loaded: it is run on demand (the `eval` D-Bus action). Scripts run
/// in the main frame, in the page's world. Each loaded script first adds its file name (without
/// `.js`) to the `data-gtkweb-user-scripts` attribute of the page's `<html>`, which the start page
/// shows. A script whose header the library refuses (a `@match` that is not a host name) is left out,
/// said once on stderr; the other scripts still load.
@MainActor
enum ShellUserScripts {
    /// What a script's header asks for.
    struct Header: Equatable {
        /// The `@match` values, in order.
        var matches: [String] = []
        var runsAtDocumentStart = false
    }

    /// The scripts to load in every shell engine, read once from `Resources/scripts/`.
    static let loaded: [WebViewUserScript] = {
        guard let folder = ResourceLocator.resources?.appendingPathComponent("scripts"),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)  // no folder: no scripts
        else { return [] }
        return names.filter { $0.hasSuffix(".js") }.sorted().compactMap { file in
            do {
                let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                return try userScript(named: String(file.dropLast(3)), source: source)
            } catch {
                FileHandle.standardError.write(
                    Data("gtkweb: user script \(file) is not loaded: \(error.localizedDescription)\n".utf8))
                return nil
            }
        }
    }()

    /// The header of `source` (empty when it has none).
    static func header(of source: String) -> Header {
        var header = Header()
        var inside = false
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("//") else { if inside { break } else { continue } }
            let body = text.dropFirst(2).trimmingCharacters(in: .whitespaces)
            if body == "==UserScript==" {
                inside = true
            } else if body == "==/UserScript==" {
                break
            } else if inside, body.hasPrefix("@") {
                let parts = body.split(maxSplits: 1, whereSeparator: \.isWhitespace)
                let value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
                switch parts[0] {
                case "@match" where !value.isEmpty: header.matches.append(value)
                case "@run-at": header.runsAtDocumentStart = value == "document-start"
                default: break
                }
            }
        }
        return header
    }

    /// The user script for file `name` with `source`, or nil when its header has no `@match`.
    /// - Throws: `WebScriptBridgeError.invalidAllowedDomain` for a `@match` that is not a host name.
    static func userScript(named name: String, source: String) throws -> WebViewUserScript? {
        let header = header(of: source)
        guard !header.matches.isEmpty else { return nil }
        let domains = header.matches.contains("*") ? [] : Set(header.matches)
        let marker = """
            (() => { const mark = () => { const root = document.documentElement; \
            const names = (root.dataset.gtkwebUserScripts || "").split(" ").filter(Boolean); \
            root.dataset.gtkwebUserScripts = names.concat(\(JSONText.quote(name))).join(" "); }; \
            if (document.documentElement) mark(); else document.addEventListener("DOMContentLoaded", mark); })();

            """
        let script = WebViewUserScript(
            source: marker + source, injectionTime: header.runsAtDocumentStart ? .atDocumentStart : .atDocumentEnd,
            forMainFrameOnly: true, allowedDomains: domains)
        try WebEngineConfiguration(userScripts: [script]).validate()
        return script
    }
}
