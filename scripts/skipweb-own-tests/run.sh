#!/bin/sh
# Runs SkipWeb's own unit tests (Tests/SkipWebTests of a skip-web checkout) against this package's SkipWeb
# module, on Linux under Xvfb, as an app's test target would: a package of their own in
# .build/skipweb-own-tests that depends on this one by path and imports `@testable import SkipWeb`.
# platform_edits.py makes the only edits (platform selection; no test body changes).
#
# Usage: scripts/skipweb-own-tests/run.sh SKIPWEB_CHECKOUT [swift test arguments]
#   SKIPWEB_CHECKOUT: a working tree of github.com/skiptools/skip-web, or its bare git directory (the
#   commit checked here is printed).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
[ $# -ge 1 ] || { echo "usage: $0 SKIPWEB_CHECKOUT [swift test arguments]" >&2; exit 2; }
source=$1
shift
work="$repo/.build/skipweb-own-tests"
tests="$work/Tests/SkipWebOwnTests"
rm -rf "$tests"
mkdir -p "$tests" "$work/upstream/Resources"

if [ -d "$source/Tests/SkipWebTests" ]; then
    cp "$source"/Tests/SkipWebTests/*.swift "$work/upstream/"
    cp "$source"/Tests/SkipWebTests/Resources/* "$work/upstream/Resources/"
    commit=$(git -C "$source" rev-parse --short HEAD 2>/dev/null || echo "unknown")
elif git --git-dir="$source" rev-parse --verify -q HEAD >/dev/null; then
    for name in $(git --git-dir="$source" ls-tree --name-only HEAD Tests/SkipWebTests/ Tests/SkipWebTests/Resources/); do
        case $name in
            *.swift | *.json) git --git-dir="$source" show "HEAD:$name" > "$work/upstream/${name#Tests/SkipWebTests/}" ;;
        esac
    done
    commit=$(git --git-dir="$source" rev-parse --short HEAD)
else
    echo "$source is neither a skip-web checkout nor its git directory" >&2
    exit 2
fi
echo "skip-web tests at $commit"

python3 "$here/platform_edits.py" "$work/upstream" "$tests"
cp "$here/PlatformShims.swift" "$tests/"
cat > "$work/Package.swift" <<PACKAGE
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SkipWebOwnTests",
    dependencies: [.package(name: "GtkWeb", path: "$repo")],
    targets: [
        .testTarget(
            name: "SkipWebOwnTests", dependencies: [.product(name: "SkipWeb", package: "GtkWeb")],
            resources: [.process("Resources")], swiftSettings: [.swiftLanguageMode(.v5)])
    ]
)
PACKAGE
cd "$work"
PKG_CONFIG_PATH="$repo/.build/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" swift build --build-tests
home="$work/test-home"
rm -rf "$home"
mkdir -p "$home/data" "$home/cache" "$home/config" "$home/runtime"
chmod 700 "$home/runtime"
XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache" XDG_CONFIG_HOME="$home/config" \
    XDG_RUNTIME_DIR="$home/runtime" SWIFT_BACKTRACE=enable=no \
    "$repo/scripts/with-xvfb.sh" swift test --skip-build "$@"
