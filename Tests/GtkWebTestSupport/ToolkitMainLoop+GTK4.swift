#if GTK4
    import CWebKitGTK

    /// The main loop a plain GTK 4 embedder runs: GTK 4 has no `gtk_main()`, so it is a `GMainLoop` on the
    /// default context (what `GtkApplication` runs too), left with `g_main_loop_quit`.
    @MainActor
    public enum ToolkitMainLoop {
        private static var loops: [OpaquePointer] = []

        /// Runs a new `GMainLoop` on the default context until `quit()`.
        public static func run() {
            let loop = g_main_loop_new(nil, 0)!
            loops.append(loop)
            g_main_loop_run(loop)
            loops.removeLast()
            g_main_loop_unref(loop)
        }

        /// Makes the innermost `run()` return.
        public static func quit() {
            if let loop = loops.last { g_main_loop_quit(loop) }
        }
    }
#endif
