#!/usr/bin/env python3
"""Main-thread instructions per operation, GtkWeb beside plain C, counted by valgrind's callgrind.

    scripts/bench-instructions.py BIN_DIR [--runs N]

Runs `gtkweb-bench-c --suite instructions` and `gtkweb-bench --worker --suite instructions` (release builds in
BIN_DIR) under callgrind, alternating which goes first, N times each (default 2). Both programs do the same
work by the same method and mark each measured stretch with callgrind's client requests (CBenchCalls):
counters zeroed before it, dumped after it under the figure's name. The main thread's instruction count of
a stretch divided by its operation count (which the program prints as the figure's value), in the stretch
with the fewest (each figure runs five), is the figure of a run; the median of the runs is printed.

Unlike wall-clock time, the count does not move with the machine's load: it is the work the main thread
did (the web process runs outside valgrind and is not counted on either side). Prints one JSON line per
figure on stdout and a table on stderr:
  {"figure": "evaluate", "unit": "instructions/op", "c": 69700, "gtkweb": 88300, "ratio": 1.267,
   "c_runs": [...], "gtkweb_runs": [...], "spread": 0.004}
`spread` is the largest relative difference between runs of one side (the determinism of the count).
A GtkWeb figure named `instr_<figure>__<variant>` is GtkWeb without one behaviour (InstructionsSuite.swift
says which): it is printed as `<figure>_<variant>` beside C's `<figure>`, with "variant_of": "<figure>".
Needs a display (make bench-instructions runs it under Xvfb). Exit status: 0, or 1 when a program failed.
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


def run_once(side, bin_dir, scratch, index):
    """One program under callgrind; returns {figure: instructions per operation}."""
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
    # stretches: the one with the fewest instructions per operation is kept.
    for dump in glob.glob(out + ".*-01"):
        with open(dump, errors="replace") as handle:
            text = handle.read(1 << 20)
        name = re.search(r"^desc: Trigger: Client Request: (\S+)$", text, re.M)
        summary = re.search(r"^summary: (\d+)$", text, re.M) or re.search(r"^totals: (\d+)$", text, re.M)
        if name and summary and name.group(1) in ops:
            per_op = int(summary.group(1)) / ops[name.group(1)]
            counts[name.group(1)] = min(per_op, counts.get(name.group(1), per_op))
    missing = sorted(set(ops) - set(counts))
    if missing or not ops:
        fail(f"{side}: no callgrind dump for {', '.join(missing) or 'any figure'}")
    return {name: counts[name] for name in ops}  # in the order the program printed them


def main():
    arguments = sys.argv[1:]
    if not arguments or arguments[0].startswith("-"):
        fail("usage: bench-instructions.py BIN_DIR [--runs N]")
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
        c_runs = [run[base] for run in results["c"]]
        gtkweb_runs = [run[figure] for run in results["gtkweb"]]
        c, gtkweb = median(c_runs), median(gtkweb_runs)
        line = {
            "figure": figure.removeprefix("instr_").replace("__", "_"),
            "unit": "instructions/op",
            "c": round(c),
            "gtkweb": round(gtkweb),
            "ratio": round(gtkweb / c, 3),
            "c_runs": [round(value) for value in c_runs],
            "gtkweb_runs": [round(value) for value in gtkweb_runs],
            "spread": round(max(spread(c_runs), spread(gtkweb_runs)), 4),
        }
        if base != figure:
            line["variant_of"] = base.removeprefix("instr_")
        print(json.dumps(line), flush=True)
        rows.append(line)
    print(f"\n{'figure':<30} {'C instr/op':>12} {'GtkWeb':>12} {'ratio':>7} {'spread':>7}", file=sys.stderr)
    for row in rows:
        print(
            f"{row['figure']:<30} {row['c']:>12,} {row['gtkweb']:>12,} {row['ratio']:>7.3f} {row['spread']:>6.1%}",
            file=sys.stderr,
        )


if __name__ == "__main__":
    main()
