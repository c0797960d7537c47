"""The protocol's own cost: round trips per second of `snapshot` on a 20-object state.

    python benchmarks/protocol_roundtrip.py [SECONDS]

Measures, each for SECONDS (default 2, the best of five rounds, the three measurements' rounds
in turn): the oracle in-process (no protocol), then
`stdio:python -m rulespec.oracle` through StdioAdapter (the answer checked against its message schema),
and the same wrapped in ValidatingAdapter as the suite runs it (which does not check the snapshot
again: the message schema holds the state schema, adapters.base). Prints the measurements and
the ratio of the last to the first; asserts nothing.

Wall time is what the issue's figure is, and on a shared machine it depends on how soon each
process gets a core back after the other wrote to it. So the CPU time is printed too (where
/proc tells the engine's): of the suite's process and the engine's per snapshot through stdio,
against the CPU time of the snapshot in-process, the best of the same five rounds.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulespec import oracle
from rulespec.adapters.base import ValidatingAdapter
from rulespec.adapters.stdio import StdioAdapter


def state(objects: int = 20) -> dict:
    """Ten units, each at a location, and ten Equipment, each attached to one of them."""
    units = [{"id": f"u{i}", "card": {"type": "unit", "might": 1 + i % 5}, "owner": "AB"[i % 2], "zone": "board",
              "location": f"base:{'AB'[i % 2]}"} for i in range(objects // 2)]
    gear = [{"id": f"g{i}", "card": {"type": "gear", "tags": ["Equipment"], "might_bonus": 1 + i % 3},
             "owner": "AB"[i % 2], "zone": "board", "location": f"base:{'AB'[i % 2]}", "attached_to": f"u{i}"}
            for i in range(objects - objects // 2)]
    return {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
            "objects": units + gear}


def engine_cpu(pid: int | None) -> float:
    """CPU seconds (user + system) the process ``pid`` has used so far; 0 where /proc cannot say."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def one_round(call: Callable[[], object], seconds: float, pid: int | None = None) -> tuple[float, int, float, float]:
    """Calls per second of one round of ``seconds``, the calls made, the time taken, and the CPU
    time per call: this process's, and the engine process ``pid``'s."""
    count, began, cpu_began, engine_began = 0, time.perf_counter(), time.process_time(), engine_cpu(pid)
    while (elapsed := time.perf_counter() - began) < seconds:
        call()
        count += 1
    used = time.process_time() - cpu_began + (engine_cpu(pid) - engine_began if pid else 0.0)
    return count / elapsed, count, elapsed, used / count


def best_rates(calls: dict[str, Callable[[], object]], seconds: float,
               pids: dict[str, int | None]) -> dict[str, tuple[float, int, float, float]]:
    """For each call, the best of ROUNDS rounds of ``seconds / ROUNDS`` (on a shared machine a round
    can lose its core to other work; the best round is the least disturbed) and the least CPU time
    per call of a round. The rounds of the calls alternate, so that a machine whose speed drifts
    during the measurement (seen here: a fifth within the hour) moves every call alike, not only
    the one measured last."""
    for call in calls.values():
        call()  # warm up
    best: dict[str, tuple[float, int, float, float]] = {}
    for _ in range(ROUNDS):
        for label, call in calls.items():
            rate, count, elapsed, cpu = one_round(call, seconds / ROUNDS, pids[label])
            old = best.get(label, (0.0, 0, 0.0, float("inf")))
            best[label] = (*max(old[:3], (rate, count, elapsed)), min(old[3], cpu))
    return best


ROUNDS = 5


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    doc = state()
    loaded = oracle.load_state(doc)
    size = len(json.dumps(oracle.snapshot(loaded)))
    print(f"snapshot of a {len(doc['objects'])}-object state ({size} bytes of JSON), {sys.version.split()[0]}, "
          f"best of {ROUNDS} rounds of {seconds / ROUNDS:g} s each, "
          "the rounds of the three alternating:")
    raw = StdioAdapter(f"{sys.executable} -m rulespec.oracle", timeout=10)
    raw.start()
    raw.setup(doc)
    checked = ValidatingAdapter(raw)
    calls = {"in-process: oracle.snapshot(state)": lambda: oracle.snapshot(loaded),
             "stdio:python -m rulespec.oracle (StdioAdapter)": raw.snapshot,
             "stdio:python -m rulespec.oracle (+ ValidatingAdapter)": checked.snapshot}
    rates, cpus = [], []
    pids = {label: None if label.startswith("in-process") else raw.pid for label in calls}
    for label, (per_second, count, elapsed, cpu) in best_rates(calls, seconds, pids).items():
        rates.append(per_second)
        cpus.append(cpu)
        print(f"  {label:<54} {per_second:8.0f} /s   {1000 / per_second:6.3f} ms each   ({count} in {elapsed:.2f} s)"
              f"   CPU {1000 * cpu:6.3f} ms each")
    raw.stop()
    base, piped, suite = rates
    print(f"protocol cost per snapshot: {1000 / piped - 1000 / base:.3f} ms over the pipe, "
          f"{1000 / suite - 1000 / base:.3f} ms as the suite runs it")
    print(f"through stdio as the suite runs it / in-process: {base / suite:.1f}x (issue 11: at most 5x)")
    if engine_cpu(os.getpid()):
        print(f"  in CPU time (suite and engine processes together / in-process): {cpus[2] / cpus[0]:.1f}x")


if __name__ == "__main__":
    main()
