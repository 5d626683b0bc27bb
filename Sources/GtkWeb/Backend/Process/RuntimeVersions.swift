import CWebKitGTK

/// The versions of the libraries running in this process, read at run time (they may be newer than the
/// headers GtkWeb was built with).
enum RuntimeVersions {
    /// WebKitGTK's version (`webkit_get_major_version`, `…_minor_…`, `…_micro_…`), "2.48.3".
    static var webKit: String {
        "\(webkit_get_major_version()).\(webkit_get_minor_version()).\(webkit_get_micro_version())"
    }

    /// GTK's version (`gtk_get_major_version`, `…_minor_…`, `…_micro_…`), "3.24.49".
    static var gtk: String {
        "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    }
}
