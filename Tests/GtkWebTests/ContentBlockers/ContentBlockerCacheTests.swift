import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// The compiled-list cache: compile once, load afterwards, recompile on change, prune what is unused.
/// These tests need no web view: preparation runs without an engine.
final class ContentBlockerCacheTests: ContentBlockerTestCase {
    func testSecondPreparationOfUnchangedListsCompilesNothing() {
        let files = self.files!
        runOnMainLoop {
            let lists = [
                try files.writeList("ads.json", TestLists.blockAdImage),
                try files.writeList("banner.json", TestLists.hideBanner),
            ]
            let blockers = WebContentBlockerConfiguration(ruleListPaths: lists, whitelistedDomains: ["localhost"])
            let start = files.compilations
            let firstErrors = await WebContentBlockerRuntime(configuration: blockers).prepare()
            XCTAssertEqual(firstErrors, [])
            XCTAssertEqual(files.compilations, start + 2)
            let compiled = try files.storedIdentifiers()
            XCTAssertEqual(compiled.count, 2)
            let modified = try Self.modificationDates(in: files.cacheDirectory)

            // A new runtime, as on the next launch: everything comes from the cache.
            let second = WebContentBlockerRuntime(configuration: blockers)
            let secondErrors = await second.prepare()
            XCTAssertEqual(secondErrors, [])
            XCTAssertEqual(files.compilations, start + 2, "an unchanged list was compiled again")
            XCTAssertEqual(try files.storedIdentifiers(), compiled)
            XCTAssertEqual(
                try Self.modificationDates(in: files.cacheDirectory), modified, "a cached file was rewritten")
            // And a configuration preparing the same lists shares them too.
            let configuration = WebEngineConfiguration(contentBlockers: blockers)
            assertNoSetupErrors(await configuration.prepareContentBlockers())
            XCTAssertEqual(files.compilations, start + 2)
        }
    }

    func testChangedFileOrWhitelistRecompilesAndPrunesTheOldCompiledList() {
        let files = self.files!
        runOnMainLoop {
            let path = try files.writeList("ads.json", TestLists.blockAdImage)
            let runtime = WebContentBlockerRuntime(configuration: WebContentBlockerConfiguration(ruleListPaths: [path]))
            assertNoSetupErrors(await runtime.prepare())
            let original = try files.storedIdentifiers()
            XCTAssertEqual(original.count, 1)

            try files.writeList("ads.json", TestLists.blockAdScript)
            let start = files.compilations
            let errors = await runtime.reapply(configuration: runtime.configuration)
            XCTAssertEqual(errors, [])
            XCTAssertEqual(files.compilations, start + 1)
            let changedFile = try files.storedIdentifiers()
            XCTAssertEqual(changedFile.count, 1)
            XCTAssertTrue(changedFile.isDisjoint(with: original), "the old compiled list was not pruned")

            assertNoSetupErrors(
                await runtime.reapply(
                    configuration: WebContentBlockerConfiguration(
                        ruleListPaths: [path], whitelistedDomains: ["localhost"])))
            XCTAssertEqual(files.compilations, start + 2)
            let changedWhitelist = try files.storedIdentifiers()
            XCTAssertEqual(changedWhitelist.count, 1)
            XCTAssertTrue(changedWhitelist.isDisjoint(with: changedFile))
        }
    }

    func testFileRewrittenWithSameSizeAndModificationTimeIsStillCompiledAgain() {
        let files = self.files!
        runOnMainLoop {
            let path = try files.writeList(
                "ads.json", #"[{"trigger":{"url-filter":"ad\\.png"},"action":{"type":"block"}}]"#)
            let blockers = WebContentBlockerConfiguration(ruleListPaths: [path])
            assertNoSetupErrors(await WebContentBlockerRuntime(configuration: blockers).prepare())
            let first = try files.storedIdentifiers()
            let memo = files.cacheDirectory.appendingPathComponent("gtkweb-list-digests.json")
            XCTAssertTrue(try String(contentsOf: memo, encoding: .utf8).contains(path), "the digest was not remembered")

            // Same size, same modification time: only the inode's change time tells it was rewritten.
            let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate]
            try files.writeList("ads.json", #"[{"trigger":{"url-filter":"ad\\.gif"},"action":{"type":"block"}}]"#)
            try FileManager.default.setAttributes([.modificationDate: modified as Any], ofItemAtPath: path)
            let start = files.compilations
            assertNoSetupErrors(await WebContentBlockerRuntime(configuration: blockers).prepare())
            XCTAssertEqual(files.compilations, start + 1, "the rewritten file was taken from the memo")
            XCTAssertTrue(try files.storedIdentifiers().isDisjoint(with: first))
        }
    }

    func testOneListWithAlternatingWhitelistsGetsEachWhitelistsOwnCompiledList() {
        let files = self.files!
        runOnMainLoop {
            let path = try files.writeList("ads.json", TestLists.blockAdImage)
            let plain = WebContentBlockerConfiguration(ruleListPaths: [path])
            let whitelisted = WebContentBlockerConfiguration(ruleListPaths: [path], whitelistedDomains: ["a.test"])
            let start = files.compilations
            // Each first runtime's list is installed on a live engine, so that no later prune deletes it.
            let plainFirst = WebContentBlockerRuntime(configuration: plain)
            assertNoSetupErrors(await plainFirst.prepare())
            let plainEngine = WebEngine(configuration: WebEngineConfiguration(contentBlockerRuntime: plainFirst))
            let whitelistedFirst = WebContentBlockerRuntime(configuration: whitelisted)
            assertNoSetupErrors(await whitelistedFirst.prepare())
            let whitelistedEngine = WebEngine(
                configuration: WebEngineConfiguration(contentBlockerRuntime: whitelistedFirst))
            XCTAssertEqual(files.compilations, start + 2, "the whitelisted list was not compiled on its own")
            let plainIdentifiers = await plainFirst.currentSnapshot().identifiers
            let whitelistedIdentifiers = await whitelistedFirst.currentSnapshot().identifiers
            XCTAssertNotEqual(plainIdentifiers, whitelistedIdentifiers)

            // The file is unchanged: each new runtime loads its own whitelist's compiled list from the cache.
            for (configuration, expected) in [
                (plain, plainIdentifiers), (whitelisted, whitelistedIdentifiers), (plain, plainIdentifiers),
            ] {
                let runtime = WebContentBlockerRuntime(configuration: configuration)
                assertNoSetupErrors(await runtime.prepare())
                let identifiers = await runtime.currentSnapshot().identifiers
                XCTAssertEqual(identifiers, expected, "a runtime got the compiled list of the other whitelist")
            }
            XCTAssertEqual(files.compilations, start + 2, "a list in the cache was compiled again")
            withExtendedLifetime((plainEngine, whitelistedEngine)) {}
        }
    }

    func testRememberedDigestWithoutItsCompiledListReadsTheFileAndCompilesIt() {
        let files = self.files!
        runOnMainLoop {
            let blockers = WebContentBlockerConfiguration(
                ruleListPaths: [try files.writeList("ads.json", TestLists.blockAdImage)], whitelistedDomains: ["a.test"]
            )
            assertNoSetupErrors(await WebContentBlockerRuntime(configuration: blockers).prepare())
            let compiled = try files.storedIdentifiers()
            for identifier in compiled {
                try FileManager.default.removeItem(
                    at: files.cacheDirectory.appendingPathComponent("ContentRuleList-" + identifier))
            }
            let start = files.compilations
            let errors = await WebContentBlockerRuntime(configuration: blockers).prepare()
            XCTAssertEqual(errors, [])
            XCTAssertEqual(files.compilations, start + 1)
            XCTAssertEqual(try files.storedIdentifiers(), compiled, "the same content must get the same identifier")
        }
    }

    func testCompiledListOfARemovedFileIsPruned() {
        let files = self.files!
        runOnMainLoop {
            let kept = try files.writeList("kept.json", TestLists.blockAdImage)
            let removed = try files.writeList("removed.json", TestLists.hideBanner)
            let blockers = WebContentBlockerConfiguration(ruleListPaths: [kept, removed])
            assertNoSetupErrors(await WebContentBlockerRuntime(configuration: blockers).prepare())
            XCTAssertEqual(try files.storedIdentifiers().count, 2)

            try FileManager.default.removeItem(atPath: removed)
            let errors = await WebContentBlockerRuntime(configuration: blockers).prepare()
            XCTAssertEqual(errors, [.fileReadFailed(path: removed, description: "No such file or directory")])
            XCTAssertEqual(try files.storedIdentifiers().count, 1)
        }
    }

    func testCompiledListIsPrunedOnceTheConfigurationInUseNoLongerHasIt() {
        let files = self.files!
        runOnMainLoop {
            let runtime = WebContentBlockerRuntime(
                configuration: WebContentBlockerConfiguration(ruleListPaths: [
                    try files.writeList("ads.json", TestLists.blockAdImage)
                ]))
            assertNoSetupErrors(await runtime.prepare())
            XCTAssertEqual(try files.storedIdentifiers().count, 1)

            // Nothing was compiled since the last prune, but the one list in use stopped being used.
            assertNoSetupErrors(await runtime.reapply(configuration: WebContentBlockerConfiguration(ruleListPaths: [])))
            XCTAssertEqual(try files.storedIdentifiers(), [], "the list no configuration uses any more was kept")
        }
    }

    func testPreparingTheListsAlreadyInUseDoesNotReadTheCacheFolderAgain() {
        let files = self.files!
        runOnMainLoop {
            let ads = try files.writeList("ads.json", TestLists.blockAdImage)
            let banner = try files.writeList("banner.json", TestLists.hideBanner)
            let first = WebContentBlockerRuntime(configuration: WebContentBlockerConfiguration(ruleListPaths: [ads]))
            assertNoSetupErrors(await first.prepare())
            let start = files.prunes
            XCTAssertEqual(start, 1, "the first preparation in the process did not prune the cache folder")

            // A second runtime of the same list, as a new window of the same app: nothing became unused.
            let same = WebContentBlockerRuntime(configuration: WebContentBlockerConfiguration(ruleListPaths: [ads]))
            assertNoSetupErrors(await same.prepare())
            XCTAssertEqual(files.prunes, start, "the cache folder was pruned although the lists in use did not change")

            // A list compiled since the last prune: the folder is pruned again.
            let other = WebContentBlockerRuntime(
                configuration: WebContentBlockerConfiguration(ruleListPaths: [ads, banner]))
            assertNoSetupErrors(await other.prepare())
            XCTAssertEqual(files.prunes, start + 1, "a new compiled list did not lead to a prune")
            withExtendedLifetime((first, same)) {}
        }
    }

    func testListsInstalledOnALiveEngineAreNotPrunedByAnotherPreparation() {
        let files = self.files!
        runOnMainLoop {
            let first = WebContentBlockerRuntime(
                configuration: WebContentBlockerConfiguration(ruleListPaths: [
                    try files.writeList("a.json", TestLists.blockAdImage)
                ]))
            assertNoSetupErrors(await first.prepare())
            let engine = WebEngine(configuration: WebEngineConfiguration(contentBlockerRuntime: first))
            let second = WebContentBlockerRuntime(
                configuration: WebContentBlockerConfiguration(ruleListPaths: [
                    try files.writeList("b.json", TestLists.hideBanner)
                ]))
            assertNoSetupErrors(await second.prepare())
            XCTAssertEqual(try files.storedIdentifiers().count, 2, "a list installed on a live engine was pruned")
            withExtendedLifetime((engine, second)) {}
        }
    }

    func testListsThatNoEngineUsesArePrunedWhenANewerPreparationReplacesThem() {
        let files = self.files!
        runOnMainLoop {
            let kept = try files.writeList("kept.json", TestLists.blockAdImage)
            let dropped = try files.writeList("dropped.json", TestLists.hideBanner)
            let older = WebEngineConfiguration(
                contentBlockers: WebContentBlockerConfiguration(ruleListPaths: [kept, dropped]))
            assertNoSetupErrors(await older.prepareContentBlockers())
            let both = try files.storedIdentifiers()
            XCTAssertEqual(both.count, 2)

            // The older configuration is still alive, but no engine uses its lists: the newer one decides.
            let newer = WebEngineConfiguration(contentBlockers: WebContentBlockerConfiguration(ruleListPaths: [kept]))
            assertNoSetupErrors(await newer.prepareContentBlockers())
            let remaining = try files.storedIdentifiers()
            XCTAssertEqual(remaining.count, 1, "the list only the older configuration prepared was kept")
            XCTAssertTrue(remaining.isSubset(of: both))
            withExtendedLifetime((older, newer)) {}
        }
    }

    func testClearingTheCacheMakesTheNextPreparationCompile() {
        let files = self.files!
        runOnMainLoop {
            let blockers = WebContentBlockerConfiguration(ruleListPaths: [
                try files.writeList("ads.json", TestLists.blockAdImage)
            ])
            assertNoSetupErrors(await WebContentBlockerRuntime(configuration: blockers).prepare())
            let unrelated = files.cacheDirectory.appendingPathComponent("notes.txt")
            try Data("not a compiled list".utf8).write(to: unrelated)

            try WebEngineConfiguration.iOSClearContentBlockerCache()
            XCTAssertEqual(try files.storedIdentifiers(), [])
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: unrelated.path), "clearing deleted a file it did not own")

            let start = files.compilations
            assertNoSetupErrors(await WebContentBlockerRuntime(configuration: blockers).prepare())
            XCTAssertEqual(files.compilations, start + 1)
            XCTAssertEqual(try files.storedIdentifiers().count, 1)
        }
    }

    func testCacheFolderThatIsAFileIsReportedByPreparationAndClearing() {
        let files = self.files!
        runOnMainLoop {
            let blocker = files.root.appendingPathComponent("not-a-folder")
            try Data("x".utf8).write(to: blocker)
            WebEngineConfiguration.contentBlockerCacheDirectory = blocker.appendingPathComponent("content-blockers")
            let path = try files.writeList("ads.json", TestLists.blockAdImage)
            let errors = await WebEngineConfiguration(
                contentBlockers: WebContentBlockerConfiguration(ruleListPaths: [path])
            ).iOSPrepareContentBlockers()
            XCTAssertEqual(errors.count, 1)
            guard case .storeUnavailable(let message) = errors.first else { return XCTFail("\(errors)") }
            XCTAssertTrue(message.contains(blocker.path), message)

            WebEngineConfiguration.contentBlockerCacheDirectory = blocker
            XCTAssertThrowsError(try WebEngineConfiguration.clearContentBlockerCache()) { error in
                XCTAssertEqual(
                    error as? WebContentBlockerError,
                    .storeUnavailable("\(blocker.path) is not a folder; nothing was deleted"))
            }
            XCTAssertTrue(FileManager.default.fileExists(atPath: blocker.path), "clearing deleted a file")
        }
    }

    func testStaleEntryThatCannotBeDeletedIsReported() {
        let files = self.files!
        runOnMainLoop {
            // A folder where WebKit expects a compiled file: WebKit lists it and fails to delete it.
            let stale = files.cacheDirectory.appendingPathComponent("ContentRuleList-gtkweb-stale")
            try FileManager.default.createDirectory(
                at: stale.appendingPathComponent("inside"), withIntermediateDirectories: true)
            let runtime = WebContentBlockerRuntime(
                configuration: WebContentBlockerConfiguration(ruleListPaths: [
                    try files.writeList("ads.json", TestLists.blockAdImage)
                ]))
            let errors = await runtime.prepare()
            XCTAssertEqual(errors.count, 1, "\(errors)")
            guard case .staleRuleRemovalFailed(let identifier, _) = errors.first else { return XCTFail("\(errors)") }
            XCTAssertEqual(identifier, "gtkweb-stale")
            XCTAssertEqual(runtime.setupErrors, errors)
        }
    }

    private static func modificationDates(in folder: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            dates[name] = attributes[.modificationDate] as? Date
        }
        return dates
    }
}
