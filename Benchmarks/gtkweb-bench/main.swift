// gtkweb-bench: GtkWeb's figures beside a plain-C WebKitGTK program doing the same work, measured in
// interleaved rounds (see BenchDriver). Prints one JSON object per figure on stdout:
//   {"figure": "eval_rtt_p50", "unit": "us", "suite": "foundation", "gtkweb": 161.0, "c": 158.0,
//    "ratio": 1.019, "ratio_min": 0.98, "ratio_max": 1.07, "rounds": 5,
//    "gtkweb_rounds": [...], "c_rounds": [...]}
// and a table for people on stderr at the end.
//
// Usage: gtkweb-bench [--suite NAME[,NAME]]... [--rounds N] [--warmup-rounds N] [--workdir DIR] [--no-c]
//        gtkweb-bench --worker --suite NAME --workdir DIR   (one GtkWeb side of one round; used by the driver)
// Run it under a display (the Makefile's `make bench` uses Xvfb).
import Foundation
import GLibInterop
import GtkWeb

var suiteNames: [String] = []
var workdir: URL?
var runC = true
var worker = false
var rounds = 5
var warmupRounds = 1
let usage =
    "usage: gtkweb-bench [--suite NAME[,NAME]]... [--rounds N] [--warmup-rounds N] [--workdir DIR] [--no-c]"
var arguments = CommandLine.arguments.dropFirst()

func count(_ text: String?, minimum: Int) -> Int {
    guard let text, let value = Int(text), value >= minimum else {
        note("expected a number of at least \(minimum), got \(text ?? "nothing")\n\(usage)")
        exit(2)
    }
    return value
}

while let argument = arguments.popFirst() {
    switch argument {
    case "--suite":
        suiteNames += (arguments.popFirst() ?? "").split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
    case "--workdir": if let path = arguments.popFirst() { workdir = URL(fileURLWithPath: path) }
    case "--rounds": rounds = count(arguments.popFirst(), minimum: 1)
    case "--warmup-rounds": warmupRounds = count(arguments.popFirst(), minimum: 0)
    case "--no-c": runC = false
    case "--worker": worker = true
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        note("unknown argument \(argument)\n\(usage)")
        exit(2)
    }
}

MainActor.assumeIsolated {
    let known = allSuites.map(\.name)
    for (name, reason) in leftOutSuites where suiteNames.isEmpty || suiteNames.contains(name) {
        note("suite \(name) left out in this build: \(reason)")
    }
    if let leftOut = suiteNames.first(where: { name in leftOutSuites.contains { $0.name == name } }) {
        note("suite \(leftOut) does not run in this build; suites: \(known.joined(separator: ", "))")
        exit(2)
    }
    if let unknown = suiteNames.first(where: { !known.contains($0) }) {
        note("unknown suite \(unknown); suites: \(known.joined(separator: ", "))")
        exit(2)
    }
    // Without --suite every suite runs but "instructions", which only means something under callgrind, and
    // "soak", which takes minutes (`make soak`).
    let selected = allSuites.filter {
        suiteNames.isEmpty ? ![InstructionsSuite.name, SoakSuite.name].contains($0.name) : suiteNames.contains($0.name)
    }
    let scratch = workdir ?? FileManager.default.temporaryDirectory.appendingPathComponent("gtkweb-bench-\(getpid())")

    guard worker else {
        let driver = BenchDriver(
            suites: selected.map(\.name), rounds: rounds, warmupRounds: warmupRounds, workdir: scratch, runC: runC)
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            note("cannot create \(scratch.path): \(error)")
            exit(1)
        }
        if selected.contains(where: { $0.name == CosmeticSuite.name }) {
            do {
                try CosmeticSuite.prepareFiles(in: scratch)
            } catch {
                note("suite cosmetic: cannot write its files: \(error)")
            }
        }
        let status = driver.run()
        // Best effort: the scratch folder is a temp folder of this run only.
        if workdir == nil { try? FileManager.default.removeItem(at: scratch) }
        exit(status)
    }

    guard GtkWebRuntime.initialize() else {
        note("no display (run under xvfb-run)")
        exit(1)
    }
    var finished = false
    var status: Int32 = 0
    Task { @MainActor in
        status = await BenchWorker.run(suites: selected, workdir: scratch)
        finished = true
    }
    while !finished { iterateMainContext(mayBlock: true) }
    exit(status)
}
