public import Foundation

/// A fake desktop application registered as the default handler of a URI scheme (or a MIME type, such
/// as `inode/directory` for folders) in private XDG folders: a shell script that appends each URI it is
/// started with to a file.
public enum FakeSchemeHandler {
    /// Registers the handler for `scheme`: a desktop file in `dataHome/applications`, its default in
    /// `configHome/mimeapps.list`, and its script and record in `folder`. Returns the record file.
    /// - Throws: a file error when a folder or file cannot be written.
    public static func install(for scheme: String, dataHome: URL, configHome: URL, folder: URL) throws -> URL {
        try install(mimeType: "x-scheme-handler/\(scheme)", dataHome: dataHome, configHome: configHome, folder: folder)
    }

    /// Registers the handler for `mimeType` (`inode/directory`: what GIO opens a folder's `file:` URI
    /// with), as `install(for:dataHome:configHome:folder:)` does. Returns the record file.
    /// - Throws: a file error when a folder or file cannot be written.
    public static func install(mimeType: String, dataHome: URL, configHome: URL, folder: URL) throws -> URL {
        let name = String(
            mimeType.replacingOccurrences(of: "x-scheme-handler/", with: "").map {
                $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-"
            })
        let applications = dataHome.appendingPathComponent("applications")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let record = folder.appendingPathComponent("fake-handler-\(name).log")
        let script = folder.appendingPathComponent("fake-handler-\(name).sh")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(record.path)'\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let desktopName = "gtkweb-fake-handler-\(name).desktop"
        let desktop = """
            [Desktop Entry]
            Type=Application
            Name=GtkWeb fake handler
            Exec=\(script.path) %u
            MimeType=\(mimeType);
            NoDisplay=true
            """
        try Data(desktop.utf8).write(to: applications.appendingPathComponent(desktopName))
        let mimeapps = configHome.appendingPathComponent("mimeapps.list")
        var list = (try? String(contentsOf: mimeapps, encoding: .utf8)) ?? "[Default Applications]\n"  // none yet
        list += "\(mimeType)=\(desktopName)\n"
        try Data(list.utf8).write(to: mimeapps)
        return record
    }

    /// What the handler at `record` has recorded so far ("" before its first start).
    public static func recorded(_ record: URL) -> String {
        (try? String(contentsOf: record, encoding: .utf8)) ?? ""  // not written yet
    }
}
