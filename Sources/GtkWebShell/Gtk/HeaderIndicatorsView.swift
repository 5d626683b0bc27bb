import CWebKitGTK
import GLibInterop

/// What the header bar says about the page and the window: a lock or not-secure icon at the start of
/// the address entry (a warning sign for a certificate accepted despite its problems) that opens the
/// page-info popover, the page zoom (a button that resets it, shown when the zoom is not 100 %), and
/// for a private window an icon and a dark header bar (style class `private`), as Epiphany marks its
/// incognito windows.
@MainActor
final class HeaderIndicatorsView {
    /// How the page's connection is.
    enum Security: String {
        /// No network address (the start page, a local file).
        case none
        /// HTTPS.
        case secure
        /// Plain HTTP: nothing is encrypted.
        case insecure
        /// HTTPS with a certificate the user accepted despite its problems.
        case acceptedRisk
    }

    private let entry: GObjectRef
    private let header: GObjectRef
    /// The zoom button (its label is the zoom, "110 %").
    let zoomButton: GObjectRef
    private let privateIcon: GObjectRef
    /// The popover the security icon opens.
    let pageInfo: PageInfoPopoverView
    private var connections: [SignalConnection] = []
    private(set) var security = Security.none
    /// Called when the zoom button is clicked.
    var onZoomReset: () -> Void = {}

    init(entry: GObjectRef, header: GObjectRef) {
        self.entry = entry
        self.header = header
        pageInfo = PageInfoPopoverView(entry: entry)
        zoomButton = GObjectRef(sinking: gtk_button_new_with_label("100 %")!)
        gtk_widget_set_tooltip_text(cwk_widget(zoomButton.raw), "Reset Zoom (Ctrl+0)")
        gtk_widget_set_no_show_all(cwk_widget(zoomButton.raw), 1)
        privateIcon = GObjectRef(
            sinking: gtk_image_new_from_icon_name("user-not-tracked-symbolic", GTK_ICON_SIZE_BUTTON)!)
        gtk_widget_set_tooltip_text(cwk_widget(privateIcon.raw), "Private window: nothing is kept when it closes")
        gtk_widget_set_no_show_all(cwk_widget(privateIcon.raw), 1)
        gtk_header_bar_pack_end(cwk_header_bar(header.raw), cwk_widget(zoomButton.raw))
        gtk_header_bar_pack_start(cwk_header_bar(header.raw), cwk_widget(privateIcon.raw))
        connections.append(zoomButton.connect("clicked") { [weak self] _ in self?.onZoomReset() })
        Self.installStyle()
    }

    /// Shows the connection's security in the address entry.
    func setSecurity(_ security: Security) {
        guard security != self.security else { return }
        self.security = security
        let (icon, tooltip): (String?, String?) =
            switch security {
            case .none: (nil, nil)
            case .secure: ("channel-secure-symbolic", "Secure connection: click for the certificate")
            case .insecure: ("channel-insecure-symbolic", "Not secure: what you send this site can be read on the way")
            case .acceptedRisk:
                ("dialog-warning-symbolic", "Not secure: you accepted this site's certificate despite its problems")
            }
        gtk_entry_set_icon_from_icon_name(cwk_entry(entry.raw), GTK_ENTRY_ICON_PRIMARY, icon)
        gtk_entry_set_icon_tooltip_text(cwk_entry(entry.raw), GTK_ENTRY_ICON_PRIMARY, tooltip)
    }

    /// Shows `zoom` (1 is 100 %) on the zoom button, or hides it at 100 %.
    func setZoom(_ zoom: Double) {
        let percent = Int((zoom * 100).rounded())
        gtk_button_set_label(cwk_button(zoomButton.raw), "\(percent) %")
        if percent == 100 {
            gtk_widget_hide(cwk_widget(zoomButton.raw))
        } else {
            gtk_widget_show(cwk_widget(zoomButton.raw))
        }
    }

    /// Marks the header bar as a private window's.
    func markPrivate() {
        gtk_style_context_add_class(gtk_widget_get_style_context(cwk_widget(header.raw)), "private")
        gtk_widget_show(cwk_widget(privateIcon.raw))
    }

    /// The zoom button's label when it is shown, else "".
    var zoomLabel: String {
        guard gtk_widget_get_visible(cwk_widget(zoomButton.raw)) != 0 else { return "" }
        return String(borrowingCString: gtk_button_get_label(cwk_button(zoomButton.raw))) ?? ""
    }

    /// Where the zoom button is on screen (`ScreenFrame`).
    var zoomFrame: [Int] { ScreenFrame.of(zoomButton) }

    /// The address entry's security icon name, "" when none.
    var securityIcon: String {
        String(borrowingCString: gtk_entry_get_icon_name(cwk_entry(entry.raw), GTK_ENTRY_ICON_PRIMARY)) ?? ""
    }

    /// Whether the header bar has the private style and shows the private icon.
    var looksPrivate: Bool {
        gtk_style_context_has_class(gtk_widget_get_style_context(cwk_widget(header.raw)), "private") != 0
            && gtk_widget_get_visible(cwk_widget(privateIcon.raw)) != 0
    }

    private static var isStyleInstalled = false

    /// The private header bar's colours, for every window of the screen (once).
    private static func installStyle() {
        guard !isStyleInstalled, let screen = gdk_screen_get_default() else { return }
        isStyleInstalled = true
        let provider = gtk_css_provider_new()!
        let css = "headerbar.private { background-image: none; background-color: #3d3846; color: #ffffff; }"
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(
            screen, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}
