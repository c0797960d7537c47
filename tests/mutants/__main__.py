"""``python -m tests.mutants [NAME ...] | --area AREA``: run every mutant (or the named ones, or
those of a ruling area) against the
scenarios of its ruling and print the kill matrix and the mutation score. ``python -m
tests.mutants --hints`` rewrites tests/mutants/killers.json (the scenario that kills each mutant
first, which tests/test_mutants.py runs first: a scheduling hint, never a verdict).

A mutant is *killed* when at least one scenario tagged with its ruling fails on it (or errs on
an answer the contract refuses: a schema, a reference of the state); a mutant that cannot be built
or started is *broken*, and a scenario in which its own code raised is *crashed*: neither kills
it. Exit 0 when every mutant is killed, 1 otherwise.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

import pytest

from rulespec import features
from tests.mutants import Mutant, all_mutants
from tests.mutants import plugin as mutant_plugin

KILLING = mutant_plugin.KILLING


def run(names: list[str] | None = None, first_kill: bool = False,
        area: str | None = None) -> tuple[list[Mutant], dict[str, list[dict[str, str]]]]:
    """Every mutant with the outcomes of the scenarios of its ruling; with ``first_kill``, only
    up to the first scenario that kills it (enough to tell whether it is killed, and cheaper);
    with ``area``, only the scenarios of that ruling area (``GEAR``), and so its mutants.

    With ``first_kill``, in two pytest sessions: the first makes only each mutant's hinted pair (the
    scenario that killed it first last time, tests/mutants/killers.json), the second, for the
    mutants that pair did not kill, every other scenario of their ruling. Making every pair but
    running one per mutant cost a fourth of the run in collecting ten thousand items."""
    mutants = [m for m in all_mutants() if (not names or m.name in names)
               and (area is None or m.ruling.startswith(f"{area}-"))]
    mutant_plugin.OUTCOMES.clear()
    mutant_plugin._killed.clear()
    mutant_plugin.BROKEN.clear()
    mutant_plugin.FIRST_KILL[0] = first_kill
    args = [str(Path(features.__file__).parent), "-q", "--no-header", "-p", "no:cacheprovider", "--tb=no",
            "-p", "no:warnings", "-rN", "--adapter", "python:tests.mutants.plugin:switching",
            "-p", "tests.mutants.plugin"]
    if area:
        args += ["--area", area]
    wanted = {m.name for m in mutants}
    hints = {name: nodeid for name, nodeid in mutant_plugin.load_hints().items() if name in wanted} \
        if first_kill else {}
    try:
        if hints:
            mutant_plugin.SELECT.update(only=set(hints), pairs=set(hints.items()), without=set(), functions={
                name: nodeid.split("::")[-1].split("[")[0] for name, nodeid in hints.items()})
            pytest.main(args)
        rest = wanted - mutant_plugin._killed - set(mutant_plugin.BROKEN)
        if rest:
            mutant_plugin.SELECT.update(only=rest, pairs=None, functions=None, without=set(hints.items()))
            pytest.main(args)
    finally:
        mutant_plugin.SELECT.update(only=None, pairs=None, functions=None, without=set())
    outcomes: dict[str, list[dict[str, str]]] = defaultdict(list)
    for o in mutant_plugin.OUTCOMES:
        outcomes[o["mutant"]].append(o)
    return mutants, outcomes


def killers(outcomes: list[dict[str, str]]) -> list[str]:
    return [o["scenario"] for o in outcomes if o["outcome"] in KILLING]


def matrix(mutants: list[Mutant], outcomes: dict[str, list[dict[str, str]]]) -> str:
    lines = [f"{'mutant':44} {'ruling':8} killed by"]
    for m in sorted(mutants, key=lambda m: (m.ruling, m.name)):
        kill = killers(outcomes.get(m.name, []))
        ran = len(outcomes.get(m.name, []))
        if m.name in mutant_plugin.BROKEN:
            verdict = f"BROKEN, tests nothing: {mutant_plugin.BROKEN[m.name]}"
        else:
            verdict = f"{len(kill)}/{ran}: {kill[0]}" if kill else f"SURVIVED ({ran} scenario(s) ran)"
        lines.append(f"{m.name:44} {m.ruling:8} {verdict}")
    killed = sum(bool(killers(outcomes.get(m.name, []))) for m in mutants)
    score = 100 * killed / len(mutants) if mutants else 100.0
    lines.append(f"\nmutation score: {killed}/{len(mutants)} mutants killed ({score:.1f}%)")
    crashed = sorted({o["mutant"] for ran in outcomes.values() for o in ran if o["outcome"] == "crashed"})
    if crashed:  # a crash kills nothing: the mutant's code raised (a signature the oracle changed, say)
        lines.append(f"crashed in some scenario (their code raised; fix them): {', '.join(crashed)}")
    return "\n".join(lines)


def write_hints() -> int:
    """``--hints``: tests/mutants/killers.json anew, each mutant's first killing scenario (its node
    id), which a run with ``first_kill`` (tests/test_mutants.py) tries first. Exit 0; exit 1, the file
    left as it was, when a mutant is killed by no scenario (a run that could not start the suite, say:
    outside the project's environment, every mutant survives)."""
    before = mutant_plugin.HINTS.read_text() if mutant_plugin.HINTS.exists() else "{}\n"
    mutant_plugin.HINTS.write_text("{}")  # the scenarios in their own order: a hint must not choose itself
    try:
        mutants, outcomes = run(first_kill=True)
    finally:
        mutant_plugin.HINTS.write_text(before)
    hints = {name: next(o["nodeid"] for o in ran if o["outcome"] in KILLING)
             for name, ran in sorted(outcomes.items()) if killers(ran)}
    survivors = [m.name for m in mutants if m.name not in hints]
    if survivors:
        print(f"{mutant_plugin.HINTS} left as it was: {len(survivors)} of {len(mutants)} mutants killed by no "
              f"scenario ({', '.join(survivors[:5])}{', ...' if len(survivors) > 5 else ''}); "
              "`python -m tests.mutants` prints the matrix", file=sys.stderr)
        return 1
    mutant_plugin.HINTS.write_text(json.dumps(hints, indent=1, sort_keys=True) + "\n")
    print(f"wrote {mutant_plugin.HINTS}: {len(hints)} mutants with the scenario that kills them first")
    return 0


def main(argv: list[str]) -> int:
    """``[NAME ...]``, ``--area AREA`` (a ruling area: GEAR, BUFF, ATTR, MTG) or ``--hints``. A name
    or an area that selects no mutant is a usage error (exit 2): a matrix of nothing would pass."""
    if argv == ["--hints"]:
        return write_hints()
    area = None
    if argv[:1] == ["--area"]:
        if len(argv) != 2:
            print("usage: python -m tests.mutants [NAME ...] | --area AREA | --hints", file=sys.stderr)
            return 2
        area = argv[1].upper()
        argv = []
    known = {m.name for m in all_mutants()}
    unknown = [name for name in argv if name not in known]
    if unknown or (area and not any(m.ruling.startswith(f"{area}-") for m in all_mutants())):
        print(f"no such mutant: {', '.join(unknown)}" if unknown else f"no mutant breaks a ruling of area {area!r}",
              file=sys.stderr)
        return 2
    mutants, outcomes = run(argv or None, area=area)
    print(matrix(mutants, outcomes))
    return 0 if all(killers(outcomes.get(m.name, [])) for m in mutants) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
