import CWebKitGTK
import GLibInterop
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// The main-loop bridge: Swift's main actor runs inside the GLib loop.
final class MainLoopBridgeTests: XCTestCase {
    func testMainActorTaskRunsWhileGLibLoopIterates() {
        runOnMainLoop("a main-actor task resuming after a GLib timeout") {
            let fired = Awaited<Int>("a GLib timeout callback")
            let source = MainLoopSource.once(afterMilliseconds: 10) { fired.fulfill(42) }
            let value = try await fired.value(within: 5)
            XCTAssertEqual(value, 42)
            _ = source
        }
    }

    func testFixtureServerAnswersOnTheSameLoop() {
        runOnMainLoop("a request to the fixture server") {
            let server = try FixtureServer()
            defer { server.stop() }
            XCTAssertGreaterThan(server.port, 0)
            let session = soup_session_new()
            defer { g_object_unref(session) }
            let messageRef = GObjectRef(
                takingOwnership: soup_message_new("GET", server.url("/page/hello").absoluteString)!)
            let message = messageRef.opaque
            let body: Data = try await gAsync { cancellable, callback, data in
                soup_session_send_and_read_async(session, message, G_PRIORITY_DEFAULT, cancellable, callback, data)
            } finish: { result in
                let bytes = try GLibError.check { soup_session_send_and_read_finish(session, result, $0) }
                defer { g_bytes_unref(bytes) }
                var size: gsize = 0
                let pointer = g_bytes_get_data(bytes, &size)
                return Data(bytes: pointer!, count: Int(size))
            }
            XCTAssertTrue(String(decoding: body, as: UTF8.self).contains("<title>hello</title>"))
            XCTAssertEqual(server.requests(for: "/page/hello").count, 1)
        }
    }
}
