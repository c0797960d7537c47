"""The whole suite replayed from its vectors (`rulespec replay`) against the same suite run by
pytest-bdd (`rulespec run`), both in-process on the oracle, each a fresh process as a user runs it.

Writes the vectors once into a temporary folder (`rulespec vectors`), then times each command
--repeat times and prints the medians and their ratio (target of issue 11: replay at least 10x
faster). A measurement, not a test: nothing here asserts. Run:
python benchmarks/replay_ratio.py [--repeat N] [--adapter SPEC]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time

CLI = [sys.executable, "-m", "rulespec.adapters.runner.cli"]


def wall_time(args: list[str]) -> float:
    started = time.perf_counter()
    proc = subprocess.run(CLI + args, capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    if proc.returncode != 0:
        sys.exit(f"rulespec {' '.join(args)} exited {proc.returncode}\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--adapter", default="oracle")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="rulespec-vectors-") as out:
        made = wall_time(["vectors", out])
        run = [wall_time(["run", "--adapter", args.adapter]) for _ in range(args.repeat)]
        replay = [wall_time(["replay", out, "--adapter", args.adapter]) for _ in range(args.repeat)]
    a, b = statistics.median(run), statistics.median(replay)
    print(f"rulespec vectors (once):   {made:.2f} s")
    print(f"rulespec run    ({args.adapter}): median {a:.2f} s, best {min(run):.2f} s over {args.repeat} runs")
    print(f"rulespec replay ({args.adapter}): median {b:.2f} s, best {min(replay):.2f} s over {args.repeat} runs")
    print(f"ratio run / replay: {a / b:.1f}x median, {min(run) / min(replay):.1f}x best (target: at least 10x)")


if __name__ == "__main__":
    main()
