"""The whole suite replayed from its vectors (`rulespec replay`) against the same suite run by
pytest-bdd (`rulespec run`), both in-process on the oracle, each a fresh process as a user runs it.

Writes the vectors once into a temporary folder (`rulespec vectors`), then times each command
--repeat times and prints the medians and their ratio (target of issue 11: replay at least 10x
faster): wall time, and CPU time (user + system) of the command's process, which other work on
a shared machine changes less. A measurement, not a test: nothing here asserts. Run:
python benchmarks/replay_ratio.py [--repeat N] [--adapter SPEC]

The commands run with Python's bytecode cache on, as an installed package has it: without
PYTHONDONTWRITEBYTECODE (which a sandbox may set, making every process compile each module of the
project from source, a tenth of a second for a replay), and after one untimed run of each.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

CLI = [sys.executable, "-m", "rulespec.adapters.runner.cli"]
ENV = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}


def timed(args: list[str]) -> tuple[float, float]:
    """Wall time and CPU time (user + system) of one ``rulespec`` command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    proc = subprocess.run(CLI + args, capture_output=True, text=True, env=ENV)
    elapsed = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        sys.exit(f"rulespec {' '.join(args)} exited {proc.returncode}\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
    return elapsed, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--adapter", default="oracle")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="rulespec-vectors-") as out:
        made, _ = timed(["vectors", out])
        timed(["run", "--adapter", args.adapter])  # untimed: the bytecode of every module cached
        timed(["replay", out, "--adapter", args.adapter])
        run = [timed(["run", "--adapter", args.adapter]) for _ in range(args.repeat)]
        replay = [timed(["replay", out, "--adapter", args.adapter]) for _ in range(args.repeat)]
    print(f"rulespec vectors (once): {made:.2f} s; {args.repeat} runs of each, median (best):")
    for i, what in enumerate(("wall", "CPU")):
        a, b = statistics.median(r[i] for r in run), statistics.median(r[i] for r in replay)
        best_a, best_b = min(r[i] for r in run), min(r[i] for r in replay)
        print(f"  {what:4}  run {a:.2f} s ({best_a:.2f}), replay {b:.2f} s ({best_b:.2f}): "
              f"ratio {a / b:.1f}x ({best_a / best_b:.1f}x)  (target: at least 10x)")


if __name__ == "__main__":
    main()
