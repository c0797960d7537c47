"""``rulespec fuzz`` finds planted bugs (wrong engines of tests/mutants), shrinks them to a few
steps, writes them, and keeps its command-line contract (exit codes, same seed same cases)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import jsonschema
import pytest

pytest.importorskip("hypothesis")

from rulespec.adapters.base import ValidatingAdapter
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
    assert cli.main(["fuzz", "--adapter", "oracle", "--cases", "20", "--invariants", "--out", str(out)]) == 0
    assert "no divergence" in capsys.readouterr().out
    assert cli.main(["fuzz", "--adapter", "oracle", "--shard", "3/2"]) == 2
    assert cli.main(["fuzz", "--adapter", "oracle", "--budget", "1", "--cases", "3"]) == 2
    assert cli.main(["fuzz", "--adapter", "nonsense"]) == 2
    assert "--shard 3/2" in capsys.readouterr().err


@pytest.mark.skipif(shutil.which("node") is None, reason="no node on this machine")
def test_the_node_example_engine_agrees_with_the_oracle_on_what_it_declares(tmp_path: Path) -> None:
    """The Node example (attach and detach, no cleanup) plays generated games as the oracle does,
    invariants included: the fuzzer asks it nothing it does not declare."""
    engine = REPO / "adapters" / "examples" / "node" / "engine.js"
    assert cli.main(["fuzz", "--adapter", f"stdio:node {engine}", "--cases", "40", "--invariants",
                     "--out", str(tmp_path)]) == 0


def test_without_hypothesis_fuzz_says_what_to_install(monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    import sys

    for name in [m for m in sys.modules if m.startswith("rulespec.adapters.runner.fuzz") or m == "hypothesis"]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "hypothesis", None)  # an import of it raises ImportError
    assert cli.main(["fuzz", "--adapter", "oracle", "--cases", "1"]) == 2
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
