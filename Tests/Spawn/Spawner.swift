import Foundation

/// `posix_spawn` with the set-up `ChildProcess` promises.
enum Spawner {
    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later), looked up at run time: Swift's Glibc
    /// module does not declare this GNU extension.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
    private static let addCloseFrom: AddCloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map {
        unsafeBitCast($0, to: AddCloseFrom.self)
    }

    /// Starts `path` with `arguments` (the first is the program's name) and `environment` (`NAME=value`); its
    /// standard output and error go to `output` and `errors` (-1: the null device; nil: this process's).
    /// - Returns: the child's process ID.
    /// - Throws: `ChildProcessError.spawnFailed` with the `errno` of the step that failed (ENOSYS when this
    ///   C library cannot close descriptors from a number up).
    static func spawn(path: String, arguments: [String], environment: [String], output: Int32?, errors: Int32?)
        throws(ChildProcessError) -> Int32
    {
        func check(_ code: Int32) throws(ChildProcessError) {
            if code != 0 { throw .spawnFailed(path: path, errno: code) }
        }
        guard let addCloseFrom else { throw .spawnFailed(path: path, errno: ENOSYS) }

        var actions = posix_spawn_file_actions_t()
        try check(posix_spawn_file_actions_init(&actions))
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, target) in [(output, STDOUT_FILENO), (errors, STDERR_FILENO)] {
            guard let descriptor else { continue }
            if descriptor < 0 {
                try check(posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0))
            } else {
                try check(posix_spawn_file_actions_adddup2(&actions, descriptor, target))
            }
        }
        try check(addCloseFrom(&actions, 3))

        var attributes = posix_spawnattr_t()
        try check(posix_spawnattr_init(&attributes))
        defer { posix_spawnattr_destroy(&attributes) }
        try check(posix_spawnattr_setpgroup(&attributes, 0))
        var mask = sigset_t()
        sigemptyset(&mask)
        try check(posix_spawnattr_setsigmask(&attributes, &mask))
        // A signal this process ignores would stay ignored in the child: every catchable one gets its default.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in Int32(1)..<32 where signal != SIGKILL && signal != SIGSTOP { sigaddset(&defaults, signal) }
        try check(posix_spawnattr_setsigdefault(&attributes, &defaults))
        let flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        try check(posix_spawnattr_setflags(&attributes, Int16(flags)))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for string in argv + envp { free(string) } }
        var pid: pid_t = 0
        try check(posix_spawn(&pid, path, &actions, &attributes, argv, envp))
        return pid
    }
}
