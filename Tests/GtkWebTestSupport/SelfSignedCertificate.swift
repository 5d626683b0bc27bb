import Foundation
import Spawn

/// A self-signed certificate for 127.0.0.1 and its private key, made by `openssl` once per test process
/// (valid two days), as one PEM text for `FixtureServer(tlsPEM:)`. No authority signed it, so WebKit
/// refuses it (`WebCertificateProblems.unknownAuthority`) until a test trusts it.
@MainActor
public enum SelfSignedCertificate {
    private static var made: String?

    /// The certificate and key, PEM.
    /// - Throws: `WaitTimeout` when `openssl` does not finish in 30 s or fails.
    public static func pem() async throws -> String {
        if let made { return made }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gtkweb-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The folder this call made; the PEM is kept in memory. A failure to remove it fails nothing.
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = folder.appendingPathComponent("key.pem")
        let certificate = folder.appendingPathComponent("certificate.pem")
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key.path, "-out", certificate.path, "-days",
            "2",
            "-subj", "/CN=127.0.0.1/O=GtkWeb tests", "-addext", "subjectAltName=IP:127.0.0.1",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try await waitUntil("openssl to make a certificate", timeout: 30) { !process.isRunning }
        guard process.terminationStatus == 0 else {
            throw WaitTimeout(description: "openssl req exited with \(process.terminationStatus)")
        }
        let text = try String(contentsOf: certificate, encoding: .utf8) + String(contentsOf: key, encoding: .utf8)
        made = text
        return text
    }
}
