"""The whole suite through `stdio:python -m rulespec.oracle` against the same suite in-process.

Prints the wall time of each and their ratio (target: at most 1.5x). A measurement, not a
test: nothing here asserts. Run: python benchmarks/suite_ratio.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time


def wall_time(adapter: str) -> float:
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "rulespec.adapters.runner.cli", "run", "--adapter", adapter],
                          capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    if proc.returncode != 0:
        sys.exit(f"{adapter}: rulespec run exited {proc.returncode}\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    inproc = [wall_time("oracle") for _ in range(args.repeat)]
    piped = [wall_time(f"stdio:{sys.executable} -m rulespec.oracle") for _ in range(args.repeat)]
    a, b = statistics.median(inproc), statistics.median(piped)
    print(f"in-process (oracle):          median {a:.2f} s over {args.repeat} runs")
    print(f"stdio (python -m rulespec.oracle):     median {b:.2f} s over {args.repeat} runs")
    print(f"ratio stdio / in-process:     {b / a:.2f}x (target: at most 1.5x)")


if __name__ == "__main__":
    main()
