import Foundation
import Testing

@testable import GtkWebShell

/// The preferences key file read and written: every invalid value falls back to its default, valid
/// ones are kept, and what is written reads back the same.
@MainActor @Suite struct ShellPreferencesFileTests {
    static func read(_ text: String) throws -> ShellPreferences {
        let file = try TemporaryFile(text)
        let keys = KeyFile()
        try keys.load(file.path)
        return ShellPreferences(reading: keys)
    }

    @Test func invalidValuesGetTheirDefaultsAndValidOnesAreKept() throws {
        let read = try Self.read(
            """
            [Preferences]
            search-url=https://no-placeholder.example/
            home-page=not an address
            download-folder=relative/folder
            default-zoom=9
            content-blocking=maybe
            cookie-policy=refuseAll
            restore-session=false
            """)
        var expected = ShellPreferences()
        expected.cookiePolicy = .refuseAll
        expected.restoreSession = false
        #expect(read == expected)
    }

    @Test func whatIsWrittenReadsBackTheSame() throws {
        var preferences = ShellPreferences()
        preferences.searchURL = "https://search.example/?q=%s&lang=en"
        preferences.homePage = "https://home.example/"
        preferences.downloadFolder = "/tmp/somewhere"
        preferences.defaultZoom = 1.5
        preferences.contentBlocking = false
        preferences.cookiePolicy = .acceptAll
        let keys = KeyFile()
        preferences.write(to: keys)
        let file = try TemporaryFile("")
        try keys.save(file.path)
        #expect(try Self.read(try file.text()) == preferences)
    }
}
