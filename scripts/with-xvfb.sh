#!/usr/bin/env bash
# Runs CMD under a private Xvfb display, with a window manager when openbox is installed
# (scripts/with-window-manager.sh), in a session of its own, and always stops everything it started.
#
#   scripts/with-xvfb.sh CMD [ARGS...]
#
# Why a session: `timeout xvfb-run …` kills xvfb-run but can orphan the test binary and WebKit's child
# processes (WebKitWebProcess, WebKitNetworkProcess), which then hold the machine. Here `setsid` puts
# xvfb-run, Xvfb, CMD and every process they spawn into one new session (whose ID is also the process
# group ID), and on any exit of this script — CMD finished, deadline passed, INT, TERM — that group is
# sent TERM, then KILL, and any process still in the session is stopped by PID. Nothing is killed by name.
#
# Environment:
#   WITH_XVFB_DEADLINE  seconds the whole run may take (default 1200); on expiry the run is stopped, the
#                       processes still running are listed, and the exit status is 124.
#   WITH_XVFB_SCREEN    Xvfb screen geometry (default 1280x1024x24).
#
# Exit status: CMD's own, 124 on the deadline, 130 on INT, 143 on TERM.
set -euo pipefail

if (($# == 0)); then
    echo "usage: $0 CMD [ARGS...]" >&2
    exit 2
fi
if ! command -v xvfb-run >/dev/null 2>&1; then
    echo "with-xvfb: xvfb-run not found; 'make deps' installs it (Debian package xvfb)" >&2
    exit 127
fi

deadline=${WITH_XVFB_DEADLINE:-1200}
screen=${WITH_XVFB_SCREEN:-1280x1024x24}
label="$*"
if ! [[ $deadline =~ ^[0-9]+$ ]] || ((deadline == 0)); then
    echo "with-xvfb: WITH_XVFB_DEADLINE must be a positive number of seconds, not '$deadline'" >&2
    exit 2
fi

# GTK's accessibility bridge looks for a session bus that a bare Xvfb run does not have; without this every
# window prints a warning about it.
export NO_AT_BRIDGE=${NO_AT_BRIDGE:-1}
# Xvfb has no GPU. Left to choose, Mesa picks a hardware path that Xvfb cannot present, and WebKit's
# accelerated compositing then shows nothing for seconds (measured: the shell's first paint came 11-14 s
# after load, against well under a second with software GL). Software GL is the right setting here.
export LIBGL_ALWAYS_SOFTWARE=${LIBGL_ALWAYS_SOFTWARE:-1}

session=""
timer=""
finished_by_itself=false

log() { echo "with-xvfb: $*" >&2; }

# The live processes of our session, one "PID ELAPSED COMMAND" line each (zombies left out).
session_processes() {
    [[ -n $session ]] || return 0
    ps -s "$session" -o pid=,stat=,etime=,args= 2>/dev/null | awk '$2 !~ /^Z/ { $2 = ""; print }' || true
}

# Waits up to $1 tenths of a second for the session to empty; succeeds if it did.
session_gone_within() {
    local tenths=$1
    for ((i = 0; i < tenths; i++)); do
        [[ -z $(session_processes) ]] && return 0
        sleep 0.1
    done
    [[ -z $(session_processes) ]]
}

# Signals the process group and, for anything that moved to another group, each PID left in the session.
signal_session() {
    local signal=$1 pid
    kill "-$signal" -- "-$session" 2>/dev/null || true
    kill "-$signal" "$session" 2>/dev/null || true
    for pid in $(session_processes | awk '{ print $1 }'); do
        kill "-$signal" "$pid" 2>/dev/null || true
    done
}

teardown() {
    if [[ -n $timer ]]; then
        kill "$timer" 2>/dev/null || true
        wait "$timer" 2>/dev/null || true
        timer=""
    fi
    [[ -n $session ]] || return 0
    # When CMD ends by itself, xvfb-run has just told Xvfb to quit: give that a moment before calling
    # anything that is left a straggler.
    if $finished_by_itself; then
        session_gone_within 30 || true
    fi
    local left
    left=$(session_processes)
    if [[ -n $left ]]; then
        log "stopping what is still running in session $session:"
        sed 's/^/    /' <<<"$left" >&2
        signal_session TERM
        if ! session_gone_within 50; then
            log "still running 5 s after TERM; sending KILL"
            signal_session KILL
            session_gone_within 20 || {
                log "could not stop:"
                session_processes | sed 's/^/    /' >&2
            }
        fi
    fi
    session=""
}

on_exit() {
    local status=$?
    trap - EXIT INT TERM
    teardown
    exit "$status"
}
trap on_exit EXIT
trap 'log "interrupted (INT): stopping \`$label\`"; exit 130' INT
trap 'log "terminated (TERM): stopping \`$label\`"; exit 143' TERM

# A background job of a non-interactive shell is not a group leader, so setsid(1) calls setsid() in place
# and the PID we get is the new session's ID (and group ID).
setsid xvfb-run -a -s "-screen 0 $screen" "$(dirname "$0")/with-window-manager.sh" "$@" </dev/null &
session=$!
log "running \`$label\` on a private Xvfb ($screen) in session $session, deadline ${deadline} s"

sleep "$deadline" &
timer=$!

status=0
finished=""
wait -n -p finished "$session" "$timer" || status=$?

if [[ $finished == "$timer" ]]; then
    timer=""
    log "TIMEOUT: \`$label\` did not finish within ${deadline} s (WITH_XVFB_DEADLINE)"
    exit 124
fi
finished_by_itself=true
if ((status != 0)); then
    log "\`$label\` exited with status $status"
fi
exit "$status"
