import Foundation

/// One logical change waiting for the writer queue; each runs in its own transaction.
enum WriteOperation: Sendable {
    case saveSession(SessionSnapshot)
    case pushClosedTab(SessionTabRecord, closedAt: Date)
    case dropNewestClosedTab
    case recordVisit(url: String, title: String, at: Date)
    case updateTitle(url: String, title: String)
    case removeHistory(url: String?)
    case importHistory([HistoryEntry])
    case recordDownload(DownloadRecord)
    case removeDownload(id: String)

    func write(to connection: SQLiteConnection) throws(SQLiteError) {
        switch self {
        case .saveSession(let snapshot): try SessionSQL.save(snapshot, to: connection)
        case .pushClosedTab(let tab, let closedAt): try ClosedTabSQL.push(tab, closedAt: closedAt, to: connection)
        case .dropNewestClosedTab: try connection.run(ClosedTabSQL.deleteNewest, [])
        case .recordVisit(let url, let title, let date): try HistorySQL.recordVisit(url, title, date, connection)
        case .updateTitle(let url, let title): try HistorySQL.updateTitle(url, title, connection)
        case .removeHistory(let url): try HistorySQL.remove(url, connection)
        case .importHistory(let entries): try HistorySQL.importEntries(entries, connection)
        case .recordDownload(let record): try DownloadSQL.upsert(record, connection)
        case .removeDownload(let id): try connection.run(DownloadSQL.delete, [.text(id)])
        }
    }
}
