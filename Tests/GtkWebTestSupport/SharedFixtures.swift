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
}
