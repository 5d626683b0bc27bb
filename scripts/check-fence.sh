#!/usr/bin/env bash
# Checks the unsafe-code fence: pointer types, unsafe casts and imports of the package's C modules appear in
# Sources/ only inside the fenced folders, or as one of the documented `unsafe…` hatches named below.
#
#   scripts/check-fence.sh [ROOT]     ROOT defaults to the repository this script is in
#
# Prints each line that crosses the fence as `path:line: text` and exits 1; prints one OK line and exits 0
# otherwise. Comments are not read (a doc comment may name a pointer type). docs/ARCHITECTURE.md says why
# the fence is where it is.
set -euo pipefail

root=${1:-"$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"}
cd "$root"

# The folders that may touch C: each wraps one C library behind Swift types.
fenced='^Sources/(GLibInterop|GtkWeb/Backend|SessionStore/SQLite|GtkWebShell/Gtk)/'

# What the fence keeps in: pointer types, unmanaged references, bit casts, typed views of raw memory, the
# closures that lend raw memory, and the package's C modules.
pattern='\b(Unsafe[A-Za-z]*Pointer|Unsafe[A-Za-z]*Buffer[A-Za-z]*|Unmanaged|OpaquePointer|unsafeBitCast|assumingMemoryBound|bindMemory|withUnsafe[A-Za-z]*|withMemoryRebound)\b'
cimport='^[[:space:]]*(@_implementationOnly[[:space:]]+|(internal|package|public|private|fileprivate)[[:space:]]+)?import[[:space:]]+(CWebKitGTK|CSQLite|CImageCodecs|CBenchCalls)\b'

# The documented escape hatches of the public API, by file and declaration: the GtkWidget of a view for a
# host app to pack into its own window. Each is named `unsafe…` and says in its doc comment what it lends.
hatches=(
    'Sources/GtkWeb/Engine/WebEngine.swift:public var unsafeWidget: UnsafeMutableRawPointer'
    'Sources/GtkWeb/Engine/WebEngine.swift:public func unsafeAttach(toContainer container: UnsafeMutableRawPointer)'
    'Sources/GtkWeb/View/WebView.swift:public func unsafeAttach(toContainer container: UnsafeMutableRawPointer)'
)

is_hatch() {
    local file=$1 text=$2 hatch
    for hatch in "${hatches[@]}"; do
        [[ $file == "${hatch%%:*}" && $text == *"${hatch#*:}"* ]] && return 0
    done
    return 1
}

found=0
while IFS= read -r hit; do
    file=${hit%%:*}
    rest=${hit#*:}
    number=${rest%%:*}
    line=${rest#*:}
    [[ $file =~ $fenced ]] && continue
    code=${line%%//*}
    if [[ $code =~ $cimport ]] || grep -qE "$pattern" <<<"$code"; then
        is_hatch "$file" "$code" && continue
        echo "$file:$number: ${line#"${line%%[![:space:]]*}"}"
        found=$((found + 1))
    fi
done < <(grep -rnE --include='*.swift' "$pattern|import[[:space:]]+C" Sources | sort)

if ((found > 0)); then
    echo "fence: $found line(s) outside the fenced folders use pointers, unsafe casts or C modules." >&2
    echo "       Move the code into GLibInterop/, GtkWeb/Backend/, SessionStore/SQLite/ or GtkWebShell/Gtk/" >&2
    echo "       behind a Swift type, or name a new documented unsafe… hatch in scripts/check-fence.sh." >&2
    exit 1
fi
echo "fence: OK (no pointer, unsafe cast or C import outside the fenced folders but the ${#hatches[@]} named hatches)"
