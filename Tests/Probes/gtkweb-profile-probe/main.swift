// gtkweb-profile-probe: a test helper that loads one URL in a named profile and reports, as one JSON
// line on stdout, what the page and the cookie store saw. The profile tests run it twice as a child
// process to prove that a named profile's data survives a restart of the process.
//
// Usage: gtkweb-profile-probe --root DIR --profile NAME --url URL --mode write|read [--no-sandbox]
//   --root     the storage root: profiles live in DIR/data/profiles/NAME and DIR/cache/profiles/NAME
//   --mode     write: after the load, stores localStorage["gtkweb-probe"] = "written by <pid>";
//              read: only reads.
//   --no-sandbox  turns WebKit's web content sandbox off before the engine is created.
// Output: {"mode": …, "localStorage": string|null, "documentCookie": …, "cookies": [{"name", "value",
//          "expires" (Unix seconds or null), "httpOnly"}], "profileError": string|null,
//          "webProcessNamespaceDepth": the number of PID namespaces the web process is in, or null}
// Exit status: 0 after printing, 1 on a failure (message on stderr), 2 for bad arguments.
// Run it under a display (xvfb-run).
import Foundation
import GLibInterop
import GtkWeb

struct ProbeOptions {
    var root = ""
    var profile = ""
    var url: URL?
    var mode = ""
    var sandboxed = true

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            if flag == "--no-sandbox" {
                sandboxed = false
                continue
            }
            let value = rest.popFirst() ?? ""
            switch flag {
            case "--root": root = value
            case "--profile": profile = value
            case "--url": url = URL(string: value)
            case "--mode": mode = value
            default: Self.usage("unknown argument \(flag)")
            }
        }
        if root.isEmpty || profile.isEmpty || url == nil || !["write", "read"].contains(mode) {
            Self.usage("--root, --profile, --url and --mode write|read are required")
        }
    }

    static func usage(_ problem: String) -> Never {
        FileHandle.standardError.write(
            Data(
                "gtkweb-profile-probe: \(problem)\nusage: gtkweb-profile-probe --root DIR --profile NAME --url URL --mode write|read\n"
                    .utf8))
        exit(2)
    }
}

struct ProbeCookie: Encodable {
    var name: String
    var value: String
    var expires: Double?
    var httpOnly: Bool
}

struct ProbeReport: Encodable {
    var mode: String
    var localStorage: String?
    var documentCookie: String
    var cookies: [ProbeCookie]
    var profileError: String?
    var webProcessNamespaceDepth: Int?
}

@MainActor
func probe(_ options: ProbeOptions) async throws -> ProbeReport {
    let root = URL(fileURLWithPath: options.root)
    WebProfileStorage.current = WebProfileStorage(
        dataRoot: root.appendingPathComponent("data"), cacheRoot: root.appendingPathComponent("cache"))
    try WebContentSandbox.setEnabled(options.sandboxed)
    let engine = WebEngine(configuration: WebEngineConfiguration(profile: .named(options.profile)))
    if let error = engine.profileError {
        return ProbeReport(
            mode: options.mode, documentCookie: "", cookies: [], profileError: error.localizedDescription)
    }
    let url = options.url!
    try await engine.load(url: url)
    if options.mode == "write" {
        _ = try await engine.evaluate(js: "localStorage.setItem('gtkweb-probe', 'written by \(getpid())')")
    }
    let storage = try await engine.evaluate(js: "localStorage.getItem('gtkweb-probe')")
    let documentCookie = try await engine.evaluate(js: "document.cookie")
    let cookies = await engine.cookies(for: url).map {
        ProbeCookie(name: $0.name, value: $0.value, expires: $0.expires?.timeIntervalSince1970, httpOnly: $0.isHTTPOnly)
    }
    return ProbeReport(
        mode: options.mode, localStorage: storage.flatMap(decodeJSONString),
        documentCookie: documentCookie.flatMap(decodeJSONString) ?? "",
        cookies: cookies, profileError: nil, webProcessNamespaceDepth: webProcessNamespaceDepth())
}

/// How many PID namespaces this process's web process is in (`NSpid` in `/proc/<pid>/status`), found
/// among its descendants by name; nil when there is none.
func webProcessNamespaceDepth() -> Int? {
    var parents: [Int32: Int32] = [:]
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {  // no /proc: no answer
        guard let pid = Int32(entry),
            let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),  // may have exited
            let close = stat.lastIndex(of: ")")
        else { continue }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        if fields.count > 2, let parent = Int32(fields[1]) { parents[pid] = parent }
    }
    func descends(_ pid: Int32) -> Bool {
        var current = pid
        while let parent = parents[current], parent > 1 {
            if parent == getpid() { return true }
            current = parent
        }
        return false
    }
    for pid in parents.keys where descends(pid) {
        guard
            let name = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8),
            name.hasPrefix("WebKitWebProces"),
            let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),  // may have exited
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("NSpid:") })
        else { continue }
        return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).count - 1
    }
    return nil
}

func decodeJSONString(_ json: String) -> String? {
    // A JSON null (or a non-string) decodes to nil: the page holds no such value.
    try? JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) as? String
}

let options = ProbeOptions(Array(CommandLine.arguments.dropFirst()))
MainActor.assumeIsolated {
    guard GtkWebRuntime.initialize() else {
        FileHandle.standardError.write(Data("gtkweb-profile-probe: no display (run under xvfb-run)\n".utf8))
        exit(1)
    }
    var status: Int32?
    Task { @MainActor in
        do {
            let report = try await probe(options)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            FileHandle.standardOutput.write(try encoder.encode(report) + Data("\n".utf8))
            status = 0
        } catch {
            FileHandle.standardError.write(Data("gtkweb-profile-probe: \(error)\n".utf8))
            status = 1
        }
    }
    let watchdog = MainLoopSource.once(afterMilliseconds: 60_000) {
        FileHandle.standardError.write(Data("gtkweb-profile-probe: gave up after 60 s\n".utf8))
        status = 1
    }
    while status == nil { iterateMainContext(mayBlock: true) }
    watchdog.cancel()
    exit(status!)
}
