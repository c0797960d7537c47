"""``rulespec fuzz`` finds planted bugs (wrong engines of tests/mutants), shrinks them to a few
steps, writes them, and keeps its command-line contract (exit codes, same seed same cases)."""

from __future__ import annotations

import json
import shutil
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import jsonschema
import pytest

pytest.importorskip("hypothesis")

from rulespec.adapters.base import EngineSkipped, ValidatingAdapter
from rulespec.adapters.oracle import OracleAdapter
from rulespec.adapters.runner import cli
from rulespec.adapters.runner.fuzz.campaign import Fuzzer, write_findings
from tests.cli_runs import rulespec
from tests.mutants import by_name

REPO = Path(__file__).resolve().parent.parent

#: Varied rulings: attach (GEAR-23), counters (BUFF-03), cleanup after damage (GEAR-36), recall (GEAR-39),
#: and a Magic one, found only in a Magic game: an attached Equipment's equip ability left active (MTG-03).
MUTANTS = ("reattach-without-detach", "buffs-stack", "no-cleanup-after-damage", "recall-sheds-attachments",
           "attached-equip-inactive")


def fuzzer(adapter: object, games: tuple[str, ...] | None = None, **kwargs: object) -> Fuzzer:
    """A fuzzer against ``adapter``, playing only ``games`` if given (else all the engine plays)."""
    engine = ValidatingAdapter(adapter)  # type: ignore[arg-type]
    info = engine.start()
    if games is not None:
        info = {**info, "games": list(games)}
    return Fuzzer(engine, info, shrink_seconds=60, shrink_calls=150, **kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize("name", MUTANTS)
def test_a_planted_bug_is_found_and_shrunk_to_a_few_steps(name: str, tmp_path: Path) -> None:
    # each in the game of its ruling: a Riftbound ruling's bug may show in a Magic game too (the attach
    # rules are shared), but here it is its own game's cases that must find it
    magic = by_name()[name].ruling.startswith("MTG-")
    outcome = fuzzer(by_name()[name].make(), games=("riftbound", "mtg") if magic else ("riftbound",)).run(
        seed=5, cases=200, max_findings=1)
    assert outcome.findings, f"{name}: no divergence in {outcome.cases} cases"
    finding = outcome.findings[0]
    assert len(finding.played.case.actions) <= 3, finding.played.case.actions
    written = write_findings(tmp_path, outcome, f"python:tests.mutants:{name}", {"name": name}, 5)
    doc = json.loads(written[0].read_text())
    schema = json.loads((REPO / "adapters" / "runner" / "fuzz" / "case.json").read_text())
    jsonschema.validate(doc, schema)
    assert doc["divergence"]["pointer"] == finding.divergence.difference.pointer
    assert doc["divergence"]["wanted"] != doc["divergence"]["got"]
    draft = written[1].read_text()
    game = "Magic" if doc["state"]["game"] == "mtg" else "Riftbound"
    assert game == ("Magic" if by_name()[name].ruling.startswith("MTG-") else "Riftbound")
    assert draft.count(f"Given a {game} game between A and B") == 1
    if "no phrase fits" not in draft:  # in the suite's own phrases, it plays on the oracle as the case did
        run = rulespec("run", "--features", str(written[1]))
        assert run.returncode == 0, run.stdout + draft


def test_the_oracle_against_itself_has_no_divergence_and_most_actions_are_accepted() -> None:
    outcome = fuzzer(OracleAdapter(), check_invariants=True).run(seed=3, cases=80)
    assert outcome.findings == []
    assert outcome.accepted / outcome.steps > 0.6


def test_the_same_seed_gives_the_same_cases() -> None:
    def actions(seed: int, shard: tuple[int, int] = (1, 1)) -> list[object]:
        f = fuzzer(OracleAdapter())
        seen: list[object] = []
        play = f.play
        f.play = lambda draw: (lambda r: (seen.append(r[0].case.to_document()), r)[1])(play(draw))  # type: ignore
        f.run(seed=seed, cases=15, shard=shard)
        return seen

    assert actions(7) == actions(7)
    assert actions(7) != actions(8)
    assert actions(7, (2, 2)) != actions(7, (1, 2))


def test_cli_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "found"
    assert cli.main(["fuzz", "--adapter", "oracle", "--cases", "20", "--invariants", "--no-corpus",
                     "--out", str(out)]) == 0
    assert "no divergence" in capsys.readouterr().out
    assert cli.main(["fuzz", "--adapter", "oracle", "--shard", "3/2"]) == 2
    assert cli.main(["fuzz", "--adapter", "oracle", "--budget", "1", "--cases", "3"]) == 2
    assert cli.main(["fuzz", "--adapter", "nonsense"]) == 2
    assert "--shard 3/2" in capsys.readouterr().err


class _SkipsEverySetup(OracleAdapter):
    def setup(self, state: dict[str, Any]) -> None:
        raise EngineSkipped("no game set up yet", "https://example.invalid/issues/1")


def skips_every_setup() -> OracleAdapter:
    """An engine that starts and then answers `skipped` to every game it is sent."""
    return _SkipsEverySetup()


def test_a_campaign_that_compared_no_case_says_nothing_was_explored(monkeypatch: pytest.MonkeyPatch,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """"no divergence" after no case is a verdict on nothing: exit 3, with the reason and what to change."""
    from rulespec.adapters.runner.fuzz import command

    def slow_export() -> tuple[tuple[()], float]:
        time.sleep(0.3)  # the suite's in-process export, longer than the budget (it takes seconds)
        return (), 0.3

    monkeypatch.setattr(command, "suite_corpus", slow_export)
    assert cli.main(["fuzz", "--adapter", "oracle", "--budget", "0.2"]) == 3
    said = capsys.readouterr().out
    assert "0 case(s)" in said and "nothing explored: exporting the seed corpus took 0.3 s of the 0.2 s" in said
    assert "no divergence" not in said
    assert cli.main(["fuzz", "--adapter", "python:tests.test_fuzz:skips_every_setup", "--cases", "5",
                     "--no-corpus"]) == 3
    said = capsys.readouterr().out
    assert "5 case(s) skipped by the engine" in said and "the engine skipped all 5 case(s)" in said
    assert "no divergence" not in said


@pytest.mark.skipif(shutil.which("node") is None, reason="no node on this machine")
def test_the_node_example_engine_agrees_with_the_oracle_on_what_it_declares(tmp_path: Path) -> None:
    """The Node example (attach and detach, no cleanup) plays generated games as the oracle does,
    invariants included: the fuzzer asks it nothing it does not declare."""
    engine = REPO / "adapters" / "examples" / "node" / "engine.js"
    assert cli.main(["fuzz", "--adapter", f"stdio:node {engine}", "--cases", "40", "--invariants",
                     "--no-corpus", "--out", str(tmp_path)]) == 0


def test_without_hypothesis_fuzz_says_what_to_install(monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    import sys

    for name in [m for m in sys.modules if m.startswith("rulespec.adapters.runner.fuzz") or m == "hypothesis"]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "hypothesis", None)  # an import of it raises ImportError
    assert cli.main(["fuzz", "--adapter", "oracle", "--cases", "1", "--no-corpus"]) == 2
    assert "pip install 'rulespec[fuzz]'" in capsys.readouterr().err


def test_a_draft_says_combat_marked_damage_and_waiting_triggers_in_the_suites_phrases() -> None:
    """What the generator draws for combat (465.2.c), damage marked per player (142.3) and a
    triggered ability waiting to go on the chain (383.4) is written in features/steps' phrases
    (a draft with them, run with ``rulespec run``, plays as the case did)."""
    from rulespec.adapters.runner.fuzz.generate import UNIT_TRIGGERS
    from rulespec.adapters.runner.fuzz.gherkin import scenario

    trigger = UNIT_TRIGGERS[0]
    state = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
             "battlefields": [{"id": "bf1", "controller": None}],
             "objects": [{"id": "u1", "card": {"type": "unit", "might": 3, "keywords": ["Backline"],
                                               "abilities": [trigger]},
                          "owner": "A", "zone": "board", "location": "battlefield:bf1", "damage": 2,
                          "damage_by": [{"player": None, "amount": 1}, {"player": "B", "amount": 1}]},
                         {"id": "u2", "card": {"type": "unit", "might": 2, "tags": ["Equipment"],
                                               "equip_cost": {"energy": 1}},
                          "owner": "B", "zone": "board", "location": "battlefield:bf1"}],
             "pending": [{"source": "u1", "controller": "A", "ability": trigger["key"]}]}
    action = {"type": "combat", "player": "A", "battlefield": "bf1", "assignment": {"u2": 2, "u1": 1}}
    doc = {"engine": {"name": "x"}, "state": state, "steps": [{"action": action, "oracle": {"accepted": True}}],
           "divergence": {"kind": "result", "step": 0, "document": "result", "pointer": "/events/0",
                          "wanted": None, "got": None}}
    draft = scenario(doc)
    assert "no phrase fits" not in draft
    for line in ('A controls a unit "u1" with might 3, keyword Backline, ability "When you deal damage, buff me." '
                 'at battlefield "bf1"',
                 'B controls a unit "u2" with might 2, the Equipment tag, Equip [1] at battlefield "bf1"',
                 '"u1" has 1 damage\n', '"u1" has 1 damage marked by B',
                 'the ability "When you deal damage, buff me." of "u1" has triggered and waits to go on the chain',
                 'When A attacks at battlefield "bf1", assigning 2 to "u2" and 1 to "u1"'):
        assert line in draft, draft


def test_events_change_places_only_within_an_order_the_rules_leave_open() -> None:
    """A kill and its detaches, a play's zone change and card_played may come in either order; an
    attach and the detach before it (434.1.f) or the relocate after it (434.4) may not, nor two
    detaches (719.5.a: the killer's order)."""
    from rulespec.adapters.runner.fuzz.compare import compare_results

    def result(*events: tuple[str, str]) -> dict[str, object]:
        return {"accepted": True, "events": [{"type": t, "object": o} for t, o in events]}

    caps = frozenset({"events"})
    kill = (("kill", "u1"), ("detach", "g1"), ("detach", "g2"))
    assert compare_results(result(*kill), result(kill[1], kill[0], kill[2]), caps) is None
    assert compare_results(result(*kill), result(kill[0], kill[2], kill[1]), caps) is not None
    assert compare_results(result(("zone_changed", "u1"), ("card_played", "u1")),
                           result(("card_played", "u1"), ("zone_changed", "u1")), caps) is None
    reattach = (("detach", "g1"), ("attach", "g1"), ("relocate", "g1"))
    for swapped in ((reattach[1], reattach[0], reattach[2]), (reattach[0], reattach[2], reattach[1])):
        found = compare_results(result(*reattach), result(*swapped), caps)
        assert found is not None and found.pointer.startswith("/events/")


# The seed corpus (adapters/runner/fuzz/corpus.py): a few vectors written here, never the whole suite's.

#: A gear whose ability kills a unit, B's turn (as features/gear's vectors have it).
GUILLOTINE = {"schema": "rulespec/state/1", "game": "riftbound", "battlefields": [{"id": "bf1"}],
              "players": [{"id": "A"}, {"id": "B", "pool": {"energy": 2}}],
              "turn": {"active_player": "B", "number": 2, "phase": "main"},
              "objects": [{"id": "guillotine", "owner": "B", "zone": "board", "location": "base:B",
                           "card": {"type": "gear", "abilities": [
                               {"kind": "activated", "text": "[2]: Kill a unit.", "cost": {"energy": 2},
                                "target": "unit", "effect": [{"op": "kill", "object": "target"}]}]}},
                          {"id": "garen", "owner": "A", "zone": "board", "location": "battlefield:bf1",
                           "card": {"type": "unit", "might": 4}}]}
KILL = [{"schema": "rulespec/action/1", "type": "activate", "player": "B", "object": "guillotine",
         "ability": "ability", "targets": ["garen"]}, {"schema": "rulespec/action/1", "type": "resolve", "player": "B"}]


def write_vector(folder: Path, state: dict[str, object], actions: list[dict[str, object]], line: int = 7,
                 needs: tuple[str, ...] = ("abilities", "chain"), cards: tuple[str, ...] = ()) -> Path:
    """A vector of ``state`` and ``actions``, the answers the oracle's (adapters/runner/vectors.write)."""
    from rulespec import oracle
    from rulespec.adapters.runner import vectors

    game, answers = oracle.load_state(state), []
    for action in actions:
        game, answer = oracle.perform(game, action)
        answers.append(answer)
    doc = {"schema": vectors.VECTOR_SCHEMA, "scenario": f"made by a test, line {line}",
           "nodeid": f"test_fuzz.py::line{line}", "feature": "features/made.feature", "line": line,
           "ruling_ids": ["TEST-01"], "rule": None, "game": state["game"], "needs": {c: ["test"] for c in needs},
           "parts": {}, "cards": list(cards), "object_defaults": vectors._object_defaults(), "state": state,
           "steps": [{"keyword": "When", "text": "an action", "line": line, "checks": [],
                      "actions": [{"action": a, "answer": r, "attempt": False}]}
                     for a, r in zip(actions, answers, strict=True)]}
    return vectors.write(folder, doc)


def small_corpus(tmp_path: Path) -> list[object]:
    from rulespec.adapters.runner.fuzz.corpus import read_corpus

    write_vector(tmp_path, GUILLOTINE, KILL)
    write_vector(tmp_path, GUILLOTINE, KILL[:1], line=9)
    return list(read_corpus(tmp_path))


def seen_cases(f: Fuzzer, **run: object) -> list[tuple[dict[str, object], str]]:
    from rulespec.adapters.runner.fuzz.campaign import source

    seen: list[tuple[dict[str, object], str]] = []
    play = f.play
    f.play = lambda draw: (lambda r: (seen.append((r[0].case.to_document(), source(r[0]))), r)[1])(play(draw))  # type: ignore
    f.run(**run)  # type: ignore[arg-type]
    return seen


def test_corpus_cases_start_from_a_vectors_state_its_actions_first_as_they_are(tmp_path: Path) -> None:
    corpus = small_corpus(tmp_path)
    seen = seen_cases(fuzzer(OracleAdapter(), corpus=corpus), seed=1, cases=14)
    assert [(doc["state"], doc["actions"], how) for doc, how in seen[:2]] == \
        [(e.state, list(e.actions), "seed") for e in corpus]  # type: ignore[attr-defined]
    later = [doc for doc, how in seen[2:] if how == "mutated"]
    assert later and all(doc["state"] == GUILLOTINE for doc in later)
    assert any(doc["actions"] != KILL for doc in later)  # mutated: left out, changed, inserted, appended
    assert {"mutated", "generated"} <= {how for _, how in seen[2:]}


def test_the_same_seed_gives_the_same_cases_with_a_corpus(tmp_path: Path) -> None:
    corpus = small_corpus(tmp_path)

    def cases(seed: int) -> list[object]:
        return seen_cases(fuzzer(OracleAdapter(), corpus=corpus), seed=seed, cases=6)

    assert cases(4) == cases(4)
    assert cases(4) != cases(5)


def test_entries_the_engine_cannot_play_are_left_out(tmp_path: Path) -> None:
    """docs/vectors.md, "Replaying a vector", step 1: its game, the capabilities of needs, its cards."""
    from rulespec.adapters.runner.fuzz.corpus import Entry, playable

    entry = small_corpus(tmp_path)[0]
    assert isinstance(entry, Entry)
    info = {"games": ["riftbound"], "capabilities": ["abilities", "chain"], "cards": []}
    assert playable([entry], info) == [entry]
    assert playable([entry], {**info, "games": ["mtg"]}) == []
    assert playable([entry], {**info, "capabilities": ["chain"]}) == []
    assert playable([replace(entry, cards=frozenset({"Veteran Poro (SFD-099)"}))], info) == []
    assert playable([replace(entry, cards=frozenset({"Veteran Poro (SFD-099)"}))],
                    {**info, "cards": ["Veteran Poro (SFD-099)"]}) != []


def test_fuzz_corpus_reads_a_folder_and_a_bad_one_is_a_usage_error(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    small_corpus(tmp_path / "vectors")
    out = tmp_path / "found"
    assert cli.main(["fuzz", "--adapter", "oracle", "--cases", "6", "--corpus", str(tmp_path / "vectors"),
                     "--out", str(out)]) == 0
    assert "seed corpus: 2 of 2 vector(s)" in capsys.readouterr().out
    bad = tmp_path / "vectors" / "made" / "L0011.json"
    bad.write_text('{"schema": "rulespec/vector/1"}')
    assert cli.main(["fuzz", "--adapter", "oracle", "--cases", "1", "--corpus", str(tmp_path / "vectors")]) == 2
    assert str(bad) in capsys.readouterr().err
    (tmp_path / "empty").mkdir()
    assert cli.main(["fuzz", "--adapter", "oracle", "--cases", "1", "--corpus", str(tmp_path / "empty")]) == 2
    assert "no vector" in capsys.readouterr().err
    assert cli.main(["fuzz", "--adapter", "oracle", "--corpus", str(tmp_path), "--no-corpus"]) == 2


def test_a_planted_bug_generation_misses_is_found_from_the_corpus(tmp_path: Path) -> None:
    """GEAR-38 (149.3): the cleanup recalls non-unit gear; a mutant that reads the printed type
    recalls an Equipment that became a unit. Generation alone missed it in 1,333 cases
    (benchmarks/README.md, 2026-12-01 night); a vector of its scenario (features/gear/location.feature),
    its actions mutated (no dry run here), finds it."""
    from rulespec.adapters.runner.fuzz.corpus import read_corpus

    state = {"schema": "rulespec/state/1", "game": "riftbound", "battlefields": [{"id": "bf1"}, {"id": "bf2"}],
             "players": [{"id": "A"}, {"id": "B"}],
             "objects": [{"id": "darius", "owner": "B", "zone": "board", "location": "battlefield:bf1",
                          "card": {"type": "unit", "might": 5}},
                         {"id": "drone", "owner": "B", "zone": "board", "location": "battlefield:bf1",
                          "card": {"type": "unit", "might": 2}},
                         {"id": "axe", "owner": "B", "zone": "board", "location": "battlefield:bf1",
                          "attached_to": "darius", "card": {"type": "gear", "tags": ["Equipment"], "might_bonus": 3}}]}
    write_vector(tmp_path / "vectors", state, [{"schema": "rulespec/action/1", "type": "become_copy", "player": "B",
                                                "object": "axe", "of": "drone"}], needs=("copy", "events"))
    engine = ValidatingAdapter(by_name()["cleanup-recalls-unit-gear"].make())
    f = Fuzzer(engine, engine.start(), shrink_seconds=5, shrink_calls=20,
               corpus=read_corpus(tmp_path / "vectors"), dry_run=False)
    outcome = f.run(seed=0, cases=30, max_findings=1)
    assert outcome.findings, f"no divergence in {outcome.cases} cases"
    assert outcome.findings[0].source == "mutated"
    written = write_findings(tmp_path / "found", outcome, "python:tests.mutants:x", {"name": "x"}, 0)
    doc = json.loads(written[0].read_text())
    jsonschema.validate(doc, json.loads((REPO / "adapters" / "runner" / "fuzz" / "case.json").read_text()))
    assert doc["corpus"]["line"] == 7  # shrunk, it still starts from the vector, and the draft says which
    assert "Started from the scenario 'made by a test, line 7' (features/made.feature:7; TEST-01)" in \
        written[1].read_text()


def test_a_game_with_no_object_left_draws_no_step_rather_than_crash() -> None:
    """The last token killed (it ceased to exist, 186.1), no chain, and the turn's actions left out of
    the case (swarm testing): no action of the case has anything to act on, so no step is drawn (the
    generator used to draw one anyway and fail on an empty list of objects)."""
    import random

    from rulespec import oracle
    from rulespec.adapters.runner.fuzz.generate import ACTION_CAPABILITY, Profile, RandomDraw, draw_step

    profile = Profile(frozenset(oracle.CAPABILITIES),
                      left_out=frozenset(ACTION_CAPABILITY) - {"deal_damage", "kill", "attach", "resolve"})
    empty = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
             "battlefields": [{"id": "bf1"}, {"id": "bf2"}], "objects": [], "ceased": ["sand-soldier-1"]}
    for seed in range(20):
        assert draw_step(RandomDraw(random.Random(seed)), profile, empty) == []
