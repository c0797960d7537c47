"""How the oracle's cost grows with the board: `perform(attach)`, `snapshot` and `load_state`.

    python benchmarks/scaling.py [SIZES...]        # default: 10 100 1000

For each size N, a Riftbound state of N objects on the board, split between the two bases:
nine units in ten, the rest Equipment, each attached to a unit of its base but the last one,
which the measured action attaches (`{"type": "attach", ...}`, the oracle's own checks of the
action included); and, with every object exhausted, an `end_turn` whose next turn readies each
of the other player's (an action with an event per object). Each figure is the best of five
means over a run of at least 0.2 s (timeit's autorange), in one process, one after the other,
in CPU time of the process (time.process_time): on a machine shared with other work, wall time
would count the time spent waiting for a core. Prints the figures and the ratio of the largest
size to the smallest (linear growth is the ratio of the sizes: 100 for 1000/10); asserts nothing.
"""

from __future__ import annotations

import sys
import time
import timeit
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulespec import oracle


def state(objects: int) -> dict[str, Any]:
    """``objects`` objects on the board: nine units in ten, the rest Equipment, all attached but the last."""
    gear = max(1, objects // 10)
    units = objects - gear
    unit_docs = [{"id": f"u{i}", "card": {"type": "unit", "might": 1 + i % 5}, "owner": "AB"[i % 2],
                  "zone": "board", "location": f"base:{'AB'[i % 2]}"} for i in range(units)]
    gear_docs = []
    for i in range(gear):
        doc = {"id": f"g{i}", "card": {"type": "gear", "tags": ["Equipment"], "might_bonus": 1 + i % 3},
               "owner": "AB"[i % 2], "zone": "board", "location": f"base:{'AB'[i % 2]}"}
        if i < gear - 1:
            doc["attached_to"] = f"u{i}"  # u{i} and g{i} share an owner, and so a base
        gear_docs.append(doc)
    return {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
            "objects": unit_docs + gear_docs}


def attach_action(objects: int) -> dict[str, Any]:
    """The last Equipment onto the unit of the same owner with the highest index."""
    last = max(1, objects // 10) - 1
    owner = last % 2
    units = objects - max(1, objects // 10)
    target = max(i for i in range(units) if i % 2 == owner)
    return {"type": "attach", "player": "AB"[owner], "object": f"g{last}", "to": f"u{target}"}


def seconds_per_call(call: Callable[[], object]) -> float:
    timer = timeit.Timer(call, timer=time.process_time)
    loops, _ = timer.autorange()
    return min(timer.repeat(repeat=5, number=loops)) / loops


def main() -> None:
    sizes = [int(s) for s in sys.argv[1:]] or [10, 100, 1000]
    print(f"oracle cost (CPU time) by number of objects on the board, Python {sys.version.split()[0]}, "
          f"{time.strftime('%Y-%m-%d %H:%M', time.gmtime())} UTC")
    figures: dict[str, list[float]] = {"perform(attach)": [], "snapshot": [], "load_state": [],
                                       "perform(end_turn)": []}
    for n in sizes:
        doc, action = state(n), attach_action(n)
        loaded = oracle.load_state(doc)
        _, result = oracle.perform(loaded, action)
        if not result["accepted"]:
            raise SystemExit(f"the measured attach was rejected at {n} objects: {result}")
        figures["perform(attach)"].append(seconds_per_call(lambda s=loaded, a=action: oracle.perform(s, a)))
        figures["snapshot"].append(seconds_per_call(lambda s=loaded: oracle.snapshot(s)))
        figures["load_state"].append(seconds_per_call(lambda d=doc: oracle.load_state(d)))
        tired = oracle.load_state({**doc, "objects": [{**o, "exhausted": True} for o in doc["objects"]]})
        end = {"type": "end_turn", "player": "A"}
        figures["perform(end_turn)"].append(seconds_per_call(lambda s=tired, a=end: oracle.perform(s, a)))
    print(f"  {'':<18}" + "".join(f"{n:>10} obj" for n in sizes) + f"   {sizes[-1]}/{sizes[0]}")
    for name, values in figures.items():
        cells = "".join(f"{v * 1000:>11.3f}ms" for v in values)
        print(f"  {name:<18}{cells}   {values[-1] / values[0]:7.1f}x")


if __name__ == "__main__":
    main()
