#!/usr/bin/env bash
# Builds the package and its tests under a sanitizer and runs the suite (or the tests matching FILTER) under
# Xvfb, as `make test-suite` does: `make test-asan`, `make test-tsan`.
#
#   scripts/test-sanitized.sh address|thread [FILTER]
#
# The build lives in .build/<sanitizer> (its own scratch folder, so the ordinary debug build stays as it is).
# Every process built there reports into .build/<sanitizer>-reports/report.<pid> (the test process, and the
# `gtkweb` binary and probes the tests run as children): the tests' own output stays readable, and a finding in
# a child process whose output a test swallows is still counted. WebKit's web and network processes are
# Debian's, not instrumented.
#
# AddressSanitizer stops a process at its first finding; its suppressions (third-party code only, each with
# its reason) are in scripts/asan-suppressions.txt. Leak detection is off: at exit GTK, fontconfig,
# WebKitGTK and the Swift runtime keep memory on purpose (caches and type metadata), which LeakSanitizer
# would list by the thousand; `make soak` measures what a long session leaks instead.
# ThreadSanitizer reports and carries on; its suppressions are in scripts/tsan-suppressions.txt, each with
# the reason it is not GtkWeb's. scripts/sanitizer-findings.py counts the findings; it sets apart the races
# whose two accesses are both inside a `Synchronization.Mutex.withLock` body, a lock ThreadSanitizer cannot
# see (its doc comment says why).
#
# Prints: the tests run, the findings (reports written) and the time, then exits non-zero when a test failed
# or any finding was reported.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizer=${1:?usage: $0 address|thread [FILTER]}
filter=${2:-}
case "$sanitizer" in
    address) short=asan ;;
    thread) short=tsan ;;
    *)
        echo "test-sanitized: unknown sanitizer '$sanitizer' (address or thread)" >&2
        exit 2
        ;;
esac
scratch=.build/$short
reports=$PWD/.build/$short-reports
log=.build/$short-test-output.log
home=$PWD/.build/$short-test-home

started=$(date +%s)
swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
built=$(date +%s)

rm -rf "$reports" "$home"
mkdir -p "$reports" "$home"/{data,cache,config,runtime}
chmod 700 "$home/runtime"
# Instrumented code runs several times slower: every wait of the tests may take this many times its deadline
# (Tests/GtkWebTestSupport/DeadlineScale.swift).
export GTKWEB_TEST_DEADLINE_SCALE=${GTKWEB_TEST_DEADLINE_SCALE:-3}
export ASAN_OPTIONS="detect_leaks=0:suppressions=$PWD/scripts/asan-suppressions.txt:log_path=$reports/report:handle_abort=1"
# exitcode=0: a process ends with its own status; the findings are counted from the reports below.
export TSAN_OPTIONS="suppressions=$PWD/scripts/tsan-suppressions.txt:log_path=$reports/report:history_size=4:exitcode=0"

# A process AddressSanitizer stopped leaves the children its test started (a dbus-daemon, a gtkweb) holding
# the output pipe, so `swift test` would wait for them until the deadline: once a report names a process
# that has ended, the run is given 30 s, then stopped (with-xvfb.sh stops everything it started).
watch_reports() {
    while sleep 5; do
        for file in "$reports"/report.*; do
            [[ -e $file ]] || continue
            grep -q 'ERROR: AddressSanitizer' "$file" || continue
            pid=${file##*.}
            if [[ ! -d /proc/$pid ]] || [[ $(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null) == Z ]]; then
                sleep 30
                echo "test-$short: process $pid was stopped by AddressSanitizer; ending the run" >&2
                kill -TERM "$1" 2>/dev/null || true
                return
            fi
        done
    done
}

status=0
XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache" XDG_CONFIG_HOME="$home/config" \
    XDG_RUNTIME_DIR="$home/runtime" SWIFT_BACKTRACE=enable=no WITH_XVFB_DEADLINE=${TEST_DEADLINE:-3600} \
    scripts/with-xvfb.sh swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" \
    ${filter:+--filter "$filter"} > >(tee "$log") 2>&1 &
run=$!
watch_reports "$run" &
watcher=$!
wait "$run" || status=$?
kill "$watcher" 2>/dev/null || true
wait "$watcher" 2>/dev/null || true
finished=$(date +%s)

summary=$(scripts/test-summary.sh "$log" "$status")
shopt -s nullglob
report_files=("$reports"/report.*)
counts=$(scripts/sanitizer-findings.py /dev/null "${report_files[@]}")
grep -v -E '^(findings|unseen-lock races):' <<<"$counts" || true
findings=$(sed -n 's/^findings: //p' <<<"$counts")
unseen=$(sed -n 's/^unseen-lock races: //p' <<<"$counts")
echo "test-$short: ${summary##*$'\n'}; $findings sanitizer finding(s) ($unseen race(s) under a Mutex ThreadSanitizer cannot see, not counted; reports in ${reports#"$PWD"/}); build $((built - started)) s, run $((finished - built)) s"
((status == 0 && findings == 0))
