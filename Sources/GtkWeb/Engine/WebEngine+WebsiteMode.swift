public import Foundation

extension WebEngine {
    /// Decides whether the engine asks for the desktop version of `url`'s site
    /// (`configuration.desktopWebsiteForURL`), sets `isDesktopWebsite`, and applies the user agent:
    /// in desktop mode WebKitGTK's own user agent, which is a desktop Safari/Linux one, instead of
    /// `configuration.customUserAgent`; otherwise the configured one.
    ///
    /// `load(url:)` calls this before every load; call it yourself before loading by other means
    /// (a navigator's `load(url:)` goes through `load(url:)`). Navigations the page starts keep the mode
    /// of the last load.
    public func prepareWebsiteMode(for url: URL) {
        let desktop = configuration.desktopWebsiteForURL?(url) ?? false
        guard desktop != isDesktopWebsite else { return }  // the settings already match
        isDesktopWebsite = desktop
        settings.apply(effectiveSettings)
    }

    /// The configuration's settings, with the user agent of the website mode.
    var effectiveSettings: EngineSettings {
        var values = configuration.engineSettings
        if isDesktopWebsite { values.userAgent = nil }
        return values
    }
}
