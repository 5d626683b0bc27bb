// A GTK 4 `GtkApplication` that embeds a SkipWeb `WebView`: the app's window, the view attached to it, the
// title kept in sync with the page. The web code is the same `import SkipWeb` code a GTK 3 app writes; only
// the GTK calls are GTK 4's. Prints `gtkweb: page loaded <url>` once the page has loaded (for
// scripts/screenshot-check.sh). Run: `swift run gtk4-example [URL]` in Examples/GTK4Example.
import CGtk4
import Foundation
import SkipWeb

/// The app's one window and what it shows.
@MainActor
final class ExampleWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let view: WebView
    let state = WebViewState()
    var observation: WebViewStateObservation?

    init(application: UnsafeMutablePointer<GtkApplication>, url: URL) {
        window = gtk_application_window_new(application)
        gtk_window_set_default_size(example_window(window), 1024, 720)
        gtk_window_set_title(example_window(window), "GtkWeb GTK 4 example")
        view = WebView(
            configuration: WebEngineConfiguration(customUserAgent: "GTK4Example/1.0"),
            navigator: WebViewNavigator(initialURL: url), state: state)
        // GTK 4: a GtkWindow (its `child`) or a GtkBox; GTK 3 took any GtkContainer.
        view.unsafeAttach(toContainer: UnsafeMutableRawPointer(window))
        var announced = false
        observation = state.observe { [window] state in
            gtk_window_set_title(example_window(window), "GtkWeb — \(state.pageTitle ?? "GTK 4 example")")
            if !announced, !state.isLoading, let loaded = state.url {
                announced = true
                FileHandle.standardOutput.write(Data("gtkweb: page loaded \(loaded.absoluteString)\n".utf8))
            }
        }
        gtk_window_present(example_window(window))
    }
}

/// A page with a wide coloured banner, so a screenshot shows that WebKit painted it.
let startPage = """
    data:text/html,<title>GTK 4 example</title><body style="margin:0;font:24px sans-serif">\
    <div style="background:rgb(192,57,43);color:white;padding:80px">GtkWeb on GTK 4</div>\
    <div style="background:rgb(41,128,185);height:400px"></div></body>
    """

nonisolated(unsafe) var windows: [ExampleWindow] = []  // main thread only: GTK's activate signal

let application = gtk_application_new("org.gtkweb.GTK4Example", G_APPLICATION_NON_UNIQUE)!
let activate: @convention(c) (gpointer?, gpointer?) -> Void = { app, _ in
    MainActor.assumeIsolated {
        guard let app, GtkWebRuntime.initialize() else { return }
        let argument = CommandLine.arguments.dropFirst().first
        let url = URL(string: argument ?? startPage) ?? URL(string: "about:blank")!
        windows.append(ExampleWindow(application: example_application(app), url: url))
    }
}
_ = example_connect(
    UnsafeMutableRawPointer(application), "activate", unsafeBitCast(activate, to: GCallback.self), nil)
// Arguments are the example's own (a URL), not GApplication's.
exit(g_application_run(example_g_application(application), 0, nil))
