import Glibc
import Synchronization

/// Continues a resumed main-actor task on the spot, in the GLib callback that resumed it, as a C program's
/// callback would.
///
/// Swift's runtime resumes every continuation onto the generic executor: `continuation.resume` wakes a
/// cooperative-pool thread, which finds that the task must run on the main actor and enqueues it on the main
/// dispatch queue, whose eventfd wakes the GLib loop again. Each awaited WebKit round trip pays two thread
/// hops that C does not, and on a busy machine the pool thread also waits for a core (profiled with
/// `strace -k`: one `sem_post` in `swift_task_enqueueGlobalImpl` per resumed call).
///
/// `resumeInline` removes both hops for the continuations GtkWeb resumes from its own GLib callbacks: while
/// its body runs on the main thread, the runtime's global-enqueue hook (`swift_task_enqueueGlobal_hook`, a
/// variable the concurrency runtime exports for tools that take over scheduling, as test libraries do) keeps
/// the jobs enqueued from the main thread instead of passing them to the pool, and once the body returns they run here, on the main actor. Every other enqueue, and
/// every enqueue from another thread, goes to the previous hook or the runtime as before.
package enum InlineResumption {
    /// `swift_task_enqueueGlobal_original`: the runtime's own global enqueue.
    private typealias Original = @convention(thin) (UnownedJob) -> Void
    /// `swift_task_enqueueGlobal_hook`'s type.
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// The main thread (`pthread_t`), set once before the hook is installed; zero until then.
    private static let mainThread = Atomic<UInt>(0)

    /// Whether a `resumeInline` body is running, and the jobs it enqueued so far: the first in a slot of its
    /// own (a body resumes one continuation, and an array would cost an allocation per call), any later ones
    /// in order after it.
    // nonisolated(unsafe): read and written only on the main thread — by `resumeInline` (main actor) and by
    // `hook` after it has checked that it runs on the main thread.
    nonisolated(unsafe) private static var isCapturing = false
    nonisolated(unsafe) private static var firstCaptured: UnownedJob?
    nonisolated(unsafe) private static var laterCaptured: [UnownedJob] = []

    /// The hook that was installed before ours (another library's or a test framework's), which we chain to.
    // nonisolated(unsafe): written once in `install`, on the main thread, before our hook is published, and
    // only read by the hook afterwards.
    nonisolated(unsafe) private static var previous: Hook?

    /// Whether the hook is in place.
    @MainActor private static var isInstalled = false

    private static let hook: Hook = { job, original in
        if pthread_equal(pthread_self(), pthread_t(InlineResumption.mainThread.load(ordering: .acquiring))) != 0,
            InlineResumption.isCapturing
        {
            if InlineResumption.firstCaptured == nil {
                InlineResumption.firstCaptured = job
            } else {
                InlineResumption.laterCaptured.append(job)
            }
        } else if let previous = InlineResumption.previous {
            previous(job, original)
        } else {
            original(job)
        }
    }

    /// Installs the global-enqueue hook; idempotent. Without the runtime's hook variable (a runtime that
    /// does not export it), `resumeInline` still works: the jobs then take the runtime's usual path.
    @MainActor
    package static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "swift_task_enqueueGlobal_hook") else {
            return
        }
        let slot = symbol.assumingMemoryBound(to: Hook?.self)
        previous = slot.pointee
        mainThread.store(UInt(pthread_self()), ordering: .releasing)
        slot.pointee = hook
    }

    /// Runs `resume`, which resumes continuations of tasks waiting on the main actor, then runs those tasks
    /// here until they next suspend, instead of sending them through the cooperative pool.
    ///
    /// Use it only where the awaiting code is isolated to the main actor (as every awaiting function of
    /// GtkWeb is), and keep `resume` to the `resume` calls themselves: any other job it enqueued would also
    /// run here, on the main actor.
    @MainActor
    package static func resumeInline(_ resume: () -> Void) {
        let wasCapturing = isCapturing
        let outerFirst = firstCaptured
        let outerLater = laterCaptured
        firstCaptured = nil
        laterCaptured = []
        isCapturing = true
        resume()
        isCapturing = wasCapturing
        let first = firstCaptured
        let later = laterCaptured
        firstCaptured = outerFirst
        laterCaptured = outerLater
        guard let first else { return }
        let executor = MainActor.sharedUnownedExecutor
        first.runSynchronously(on: executor)
        for job in later {
            job.runSynchronously(on: executor)
        }
    }
}
