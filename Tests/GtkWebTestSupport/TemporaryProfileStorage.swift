public import Foundation
public import GtkWeb
import XCTest

/// Profile storage in temporary folders, so that no test writes into the real `~/.local/share` or
/// `~/.cache`.
@MainActor
public enum TemporaryProfileStorage {
    private static var processRoot: URL?

    /// Points `WebProfileStorage.current` at a temporary folder for the rest of the test process (once;
    /// `runOnMainLoop` calls it). The folder is removed when the test bundle finishes.
    public static func installProcessDefault() {
        guard processRoot == nil else { return }
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtkweb-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        processRoot = root
        WebProfileStorage.current = WebProfileStorage(
            dataRoot: root.appendingPathComponent("data"), cacheRoot: root.appendingPathComponent("cache"))
        XCTestObservationCenter.shared.addTestObserver(RemoveAtBundleEnd(root))
    }

    /// A new temporary folder (not created) with `data` and `cache` roots inside, for a test that looks
    /// at what lands on disk. The caller removes `folder` when done.
    nonisolated public static func make(_ label: String) -> (storage: WebProfileStorage, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gtkweb-\(label)-\(UUID().uuidString)")
        let storage = WebProfileStorage(
            dataRoot: folder.appendingPathComponent("data"), cacheRoot: folder.appendingPathComponent("cache"))
        return (storage, folder)
    }
}

/// Removes the process-wide temporary profile folder when the test bundle finishes.
private final class RemoveAtBundleEnd: NSObject, XCTestObservation {
    private let root: URL
    init(_ root: URL) { self.root = root }

    func testBundleDidFinish(_ testBundle: Bundle) {
        // Best effort at process end: a WebKit network process may still hold a file open.
        try? FileManager.default.removeItem(at: root)
    }
}
