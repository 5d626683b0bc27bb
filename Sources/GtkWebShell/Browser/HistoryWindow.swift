import Foundation
import SessionStore

/// The history window (`win.history`, Ctrl+H): visited pages, most recent first, grouped by the day of
/// their last visit, or, while something is typed in its search entry, those whose title or address
/// contain it. Open (or a double-click) opens the selected page in a new tab; Delete removes the selected
/// page, or, on a day's row, every page last visited that day; Clear Browsing Data… opens that dialog.
/// While shown, it lists again when a tab's page or title changes (`refreshSoon`), so that a page
/// visited meanwhile appears; the selection stays on the same page.
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
    /// Lists again, at most a few times a second.
    private lazy var refresh = CoalescedCall(milliseconds: 200) { [weak self] in self?.reload(onlyIfChanged: true) }
    /// The number of the latest listing asked for: a listing that ends after a newer one was asked for
    /// is not shown.
    private var latestListing = 0

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

    /// Lists the pages again soon, if the window is shown: a tab's page or title changed, which the
    /// store records on its writer queue.
    func refreshSoon() {
        if view.isShown { refresh.soon() }
    }

    /// Lists the pages again (history changed, or the search text did); with `onlyIfChanged`, leaves
    /// the rows as they are when the pages listed are the same. The store is read off the main thread
    /// (its history reads first wait for the visits the tabs queued, which a bookmark import holding the
    /// writer delays), and the rows are shown when it answers.
    func reload(onlyIfChanged: Bool = false) {
        latestListing += 1
        let listing = latestListing
        let (store, text, limit) = (self.store, view.searchText, self.limit)
        Task { @MainActor [weak self] in
            let read = await Task.detached {
                Result { () throws(SessionStoreError) in
                    try store.history(matching: text, limit: limit)
                }
            }.value
            guard let self, listing == self.latestListing else { return }
            switch read {
            case .success(let entries): self.show(entries, onlyIfChanged: onlyIfChanged)
            case .failure(let error):
                self.show([], onlyIfChanged: false)
                self.notify("History could not be read: \(error.localizedDescription)")
            }
        }
    }

    private func show(_ newEntries: [HistoryEntry], onlyIfChanged: Bool) {
        let selectedURL = view.selectedID.flatMap { id in entries.indices.contains(Int(id)) ? entries[Int(id)].url : nil
        }
        let selectedDay = view.selectedID.flatMap { id in days.indices.contains(Int(-id - 1)) ? days[Int(-id - 1)] : nil
        }
        if onlyIfChanged, newEntries == entries { return }
        entries = newEntries
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
        // Row IDs are positions, which a new visit shifts: select the same page or day again, or none.
        if let url = selectedURL {
            view.select(id: entries.firstIndex { $0.url == url }.map(Int64.init))
        } else if let day = selectedDay {
            view.select(id: days.firstIndex(of: day).map { -Int64($0) - 1 })
        }
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
            let store = self.store
            // Removed off the main thread: the removal waits for the writer, which an import may hold.
            Task { @MainActor [weak self] in
                let removed = await Task.detached {
                    Result { () throws(SessionStoreError) in
                        try store.removeHistory(visitedFrom: day, to: end)
                    }
                }.value
                if case .failure(let error) = removed {
                    self?.notify("History was not removed: \(error.localizedDescription)")
                }
                self?.reload()
            }
            return
        }
        reload()
    }

    private func openEntry(_ id: Int64) {
        guard id >= 0, entries.indices.contains(Int(id)), let url = URL(string: entries[Int(id)].url) else { return }
        open(url)
    }
}
