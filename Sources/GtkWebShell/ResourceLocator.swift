import Foundation

/// Finds the shell's resources (start page, icon, demo scripts) and the content-blocker rules.
///
/// Order: `GTKWEB_RESOURCES` / `GTKWEB_RULES`; next to an installed binary
/// (`<prefix>/share/gtkweb/Resources`); the source checkout the binary was built from.
enum ResourceLocator {
    static var resources: URL? {
        locate(environment: "GTKWEB_RESOURCES", installed: "Resources", probe: "start.html")
    }

    static var rules: URL? {
        locate(environment: "GTKWEB_RULES", installed: "rules", probe: "default.json")
    }

    private static func locate(environment name: String, installed folder: String, probe: String) -> URL? {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment[name], !path.isEmpty {
            candidates.append(URL(fileURLWithPath: path))
        }
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(
            binary.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("share/gtkweb/\(folder)"))
        // A development build: <checkout>/.build/<config>/gtkweb.
        candidates.append(
            binary.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(folder))
        // This source file's checkout (the binary may have been copied elsewhere).
        candidates.append(
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(folder))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent(probe).path) }
    }
}
