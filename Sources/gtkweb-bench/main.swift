// gtkweb-bench: GtkWeb's figures side by side with a plain-C WebKitGTK program doing the same work
// in the same run. Prints one JSON object per figure:
//   {"figure": "eval_rtt_p50", "unit": "us", "gtkweb": 161.0, "c": 158.0}
//
// Usage: gtkweb-bench [--suite NAME]... [--workdir DIR] [--no-c]
// Run it under a display (the Makefile's `make bench` uses Xvfb).
import Foundation
import GLibInterop
import GtkWeb
import HTTPFixture

var suiteNames: [String] = []
var workdir: URL?
var runC = true
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--suite": if let name = arguments.popFirst() { suiteNames.append(name) }
    case "--workdir": if let path = arguments.popFirst() { workdir = URL(fileURLWithPath: path) }
    case "--no-c": runC = false
    case "-h", "--help":
        print("usage: gtkweb-bench [--suite NAME]... [--workdir DIR] [--no-c]")
        exit(0)
    default:
        FileHandle.standardError.write(Data("gtkweb-bench: unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

MainActor.assumeIsolated {
    guard GtkWebRuntime.initialize() else {
        FileHandle.standardError.write(Data("gtkweb-bench: no display (run under xvfb-run)\n".utf8))
        exit(1)
    }
    let selected = allSuites.filter { suiteNames.isEmpty || suiteNames.contains($0.name) }
    let scratch = workdir ?? FileManager.default.temporaryDirectory.appendingPathComponent("gtkweb-bench-\(getpid())")
    let ownsScratch = workdir == nil
    var finished = false
    var status: Int32 = 0
    Task { @MainActor in
        status = await BenchRun.run(suites: selected, workdir: scratch, runC: runC)
        // Best effort: the scratch folder is a temp folder of this run only.
        if ownsScratch { try? FileManager.default.removeItem(at: scratch) }
        finished = true
    }
    while !finished { iterateMainContext(mayBlock: true) }
    exit(status)
}
