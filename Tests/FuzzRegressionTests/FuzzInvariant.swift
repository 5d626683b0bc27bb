/// A broken invariant found by a fuzz check: what was expected, and of which input.
///
/// The libFuzzer entry (`Tests/Fuzz/Entry.swift`) turns it into a crash so that the fuzzer saves the
/// input; `FuzzRegressionTests` reports it as a test failure naming the saved input.
struct FuzzInvariantViolation: Error, CustomStringConvertible {
    var check: String
    var message: String
    var description: String { "\(check): \(message)" }
}

/// Throws `FuzzInvariantViolation` when `condition` is false.
func fuzzRequire(
    _ condition: Bool, _ check: String, _ message: @autoclosure () -> String
) throws(FuzzInvariantViolation) {
    if !condition { throw FuzzInvariantViolation(check: check, message: message()) }
}

/// The input as text: invalid UTF-8 is repaired (U+FFFD), as every text reader of GtkWeb does.
func fuzzText(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
