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

    func testAnAwaitedGIOCallContinuesInTheCallbackThatFinishedItBeforeTheLoopRunsAnythingElse() {
        runOnMainLoop("a GIO call awaited through gAsync") {
            // A source that is ready at once, at the highest priority: the loop runs it on its very next
            // dispatch. A task that continued through another thread would come back only after it.
            let marker = LoopMarker()
            let root = g_file_new_for_path("/")
            defer { g_object_unref(UnsafeMutableRawPointer(root)) }
            let type: String = try await gAsync { cancellable, callback, data in
                g_file_query_info_async(
                    root, "standard::type", G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT, cancellable, callback, data)
            } finish: { result in
                let info = try GLibError.check { g_file_query_info_finish(root, result, $0) }
                defer { g_object_unref(UnsafeMutableRawPointer(info)) }
                marker.arm()
                return g_file_info_get_file_type(info) == G_FILE_TYPE_DIRECTORY ? "directory" : "other"
            }
            XCTAssertEqual(type, "directory")
            XCTAssertTrue(marker.isArmed, "the call's finish step never ran")
            XCTAssertFalse(
                marker.hasFired,
                "the task continued only after the loop had dispatched another source: it went through another thread")
        }
    }
}

/// A GLib idle source at `G_PRIORITY_HIGH`, armed from a callback, that records whether the loop has run it.
@MainActor private final class LoopMarker {
    private var source: MainLoopSource?
    private(set) var hasFired = false
    var isArmed: Bool { source != nil }

    func arm() {
        source = MainLoopSource.idle(priority: G_PRIORITY_HIGH) { [weak self] in
            self?.hasFired = true
            return false
        }
    }
}
