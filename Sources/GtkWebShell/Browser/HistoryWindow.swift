import Foundation
import SessionStore

/// The history window (`win.history`, Ctrl+H): visited pages, most recent first, grouped by the day of
/// their last visit, or, while something is typed in its search entry, those whose title or address
/// contain it. Open (or a double-click) opens the selected page in a new tab; Delete removes the selected
/// page, or, on a day's row, every page last visited that day; Clear Browsing Data… opens that dialog.
@MainActor
final class HistoryWindow {
    let view = LibraryWindowView(
        title: "History",
        buttons: [("open", "Open"), ("delete", "Delete"), ("clear", "Clear Browsing Data…")],
        editable: false)
    private let store: SessionStore
    /// The pages listed; a page's row ID is its index here.
    private var entries: [HistoryEntry] = []
    /// The days listed; a day's row ID is -1 - its index here.
    private var days: [Date] = []
    /// Opens an address in a new tab of the most recent window.
    var open: (URL) -> Void = { _ in }
    /// Says a failure in the most recent window.
    var notify: (String) -> Void = { _ in }
    /// Opens the Clear Browsing Data dialog.
    var clearData: () -> Void = {}
    /// The most pages listed.
    var limit = 1000

    init(store: SessionStore) {
        self.store = store
        view.onSearch = { [weak self] _ in self?.reload() }
        view.onButton = { [weak self] name in self?.pressed(name) }
        view.onActivated = { [weak self] id in self?.openEntry(id) }
        view.onChange = { ShellLibrary.shared.publishState() }
    }

    /// Shows the window with the history as it is now.
    func present() {
        reload()
        view.present()
    }

    /// Lists the pages again (history changed, or the search text did).
    func reload() {
        do {
            entries = try store.history(matching: view.searchText, limit: limit)
        } catch {
            entries = []
            notify("History could not be read: \(error.localizedDescription)")
        }
        let calendar = Calendar.current
        days = []
        var rows: [LibraryWindowView.Row] = []
        for (index, entry) in entries.enumerated() {
            let day = calendar.startOfDay(for: entry.lastVisit)
            if days.last != day {
                days.append(day)
                rows.append(LibraryWindowView.Row(title: Self.name(of: day), detail: "", id: -Int64(days.count)))
            }
            rows[rows.count - 1].children.append(
                LibraryWindowView.Row(
                    title: entry.title.isEmpty ? entry.url : entry.title, detail: entry.url, id: Int64(index)))
        }
        view.show(rows)
    }

    /// "Today", "Yesterday", or the date.
    static func name(of day: Date) -> String {
        let calendar = Calendar.current
        if calendar.isDateInToday(day) { return "Today" }
        if calendar.isDateInYesterday(day) { return "Yesterday" }
        return day.formatted(date: .complete, time: .omitted)
    }

    private func pressed(_ name: String) {
        switch name {
        case "open": if let id = view.selectedID { openEntry(id) }
        case "delete": if let id = view.selectedID { delete(id) }
        case "clear": clearData()
        default: break
        }
    }

    private func delete(_ id: Int64) {
        if id >= 0, entries.indices.contains(Int(id)) {
            store.removeHistory(url: entries[Int(id)].url)
        } else if days.indices.contains(Int(-id - 1)) {
            let day = days[Int(-id - 1)]
            let end = Calendar.current.date(byAdding: .day, value: 1, to: day) ?? day.addingTimeInterval(86_400)
            do {
                try store.removeHistory(visitedFrom: day, to: end)
            } catch {
                notify("History was not removed: \(error.localizedDescription)")
            }
        }
        reload()
    }

    private func openEntry(_ id: Int64) {
        guard id >= 0, entries.indices.contains(Int(id)), let url = URL(string: entries[Int(id)].url) else { return }
        open(url)
    }
}
