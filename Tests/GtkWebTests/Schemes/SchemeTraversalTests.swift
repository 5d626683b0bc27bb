import Foundation
import GtkWebTestSupport
import XCTest

@testable import GtkWeb

/// A folder handler never serves anything outside its folder, however the path is encoded.
final class SchemeTraversalTests: XCTestCase {
    /// Encoded paths that try to leave the folder or smuggle separators, NUL bytes or absolute paths.
    static let traversalCorpus: [String] = [
        "/../secret.txt", "/..", "/../", "/./../secret.txt", "/sub/../../secret.txt", "/sub/../../../etc/passwd",
        "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/%2e%2e%2fsecret.txt", "/%2E%2E%2Fsecret.txt",
        "/..%2fsecret.txt", "/..%2Fsecret.txt", "/..%5csecret.txt", "/..%5Csecret.txt", "/%2e%2e%5csecret.txt",
        "/.%2e/secret.txt", "/%2e./secret.txt", "/%2e%2e", "/sub/%2e%2e/%2e%2e/secret.txt",
        "/%2fetc%2fpasswd", "/%2Fetc/passwd", "//etc/passwd", "///etc/passwd", "/%5cetc%5cpasswd",
        "/..\\secret.txt", "/sub\\..\\..\\secret.txt", "/%00", "/index.html%00", "/index.html%00.png",
        "/%00../secret.txt", "/a%0ab", "/a%0db", "/%7f", "/%c0%ae%c0%ae/secret.txt", "/%c0%af",
        "/%e0%80%ae%e0%80%ae/secret.txt", "/%25%32%65%25%32%65/secret.txt", "/%252e%252e%252fsecret.txt",
        "/sub//../secret.txt", "/sub/./../../secret.txt", "/./", "/.", "/sub/.", "/~/secret.txt",
        "/~root/.bashrc", "/%7e/secret.txt", "/%", "/%2", "/%zz", "/%e2%82", "/..;/secret.txt",
        "/escape.txt", "/up/secret.txt", "/up/../secret.txt", "/sub/%2e%2e%2f%2e%2e%2fsecret.txt",
    ]

    func testTheTraversalCorpusHasAtLeastFiftyCases() {
        XCTAssertGreaterThanOrEqual(Self.traversalCorpus.count, 50)
    }

    func testEveryTraversalPathIsRefusedOrNotFoundAndNeverServesTheSecret() {
        runOnMainLoop {
            let folder = try ServedFolder()
            let handler = DirectoryURLSchemeHandler(directory: folder.served)
            for path in Self.traversalCorpus {
                let data = SchemePath.relativePath(fromEncoded: path).flatMap { handler.loadData(from: $0) }
                XCTAssertNil(data, "served \(path)")
            }
            XCTAssertNotNil(
                SchemePath.relativePath(fromEncoded: "/sub/data.json").flatMap { handler.loadData(from: $0) },
                "a plain path inside the folder is served")
        }
    }

    func testThePathRulesRefuseEachKindOfAttack() {
        let refused = [
            ("an encoded slash", "/..%2Fsecret.txt"), ("an encoded backslash", "/..%5Csecret.txt"),
            ("an encoded dot-dot segment", "/%2e%2e/secret.txt"), ("an absolute path", "//etc/passwd"),
            ("a NUL byte", "/index.html%00"), ("invalid UTF-8", "/%c0%ae%c0%ae/x"), ("a raw backslash", "/a\\b"),
            ("a home folder", "/~/x"), ("a bad escape", "/%zz"),
            ("a dot-dot segment whose slash carries a combining mark", "/../%CC%81secret.txt"),
        ]
        for (what, path) in refused {
            XCTAssertNil(SchemePath.relativePath(fromEncoded: path), "\(what) was accepted: \(path)")
        }
        XCTAssertEqual(SchemePath.relativePath(fromEncoded: "/"), "index.html")
        XCTAssertEqual(SchemePath.relativePath(fromEncoded: "/sub/"), "sub/index.html")
        XCTAssertEqual(SchemePath.relativePath(fromEncoded: "/a%20b.txt"), "a b.txt")
        XCTAssertEqual(
            SchemePath.relativePath(fromEncoded: "/%252e%252e"), "%2e%2e", "decoded once: a literal name, not a parent")
    }

    func testThePageGetsForbiddenOrNotFoundForTraversalsAndASymlinkOutOfTheFolder() {
        runOnMainLoop {
            let folder = try ServedFolder()
            let engine = WebEngine(
                configuration: WebEngineConfiguration(
                    profile: .ephemeral, schemeHandlers: ["safe": DirectoryURLSchemeHandler(directory: folder.served)]))
            try await engine.load(url: URL(string: "safe://x/index.html")!)
            let paths = [
                "/../secret.txt", "/%2e%2e/secret.txt", "/..%2Fsecret.txt", "/%2F..%2Fsecret.txt", "//etc/passwd",
                "/index.html%00", "/escape.txt", "/up/secret.txt", "/..%5Csecret.txt",
            ]
            let results = try await engine.callAsyncJavaScript(
                """
                const out = [];
                for (const p of paths) {
                  const r = await fetch('safe://x' + p);
                  out.push(r.status + ':' + (await r.text()).includes('SECRET'));
                }
                return out;
                """, arguments: ["paths": paths], as: [String].self)
            XCTAssertEqual(results.count, paths.count)
            for (path, result) in zip(paths, results) {
                XCTAssertTrue(result == "403:false" || result == "404:false", "\(path) gave \(result)")
            }
        }
    }
}
