/// The permission store's schema (`permissions.sqlite`), migrated as the session store's is: ordered
/// steps recorded in `PRAGMA user_version`, never edited once released.
enum PermissionSchema {
    static let migrations: [String] = [version1]

    /// One answer per profile, origin and permission.
    static let version1 = """
        CREATE TABLE permissions(
            profile TEXT NOT NULL,
            origin TEXT NOT NULL,
            permission TEXT NOT NULL,
            allowed INTEGER NOT NULL,
            decided_at REAL NOT NULL,
            PRIMARY KEY(profile, origin, permission)) WITHOUT ROWID;
        """
}
