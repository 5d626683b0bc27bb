// gtkweb-session-probe: a test helper that the session-store tests run as a child process, for what
// one process cannot show about itself: commits that survive SIGKILL, two writers on one file, a full
// disk (a file-size limit), and a folder the process may not write.
//
// Usage: gtkweb-session-probe MODE --store PATH [options]
//   burst                 saves session generation 1, 2, 3, … forever; after each flush returns it prints
//                         `committed N` (so every printed N is on disk). Run it, then SIGKILL it.
//   write --tag T --count N
//                         records N visits `https://T.example/N` and N download records, then saves a
//                         session whose window is T; prints `{"ok": true}` or the error as JSON.
//   fill --fsize-limit B  limits files this process writes to B bytes (SIGXFSZ ignored, so a write
//                         fails with EFBIG), then records history until a write fails; prints JSON.
//   open [--drop-privileges]
//                         as root, first becomes nobody (uid/gid 65534); then opens the store; prints JSON.
// JSON output: {"ok": Bool, "error": String?, "kind": String?, "sqliteCode": Int?, "committed": Int}
// Exit status: 0 after printing, 2 for bad arguments.
import Foundation
import SessionStore

struct Options {
    var mode = ""
    var store = ""
    var tag = "probe"
    var count = 10
    var fileSizeLimit: rlim_t = 0
    var dropPrivileges = false

    init(_ arguments: [String]) {
        var rest = arguments[...]
        mode = rest.popFirst() ?? ""
        while let flag = rest.popFirst() {
            switch flag {
            case "--store": store = rest.popFirst() ?? ""
            case "--tag": tag = rest.popFirst() ?? ""
            case "--count": count = Int(rest.popFirst() ?? "") ?? -1
            case "--fsize-limit": fileSizeLimit = rlim_t(rest.popFirst() ?? "") ?? 0
            case "--drop-privileges": dropPrivileges = true
            default: Self.usage("unknown argument \(flag)")
            }
        }
        if store.isEmpty || !["burst", "write", "fill", "open"].contains(mode) || count < 0 {
            Self.usage("a mode (burst, write, fill, open) and --store are required")
        }
    }

    static func usage(_ problem: String) -> Never {
        FileHandle.standardError.write(Data("gtkweb-session-probe: \(problem)\n".utf8))
        exit(2)
    }
}

struct Report: Encodable {
    var ok: Bool
    var error: String?
    var kind: String?
    var sqliteCode: Int?
    var committed = 0

    init(_ failure: SessionStoreError?, committed: Int = 0) {
        ok = failure == nil
        error = failure?.errorDescription
        self.committed = committed
        switch failure {
        case .cannotOpen(_, let sqlite)?: (kind, sqliteCode) = ("cannotOpen", Int(sqlite.code))
        case .writeFailed(let sqlite)?: (kind, sqliteCode) = ("writeFailed", Int(sqlite.code))
        case .readFailed(let sqlite)?: (kind, sqliteCode) = ("readFailed", Int(sqlite.code))
        case .cannotMoveAside?: kind = "cannotMoveAside"
        case .invalidSnapshot?: kind = "invalidSnapshot"
        case nil: break
        }
    }

    func print() {
        let data = (try? JSONEncoder().encode(self)) ?? Data("{\"ok\": false}".utf8)  // five plain fields
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}

/// One window `windowID` with five tabs whose titles carry `generation`.
func session(generation: Int, windowID: String) -> SessionSnapshot {
    let tabs = (0..<5).map { index in
        SessionTabRecord(
            id: "\(windowID)-tab-\(index)", windowID: windowID, position: index,
            url: "https://example.com/\(generation)/\(index)", title: "generation \(generation)",
            sessionState: Data(repeating: UInt8(generation % 251), count: 2048))
    }
    return SessionSnapshot(
        windows: [SessionWindowRecord(id: windowID, position: 0, activeTabID: tabs[0].id)], tabs: tabs)
}

func burst(_ store: SessionStore) throws(SessionStoreError) -> Never {
    var generation = 0
    while true {
        generation += 1
        try store.saveSession(session(generation: generation, windowID: "burst"))
        store.recordVisit(url: "https://example.com/\(generation)", title: "generation \(generation)")
        store.recordDownload(
            DownloadRecord(id: "burst-\(generation)", url: "https://example.com/\(generation).bin"))
        try store.flush()
        FileHandle.standardOutput.write(Data("committed \(generation)\n".utf8))
    }
}

func write(_ store: SessionStore, _ options: Options) throws(SessionStoreError) {
    for index in 0..<options.count {
        store.recordVisit(url: "https://\(options.tag).example/\(index)", title: options.tag)
        store.recordDownload(DownloadRecord(id: "\(options.tag)-\(index)", url: "https://\(options.tag).example/f"))
    }
    try store.saveSession(session(generation: options.count, windowID: options.tag))
    try store.flush()
}

func fill(_ store: SessionStore) -> Report {
    var committed = 0
    let title = String(repeating: "x", count: 4000)
    while committed < 100_000 {
        store.recordVisit(url: "https://fill.example/\(committed)", title: title)
        do { try store.flush() } catch { return Report(error, committed: committed) }
        committed += 1
    }
    return Report(nil, committed: committed)
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let url = URL(fileURLWithPath: options.store)
if options.mode == "fill" {
    signal(SIGXFSZ, SIG_IGN)
    var limit = rlimit(rlim_cur: options.fileSizeLimit, rlim_max: options.fileSizeLimit)
    if setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) != 0 { Options.usage("setrlimit failed: errno \(errno)") }
}
if options.dropPrivileges, getuid() == 0 {
    if setgid(65534) != 0 || setuid(65534) != 0 { Options.usage("could not become nobody: errno \(errno)") }
}
do {
    let store = try SessionStore(fileURL: url)
    switch options.mode {
    case "burst": try burst(store)
    case "write": try write(store, options)
    case "fill":
        fill(store).print()
        exit(0)
    default: break
    }
    Report(nil).print()
} catch {
    Report(error).print()
}
