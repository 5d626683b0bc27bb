#!/usr/bin/env bash
# Tests scripts/check-fence.sh on copies of Sources/: the tree as it is passes, and each way of crossing the
# fence fails naming the file and line. Run by `make lint`.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

copy() {
    rm -rf "$work/tree"
    mkdir -p "$work/tree"
    cp -R "$here/../Sources" "$work/tree/Sources"
}

expect_pass() {
    local what=$1
    if ! "$here/check-fence.sh" "$work/tree" >"$work/out" 2>&1; then
        echo "fence test FAILED: $what: the check refused it:" >&2
        cat "$work/out" >&2
        exit 1
    fi
    echo "fence test: $what: passes"
}

expect_refusal() {
    local what=$1 where=$2
    if "$here/check-fence.sh" "$work/tree" >"$work/out" 2>&1; then
        echo "fence test FAILED: $what: the check passed it" >&2
        exit 1
    fi
    if ! grep -q "^$where" "$work/out"; then
        echo "fence test FAILED: $what: the check did not name $where:" >&2
        cat "$work/out" >&2
        exit 1
    fi
    echo "fence test: $what: refused at $where"
}

engine=Sources/GtkWeb/Engine/WebEngine.swift

copy
expect_pass "the tree as it is (with its named unsafe… hatches)"

copy
lines=$(wc -l <"$work/tree/$engine")
printf 'extension WebEngine {\n    func leak(_ p: UnsafeMutablePointer<Int32>) {}\n}\n' >>"$work/tree/$engine"
expect_refusal "an UnsafeMutablePointer in Engine/WebEngine.swift" "$engine:$((lines + 2)):"

copy
sed -i '1i internal import CWebKitGTK' "$work/tree/$engine"
expect_refusal "an import of CWebKitGTK in Engine/WebEngine.swift" "$engine:1:"

copy
printf 'func peek(_ data: Data) -> UInt8 { data.withUnsafeBytes { $0.load(as: UInt8.self) } }\n' \
    >"$work/tree/Sources/GtkWeb/Find/Peek.swift"
expect_refusal "a withUnsafeBytes closure outside the fence" "Sources/GtkWeb/Find/Peek.swift:1:"

copy
printf '/// Lends an `UnsafeMutableRawPointer` (described, not used).\nlet described = 1\n' >>"$work/tree/$engine"
printf 'func fenced(_ p: UnsafeMutableRawPointer) {}\n' >>"$work/tree/Sources/GtkWeb/Backend/WebView/WebViewHandle.swift"
expect_pass "a pointer type named in a comment, and pointer code inside Backend/"
