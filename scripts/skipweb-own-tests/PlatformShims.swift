// Linux stand-ins for what SkipWeb's tests take from OSLog and SkipTest.
struct Logger {
    init(subsystem: String, category: String) {}
    func log(_ message: String) {}
}
let isAndroid = false
let isRobolectric = false
let isMacOS = false
