extension GtkWebRuntime {
    /// GtkWeb's own version.
    public static let version = "0.1.0"

    /// The version of the WebKitGTK library the process runs on ("2.48.3"), read from the library at run
    /// time (`webkit_get_major_version` and its minor and micro siblings), not from the headers GtkWeb
    /// was built with.
    public static var webKitVersion: String { RuntimeVersions.webKit }

    /// The version of the GTK library the process runs on ("3.24.49"), read at run time
    /// (`gtk_get_major_version` and its siblings).
    public static var gtkVersion: String { RuntimeVersions.gtk }
}
