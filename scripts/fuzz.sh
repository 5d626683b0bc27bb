#!/bin/bash
# Builds and runs GtkWeb's libFuzzer targets: `make fuzz` (FUZZ_SECONDS per target, default 60).
#
#   scripts/fuzz.sh build [TARGET…]        build the targets into .build/fuzz/TARGET/fuzzer
#   scripts/fuzz.sh run SECONDS [TARGET…]  build, then fuzz each target for SECONDS, printing per target its
#                                          executions, features (libFuzzer's coverage measure) and crashes
#
# Each target is compiled by swiftc with -sanitize=fuzzer,address from the sources of the module it tests,
# so that it calls the module's internal parsers directly (one module: no @testable needed), together with
# Tests/FuzzRegressionTests/FuzzInvariant.swift, the target's check in Tests/FuzzRegressionTests/Checks/ and
# Tests/Fuzz/Entry.swift. The checks are the same files FuzzRegressionTests compiles into the ordinary test
# suite, which replays every input kept under Tests/Fuzz/Inputs/TARGET (seeds and saved crashes).
#
# Each run starts from a working corpus in .build/fuzz/TARGET/corpus (seeded from Tests/Fuzz/Inputs/TARGET,
# kept between runs, not committed). A crash input is written into Tests/Fuzz/Inputs/TARGET as
# `crash-<sha1>`: commit it with the fix, and the ordinary suite replays it from then on.
set -euo pipefail
cd "$(dirname "$0")/.."

CHECKS=Tests/FuzzRegressionTests/Checks
ALL_TARGETS=(filter-line filter-list cosmetic-selector regex-translator cookie-domain scheme-path
    download-file-name address bridge-values hiding-query session-file netscape-bookmarks)

# The check's type, the module name and the sources of each target.
target_sources() {
    local target=$1
    case "$target" in
        filter-line | filter-list | cosmetic-selector | regex-translator)
            module=ContentRuleImport
            sources=(Sources/ContentRuleImport/*/*.swift "$CHECKS/WebKitRegexSubset.swift")
            ;;
        session-file | netscape-bookmarks)
            module=SessionStore
            sources=(Sources/SessionStore/*/*.swift)
            ;;
        cookie-domain)
            module=GtkWeb
            sources=(Sources/GtkWeb/Cookies/CookieDomainRules.swift Sources/GtkWeb/Cookies/WebCookieDomainError.swift
                Sources/GtkWeb/Backend/Desktop/PublicSuffixList.swift)
            ;;
        scheme-path)
            module=GtkWeb
            sources=(Sources/GtkWeb/Schemes/SchemePath.swift)
            ;;
        download-file-name)
            module=GtkWeb
            sources=(Sources/GtkWeb/Downloads/WebDownloadFileName.swift)
            ;;
        address)
            module=GtkWebShell
            sources=(Sources/GtkWebShell/Browser/AddressParser.swift)
            ;;
        bridge-values)
            module=GtkWeb
            sources=(Sources/GtkWeb/Bridge/JSONText.swift Sources/GtkWeb/Bridge/ScriptMessagePayload.swift
                Sources/GtkWeb/Bridge/ScriptMessageEnvelope.swift)
            ;;
        hiding-query)
            module=GtkWeb
            sources=(Sources/GtkWeb/ContentBlockers/Cosmetic/GenericHidingQuery.swift)
            ;;
        *)
            echo "fuzz: unknown target $target (targets: ${ALL_TARGETS[*]})" >&2
            exit 2
            ;;
    esac
    check=$(sed -E 's/(^|-)([a-z])/\U\2/g' <<<"$target")FuzzCheck
}

# The C flags of WebKitGTK's headers, for the targets whose sources import CWebKitGTK (libsoup's calls).
read -r -a webkit_cflags <<<"$(pkg-config --cflags webkit2gtk-4.1)"
webkit_flags=()
for flag in "${webkit_cflags[@]}"; do webkit_flags+=(-Xcc "$flag"); done

build_target() {
    local target=$1 module sources check
    target_sources "$target"
    local dir=.build/fuzz/$target
    mkdir -p "$dir"
    printf 'func fuzzCheck(_ bytes: [UInt8]) throws { try %s.check(bytes) }\n' "$check" >"$dir/Glue.swift"
    echo "fuzz: building $target ($module)" >&2
    if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -use-ld=lld \
        -enable-upcoming-feature InternalImportsByDefault -D FUZZING -module-name "$module" -package-name GtkWeb \
        -I Sources/CSQLite -I Sources/CWebKitGTK -module-cache-path .build/fuzz/module-cache \
        "${webkit_flags[@]}" \
        "${sources[@]}" Tests/FuzzRegressionTests/FuzzInvariant.swift "$CHECKS/$check.swift" \
        Tests/Fuzz/Entry.swift "$dir/Glue.swift" -o "$dir/fuzzer" >"$dir/build.log" 2>&1; then
        cat "$dir/build.log" >&2
        echo "fuzz: building $target failed (log: $dir/build.log)" >&2
        return 1
    fi
}

# The session-file target writes a database per input: in memory (/dev/shm) when there is one.
scratch=${TMPDIR:-/tmp}
[[ -d /dev/shm && -w /dev/shm ]] && scratch=/dev/shm

run_target() {
    local target=$1 seconds=$2
    local dir=.build/fuzz/$target inputs=Tests/Fuzz/Inputs/$target
    mkdir -p "$dir/corpus" "$inputs"
    cp -n "$inputs"/* "$dir/corpus/" 2>/dev/null || true
    local log=$dir/last-run.log status=0
    TMPDIR=$scratch SWIFT_BACKTRACE=enable=no "$dir/fuzzer" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$inputs/" "$dir/corpus" >"$log" 2>&1 || status=$?
    local runs features crashes
    runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+).*/\1/p' "$log" | tail -n 1)
    features=$(grep -oE ' ft: [0-9]+' "$log" | tail -n 1 | grep -oE '[0-9]+' || true)
    crashes=$(grep -c 'Test unit written' "$log" || true)
    printf '%-20s executions %-10s features %-6s crashes %s\n' "$target" "${runs:-?}" "${features:-?}" "$crashes"
    if ((status != 0)); then
        grep -E 'Test unit written|fuzz invariant broken|ERROR' "$log" | head -n 5 | sed 's/^/    /'
        return 1
    fi
}

mode=${1:-}
shift || true
case "$mode" in
    build)
        targets=("$@")
        ((${#targets[@]})) || targets=("${ALL_TARGETS[@]}")
        for target in "${targets[@]}"; do build_target "$target"; done
        ;;
    run)
        seconds=${1:?seconds}
        shift
        targets=("$@")
        ((${#targets[@]})) || targets=("${ALL_TARGETS[@]}")
        for target in "${targets[@]}"; do build_target "$target"; done
        failed=0
        for target in "${targets[@]}"; do run_target "$target" "$seconds" || failed=1; done
        exit "$failed"
        ;;
    *)
        sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'
        exit 2
        ;;
esac
