import Foundation
import GLibInterop

/// How a `BrowserSession` prepares the engine of its next new tab, per profile in use.
///
/// Without a spare, a new tab's engine starts its own web process on its first load (plain C's second
/// view costs ~125–140 ms, mostly that). A spare is made once a tab of the profile that woke has loaded,
/// so the next tab of that profile starts on it.
public enum SpareEngineMode: Sendable, Equatable {
    /// No spare: each new engine starts its own web process when it first loads (SkipWeb's behaviour).
    case none
    /// Each tab keeps a web process of its own (isolated: a crash ends one tab), and the spare is an
    /// engine whose web process is already running: it has loaded an empty `about:blank` (which WebKit
    /// keeps out of the back/forward list, and which a restored back/forward list replaces).
    case isolated
    /// New tabs of a profile share one web process: the spare is a view related to a hidden,
    /// per-profile process host (`webkit_web_view_new_with_related_view`). Fastest and lightest (a
    /// shared tab costs ~25–30 MB PSS instead of ~80), but not isolated: one crash ends every tab on the
    /// process, and each of them reports it (`BrowserSessionEvent.webProcessTerminated`) and comes back
    /// on `reload()`. WebKit runs a related view with its host's user content, so the host is made from
    /// the same configuration; a configuration with script message handlers or console capture gets no
    /// shared spare (WebKit would deliver the tab's messages to the host), nor does the `.ephemeral`
    /// profile (each of its engines has a store of its own): their tabs start their own process as with
    /// `.none`.
    case sharedProcess
}

/// The spare engines of one session, keyed by profile, and for `.sharedProcess` the hidden host views
/// that own the shared web processes.
@MainActor
final class SpareEngines {
    var mode: SpareEngineMode {
        didSet { if mode != oldValue { removeAll() } }
    }
    private let makeConfiguration: (WebProfile) -> WebEngineConfiguration
    private var spares: [WebProfile: WebEngine] = [:]
    private var hosts: [WebProfile: WebEngine] = [:]
    private var refill: [WebProfile: MainLoopSource] = [:]
    /// Profiles whose spare was taken (or was missing) and is to be made again.
    private var wanted: Set<WebProfile> = []
    /// The blank loads that start the spares' (or hosts') web processes. Never cancelled: the engine may
    /// be a tab's by then, and cancelling would stop the tab's own load; a tab's load supersedes it.
    private var warming: [WebProfile: Task<Void, Never>] = [:]

    init(mode: SpareEngineMode, configuration: @escaping (WebProfile) -> WebEngineConfiguration) {
        self.mode = mode
        self.makeConfiguration = configuration
    }

    isolated deinit { for source in refill.values { source.cancel() } }

    /// Hands over the spare of `profile`; the next is made by `tabSettled(profile:)`, once the new tab's
    /// page has loaded (a web process started during that load would slow it down). Without a ready spare,
    /// `.sharedProcess` makes one now (so every tab of the profile joins the shared process) and
    /// `.isolated` returns nil; so does `.none`, and a configuration that cannot share a process.
    func take(for profile: WebProfile) -> WebEngine? {
        guard mode != .none else { return nil }
        wanted.insert(profile)
        if let spare = spares.removeValue(forKey: profile) { return spare }
        return mode == .sharedProcess ? makeSpare(for: profile) : nil
    }

    /// Makes the spare of `profile` now, if there is none.
    func prepare(for profile: WebProfile) {
        guard mode != .none, spares[profile] == nil, let spare = makeSpare(for: profile) else { return }
        spares[profile] = spare
    }

    /// Makes the spare of `profile` now, if there is none, and returns once its web process has loaded
    /// the blank page (at once for `.none`, or when no spare can be made).
    func prepared(for profile: WebProfile) async {
        prepare(for: profile)
        await warming[profile]?.value
    }

    /// Drops every spare and host (their web processes end when no tab still uses them).
    func removeAll() {
        for source in refill.values { source.cancel() }
        refill = [:]
        wanted = []
        warming = [:]
        spares = [:]
        hosts = [:]
    }

    /// Drops the `.sharedProcess` host of `profile` and its spare, so that their web process ends once
    /// no tab uses it: called when none of the profile's tabs has an engine. The next tab makes them again.
    func releaseSharedProcess(of profile: WebProfile) {
        guard mode == .sharedProcess, hosts[profile] != nil else { return }
        hosts[profile] = nil
        spares[profile] = nil
        warming[profile] = nil
        refill.removeValue(forKey: profile)?.cancel()
    }

    /// Makes the spare of `profile` on an idle turn if one was taken: called when a tab of that profile
    /// finished or failed a load.
    func tabSettled(profile: WebProfile) {
        guard wanted.remove(profile) != nil, refill[profile] == nil else { return }
        refill[profile] = MainLoopSource.idle { [weak self] in
            self?.refill[profile] = nil
            self?.prepare(for: profile)
            return false
        }
    }

    private func makeSpare(for profile: WebProfile) -> WebEngine? {
        let configuration = makeConfiguration(profile)
        switch mode {
        case .none:
            return nil
        case .isolated:
            let spare = WebEngine(configuration: configuration)
            warm(spare, for: profile)
            return spare
        case .sharedProcess:
            // An `.ephemeral` store belongs to one engine; a related view would use its host's.
            guard profile != .ephemeral, configuration.scriptMessageHandlerNames.isEmpty,
                !configuration.capturesConsoleOutput
            else { return nil }
            let host = hosts[profile] ?? WebEngine(configuration: configuration)
            if hosts[profile] == nil || host.webProcessTermination != nil { warm(host, for: profile) }
            hosts[profile] = host
            return WebEngine(configuration: configuration, relatedTo: host)
        }
    }

    /// Loads an empty page into `engine`, which starts (or restarts) its web process.
    private func warm(_ engine: WebEngine, for profile: WebProfile) {
        warming[profile] = Task { @MainActor in
            try? await engine.loadHTMLAndWait("<!DOCTYPE html>")  // a failure leaves a cold spare, no worse
        }
    }
}
