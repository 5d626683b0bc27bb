#if GTK3
    import CWebKitGTK

    /// The main loop a plain GTK 3 embedder runs: `gtk_main()`, left with `gtk_main_quit()`.
    @MainActor
    public enum ToolkitMainLoop {
        /// Runs `gtk_main()` until `quit()`.
        public static func run() { gtk_main() }
        /// Makes the innermost `run()` return.
        public static func quit() { gtk_main_quit() }
    }
#endif
