public import Foundation

/// A remembered answer to a site's permission request.
public struct PermissionDecision: Sendable, Equatable {
    /// The profile the answer belongs to (a name the caller chooses, e.g. the profile's folder name).
    public var profile: String
    /// The site, serialized as `scheme://host[:port]`.
    public var origin: String
    /// What was asked for, by a stable name (`geolocation`, `notifications`, …).
    public var permission: String
    /// Whether the site was allowed.
    public var allowed: Bool
    /// When the answer was given.
    public var decidedAt: Date

    /// A decision as given.
    public init(profile: String, origin: String, permission: String, allowed: Bool, decidedAt: Date = Date()) {
        self.profile = profile
        self.origin = origin
        self.permission = permission
        self.allowed = allowed
        self.decidedAt = decidedAt
    }

    static let upsertSQL = """
        INSERT INTO permissions(profile, origin, permission, allowed, decided_at) VALUES(?, ?, ?, ?, ?)
        ON CONFLICT(profile, origin, permission) DO UPDATE SET allowed = excluded.allowed,
            decided_at = excluded.decided_at
        """
    static let selectOneSQL = "SELECT allowed FROM permissions WHERE profile = ? AND origin = ? AND permission = ?"
    static let selectProfileSQL = """
        SELECT profile, origin, permission, allowed, decided_at FROM permissions WHERE profile = ?
        ORDER BY origin, permission
        """
    static let deleteSQL = "DELETE FROM permissions WHERE profile = ? AND origin = ? AND permission = ?"
}
