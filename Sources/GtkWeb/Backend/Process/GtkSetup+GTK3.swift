#if GTK3
    import CWebKitGTK

    extension GtkSetup {
        /// `gtk_init_check` without arguments: GTK 3 takes the program name from GLib's prgname.
        static func initializeToolkit() -> Bool { gtk_init_check(nil, nil) != 0 }
    }
#endif
