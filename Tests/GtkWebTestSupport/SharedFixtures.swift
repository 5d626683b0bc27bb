public import Foundation
import GtkWeb
public import HTTPFixture

/// Fixtures shared by the whole test process, so the suite starts few servers and WebKit views.
@MainActor
public enum SharedFixtures {
    private static var server: FixtureServer?

    /// The process-wide fixture server (started on first use; routes added by a test stay, so tests
    /// add routes under paths named after themselves).
    public static func httpServer() throws -> FixtureServer {
        if let server { return server }
        let started = try FixtureServer()
        server = started
        return started
    }

    /// A URL whose connection is refused: port 29999 of 127.0.0.1, where nothing listens. Unlike the port of
    /// a stopped fixture server, it is below Linux's ephemeral range (32768–60999), so no fixture server
    /// (which binds port 0) can take it; and it is not one of the ports WebKit refuses to use.
    nonisolated public static func refusedURL(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:29999\(path)")!
    }
}
