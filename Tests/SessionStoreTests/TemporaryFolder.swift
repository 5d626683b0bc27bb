import Foundation
import SessionStore

/// A folder under the system temp folder, removed when the value is released.
final class TemporaryFolder {
    let url: URL

    init(_ name: String = #function) throws {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("gtkweb-session-store-tests-\(getpid())")
            .appendingPathComponent("\(safe)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // Restore write permission first: some tests make the folder read-only.
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        try? FileManager.default.removeItem(at: url)  // a temp folder of this test only
    }

    /// `name` inside the folder.
    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names in the folder, sorted.
    func contents() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()  // empty if gone
    }
}

/// Builds sessions with recognisable content.
enum SampleSession {
    /// `windows` windows of `tabsPerWindow` tabs each; every tab has a session-state blob and a thumbnail.
    static func make(windows: Int, tabsPerWindow: Int, generation: Int = 1, profile: String = "default")
        -> SessionSnapshot
    {
        var snapshot = SessionSnapshot()
        for window in 0..<windows {
            let windowID = "window-\(window)"
            for tab in 0..<tabsPerWindow {
                snapshot.tabs.append(
                    SessionTabRecord(
                        id: "tab-\(window)-\(tab)", windowID: windowID, position: tab, profileName: profile,
                        url: "https://site\(window).example/page/\(tab)?g=\(generation)",
                        title: "Window \(window) tab \(tab) gen \(generation)", isPinned: tab == 0,
                        lastAccess: Date(timeIntervalSince1970: Double(1_700_000_000 + window * 100 + tab)),
                        sessionState: Data((0..<300).map { UInt8(($0 + tab + window) % 256) }),
                        thumbnail: Data(repeating: UInt8(tab), count: 64)))
            }
            snapshot.windows.append(
                SessionWindowRecord(id: windowID, position: window, activeTabID: "tab-\(window)-\(tabsPerWindow / 2)"))
        }
        return snapshot
    }
}
