#!/usr/bin/env python3
"""Counts the findings in sanitizer report files (scripts/test-sanitized.sh) and prints one line per finding.

    scripts/sanitizer-findings.py REPORT_FILE...

Prints each finding's kind and the frame it was found in, then `findings: N` and, separately,
`unseen-lock races: M`: ThreadSanitizer races whose two accesses are both inside the body of a
`Synchronization.Mutex.withLock` (a closure taking `inout sending`, mangled `…zYuYTXEfU_`, or `…EfU0_`,
`…EfU1_` for a function's second, third closure). Swift 6.3.1's
Mutex locks through libswiftSynchronization, which is not instrumented: ThreadSanitizer does not see it take
or release the lock, and reports every contended use of a correctly locked Mutex as a race (a 15-line
program that appends under a Mutex from four threads, and loses nothing, gets the same report). Those are
counted apart, not as findings; a race with either access outside a withLock body is a finding.
"""
import re
import sys

LOCK_BODY = re.compile(r"zYuYTXEfU\d*_")
FRAME = re.compile(r"^\s+#(\d+) (\S+)")


def access_stacks(block):
    """The frames of each access stack of a ThreadSanitizer race (the current and the previous access)."""
    stacks, current = [], None
    for line in block.splitlines():
        if re.match(r"^  (Previous )?(Read|Write|Modifying|Atomic|read|write)|^  .*access of Swift variable", line):
            current = []
            stacks.append(current)
        elif current is not None and FRAME.match(line):
            current.append(FRAME.match(line).group(2))
        elif current is not None and not line.strip():
            current = None
    return stacks


def main(paths):
    findings = unseen = 0
    for path in paths:
        text = open(path, encoding="utf-8", errors="replace").read()
        for block in re.split(r"^=+$", text, flags=re.M):
            header = re.search(r"(ERROR: AddressSanitizer: \S+|WARNING: ThreadSanitizer: [^(]+)", block)
            if not header:
                continue
            summary = re.search(r"^SUMMARY: (.*)$", block, flags=re.M)
            where = summary.group(1) if summary else header.group(1)
            if "ThreadSanitizer" in header.group(1) and "race" in header.group(1):
                stacks = access_stacks(block)
                if len(stacks) >= 2 and all(any(LOCK_BODY.search(f) for f in s[:3]) for s in stacks[:2]):
                    unseen += 1
                    continue
            findings += 1
            print(f"  {path.rsplit('/', 1)[-1]}: {where[:300]}")
    print(f"findings: {findings}")
    print(f"unseen-lock races: {unseen}")


main(sys.argv[1:])
