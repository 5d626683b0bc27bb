#!/usr/bin/env bash
# Counts the tests in a `swift test` log, XCTest and Swift Testing together, and prints one closing line:
#
#   scripts/test-summary.sh LOG [EXIT_STATUS]
#   tests: 72 passed, 0 failed, 1 skipped
#
# With a non-zero EXIT_STATUS and no failed test in the log (a crash, a deadline, a build error), the run
# still counts as one failure, and a line before the summary says so.
set -euo pipefail

log=${1:?usage: $0 LOG [EXIT_STATUS]}
status=${2:-0}
[[ -r $log ]] || { echo "test-summary: no log at $log" >&2; exit 2; }

read -r passed failed skipped < <(awk '
    # XCTest: Test Case '\''Suite.testName'\'' passed (0.5 seconds)
    /^Test Case '\''.*'\'' passed \(/ { p++; next }
    /^Test Case '\''.*'\'' failed \(/ { f++; next }
    /^Test Case '\''.*'\'' skipped \(/ { s++; next }
    # Swift Testing: one line per test when it ends; "Test run" is the closing total, not a test.
    /^[^ ]+ Test run / { next }
    /^✔ Test .* passed after / { p++; next }
    /^✘ Test .* failed after / { f++; next }
    /^➜ Test .* skipped/ { s++; next }
    END { printf "%d %d %d\n", p, f, s }
' "$log")

if ((status != 0 && failed == 0)); then
    echo "test-summary: swift test exited with status $status after $passed passing tests; counted as a failure"
    failed=1
fi
line="tests: $passed passed, $failed failed"
((skipped == 0)) || line+=", $skipped skipped"
echo "$line"
