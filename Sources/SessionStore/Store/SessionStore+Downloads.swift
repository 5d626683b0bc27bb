import Foundation

extension SessionStore {
    /// Queues `record`, replacing the record with the same ID (call it again as a download progresses
    /// and ends). Returns at once.
    public func recordDownload(_ record: DownloadRecord) { enqueue(.recordDownload(record)) }

    /// Queues the removal of the download record `id`; an unknown ID is a no-op.
    public func removeDownload(id: String) { enqueue(.removeDownload(id: id)) }

    /// Every download record, newest first, after every queued write.
    ///
    /// - Throws: `SessionStoreError.readFailed`.
    public func downloads() throws(SessionStoreError) -> [DownloadRecord] {
        do {
            return try afterQueuedWrites { connection throws(SQLiteError) in
                try connection.rows(DownloadSQL.selectAll).map(DownloadSQL.record)
            }
        } catch { throw .readFailed(error) }
    }
}

/// The statements behind download records.
enum DownloadSQL {
    static let upsert = """
        INSERT INTO downloads(id, url, destination, mime_type, received_bytes, total_bytes, state, started_at,
            finished_at, failure)
        VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
        ON CONFLICT(id) DO UPDATE SET url = excluded.url, destination = excluded.destination,
            mime_type = excluded.mime_type, received_bytes = excluded.received_bytes,
            total_bytes = excluded.total_bytes, state = excluded.state, started_at = excluded.started_at,
            finished_at = excluded.finished_at, failure = excluded.failure
        """
    static let delete = "DELETE FROM downloads WHERE id = ?1"
    static let selectAll = """
        SELECT id, url, destination, mime_type, received_bytes, total_bytes, state, started_at, finished_at, failure
        FROM downloads ORDER BY started_at DESC, rowid DESC
        """

    static func upsert(_ record: DownloadRecord, _ connection: SQLiteConnection) throws(SQLiteError) {
        try connection.run(
            upsert,
            [
                .text(record.id), .text(record.url), .text(record.destinationPath), .text(record.mimeType),
                .integer(record.receivedBytes), record.totalBytes.map(SQLiteValue.integer) ?? .null,
                .text(record.state.rawValue), .real(record.startedAt.timeIntervalSince1970),
                .date(record.finishedAt?.timeIntervalSince1970), .text(record.failureMessage),
            ])
    }

    static func record(from row: SQLiteRow) -> DownloadRecord {
        DownloadRecord(
            id: row.string(0), url: row.string(1), destinationPath: row.optionalString(2),
            mimeType: row.optionalString(3), receivedBytes: row.int64(4),
            totalBytes: row[5] == .null ? nil : row.int64(5),
            state: DownloadRecord.State(rawValue: row.string(6)) ?? .failed,
            startedAt: Date(timeIntervalSince1970: row.double(7)),
            finishedAt: row.optionalDouble(8).map(Date.init(timeIntervalSince1970:)),
            failureMessage: row.optionalString(9))
    }
}
