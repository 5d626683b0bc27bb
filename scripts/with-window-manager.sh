#!/usr/bin/env bash
# Runs CMD on the current X display with the openbox window manager running beside it, when openbox is
# installed (else CMD alone); scripts/with-xvfb.sh runs every command through it. Without a window manager,
# X has nobody to honour fullscreen and focus requests: a window asked to go fullscreen stays as it is.
#
#   scripts/with-window-manager.sh CMD [ARGS...]
#
# openbox is started here, awaited until it has claimed the screen (the root window's
# _NET_SUPPORTING_WM_CHECK property, up to 10 s), and stopped by its PID when CMD ends. Nothing is killed by
# name; with-xvfb.sh's session teardown stops it too if this script is itself stopped.
#
# Exit status: CMD's own.
set -uo pipefail

if (($# == 0)); then
    echo "usage: $0 CMD [ARGS...]" >&2
    exit 2
fi
if ! command -v openbox >/dev/null 2>&1; then
    exec "$@"
fi

openbox --sm-disable >/dev/null 2>&1 </dev/null &
wm=$!
stop_wm() {
    kill "$wm" 2>/dev/null || true
    wait "$wm" 2>/dev/null || true
}
trap stop_wm EXIT

if command -v xprop >/dev/null 2>&1; then
    for ((i = 0; i < 100; i++)); do
        xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id' && break
        kill -0 "$wm" 2>/dev/null || break
        sleep 0.1
    done
fi

"$@"
