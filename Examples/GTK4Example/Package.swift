// swift-tools-version: 6.1
// GTK 4 app packages that depend on GtkWeb with the trait GTK4, the way an app outside this repository does:
// a GtkApplication and a libadwaita window (`make example-gtk4` builds them, `make screenshot-check-gtk4` checks
// that each paints its page).
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name (whatever this checkout is called).
let gtkWeb = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "GTK4Example",
    dependencies: [.package(path: "../..", traits: ["GTK4"])],
    targets: [
        // The app's own GTK 4 module (GtkWeb keeps its C modules to itself).
        .systemLibrary(name: "CGtk4", path: "Sources/CGtk4", pkgConfig: "gtk4"),
        .executableTarget(
            name: "gtk4-example", dependencies: ["CGtk4", .product(name: "SkipWeb", package: gtkWeb)],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        // libadwaita: an AdwApplicationWindow with a header bar.
        .systemLibrary(name: "CAdwaita", path: "Sources/CAdwaita", pkgConfig: "libadwaita-1"),
        .executableTarget(
            name: "adwaita-example", dependencies: ["CAdwaita", .product(name: "SkipWeb", package: gtkWeb)],
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
