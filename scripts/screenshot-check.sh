#!/usr/bin/env bash
# Starts the built `gtkweb` on $DISPLAY and checks that it really shows its start page:
#   1. a viewable top-level window whose title starts with "GtkWeb" appears, and
#   2. gtkweb prints the line `gtkweb: page loaded <url>` on stdout (flushed), then
#   3. a screenshot of the whole screen (`import -window root`), cut to that window, shows painted web
#      content: more than SCREENSHOT_MIN_COLOURS distinct colours, and at least SCREENSHOT_MIN_COLOURFUL
#      per mille of its pixels in colour (chroma above 15 %). The second test is the one that matters:
#      GTK's own chrome (header bar, buttons, text) alone has hundreds of colours but is all grey, while
#      the start page has a wide coloured banner.
# Each wait polls under a deadline, nothing sleeps blindly: SCREENSHOT_TIMEOUT seconds (default 30) for the
# window and the line, then SCREENSHOT_PAINT_TIMEOUT seconds (default 60: a loaded machine paints slowly)
# for the paint.
# The screenshot is kept at .build/screenshots/<program>-start.png (also on failure, when one was taken).
# gtkweb runs with empty XDG data, cache and config folders, so it starts as on a first run (no restored
# session), and with GTKWEB_RESOURCES pointing at this checkout's Resources/ unless that is already set.
# Only the gtkweb process this script started is stopped (by PID), on every way out.
#
# With SCREENSHOT_OUT=FILE.png (`make screenshot`), the painted window alone is also written to FILE.png,
# as a palette PNG (256 colours, not dithered, no metadata: about 50 KB) to keep it small enough to commit.
# Environment: GTKWEB_BIN (default: `swift build --show-bin-path`/gtkweb), SCREENSHOT_TIMEOUT (30),
# SCREENSHOT_PAINT_TIMEOUT (60), SCREENSHOT_MIN_COLOURS (16), SCREENSHOT_MIN_COLOURFUL (50, per mille),
# SCREENSHOT_OUT (unset).
# Prints one "screenshot-check: PASS|FAIL: …" line; exits 0 on PASS.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
timeout_s=${SCREENSHOT_TIMEOUT:-30}
paint_timeout_s=${SCREENSHOT_PAINT_TIMEOUT:-60}
min_colours=${SCREENSHOT_MIN_COLOURS:-16}
min_colourful=${SCREENSHOT_MIN_COLOURFUL:-50}
shot_dir="$root/.build/screenshots"

work=""
gtkweb_pid=""

fail() {
    echo "screenshot-check: FAIL: $*"
    exit 1
}

show_output() {
    [[ -n $work ]] || return 0
    local stream
    for stream in stdout stderr; do
        if [[ -s $work/$stream.log ]]; then
            echo "--- gtkweb $stream (last 40 lines) ---"
            tail -n 40 "$work/$stream.log"
        else
            echo "--- gtkweb $stream: empty ---"
        fi
    done
}

stop_gtkweb() {
    [[ -n $gtkweb_pid ]] || return 0
    if kill -0 "$gtkweb_pid" 2>/dev/null; then
        kill -TERM "$gtkweb_pid" 2>/dev/null || true
        for ((i = 0; i < 50; i++)); do
            kill -0 "$gtkweb_pid" 2>/dev/null || break
            sleep 0.1
        done
        if kill -0 "$gtkweb_pid" 2>/dev/null; then
            echo "screenshot-check: gtkweb (pid $gtkweb_pid) ignored TERM for 5 s; sending KILL"
            kill -KILL "$gtkweb_pid" 2>/dev/null || true
        fi
    fi
    wait "$gtkweb_pid" 2>/dev/null || true
    gtkweb_pid=""
}

on_exit() {
    local status=$?
    trap - EXIT INT TERM
    stop_gtkweb
    [[ -z $work ]] || rm -rf "$work"
    exit "$status"
}
trap on_exit EXIT
trap 'echo "screenshot-check: FAIL: interrupted"; exit 130' INT
trap 'echo "screenshot-check: FAIL: terminated"; exit 143' TERM

[[ -n ${DISPLAY:-} ]] || fail "DISPLAY is not set; run it under an X server, e.g. scripts/with-xvfb.sh $0"
for tool in xwininfo import convert; do
    command -v "$tool" >/dev/null 2>&1 || fail "'$tool' not found; 'make deps' installs it (x11-utils, imagemagick)"
done

bin=${GTKWEB_BIN:-}
if [[ -z $bin ]]; then
    bin="$(cd "$root" && swift build --show-bin-path 2>/dev/null)/gtkweb"
fi
[[ -x $bin ]] || fail "no gtkweb binary at $bin; run 'make build' first"
# The program's own name in the messages and the screenshot's file (gtkweb, or an example app).
program=$(basename "$bin")
shot="$shot_dir/$program-start.png"

work=$(mktemp -d "${TMPDIR:-/tmp}/gtkweb-screenshot.XXXXXX")
mkdir -p "$work/data" "$work/cache" "$work/config" "$shot_dir"
rm -f "$shot"

XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config" \
    GTKWEB_RESOURCES="${GTKWEB_RESOURCES:-$root/Resources}" \
    "$bin" </dev/null >"$work/stdout.log" 2>"$work/stderr.log" &
gtkweb_pid=$!
echo "screenshot-check: started $bin (pid $gtkweb_pid) on DISPLAY=$DISPLAY; waiting up to ${timeout_s} s"

started=$SECONDS
deadline=$((started + timeout_s))
window_id=""
window_line=""
loaded_line=""

# Called when gtkweb died or the deadline passed: says which of the awaited events never happened.
missing_events() {
    local missing=""
    [[ -n $window_id ]] || missing='a viewable window titled "GtkWeb…"'
    if [[ -z $loaded_line ]]; then
        missing="${missing:+$missing, nor }the stdout line 'gtkweb: page loaded <url>' (is stdout flushed?)"
    fi
    echo "$missing"
}

while [[ -z $window_id || -z $loaded_line ]]; do
    if ! kill -0 "$gtkweb_pid" 2>/dev/null; then
        status=0
        wait "$gtkweb_pid" || status=$?
        gtkweb_pid=""
        show_output
        fail "gtkweb exited with status $status before showing: $(missing_events)"
    fi
    if [[ -z $window_id ]]; then
        # Top-level windows are the root's children, or, under a window manager, its frames' children:
        # `     0x1400003 "GtkWeb — …": ("gtkweb" …)` anywhere in the tree.
        # Read whole first: grep -m1 on the pipe would end xwininfo with SIGPIPE, which pipefail reports.
        tree=$(xwininfo -root -tree 2>/dev/null || true)
        while read -r id _; do
            if xwininfo -id "$id" 2>/dev/null | grep -q 'Map State: IsViewable'; then
                window_id=$id
                window_line=$(grep -m1 -F "$id" <<<"$tree" | sed 's/^ *//')
                break
            fi
        done < <(grep -E '^ +0x[0-9a-f]+ "GtkWeb' <<<"$tree" || true)
    fi
    if [[ -z $loaded_line ]]; then
        loaded_line=$(grep -m1 '^gtkweb: page loaded ' "$work/stdout.log" || true)
    fi
    [[ -n $window_id && -n $loaded_line ]] && break
    if ((SECONDS >= deadline)); then
        show_output
        fail "after ${timeout_s} s, gtkweb had not shown: $(missing_events)"
    fi
    sleep 0.2
done
echo "screenshot-check: after $((SECONDS - started)) s: window $window_line"
echo "screenshot-check: after $((SECONDS - started)) s: $loaded_line"

# The window's place on the screen, as an ImageMagick crop geometry (WxH+X+Y).
window_geometry() {
    xwininfo -id "$window_id" | awk '
        /Absolute upper-left X:/ { x = $NF }
        /Absolute upper-left Y:/ { y = $NF }
        /^ *Width:/ { w = $NF }
        /^ *Height:/ { h = $NF }
        END { printf "%dx%d+%d+%d\n", w, h, x, y }'
}

# Load-finished comes before the page is painted, so take screenshots until one shows it.
deadline=$((SECONDS + paint_timeout_s))
colours=0
colourful=0
geometry=""
while :; do
    if ! kill -0 "$gtkweb_pid" 2>/dev/null; then
        status=0
        wait "$gtkweb_pid" || status=$?
        gtkweb_pid=""
        show_output
        fail "gtkweb exited with status $status after loading its page, before painting it"
    fi
    if import -window root "$work/shot.png" 2>"$work/import.log" \
        && geometry=$(window_geometry 2>/dev/null) && [[ $geometry != 0x0* ]]; then
        cp "$work/shot.png" "$shot"
        read -r colours colourful < <(
            convert "$work/shot.png" -crop "$geometry" +repage \
                \( +clone -format '%k ' -write info: +delete \) \
                -colorspace HCL -channel G -separate +channel -threshold 15% -format '%[fx:int(mean*1000)]\n' info: \
                2>/dev/null || echo "0 0"
        )
        ((colours > min_colours && colourful >= min_colourful)) && break
    fi
    if ((SECONDS >= deadline)); then
        [[ -s $work/import.log ]] && cat "$work/import.log"
        show_output
        if [[ -f $shot ]]; then
            fail "the page was not painted ${paint_timeout_s} s after it loaded: the window ($geometry) has $colours colours" \
                "(need more than $min_colours) and $colourful per mille of it in colour (need $min_colourful);" \
                "see $shot"
        fi
        fail "could not take a screenshot of DISPLAY=$DISPLAY within ${paint_timeout_s} s"
    fi
    sleep 0.5
done

if [[ -n ${SCREENSHOT_OUT:-} ]]; then
    mkdir -p "$(dirname "$SCREENSHOT_OUT")"
    convert "$work/shot.png" -crop "$geometry" +repage -strip +dither -colors 256 -define png:compression-level=9 \
        "PNG8:$SCREENSHOT_OUT" || fail "could not write the window's screenshot to $SCREENSHOT_OUT"
    echo "screenshot-check: wrote the window ($geometry) to $SCREENSHOT_OUT ($(stat -c %s "$SCREENSHOT_OUT") bytes)"
fi

echo "screenshot-check: PASS: $program painted its start page after $((SECONDS - started)) s ($colours colours," \
    "$colourful per mille in colour); screenshot at $shot"
