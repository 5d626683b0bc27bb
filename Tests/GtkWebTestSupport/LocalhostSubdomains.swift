public import Foundation
public import GtkWeb
public import XCTest

/// Pages on subdomains of `localhost` (`sub.localhost`): WebKit's resolver sends them to the loopback
/// address on most machines, but not on every one.
@MainActor
public enum LocalhostSubdomains {
    /// Loads `url`, whose host is a subdomain of `localhost`.
    /// - Throws: `XCTSkip` with the reason when the host does not resolve here (a network failure), so
    ///   the test is skipped rather than failed; any other error as `load(url:)` throws it.
    public static func load(_ url: URL, in engine: WebEngine) async throws {
        do {
            try await engine.load(url: url)
        } catch let error as WebLoadError where error.kind == .network {
            throw XCTSkip("\(url.host ?? "?") does not resolve on this machine: \(error.message)")
        }
    }
}
