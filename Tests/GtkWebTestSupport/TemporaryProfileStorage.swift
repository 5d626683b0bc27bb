public import Foundation
public import GtkWeb
import XCTest

/// Profile storage in temporary folders, so that no test writes into the real `~/.local/share` or
/// `~/.cache`.
///
/// Everything lives below one folder per test process, `$TMPDIR/gtkweb-tests-<pid>-<uuid>`, removed
/// when the test bundle finishes; a run that crashed leaves its folder to the next run, which removes it.
@MainActor
public enum TemporaryProfileStorage {
    nonisolated private static let processRootPrefix = "gtkweb-tests-"
    /// The folder of this test process.
    nonisolated public static let processRoot: URL = FileManager.default.temporaryDirectory
        .appendingPathComponent("\(processRootPrefix)\(getpid())-\(UUID().uuidString)")
    private static var installed = false

    /// Points `WebProfileStorage.current` at `<processRoot>/default` for the rest of the test process
    /// (once; `runOnMainLoop` calls it), and arranges for `processRoot` to be removed at the end.
    public static func installProcessDefault() {
        guard !installed else { return }
        installed = true
        removeFoldersOfEndedRuns()
        let root = processRoot.appendingPathComponent("default")
        WebProfileStorage.current = WebProfileStorage(
            dataRoot: root.appendingPathComponent("data"), cacheRoot: root.appendingPathComponent("cache"))
        XCTestObservationCenter.shared.addTestObserver(RemoveAtBundleEnd(processRoot))
    }

    /// A new temporary folder (not created) below `processRoot`, with `data` and `cache` roots inside,
    /// for a test that looks at what lands on disk. The caller removes `folder` when done (see
    /// `WebKitProcessWatch`); what a failing test leaves goes with `processRoot`.
    nonisolated public static func make(_ label: String) -> (storage: WebProfileStorage, folder: URL) {
        let folder = processRoot.appendingPathComponent("\(label)-\(UUID().uuidString)")
        let storage = WebProfileStorage(
            dataRoot: folder.appendingPathComponent("data"), cacheRoot: folder.appendingPathComponent("cache"))
        return (storage, folder)
    }

    /// Removes `gtkweb-tests-<pid>-…` folders whose process no longer runs.
    private static func removeFoldersOfEndedRuns() {
        let temporary = FileManager.default.temporaryDirectory
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []  // nothing to sweep
        for entry in entries where entry.hasPrefix(processRootPrefix) {
            let pid = entry.dropFirst(processRootPrefix.count).prefix { $0.isNumber }
            guard let pid = Int32(pid), kill(pid, 0) != 0, errno == ESRCH else { continue }
            // Best effort: another user's folder, or one being removed right now, stays.
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(entry))
        }
    }
}

/// Removes the process-wide temporary profile folder when the test bundle finishes.
private final class RemoveAtBundleEnd: NSObject, XCTestObservation {
    private let root: URL
    init(_ root: URL) { self.root = root }

    func testBundleDidFinish(_ testBundle: Bundle) {
        let root = root
        MainActor.assumeIsolated {
            ProfileRegistry.shared.releaseUnusedPersistentContexts()
            // An engine a test leaked keeps its profile's network process; the next run's sweep removes the rest.
            _ = WebKitProcessWatch.waitUntilReleasedBlocking(root)
        }
        // Best effort at process end, as above.
        try? FileManager.default.removeItem(at: root)
    }
}
