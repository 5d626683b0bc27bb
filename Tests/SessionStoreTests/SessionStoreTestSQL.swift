import Foundation

@testable import SessionStore

/// Direct edits of a closed store file, for making the files the store must cope with.
enum SessionStoreTestSQL {
    static func setUserVersion(_ version: Int, at url: URL) throws {
        let connection = try SQLiteConnection(path: url.path)
        try connection.execute("PRAGMA user_version = \(version)")
    }
}
