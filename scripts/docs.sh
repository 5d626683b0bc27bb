#!/usr/bin/env bash
# Builds the API reference of GtkWeb, SessionStore and ContentRuleImport with DocC into .build/docs/<Module>/,
# from the symbol graphs of the package's public API and each module's Documentation.docc catalog.
# Every warning is an error (a ``Symbol`` link that does not resolve, a parameter documented that does not
# exist), and the documentation coverage is printed per module.
#
#   scripts/docs.sh            build all three
#   DOCS_OUTPUT=dir scripts/docs.sh
#
# Serve the result with `python3 -m http.server -d .build/docs` and open http://localhost:8000/GtkWeb/documentation/gtkweb/
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(GtkWeb SessionStore ContentRuleImport)
output=${DOCS_OUTPUT:-.build/docs}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

docc=$(command -v docc || true)
if [[ -z "$docc" ]]; then
    docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi
[[ -x "$docc" ]] || { echo "docs: this Swift toolchain has no docc" >&2; exit 1; }

echo "docs: symbol graphs of the public API (swift package dump-symbol-graph)"
touch "$work/stamp"
# swift-symbolgraph-extract 6.3.1 crashes on some modules of the package that are not documented here
# (GLibInterop); the dump then exits non-zero after writing the others. What counts is that the graph of
# every documented module was written by this run.
dump_status=0
# GTKWEB_GTK3_ONLY=1: dump-symbol-graph ignores the package traits' conditions; see Package.swift.
GTKWEB_GTK3_ONLY=1 swift package dump-symbol-graph --traits GTK3 --minimum-access-level public >"$work/dump.log" 2>&1 || dump_status=$?
graphs=$(sed -n 's/^Files written to //p' "$work/dump.log" | tail -n 1)
for module in "${modules[@]}"; do
    if [[ -z "$graphs" || ! "$graphs/$module.symbols.json" -nt "$work/stamp" ]]; then
        cat "$work/dump.log" >&2
        echo "docs: no symbol graph of $module was written" >&2
        exit 1
    fi
done
if ((dump_status != 0)); then
    failed=$(sed -n "s/^error: Failed to emit symbol graph for '\\([^']*\\)'.*/\\1/p" "$work/dump.log" | paste -sd, -)
    echo "docs: (swift-symbolgraph-extract failed on ${failed:-a module}, which is not documented here)"
fi

mkdir -p "$output"
for module in "${modules[@]}"; do
    mkdir -p "$work/$module"
    cp "$graphs/$module.symbols.json" "$work/$module/"
    shopt -s nullglob
    extensions=("$graphs/$module@"*.symbols.json)
    shopt -u nullglob
    ((${#extensions[@]} == 0)) || cp "${extensions[@]}" "$work/$module/"
    lower=$(tr '[:upper:]' '[:lower:]' <<<"$module")
    echo "docs: $module"
    "$docc" convert "Sources/$module/Documentation.docc" \
        --additional-symbol-graph-dir "$work/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.gtkweb.$module" \
        --output-path "$output/$module" \
        --transform-for-static-hosting --hosting-base-path "$module" \
        --warnings-as-errors \
        --experimental-documentation-coverage --coverage-summary-level brief \
        >"$work/$module.log" 2>&1 || {
        cat "$work/$module.log" >&2
        echo "docs: $module: FAILED (every DocC warning is an error)" >&2
        exit 1
    }
    sed -n '/coverage output enabled/,$p' "$work/$module.log" | sed '1d;/^[[:space:]]*$/d'
    echo "docs: $module: OK -> $output/$module/documentation/$lower/index.html"
done
