// A libadwaita app that embeds a SkipWeb `WebView`: an `AdwApplicationWindow` whose content is a vertical
// `GtkBox` with an `AdwHeaderBar` on top and the web view below (attached to the box), the title kept in
// sync with the page. Prints `gtkweb: page loaded <url>` once the page has loaded (for
// scripts/screenshot-check.sh). Run: `swift run adwaita-example [URL]` in Examples/GTK4Example.
import CAdwaita
import Foundation
import SkipWeb

/// The app's one window and what it shows.
@MainActor
final class AdwaitaWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let view: WebView
    let state = WebViewState()
    var observation: WebViewStateObservation?

    init(application: UnsafeMutablePointer<GtkApplication>, url: URL) {
        window = adw_application_window_new(application)
        gtk_window_set_default_size(adw_example_window(window), 1024, 720)
        gtk_window_set_title(adw_example_window(window), "GtkWeb libadwaita example")
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(adw_example_box(content), adw_header_bar_new())
        adw_application_window_set_content(adw_example_app_window(window), content)
        view = WebView(
            configuration: WebEngineConfiguration(customUserAgent: "AdwaitaExample/1.0"),
            navigator: WebViewNavigator(initialURL: url), state: state)
        view.unsafeAttach(toContainer: UnsafeMutableRawPointer(content))  // a GtkBox: appended below the header
        var announced = false
        observation = state.observe { [window] state in
            gtk_window_set_title(adw_example_window(window), "GtkWeb — \(state.pageTitle ?? "libadwaita example")")
            if !announced, !state.isLoading, let loaded = state.url {
                announced = true
                FileHandle.standardOutput.write(Data("gtkweb: page loaded \(loaded.absoluteString)\n".utf8))
            }
        }
        gtk_window_present(adw_example_window(window))
    }
}

/// A page with a wide coloured banner, so a screenshot shows that WebKit painted it.
let startPage = """
    data:text/html,<title>libadwaita example</title><body style="margin:0;font:24px sans-serif">\
    <div style="background:rgb(39,174,96);color:white;padding:80px">GtkWeb in an AdwApplicationWindow</div>\
    <div style="background:rgb(142,68,173);height:400px"></div></body>
    """

nonisolated(unsafe) var windows: [AdwaitaWindow] = []  // main thread only: GTK's activate signal

let application = adw_application_new("org.gtkweb.AdwaitaExample", G_APPLICATION_NON_UNIQUE)!
let activate: @convention(c) (gpointer?, gpointer?) -> Void = { app, _ in
    MainActor.assumeIsolated {
        guard let app, GtkWebRuntime.initialize() else { return }
        let argument = CommandLine.arguments.dropFirst().first
        let url = URL(string: argument ?? startPage) ?? URL(string: "about:blank")!
        windows.append(AdwaitaWindow(application: adw_example_gtk_application(app), url: url))
    }
}
_ = adw_example_connect(
    UnsafeMutableRawPointer(application), "activate", unsafeBitCast(activate, to: GCallback.self), nil)
// Arguments are the example's own (a URL), not GApplication's.
exit(g_application_run(adw_example_g_application(application), 0, nil))
