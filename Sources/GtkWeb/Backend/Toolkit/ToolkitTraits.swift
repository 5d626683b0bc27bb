// The package traits GTK3 (default) and GTK4 choose the toolkit; exactly one must be on. Both on happens when
// two packages in one build graph ask for different flavours (SwiftPM unifies traits): GTK 3 and GTK 4
// cannot share a process, so the build stops here rather than linking both WebKits.
#if GTK3 && GTK4
    #error("GtkWeb: enable exactly one of the traits GTK3 and GTK4 (for GTK 4: --traits GTK4, or traits: [\"GTK4\"])")
#elseif !GTK3 && !GTK4
    #error("GtkWeb: enable one of the traits GTK3 (the default) or GTK4")
#endif
