import CWebKitGTK
public import GtkWeb

/// The width in pixels GTK allocated to `engine`'s view (`gtk_widget_get_allocated_width`), for tests
/// that compare the page's CSS width with the window it is actually shown in.
@MainActor
public func allocatedWidth(of engine: WebEngine) -> Int {
    Int(gtk_widget_get_allocated_width(cwk_widget(engine.unsafeWidget)))
}
