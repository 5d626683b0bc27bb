import Foundation
import GtkWebTestSupport

extension ShellSession {
    /// Clicks `point` in the page with real input and waits until the page has the keyboard focus, so
    /// that the keys sent next reach the page and not the window's other widgets.
    func focusPage(clicking point: (x: Int, y: Int)) async throws {
        try await xdotool(["mousemove", "\(point.x)", "\(point.y)", "click", "1"])
        var last = ""
        try await poll("the page to take the keyboard focus after a click", describe: last) {
            last = try await self.evaluate("document.hasFocus()")
            return last.contains("true")
        }
    }

    /// Presses Tab with real keys, one at a time, until the page's focused element is the one with `id`
    /// (at most `limit` presses), waiting after each press until the page's focus has moved.
    /// - Throws: `WaitTimeout` when a press does not move the focus, or the element is not reached.
    func tab(toElement id: String, limit: Int = 4) async throws {
        let focused = "document.activeElement ? document.activeElement.id : ''"
        for _ in 0..<limit {
            let before = try await evaluate(focused)
            try await xdotool(["key", "Tab"])
            var now = before
            try await poll("the page's focus to move on from \(before) after Tab", describe: now) {
                now = try await self.evaluate(focused)
                return now != before
            }
            if now.contains("\"\(id)\"") { return }
        }
        throw WaitTimeout(description: "\(limit) presses of Tab did not focus the page's element #\(id)")
    }
}
