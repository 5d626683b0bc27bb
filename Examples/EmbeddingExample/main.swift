// A GTK Swift app that embeds GtkWeb: its own window, a WebView packed into it, the title kept in sync.
// Built with the package (`swift build --product embedding-example`), so this example always compiles.
import CWebKitGTK  // stands in for the app's own GTK 3 module
import Foundation
import GtkWeb  // or `import SkipWeb`: the same API

MainActor.assumeIsolated {
    guard GtkWebRuntime.initialize() else { fatalError("no display") }
    let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
    gtk_window_set_default_size(cwk_window(window), 1024, 720)

    let state = WebViewState()
    let view = WebView(
        configuration: WebEngineConfiguration(customUserAgent: "MyApp/1.0"),
        navigator: WebViewNavigator(initialURL: URL(string: "https://example.org")!),
        state: state,
        shouldOverrideUrlLoading: { url, _ in url.scheme == "mailto" })  // the app handles mail links
    view.unsafeAttach(toContainer: UnsafeMutableRawPointer(window))  // any GtkContainer *

    let observation = state.observe { state in  // now, and after every change
        gtk_window_set_title(cwk_window(window), state.pageTitle ?? "MyApp")
    }
    g_signal_connect_data(window, "destroy", gtk_main_quit, nil, nil, GConnectFlags(0))  // close → quit
    gtk_widget_show_all(window)
    gtk_main()
    withExtendedLifetime((view, observation)) {}
}
