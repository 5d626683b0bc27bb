// libFuzzer's entry point for one fuzz target. scripts/fuzz.sh compiles it together with the target's
// module sources, Tests/FuzzRegressionTests/FuzzInvariant.swift, the target's check, and a one-line
// `fuzzCheck` that calls that check. A broken invariant becomes a crash, so that libFuzzer saves the input.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        try fuzzCheck(bytes)
    } catch {
        fatalError("fuzz invariant broken: \(error)")
    }
    return 0
}
