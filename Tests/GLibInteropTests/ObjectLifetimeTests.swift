import CWebKitGTK
import GLibInterop
import GtkWebTestSupport
import HTTPFixture
import XCTest

/// Ownership rules of GLibInterop: who keeps a GObject, a signal handler and an async call alive.
final class ObjectLifetimeTests: XCTestCase {
    private final class Tracked {}

    func testGObjectIsFinalizedWhenTheLastSwiftOwnerGoes() {
        runOnMainLoop {
            var owner: GObjectRef? = GObjectRef(takingOwnership: g_cancellable_new())
            let watcher = GWeakObject(owner!.raw)
            var second: GObjectRef? = GObjectRef(retaining: owner!.raw)
            owner = nil
            XCTAssertFalse(watcher.isGone, "a second owner still holds the object")
            _ = second
            second = nil
            XCTAssertTrue(watcher.isGone, "the object outlived its last owner")
        }
    }

    func testSinkingOwnerTakesTheFloatingReference() {
        runOnMainLoop {
            let label = gtk_label_new("floating")!
            XCTAssertEqual(g_object_is_floating(label), 1)
            var owner: GObjectRef? = GObjectRef(sinking: label)
            XCTAssertEqual(g_object_is_floating(owner!.raw), 0)
            let watcher = GWeakObject(owner!.raw)
            owner = nil
            XCTAssertTrue(watcher.isGone)
        }
    }

    func testSignalHandlerRunsUntilItsConnectionIsDropped() {
        runOnMainLoop {
            let object = GObjectRef(takingOwnership: g_cancellable_new())
            var calls = 0
            var connection: SignalConnection? = object.connect("cancelled") { _ in calls += 1 }
            g_cancellable_cancel(object.pointer(to: GCancellable.self))
            XCTAssertEqual(calls, 1)
            XCTAssertTrue(connection!.isConnected)
            connection = nil
            g_cancellable_reset(object.pointer(to: GCancellable.self))
            g_cancellable_cancel(object.pointer(to: GCancellable.self))
            XCTAssertEqual(calls, 1, "a dropped connection must not call its handler")
        }
    }

    func testDroppedConnectionReleasesTheClosureAndWhatItCaptured() {
        runOnMainLoop {
            let object = GObjectRef(takingOwnership: g_cancellable_new())
            weak var captured: Tracked?
            var connection: SignalConnection?
            do {
                let tracked = Tracked()
                captured = tracked
                connection = object.connect("cancelled") { _ in _ = tracked }
            }
            XCTAssertNotNil(captured, "the handler keeps what it captured while connected")
            XCTAssertTrue(connection?.isConnected ?? false)
            connection = nil
            XCTAssertNil(captured, "disconnecting must release the handler box")
        }
    }

    func testFinalizedInstanceReleasesTheClosureAndLaterDisconnectIsSafe() {
        runOnMainLoop {
            var object: GObjectRef? = GObjectRef(takingOwnership: g_cancellable_new())
            weak var captured: Tracked?
            var connection: SignalConnection?
            do {
                let tracked = Tracked()
                captured = tracked
                connection = object!.connect("cancelled") { _ in _ = tracked }
            }
            object = nil
            XCTAssertNil(captured, "finalizing the instance must release the handler box")
            XCTAssertFalse(connection!.isConnected)
            connection = nil  // disconnecting from a dead instance is a no-op, not a crash
        }
    }

    func testCancelledAsyncCallThrowsCancellationAndFinishesExactlyOnce() {
        runOnMainLoop {
            let server = try FixtureServer()
            defer { server.stop() }
            let session = GObjectRef(takingOwnership: soup_session_new())
            let message = GObjectRef(
                takingOwnership: soup_message_new("GET", server.url("/slow?ms=10000").absoluteString)!)
            let finishes = Counter()
            let requestArrived = Awaited<Void>("the slow request to reach the server")
            server.onNextRequest(where: { $0.path == "/slow" }) { _ in requestArrived.fulfill() }
            let call = Task { @MainActor in
                try await gAsync { cancellable, callback, data in
                    soup_session_send_and_read_async(
                        session.pointer(to: SoupSession.self), message.opaque, G_PRIORITY_DEFAULT, cancellable,
                        callback, data)
                } finish: { result in
                    finishes.value += 1
                    let bytes = try GLibError.check {
                        soup_session_send_and_read_finish(session.pointer(to: SoupSession.self), result, $0)
                    }
                    g_bytes_unref(bytes)
                }
            }
            try await requestArrived.value()
            call.cancel()
            do {
                try await call.value
                XCTFail("a cancelled call must not succeed")
            } catch is CancellationError {
            } catch {
                XCTFail("expected CancellationError, got \(error)")
            }
            XCTAssertEqual(finishes.value, 1)
        }
    }

    func testAFinishedAsyncCallReleasesWhatItsFinishStepCapturedOnceGIOLetsGoOfItsResult() {
        runOnMainLoop("a GIO call whose finish step captured an object") {
            weak var captured: Tracked?
            let root = g_file_new_for_path("/")
            defer { g_object_unref(UnsafeMutableRawPointer(root)) }
            do {
                let tracked = Tracked()
                captured = tracked
                try await gAsync { cancellable, callback, data in
                    g_file_query_info_async(
                        root, "standard::type", G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT, cancellable, callback,
                        data)
                } finish: { result in
                    _ = tracked
                    let info = try GLibError.check { g_file_query_info_finish(root, result, $0) }
                    g_object_unref(UnsafeMutableRawPointer(info))
                }
            }
            try await waitUntil("the finished call to release the object its finish step captured") {
                captured == nil
            }
        }
    }

    func testGErrorBecomesASwiftErrorWithDomainCodeAndMessage() {
        runOnMainLoop {
            var contents: UnsafeMutablePointer<CChar>?
            XCTAssertThrowsError(
                try GLibError.check { error in g_file_get_contents("/nonexistent/gtkweb", &contents, nil, error) }
            ) { error in
                let glib = error as? GLibError
                XCTAssertEqual(glib?.domain, "g-file-error-quark")
                XCTAssertEqual(glib?.code, Int(G_FILE_ERROR_NOENT.rawValue))
                XCTAssertTrue(glib?.message.contains("/nonexistent/gtkweb") ?? false)
            }
        }
    }
}

@MainActor
private final class Counter {
    var value = 0
}
