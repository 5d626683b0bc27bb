#if GTK4
    import CWebKitGTK
    import Foundation

    extension GtkSetup {
        /// `gtk_init_check()` (GTK 4 takes no arguments). GTK 4 no longer sets GLib's prgname from the
        /// command line, and WebKit names the default network session's folders after it, so it is set
        /// here from the executable's name when the host has not set it.
        static func initializeToolkit() -> Bool {
            if g_get_prgname() == nil, let name = CommandLine.arguments.first.map({ URL(fileURLWithPath: $0) }) {
                g_set_prgname(name.lastPathComponent)
            }
            return gtk_init_check() != 0
        }
    }
#endif
