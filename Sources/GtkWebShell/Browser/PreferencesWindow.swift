import Foundation
import GtkWeb

/// The Preferences dialog (`app.preferences`) on `ShellPreferences`: it shows the preferences in effect
/// and Save makes the fields the new preferences and writes the file (a failure is said in the most
/// recent window's notice bar).
@MainActor
final class PreferencesWindow {
    static let cookiePolicies: [(policy: WebPrivacySettings.CookiePolicy, label: String)] = [
        (.acceptAll, "Accept all cookies"), (.refuseThirdParty, "Refuse third-party cookies"),
        (.refuseAll, "Refuse all cookies"),
    ]

    let view = PreferencesDialogView(cookieChoices: cookiePolicies.map(\.label))
    /// Says a failure in the most recent window.
    var notify: (String) -> Void = { _ in }

    init() {
        view.onSave = { [weak self] fields in self?.save(fields) }
        view.onChange = { ShellLibrary.shared.publishState() }
    }

    /// Shows the dialog with the preferences in effect.
    func present() {
        let current = ShellPreferences.current
        view.present(
            PreferencesDialogView.Fields(
                searchURL: current.searchURL, homePage: current.homePage, downloadFolder: current.downloadFolder,
                zoomPercent: Int((current.defaultZoom * 100).rounded()), contentBlocking: current.contentBlocking,
                cookieChoice: Self.cookiePolicies.firstIndex { $0.policy == current.cookiePolicy } ?? 1,
                restoreSession: current.restoreSession))
    }

    /// The dialog's fields as preferences; a field that is not valid keeps the value in effect.
    static func preferences(from fields: PreferencesDialogView.Fields, keeping current: ShellPreferences)
        -> ShellPreferences
    {
        var next = current
        if fields.searchURL.contains("%s"), URL(string: fields.searchURL) != nil { next.searchURL = fields.searchURL }
        let home = fields.homePage.trimmingCharacters(in: .whitespaces)
        if home.isEmpty || URL(string: home)?.scheme != nil { next.homePage = home }
        let folder = fields.downloadFolder.trimmingCharacters(in: .whitespaces)
        if folder.isEmpty || folder.hasPrefix("/") { next.downloadFolder = folder }
        next.defaultZoom = min(
            ShellPreferences.zoomRange.upperBound,
            max(ShellPreferences.zoomRange.lowerBound, Double(fields.zoomPercent) / 100))
        next.contentBlocking = fields.contentBlocking
        if cookiePolicies.indices.contains(fields.cookieChoice) {
            next.cookiePolicy = cookiePolicies[fields.cookieChoice].policy
        }
        next.restoreSession = fields.restoreSession
        return next
    }

    private func save(_ fields: PreferencesDialogView.Fields) {
        do {
            try ShellPreferences.save(Self.preferences(from: fields, keeping: ShellPreferences.current))
        } catch {
            notify("The preferences were not saved: \(error)")
        }
        ShellLibrary.shared.publishState()
    }
}
