import CWebKitGTK
import Foundation
import GLibInterop

/// The tab overview: a grid (`GtkFlowBox`) of cards, one per tab in tab order, each with the tab's
/// thumbnail, its title and a close button. Clicking a card (or Return on it) reports its index.
@MainActor
final class TabOverviewView {
    /// What one card shows.
    struct Card: Equatable {
        var title: String
        /// A PNG or JPEG of the page; nil shows an empty frame.
        var thumbnail: Data?
    }

    /// Where a card is on screen, and what it shows (read back from its widgets).
    struct Shown {
        var title: String
        var hasThumbnail: Bool
        /// The card's and its thumbnail's rectangles, `[x, y, width, height]` in root-window coordinates.
        var frame: [Int]
        var thumbnailFrame: [Int]
        var closeFrame: [Int]
    }

    /// The thumbnails' box, in pixels (a thumbnail keeps its aspect within it).
    static let thumbnailSize = (width: Int32(240), height: Int32(150))

    /// The overview page (a `GtkScrolledWindow`).
    let page: GObjectRef
    private let grid: GObjectRef
    private var cards: [CardWidgets] = []
    private var connections: [SignalConnection] = []

    /// Called with the index of the card clicked or activated with the keyboard.
    var onActivate: (Int) -> Void = { _ in }
    /// Called with the index of the card whose close button was clicked.
    var onClose: (Int) -> Void = { _ in }
    /// Called after the cards moved or were resized.
    var onLayoutChanged: () -> Void = {}

    init() {
        page = GObjectRef(sinking: gtk_scrolled_window_new(nil, nil)!)
        gtk_scrolled_window_set_policy(cwk_shell_scrolled_window(page.raw), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        grid = GObjectRef(sinking: gtk_flow_box_new()!)
        let box = cwk_shell_flow_box(grid.raw)
        gtk_flow_box_set_selection_mode(box, GTK_SELECTION_NONE)
        gtk_flow_box_set_activate_on_single_click(box, 1)
        gtk_flow_box_set_homogeneous(box, 1)
        gtk_flow_box_set_min_children_per_line(box, 1)
        gtk_flow_box_set_max_children_per_line(box, 6)
        gtk_flow_box_set_row_spacing(box, 12)
        gtk_flow_box_set_column_spacing(box, 12)
        gtk_widget_set_valign(cwk_widget(grid.raw), GTK_ALIGN_START)
        gtk_container_set_border_width(cwk_container(grid.raw), 18)
        gtk_container_add(cwk_container(page.raw), cwk_widget(grid.raw))
        gtk_widget_show_all(cwk_widget(page.raw))
        connections.append(
            grid.connect("child-activated") { [weak self] arguments in
                guard let child = arguments.pointer(1) else { return }
                self?.onActivate(Int(gtk_flow_box_child_get_index(cwk_shell_flow_box_child(child))))
            })
        connections.append(grid.connect("size-allocate") { [weak self] _ in self?.onLayoutChanged() })
    }

    /// Shows one card per entry of `newCards`, in order.
    func show(_ newCards: [Card]) {
        while cards.count > newCards.count {
            let card = cards.removeLast()
            gtk_widget_destroy(cwk_widget(card.child.raw))
        }
        while cards.count < newCards.count {
            let index = cards.count
            let card = CardWidgets { [weak self] in self?.onClose(index) }
            gtk_flow_box_insert(cwk_shell_flow_box(grid.raw), cwk_widget(card.box.raw), -1)
            card.attach(to: GObjectRef(retaining: gtk_widget_get_parent(cwk_widget(card.box.raw))!))
            cards.append(card)
        }
        for (card, shown) in zip(cards, newCards) { card.show(shown) }
    }

    /// Replaces the thumbnail of the card at `index`.
    func setThumbnail(_ data: Data, at index: Int) {
        guard cards.indices.contains(index) else { return }
        cards[index].setThumbnail(data)
    }

    /// What the cards show and where, in order.
    var shown: [Shown] { cards.map(\.shown) }

    /// Puts the keyboard focus on the card at `index`.
    func focus(_ index: Int) {
        guard cards.indices.contains(index) else { return }
        gtk_widget_grab_focus(cwk_widget(cards[index].child.raw))
    }
}

/// The widgets of one card.
@MainActor
private final class CardWidgets {
    let box: GObjectRef
    private(set) var child: GObjectRef
    private let image: GObjectRef
    private let title: GObjectRef
    private let close: GObjectRef
    private var hasThumbnail = false
    private var connections: [SignalConnection] = []

    init(onClose: @escaping @MainActor () -> Void) {
        box = GObjectRef(sinking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!)
        child = box
        gtk_container_set_border_width(cwk_container(box.raw), 6)
        image = GObjectRef(sinking: gtk_image_new()!)
        let size = TabOverviewView.thumbnailSize
        gtk_widget_set_size_request(cwk_widget(image.raw), size.width, size.height)
        let frame = gtk_frame_new(nil)!
        gtk_widget_set_halign(frame, GTK_ALIGN_CENTER)
        gtk_container_add(cwk_container(frame), cwk_widget(image.raw))
        title = GObjectRef(sinking: gtk_label_new("")!)
        gtk_label_set_ellipsize(cwk_shell_label(title.raw), PANGO_ELLIPSIZE_END)
        gtk_label_set_xalign(cwk_shell_label(title.raw), 0)
        gtk_label_set_max_width_chars(cwk_shell_label(title.raw), 24)
        close = TabPageView.closeButton()
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        gtk_box_pack_start(cwk_box(row), cwk_widget(title.raw), 1, 1, 0)
        gtk_box_pack_end(cwk_box(row), cwk_widget(close.raw), 0, 0, 0)
        gtk_box_pack_start(cwk_box(box.raw), frame, 0, 0, 0)
        gtk_box_pack_start(cwk_box(box.raw), row, 0, 0, 0)
        gtk_widget_show_all(cwk_widget(box.raw))
        connections.append(close.connect("clicked") { _ in onClose() })
    }

    /// Remembers the `GtkFlowBoxChild` the flow box wrapped the card in.
    func attach(to child: GObjectRef) { self.child = child }

    func show(_ card: TabOverviewView.Card) {
        gtk_label_set_text(cwk_shell_label(title.raw), card.title)
        gtk_widget_set_tooltip_text(cwk_widget(box.raw), card.title)
        let size = TabOverviewView.thumbnailSize
        hasThumbnail = Pixbufs.show(card.thumbnail, in: image, width: size.width, height: size.height)
    }

    func setThumbnail(_ data: Data) {
        let size = TabOverviewView.thumbnailSize
        hasThumbnail = Pixbufs.show(data, in: image, width: size.width, height: size.height)
    }

    var shown: TabOverviewView.Shown {
        TabOverviewView.Shown(
            title: String(borrowingCString: gtk_label_get_text(cwk_shell_label(title.raw))) ?? "",
            hasThumbnail: hasThumbnail, frame: ScreenFrame.of(child), thumbnailFrame: ScreenFrame.of(image),
            closeFrame: ScreenFrame.of(close))
    }
}
