import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// Web processes run in WebKit's bubblewrap sandbox unless the host turns it off before the first engine.
final class WebContentSandboxTests: XCTestCase {
    func testAnEnginesWebProcessRunsInAPIDNamespaceOfItsOwnByDefault() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let before = ChildProcesses.webProcesses()
            let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
            try await engine.load(url: server.url("/page/sandboxed"))
            let title = try await engine.evaluate(js: "document.title")
            XCTAssertEqual(title, "\"sandboxed\"")
            let spawned = ChildProcesses.webProcesses().subtracting(before)
            XCTAssertEqual(spawned.count, 1, "one new web process for the engine: \(spawned)")
            let webProcess = try XCTUnwrap(spawned.first)
            let namespaces = ChildProcesses.namespacePIDs(of: webProcess)
            XCTAssertEqual(namespaces.count, 2, "NSpid of the web process: \(namespaces)")
            XCTAssertEqual(namespaces.first, webProcess, "the outermost PID is the host-side one")
            XCTAssertEqual(WebContentSandbox.status, .confined)
            XCTAssertTrue(engine.profileResolution.context.isSandboxed)
        }
    }

    func testTheSandboxCannotBeTurnedOffOnceAnEngineExists() {
        runOnMainLoop {
            _ = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
            XCTAssertThrowsError(try WebContentSandbox.setEnabled(false)) { error in
                guard case .engineAlreadyCreated(let contexts) = error as? WebSandboxError else {
                    return XCTFail("unexpected \(error)")
                }
                XCTAssertGreaterThan(contexts, 0)
                XCTAssertTrue(error.localizedDescription.contains("before the first engine"))
            }
            XCTAssertNoThrow(try WebContentSandbox.setEnabled(true), "keeping the value it has is allowed")
            XCTAssertTrue(WebContentSandbox.isEnabled)
        }
    }

    func testWithTheSandboxTurnedOffAWebProcessSharesTheHostsPIDNamespace() {
        runOnMainLoop(timeout: 90) {
            let server = try SharedFixtures.httpServer()
            let root = TemporaryProfileStorage.make("sandbox-off").folder
            defer { try? FileManager.default.removeItem(at: root) }  // the probes' profiles; theirs alone
            let report = try await ProfileProbeProcess.run(
                root: root, profile: "unconfined", url: server.url("/page/unconfined"), mode: "read",
                extraArguments: ["--no-sandbox"])
            XCTAssertNil(report.profileError)
            XCTAssertEqual(report.webProcessNamespaceDepth, 1, "the web process is in the host's PID namespace")
            let confined = try await ProfileProbeProcess.run(
                root: root, profile: "confined", url: server.url("/page/confined"), mode: "read")
            XCTAssertEqual(confined.webProcessNamespaceDepth, 2, "the probe's own default is the sandbox")
        }
    }

    func testAMissingBubblewrapIsReportedWithTheReasonBeforeAnyWebProcessStarts() {
        let missing = BubblewrapProbe.failureReason(program: "gtkweb-no-such-bwrap")
        XCTAssertEqual(missing, "bubblewrap ('gtkweb-no-such-bwrap') is not installed (Debian package bubblewrap)")
        let refusing = try? XCTUnwrap(BubblewrapProbe.failureReason(program: "false"))
        XCTAssertTrue(refusing?.contains("cannot create the sandbox's namespaces") == true, "\(refusing ?? "nil")")
        XCTAssertNil(BubblewrapProbe.failureReason(), "bubblewrap works on the machines this suite runs on")
    }

    func testAnHTTPPageReadsNoLocalFileAndItsProcessCannotSeeOtherProfiles() {
        runOnMainLoop {
            let server = try SharedFixtures.httpServer()
            let root = TemporaryProfileStorage.make("sandbox-files").folder
            defer { try? FileManager.default.removeItem(at: root) }  // the secret file only
            let secret = root.appendingPathComponent("other-profile/secret.txt")
            try FileManager.default.createDirectory(
                at: secret.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("gtkweb-secret-4711".utf8).write(to: secret)
            let before = ChildProcesses.webProcesses()
            let engine = WebEngine(configuration: WebEngineConfiguration(profile: .ephemeral))
            try await engine.load(url: server.url("/page/reader"))
            let attempts = try await engine.callAsyncJavaScript(
                """
                const read = async (url) => {
                    try { return await (await fetch(url)).text(); } catch (e) { return 'refused'; }
                };
                const xhr = (url) => new Promise((done) => {
                    const r = new XMLHttpRequest();
                    r.onload = () => done(r.responseText); r.onerror = () => done('refused');
                    try { r.open('GET', url); r.send(); } catch (e) { done('refused'); }
                });
                const frame = await new Promise((done) => {
                    const f = document.createElement('iframe');
                    f.src = secret;
                    f.onload = () => { try { done(f.contentDocument?.body?.textContent ?? 'refused'); } catch (e) { done('refused'); } };
                    f.onerror = () => done('refused');
                    document.body.appendChild(f);
                    setTimeout(() => done("refused"), 1000);
                });
                return [await read(secret), await read('file:///etc/passwd'), await xhr(secret), frame].join('|');
                """, arguments: ["secret": secret.absoluteString], in: .page)
            let text = try XCTUnwrap(attempts)
            XCTAssertFalse(text.contains("gtkweb-secret-4711"), "the page read another profile's file: \(text)")
            XCTAssertFalse(text.contains("root:"), "the page read /etc/passwd: \(text)")
            // And the web process itself could not have opened it: its mount namespace has no such folder.
            let webProcess = try XCTUnwrap(ChildProcesses.webProcesses().subtracting(before).first)
            XCTAssertTrue(FileManager.default.fileExists(atPath: secret.path))
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: "/proc/\(webProcess)/root\(secret.path)"),
                "the sandboxed web process sees \(secret.path)")
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: "/proc/\(webProcess)/root/usr/lib"),
                "the web process's root is readable from here (the check above is meaningful)")
        }
    }
}
