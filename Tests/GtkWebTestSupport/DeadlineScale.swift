public import Foundation

/// How many times longer than its stated deadline every wait of the tests may take:
/// `GTKWEB_TEST_DEADLINE_SCALE`, a number of at least 1 (default 1). `make test-asan` and `make test-tsan` set
/// it, because code built with a sanitizer runs several times slower — the test process, and the `gtkweb`
/// binary and probes it starts — while WebKit's own processes are not instrumented. A deadline says how long
/// to wait for an event before saying it did not happen; it never measures speed.
public enum DeadlineScale {
    /// The factor read from the environment once.
    public static let factor: Double = {
        let value = ProcessInfo.processInfo.environment["GTKWEB_TEST_DEADLINE_SCALE"].flatMap(Double.init) ?? 1
        return max(1, value)
    }()

    /// `seconds` scaled by `factor`.
    public static func seconds(_ seconds: Double) -> Double { seconds * factor }
}
