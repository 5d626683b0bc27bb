import Foundation
import SessionStore
import Testing

@Suite(.serialized) struct ProcessCrashTests {
    /// Reads `committed N` lines from the burst probe until it has committed `target` generations, kills
    /// it with SIGKILL, and returns the highest generation it reported before dying.
    func killMidBurst(store url: URL, after target: Int) throws -> Int {
        let (process, pipe) = try SessionProbe.start(["burst", "--store", url.path], deadline: 60)
        var output = Data()
        var highest = 0
        let reader = pipe.fileHandleForReading
        while highest < target {
            let chunk = reader.availableData
            if chunk.isEmpty { break }  // end of file: the probe died on its own (or the watchdog killed it)
            output.append(chunk)
            highest = committedGenerations(in: output).max() ?? 0
        }
        kill(process.processIdentifier, SIGKILL)
        output.append(reader.readDataToEndOfFile())
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "the probe should have died by SIGKILL")
        return committedGenerations(in: output).max() ?? 0
    }

    func committedGenerations(in output: Data) -> [Int] {
        String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap { line in
            line.hasPrefix("committed ") ? Int(line.dropFirst("committed ".count)) : nil
        }
    }

    @Test func processKilledMidBurstLeavesItsLastCommittedSessionIntactTwentyTimes() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("sessions.sqlite")
        var losses: [String] = []
        for trial in 0..<20 {
            let committed = try killMidBurst(store: url, after: 3 + trial * 2)
            let store = try SessionStore(fileURL: url)
            #expect(store.movedAside == nil, "trial \(trial): the file was moved aside")
            let session = try store.loadSession()
            let titles = Set(session.tabs.map(\.title))
            let generation = titles.count == 1 ? Int(titles.first!.dropFirst("generation ".count)) ?? 0 : -1
            // Each trial's burst starts again from generation 1, so the saved one is the last committed
            // or one whose commit finished after the last line was printed.
            if session.tabs.count != 5 || generation < committed {
                losses.append("trial \(trial): committed \(committed), found \(session.tabs.count) tabs \(titles)")
            }
            if try store.historyEntry(url: "https://example.com/\(committed)") == nil {
                losses.append("trial \(trial): the visit of generation \(committed) is missing")
            }
            if try !store.downloads().contains(where: { $0.id == "burst-\(committed)" }) {
                losses.append("trial \(trial): the download record of generation \(committed) is missing")
            }
        }
        print("session-store crash trials: 20, data lost: \(losses.count)")
        #expect(losses.isEmpty, "\(losses)")
    }

    @Test func twoProcessesWritingOneStoreAtOnceKeepEveryChange() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("sessions.sqlite")
        let first = try SessionProbe.start(["write", "--store", url.path, "--tag", "alpha", "--count", "400"])
        let second = try SessionProbe.start(["write", "--store", url.path, "--tag", "beta", "--count", "400"])
        let store = try SessionStore(fileURL: url)
        for index in 0..<400 { store.recordVisit(url: "https://gamma.example/\(index)", title: "gamma") }
        try store.flush()
        for (process, pipe) in [first, second] {
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(String(decoding: output, as: UTF8.self).contains("\"ok\":true"), "probe said \(output)")
        }
        #expect(try store.historyCount() == 1200)
        #expect(try store.downloads().count == 800)
        let windows = try store.loadSession().windows.map(\.id)
        #expect(windows == ["alpha"] || windows == ["beta"], "one whole session wins: \(windows)")
    }

    @Test func fullDiskFailsTheWriteWithATypedErrorAndKeepsEarlierCommits() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("sessions.sqlite")
        let report = try SessionProbe.run(["fill", "--store", url.path, "--fsize-limit", "600000"])
        #expect(report.kind == "writeFailed", "\(report)")
        #expect(report.sqliteCode == Int(SQLiteError.full) || report.sqliteCode == Int(SQLiteError.ioError))
        #expect(report.committed > 0, "some visits should fit under the limit")
        let store = try SessionStore(fileURL: url)
        #expect(store.movedAside == nil)
        #expect(try store.historyCount() == report.committed)
    }
}
