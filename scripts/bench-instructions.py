#!/usr/bin/env python3
"""Main-thread instructions per operation, GtkWeb beside plain C, counted by valgrind's callgrind.

    scripts/bench-instructions.py BIN_DIR [--runs N] [--keep]

Runs `gtkweb-bench-c --suite instructions` and `gtkweb-bench --worker --suite instructions` (release builds in
BIN_DIR) under callgrind, alternating which goes first, N times each (default 2). Both programs do the same
work by the same method and mark each measured stretch with callgrind's client requests (CBenchCalls):
counters zeroed before it, dumped after it under the figure's name. `--keep` keeps the dumps (for
callgrind_annotate) and prints where.

What is counted. From each stretch's dump of the main thread (thread 01), divided by the stretch's operation
count (which the program prints as the figure's value):
  total       every instruction the main thread ran;
  loop        the GLib main loop's own bookkeeping: the inclusive instructions of the calls to
              g_main_context_iteration minus those of the calls to g_main_context_dispatch, i.e. the
              prepare, query, poll and check of every source in every iteration, which is not the
              dispatch of any work;
  iterations  the calls to g_main_context_iteration;
  gdk         the dispatches of GDK's own sources: the inclusive instructions of the calls GLib makes into
              GDK other than from the loop's prepare, query and check, i.e. GDK's frame clock (layout and
              paint of the window, GTK's expose handling within it) and its X event source, with
              `gdk_dispatches`, their number; told by their library, libgdk-3, so under GTK 4, whose GDK
              is inside libgtk-4, it is 0 and the work keeps GDK's drawing;
  work        total - loop - gdk: what the figure is.
Why work and not total: on both sides WebKit's RunLoop wakes the GLib context after each function it
dispatches, so a round trip takes one or two main-loop iterations (about 12,000 instructions of
bookkeeping each, the same on both sides), and which it is depends on whether the web process's answer
arrives before the next poll, that is, on the machine's load; and GDK repaints the window on its frame
clock, paced by the wall clock, so how many repaints fall within a navigation depends on how long it takes.
Both moved the totals of one program by up to 14 % between runs; the work does not move (the stretches
of one run agree within about 1 %). The rule is the same for both programs. The loop's and GDK's shares
are not hidden: every line also gives the totals, each run's loop instructions, iterations, GDK
instructions and GDK dispatches per operation, so a program that woke the loop more often than the other
(an extra main-loop hop per call) shows it in `iterations`, and one that drew more in `gdk`. Of a
figure's stretches (five per run), the one with the least work per operation is a run's value: a figure's
first stretch can carry a one-off cost of the process (a garbage collection, a cache filled). The median
of the runs is printed.

The web process runs outside valgrind and is not counted on either side. Prints one JSON line per figure
on stdout and a table on stderr:
  {"figure": "evaluate", "unit": "instructions/op", "c": 45300, "gtkweb": 54500, "ratio": 1.204,
   "c_runs": [...], "gtkweb_runs": [...], "spread": 0.004, "c_total": 59300, "gtkweb_total": 68600,
   "total_ratio": 1.157, "total_spread": 0.1, "c_loop_runs": [...], "gtkweb_loop_runs": [...],
   "c_iterations_runs": [...], ..., "c_gdk_runs": [...], ..., "c_gdk_dispatches_runs": [...], ...}
`spread` is the largest relative difference between runs of one side (the determinism of the count),
`total_spread` the same of the totals. A GtkWeb figure named `instr_<figure>__<variant>` is GtkWeb without
one behaviour (InstructionsSuite.swift says which): it is printed as `<figure>_<variant>` beside C's
`<figure>`, with "variant_of": "<figure>". Needs a display (make bench-instructions runs it under Xvfb).
Exit status: 0, or 1 when a program failed.
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

PROGRAMS = {
    "c": ["gtkweb-bench-c", "--workdir", "{work}", "--suite", "instructions"],
    "gtkweb": ["gtkweb-bench", "--worker", "--workdir", "{work}", "--suite", "instructions"],
}


def fail(message):
    print(f"bench-instructions: {message}", file=sys.stderr)
    sys.exit(1)


# The main loop's own functions (GLib's exported entry points; their static helpers have no symbol in a
# stripped libglib and appear under their address), by the names callgrind gives; GDK's sources are told by
# their library.
ITERATION = "g_main_context_iteration"
DISPATCH = "g_main_context_dispatch"
BOOKKEEPING = ("g_main_context_prepare", "g_main_context_query", "g_main_context_check")


def read_dump(path):
    """Total instructions of one callgrind dump; per called function, [calls, inclusive instructions] summed
    over the call arcs into it from other functions (a function's calls to itself are skipped, so that a
    recursion is not counted twice); and [calls, inclusive instructions] of GDK's sources' dispatches: the
    calls GLib makes into GDK other than from the loop's prepare, query and check."""
    names = {}
    objects = {}
    callees = {}
    gdk = [0, 0]
    total = None
    caller = callee = caller_object = callee_object = next_callee_object = None
    call_count = None  # set by a `calls=` line: the next cost line is that call's inclusive cost
    positions = 1
    with open(path, errors="replace") as handle:
        for line in handle:
            first = line[:1]
            if first.isdigit() or first in "+-*":
                if call_count is not None:
                    fields = line.split()
                    cost = int(fields[positions]) if len(fields) > positions else 0
                    if callee != caller:
                        entry = callees.setdefault(callee, [0, 0])
                        entry[0] += call_count
                        entry[1] += cost
                    if (
                        "libglib-" in (caller_object or "")
                        and "libgdk-" in (callee_object or "")
                        and caller not in BOOKKEEPING
                    ):
                        gdk[0] += call_count
                        gdk[1] += cost
                    call_count = None
                continue
            key, _, value = line.rstrip("\n").partition("=")
            if key in ("fn", "cfn", "ob", "cob"):
                # Name compression: "(id) name" defines an id, "(id)" refers to it (objects have their own).
                table = objects if key in ("ob", "cob") else names
                match = re.match(r"\((\d+)\)(?: (.*))?$", value)
                if match and match.group(2) is not None:
                    table[match.group(1)] = match.group(2)
                name = table[match.group(1)] if match else value
                if key == "ob":
                    caller_object = name
                elif key == "cob":
                    next_callee_object = name
                elif key == "fn":
                    caller = name
                else:
                    callee = name
                    # A call names its callee's object only when it is not the caller's own.
                    callee_object = next_callee_object or caller_object
                    next_callee_object = None
            elif key == "calls":
                call_count = int(value.split()[0])
            elif line.startswith("positions:"):
                positions = len(line.split()) - 1
            elif line.startswith("totals:"):
                # The sum of the dump's own costs, on which its call arcs' costs stand (`summary:`, the
                # thread's counter, can be a little lower in a figure's first stretch).
                total = int(line.split()[1])
    return total, callees, gdk


def stretch_counts(path, ops):
    """One stretch's figures per operation: `work` (what the figure is), `total`, the main loop's `loop`
    (its bookkeeping) and `iterations`, and `gdk`, the dispatches of GDK's sources (its frame clock's
    layout and paint, its X events), with their number `gdk_dispatches`."""
    total, callees, gdk = read_dump(path)
    iterations, iterating = callees.get(ITERATION, [0, 0])
    dispatching = callees.get(DISPATCH, [0, 0])[1]
    loop = iterating - dispatching
    return {
        "work": (total - loop - gdk[1]) / ops,
        "total": total / ops,
        "loop": loop / ops,
        "iterations": iterations / ops,
        "gdk": gdk[1] / ops,
        "gdk_dispatches": gdk[0] / ops,
    }


def run_once(side, bin_dir, scratch, index):
    """One program under callgrind; returns {figure: stretch_counts of its stretch with the least work}."""
    work = os.path.join(scratch, f"{side}-{index}")
    os.makedirs(work)
    # valgrind 3.19 cannot read the DWARF 5 debug information of these builds: count a copy without it.
    binary = os.path.join(work, PROGRAMS[side][0])
    shutil.copy(os.path.join(bin_dir, PROGRAMS[side][0]), binary)
    subprocess.run(["strip", "--strip-debug", binary], check=True)
    arguments = [binary] + [a.format(work=work) for a in PROGRAMS[side][1:]]
    out = os.path.join(work, "callgrind.out")
    command = ["valgrind", "--tool=callgrind", "--separate-threads=yes", f"--callgrind-out-file={out}"]
    result = subprocess.run(command + arguments, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stderr[-4000:])
        fail(f"{side} exited with status {result.returncode}")
    ops = {}
    for line in result.stdout.splitlines():
        figure = json.loads(line)
        if figure.get("unit") == "ops":
            ops[figure["figure"]] = figure[side]
    counts = {}
    # Each client-request dump is <out>.<part>-<thread>; thread 01 is the main thread. A figure has several
    # stretches: the one with the least work per operation is kept.
    for dump in glob.glob(out + ".*-01"):
        with open(dump, errors="replace") as handle:
            head = handle.read(1 << 16)
        name = re.search(r"^desc: Trigger: Client Request: (\S+)$", head, re.M)
        if name and name.group(1) in ops:
            stretch = stretch_counts(dump, ops[name.group(1)])
            kept = counts.get(name.group(1))
            if kept is None or stretch["work"] < kept["work"]:
                counts[name.group(1)] = stretch
    missing = sorted(set(ops) - set(counts))
    if missing or not ops:
        fail(f"{side}: no callgrind dump for {', '.join(missing) or 'any figure'}")
    return {name: counts[name] for name in ops}  # in the order the program printed them


def main():
    arguments = sys.argv[1:]
    if not arguments or arguments[0].startswith("-"):
        fail("usage: bench-instructions.py BIN_DIR [--runs N] [--keep]")
    bin_dir = arguments[0]
    runs = int(arguments[arguments.index("--runs") + 1]) if "--runs" in arguments else 2
    if shutil.which("valgrind") is None:
        fail("valgrind is not installed (make deps installs it)")
    scratch = tempfile.mkdtemp(prefix="gtkweb-bench-instructions-")
    try:
        results = {"c": [], "gtkweb": []}
        for index in range(runs):
            order = ["c", "gtkweb"] if index % 2 == 0 else ["gtkweb", "c"]
            for side in order:
                print(f"bench-instructions: run {index + 1} of {runs}: {side}", file=sys.stderr)
                results[side].append(run_once(side, bin_dir, scratch, index))
    finally:
        if "--keep" in arguments:
            print(f"bench-instructions: the callgrind dumps are kept in {scratch}", file=sys.stderr)
        else:
            shutil.rmtree(scratch, ignore_errors=True)

    def median(values):
        ordered = sorted(values)
        middle = len(ordered) // 2
        return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2

    def spread(values):
        return (max(values) - min(values)) / min(values) if min(values) > 0 else 0.0

    rows = []
    for figure in results["gtkweb"][0]:
        # instr_<figure>__<variant>: GtkWeb without one behaviour, set beside C's <figure>.
        base = figure.split("__")[0]
        if base not in results["c"][0]:
            fail(f"the C program has no figure {base} for {figure}")
        runs = {"c": [run[base] for run in results["c"]], "gtkweb": [run[figure] for run in results["gtkweb"]]}
        c, gtkweb = (median([stretch["work"] for stretch in runs[side]]) for side in ("c", "gtkweb"))
        line = {
            "figure": figure.removeprefix("instr_").replace("__", "_"),
            "unit": "instructions/op",
            "c": round(c),
            "gtkweb": round(gtkweb),
            "ratio": round(gtkweb / c, 3),
        }
        for side in ("c", "gtkweb"):
            line[f"{side}_runs"] = [round(stretch["work"]) for stretch in runs[side]]
        line["spread"] = round(max(spread([stretch["work"] for stretch in runs[side]]) for side in runs), 4)
        for side in ("c", "gtkweb"):
            line[f"{side}_total"] = round(median([stretch["total"] for stretch in runs[side]]))
        line["total_ratio"] = round(line["gtkweb_total"] / line["c_total"], 3)
        line["total_spread"] = round(max(spread([stretch["total"] for stretch in runs[side]]) for side in runs), 4)
        for key, digits in (("loop", 0), ("iterations", 2), ("gdk", 0), ("gdk_dispatches", 2)):
            for side in ("c", "gtkweb"):
                line[f"{side}_{key}_runs"] = [round(stretch[key], digits or None) for stretch in runs[side]]
        if base != figure:
            line["variant_of"] = base.removeprefix("instr_")
        print(json.dumps(line), flush=True)
        rows.append(line)
    print(
        f"\n{'figure':<30} {'C work/op':>11} {'GtkWeb':>11} {'ratio':>6} {'spread':>7}"
        f" {'C total/op':>11} {'GtkWeb':>11} {'ratio':>6} {'spread':>7} {'iter/op C, GtkWeb':>18}",
        file=sys.stderr,
    )
    for row in rows:
        iterations = ", ".join(
            "/".join(f"{value:.2f}" for value in row[f"{side}_iterations_runs"]) for side in ("c", "gtkweb")
        )
        print(
            f"{row['figure']:<30} {row['c']:>11,} {row['gtkweb']:>11,} {row['ratio']:>6.3f} {row['spread']:>6.1%}"
            f" {row['c_total']:>11,} {row['gtkweb_total']:>11,} {row['total_ratio']:>6.3f}"
            f" {row['total_spread']:>6.1%}  {iterations}",
            file=sys.stderr,
        )

if __name__ == "__main__":
    main()
