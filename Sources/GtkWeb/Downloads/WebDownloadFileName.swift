import Foundation

/// Turns a server- or page-suggested file name into one that is safe to create inside a folder.
public enum WebDownloadFileName {
    /// The name used when nothing usable is left.
    public static let fallback = "download"
    /// The longest name produced, in UTF-8 bytes: Linux allows 255, and room is left for ` (9999)` and
    /// the `.part` suffix.
    public static let maximumBytes = 200

    /// A safe file name for `suggested`.
    ///
    /// Keeps only the last path component (so `../x` and `/etc/x` become `x`), drops control and
    /// bidirectional-override characters, trims spaces and leading or trailing dots (no hidden files, no
    /// `.` or `..`), and shortens long names to `maximumBytes`, keeping a short extension. An empty
    /// result becomes `fallback`. The result never contains `/` and is never `.` or `..`.
    public static func sanitized(_ suggested: String?) -> String {
        let lastComponent =
            (suggested ?? "").split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let kept = lastComponent.unicodeScalars.filter { !isRemoved($0) }
        var name = String(String.UnicodeScalarView(kept))
        name = name.trimmingCharacters(in: CharacterSet(charactersIn: ". ").union(.whitespacesAndNewlines))
        if name.isEmpty { return fallback }
        return truncated(name)
    }

    /// `name` with ` (n)` inserted before its extension: `report.pdf`, 2 → `report (2).pdf`.
    public static func numbered(_ name: String, _ number: Int) -> String {
        guard number > 0 else { return name }
        let (stem, ext) = split(name)
        return ext.isEmpty ? "\(stem) (\(number))" : "\(stem) (\(number)).\(ext)"
    }

    private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0 and C1 controls, DEL
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F: true  // bidi overrides and marks
        case 0x2F, 0x5C: true  // path separators
        default: false
        }
    }

    /// Splits at the last dot: `archive.tar.gz` → (`archive.tar`, `gz`); no dot → (name, "").
    private static func split(_ name: String) -> (stem: String, ext: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    private static func truncated(_ name: String) -> String {
        guard name.utf8.count > maximumBytes else { return name }
        var (stem, ext) = split(name)
        if ext.utf8.count > 16 {  // not a real extension: cut the whole name
            stem = name
            ext = ""
        }
        let suffix = ext.isEmpty ? "" : "." + ext
        let budget = maximumBytes - suffix.utf8.count
        var cut = ""
        for character in stem {
            if cut.utf8.count + String(character).utf8.count > budget { break }
            cut.append(character)
        }
        let trimmed = cut.trimmingCharacters(in: CharacterSet(charactersIn: ". ").union(.whitespaces))
        return (trimmed.isEmpty ? fallback : trimmed) + suffix
    }
}
