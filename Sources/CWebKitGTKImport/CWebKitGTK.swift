// `import CWebKitGTK`: the C API of the toolkit the package traits chose, re-exported under one name so that
// every Swift file imports the same module in both flavours. GTK3 (the default): the Clang module `CWebKit41`
// (Sources/CWebKitGTK, webkit2gtk-4.1); GTK4: `CWebKit6` (Sources/CWebKitGTK6, webkitgtk-6.0).
#if GTK4
    @_exported import CWebKit6
#else
    @_exported import CWebKit41
#endif
