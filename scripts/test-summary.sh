#!/usr/bin/env bash
# Counts the tests in a `swift test` log, XCTest and Swift Testing together, and prints one closing line:
#
#   scripts/test-summary.sh LOG [EXIT_STATUS]
#   tests: 72 passed, 0 failed, 1 skipped
#
# With a non-zero EXIT_STATUS and no failed test in the log (a crash, a deadline, a build error), the run
# still counts as one failure, and a line before the summary says so, naming the signal that ended the test
# process and the XCTest case it was running, when the log shows them.
#
#   scripts/test-summary.sh --total "LABEL=SUMMARY"...
#   tests (GTK 3): 1200 passed, 0 failed, 3 skipped
#   tests (GTK 4): 570 passed, 0 failed, 3 skipped
#   tests: 1770 passed, 0 failed, 6 skipped
#
# prints the closing line of each such summary file under its label (`make test`: "GTK 3=.build/test-summary.txt"
# and "GTK 4=.build-gtk4/test-summary.txt"), then their sum in the same closing form.
set -euo pipefail

summary_line() {
    local passed=$1 failed=$2 skipped=$3 line
    line="tests: $passed passed, $failed failed"
    ((skipped == 0)) || line+=", $skipped skipped"
    echo "$line"
}

if [[ ${1:-} == --total ]]; then
    shift
    (($# > 0)) || { echo "usage: $0 --total LABEL=SUMMARY..." >&2; exit 2; }
    total_passed=0 total_failed=0 total_skipped=0
    for labelled in "$@"; do
        [[ $labelled == *=* ]] || { echo "test-summary: '$labelled' is not LABEL=SUMMARY" >&2; exit 2; }
        label=${labelled%%=*} summary=${labelled#*=}
        [[ -r $summary ]] || { echo "test-summary: no summary at $summary" >&2; exit 2; }
        last=$(tail -n 1 "$summary")
        [[ $last =~ ^tests:\ ([0-9]+)\ passed,\ ([0-9]+)\ failed(,\ ([0-9]+)\ skipped)?$ ]] \
            || { echo "test-summary: $summary does not end with a 'tests: N passed, N failed' line" >&2; exit 2; }
        passed=${BASH_REMATCH[1]} failed=${BASH_REMATCH[2]} skipped=${BASH_REMATCH[4]:-0}
        echo "tests ($label): ${last#tests: }"
        ((total_passed += passed, total_failed += failed, total_skipped += skipped)) || true
    done
    summary_line "$total_passed" "$total_failed" "$total_skipped"
    exit 0
fi

log=${1:?usage: $0 LOG [EXIT_STATUS] | --total LABEL=SUMMARY...}
status=${2:-0}
[[ -r $log ]] || { echo "test-summary: no log at $log" >&2; exit 2; }

# Also the XCTest case that had started and not ended when the log stops (the one a crash of the test process
# ended), and the signal `swift test` says ended that process.
IFS=$'\t' read -r passed failed skipped running signal < <(awk '
    # XCTest: Test Case '\''Suite.testName'\'' passed (0.5 seconds)
    /^Test Case '\''.*'\'' started at / { running = $0; sub(/^Test Case '\''/, "", running); sub(/'\'' started at .*/, "", running); next }
    /^Test Case '\''.*'\'' passed \(/ { p++; running = ""; next }
    /^Test Case '\''.*'\'' failed \(/ { f++; running = ""; next }
    /^Test Case '\''.*'\'' skipped \(/ { s++; running = ""; next }
    /exited with unexpected signal code [0-9]+/ { signal = $0; sub(/.*exited with unexpected signal code /, "", signal); sub(/[^0-9].*/, "", signal) }
    # Swift Testing: one line per test when it ends; "Test run" is the closing total, not a test.
    /^[^ ]+ Test run / { next }
    /^✔ Test .* passed after / { p++; next }
    /^✘ Test .* failed after / { f++; next }
    /^➜ Test .* skipped/ { s++; next }
    END { printf "%d\t%d\t%d\t%s\t%s\n", p, f, s, (running == "" ? "-" : running), (signal == "" ? "-" : signal) }
' "$log")

if ((status != 0 && failed == 0)); then
    during=""
    [[ $signal == - ]] || during+=" the test process ended by signal $signal"
    [[ $running == - ]] || during+="${during:+,} during $running (started, never ended)"
    echo "test-summary: swift test exited with status $status after $passed passing tests${during:+;$during}; counted as a failure"
    failed=1
fi
summary_line "$passed" "$failed" "$skipped"
