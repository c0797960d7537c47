"""The fuzzer's seed corpus (as AFL's and libFuzzer's): the suite's scenarios, as test vectors.

A vector (schemas/vector.json, docs/vectors.md) holds a ruling's initial state and the actions its
steps send: the situations the rulings are about. Part of the fuzzer's cases start from one of
them (``play_seeded``): its state set up as it is, then its actions, each kept, left out, changed
(another player, another object, another number) or with a generated step before it, and
generated steps after them, each drawn on the game as the oracle has it then (generate.draw_step).
Every decision is one integer draw, as the generator's are, so that a seeded case is a choice
sequence like any other: the same seed gives the same cases, hypothesis shrinks it, ``--shard``
splits it. The *dry run* plays each entry once unmutated first (``dry_run_choices``).

Where the corpus comes from: the shipped suite, exported in-process as ``rulespec vectors`` does
(``suite_corpus``, once per process), or a folder of exported vectors (``read_corpus``).
"""

from __future__ import annotations

import functools
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulespec.adapters.runner.fuzz.generate import (
    PLAYERS,
    Case,
    Draw,
    Played,
    Profile,
    _ints,
    answer,
    draw_step,
)

#: How many cases in ``SEEDED_ONE_IN`` start from a corpus entry (after the dry run), the rest
#: being generated. One in two, not tuned: benchmarks/README.md (2026-12-01 night) has what it finds.
SEEDED_ONE_IN = 2

#: What is done to an entry's action, drawn per action (shrinks towards keeping it):
#: keep (0-3), leave out (4), change one of its values (5), a generated step before it (6),
#: a generated step instead of it (7).
KEEP, DROP, CHANGE, INSERT, REPLACE = 0, 4, 5, 6, 7


class CorpusError(ValueError):
    """A corpus folder that cannot be read: the message names the file."""


@dataclass(frozen=True)
class Entry:
    """One vector, as the fuzzer uses it: where it comes from, its state and the actions it sends."""

    feature: str
    line: int
    scenario: str
    ruling_ids: tuple[str, ...]
    game: str
    needs: frozenset[str]
    cards: frozenset[str]
    state: dict[str, Any]
    actions: tuple[dict[str, Any], ...]

    @classmethod
    def of(cls, vec: dict[str, Any]) -> Entry:
        return cls(vec["feature"], vec["line"], vec["scenario"], tuple(vec["ruling_ids"]), vec["game"],
                   frozenset(vec["needs"]), frozenset(vec["cards"]), vec["state"],
                   tuple(a["action"] for s in vec["steps"] for a in s["actions"]))

    def origin(self, mutated: bool) -> dict[str, Any]:
        return {"feature": self.feature, "line": self.line, "scenario": self.scenario,
                "ruling_ids": list(self.ruling_ids), "mutated": mutated}


def playable(entries: Iterable[Entry], info: dict[str, Any]) -> list[Entry]:
    """The entries the engine can play, by the rule replay skips by (docs/vectors.md, "Replaying a
    vector", step 1): its game among the engine's ``games`` (when it lists them), every capability
    of ``needs`` declared, every card of ``cards`` listed; and only a game the fuzzer plays."""
    capabilities = set(info.get("capabilities", ()))
    games = set(info.get("games", ()))
    cards = set(info.get("cards", ()))
    return [e for e in entries if (not games or e.game in games) and e.game in {"riftbound", "mtg"}
            and e.needs <= capabilities and e.cards <= cards and e.actions]


def read_corpus(folder: Path) -> list[Entry]:
    """The vectors of a folder (``rulespec vectors`` writes them), each checked as replay checks one."""
    from rulespec.adapters.runner.replay import VectorError, load, vector_files

    if not folder.is_dir():
        raise CorpusError(f"--corpus {folder}: not a folder")
    files = vector_files(folder)
    if not files:
        raise CorpusError(f"--corpus {folder}: no vector (*.json) in it")
    try:
        return [Entry.of(load(path)) for path in files]
    except VectorError as exc:
        raise CorpusError(f"--corpus: {exc}") from None


@functools.cache
def suite_corpus() -> tuple[tuple[Entry, ...], float]:
    """The shipped suite's vectors, exported in-process as ``rulespec vectors`` does (adapters/runner/
    vectors.py), once per process; and the seconds it took."""
    from rulespec.adapters.runner.cli import features_dir
    from rulespec.adapters.runner.vectors import collect

    start = time.perf_counter()
    vectors, _ = collect(features_dir(), quiet=True)
    return tuple(Entry.of(v) for v in vectors), time.perf_counter() - start


def dry_run_choices(index: int) -> list[int]:
    """The choices of entry ``index`` played unmutated: seeded (campaign.Fuzzer.play), that entry,
    no mutation (``play_seeded``)."""
    return [SEEDED_ONE_IN - 1, index, 0]


def _values(action: dict[str, Any], ids: list[str]) -> list[tuple[Any, Any]]:
    """What a mutation may change in an action: (container, key) of its player, of each value that
    names an object of the game, of each small number."""
    found: list[tuple[Any, Any]] = []

    def walk(node: Any) -> None:
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            if key in ("schema", "type"):
                continue
            named = (key == "player" and value in PLAYERS) or (isinstance(value, str) and value in ids)
            if named or (isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 9):
                found.append((node, key))
            else:
                walk(value)

    walk(action)
    return found


def _changed(draw: Draw, action: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
    """The action with one of its values changed: the other player, another object of the game
    now, another small number (a target, a choice, an amount: rejections are answers too)."""
    import copy

    action = copy.deepcopy(action)
    ids = [o["id"] for o in state.get("objects", ())]
    values = _values(action, ids)
    if not values:
        return action
    node, key = values[draw(_ints(0, len(values) - 1))]
    value = node[key]
    if key == "player" and value in PLAYERS:
        node[key] = PLAYERS[1 - PLAYERS.index(value)]
    elif isinstance(value, str):
        node[key] = ids[draw(_ints(0, len(ids) - 1))]
    else:
        node[key] = draw(_ints(0, 9))
    return action


def play_seeded(draw: Draw, profile: Profile, entry: Entry) -> Played:
    """A case from a corpus entry: its state, then its actions mutated (or not: the first draw
    here, 0, plays them as they are), then generated steps; the oracle plays each as it is drawn.
    As generate.play_case does, the case ends where the oracle's game goes beyond what the engine
    declares (a cleanup it lacks)."""
    from rulespec import oracle
    from rulespec.adapters.runner.fuzz.magic import draw_mtg_step

    step = draw_mtg_step if entry.game == "mtg" else draw_step
    game = oracle.load_state(entry.state, validated=True)
    case, games, now = Case(entry.state), [game], entry.state
    results: list[dict[str, Any]] = []
    marks: list[int] = []
    mutated = bool(draw(_ints(0, 3)))  # three in four mutated; shrinks towards the entry as it is
    played = Played(case, results, games, marks)
    played.origin = entry.origin(mutated)

    def perform(actions: list[dict[str, Any]]) -> bool:
        """Play ``actions`` on the oracle; False where the case ends."""
        nonlocal game, now
        for action in actions:
            answered = answer(draw, profile, game, action)
            if answered is None:
                return False
            game, result = answered
            case.actions.append(action)
            results.append(result)
            games.append(game)
        now = oracle.dump_state(game)
        return True

    for action in entry.actions:
        what = draw(_ints(0, 7)) if mutated else KEEP
        if what in (INSERT, REPLACE) and not perform(step(draw, profile, now, game)):
            return played
        if what in (DROP, REPLACE):
            continue
        if not perform([_changed(draw, action, now) if what == CHANGE else dict(action)]):
            return played
    for _ in range(profile.max_steps if mutated else 0):
        marks.append(len(getattr(draw, "choices", ())))
        if draw(_ints(0, 2)) == 0:  # one more generated step two times in three; shrinks towards stopping
            break
        if not perform(step(draw, profile, now, game)):
            break
    return played
