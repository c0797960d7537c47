"""The example engine in JavaScript (adapters/examples/node/): it passes smoke, and against the
suite its expected outcome holds: the scenarios that need only attach and detach pass, the rest
are skipped for a capability or a card it does not declare, and none fails or errors."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulespec.adapters.base import EngineFault, ValidatingAdapter
from rulespec.adapters.runner.smoke import OK, smoke
from rulespec.adapters.stdio import StdioAdapter
from tests.suite_runs import SuiteRun, run_suite

ROOT = Path(__file__).resolve().parent.parent
SPEC = "stdio:node adapters/examples/node/engine.js"

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="Node.js (`node`) is not on PATH")

STATE = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
         "battlefields": [{"id": "bf1"}],
         "objects": [{"id": "garen", "card": {"type": "unit", "might": 4}, "owner": "A", "zone": "board",
                      "location": "base:A"},
                     {"id": "blade", "card": {"type": "gear", "tags": ["Equipment"], "might_bonus": 2},
                      "owner": "A", "zone": "board", "location": "battlefield:bf1"},
                     {"id": "spare", "card": {"type": "gear", "tags": ["Equipment"]}, "owner": "A",
                      "zone": "hand"}]}


@pytest.fixture
def engine(monkeypatch):
    monkeypatch.chdir(ROOT)
    adapter = ValidatingAdapter(StdioAdapter(SPEC.removeprefix("stdio:"), timeout=10))
    adapter.start()
    yield adapter
    adapter.stop()


def test_it_passes_smoke_declaring_exactly_attach_and_detach(monkeypatch):
    monkeypatch.chdir(ROOT)
    report = smoke(SPEC, timeout=10)
    assert [(c.name, c.status) for c in report.checks] == [
        (name, OK) for name in ("start", "capabilities", "setup", "snapshot", "perform", "unknown cmd", "stop")]
    assert sorted(report.start_answer["capabilities"]) == ["attach", "detach", "events", "reasons",
                                                          "view.attachment_list", "view.equipped", "view.might",
                                                          "view.tags", "view.top_most"]


def test_it_attaches_detaches_and_computes_the_view(engine):
    engine.setup(STATE)
    result = engine.perform({"type": "attach", "player": "A", "object": "blade", "to": "garen"})
    assert result == {"accepted": True, "events": [
        {"type": "attach", "object": "blade", "to": "garen", "location": "base:A"},
        {"type": "relocate", "object": "blade", "from": "battlefield:bf1", "to": "base:A"}]}
    garen = engine.snapshot()["objects"][0]
    assert garen["view"] == {"type": "unit", "tags": [], "might": 6, "attachments": ["blade"], "top_most": True,
                             "equipped": True}
    result = engine.perform({"type": "detach", "player": "A", "object": "blade"})
    assert result["events"] == [{"type": "detach", "object": "blade", "from": "garen", "location": "base:A"}]
    assert engine.snapshot()["objects"][0]["view"]["might"] == 4


@pytest.mark.parametrize(("action", "reason"), [
    ({"type": "attach", "player": "A", "object": "garen", "to": "blade"}, "illegal_target"),
    ({"type": "attach", "player": "A", "object": "spare", "to": "garen"}, "not_on_board"),
    ({"type": "attach", "player": "A", "object": "ghost", "to": "garen"}, "unknown_object"),
    ({"type": "detach", "player": "C", "object": "blade"}, "unknown_object"),
])
def test_it_rejects_what_the_rules_forbid_and_changes_nothing(engine, action, reason):
    engine.setup(STATE)
    before = engine.snapshot()
    assert engine.perform(action)["reason"] == reason
    assert engine.snapshot() == before


def test_it_skips_other_actions_and_refuses_a_dangling_attachment(engine):
    from rulespec.adapters.base import EngineSkipped

    engine.setup(STATE)
    with pytest.raises(EngineSkipped, match="'kill' is not implemented"):
        engine.perform({"type": "kill", "player": "A", "object": "garen"})
    dangling = {**STATE, "objects": [{**STATE["objects"][1], "location": "base:A", "attached_to": "nobody"}]}
    with pytest.raises(EngineFault) as refused:
        engine.inner.setup(dangling)  # past the suite's own check, straight to the engine
    assert refused.value.kind == "refused_setup"
    assert refused.value.problems[0].pointer == "/objects/0/attached_to"


@pytest.fixture(scope="module")
def suite_run(tmp_path_factory: pytest.TempPathFactory) -> SuiteRun:
    """The whole suite against the Node engine, once for the checks below, each request recorded with
    the scenario it came in (tests/engines/subset.py, ``node``: the engine over the protocol, as
    ``stdio:node …`` runs it, behind a recording layer)."""
    return run_suite("node", tmp_path_factory.mktemp("node"), cwd=ROOT)


def test_against_the_suite_attach_scenarios_pass_and_the_rest_are_skipped_for_a_reason(suite_run: SuiteRun) -> None:
    assert suite_run.proc.returncode == 0, suite_run.proc.stdout[-3000:]
    outcomes = suite_run.outcomes()
    assert outcomes["failed"] == outcomes["errored"] == 0, suite_run.proc.stdout[-3000:]
    assert outcomes["passed"] >= 10 and outcomes["skipped"]
    for line in suite_run.scenarios:
        if line["outcome"] == "skipped":
            assert any(why in line["evidence"] for why in ("node-attach-example' does not declare capability",
                                                           "does not implement the card",
                                                           "does not implement the game 'mtg'")), line
            if "does not implement the card" in line["evidence"]:  # and says where that comes from
                assert line["evidence"].endswith("(its start answer's `cards` does not list it)"), line
            if "does not implement the game" in line["evidence"]:
                assert line["evidence"].endswith("(its start answer's `games` does not list it)"), line


def test_no_scenario_is_half_run(suite_run: SuiteRun) -> None:
    """A skipped scenario never reached the engine: no setup, no action, no snapshot."""
    assert suite_run.half_run() == []
    assert suite_run.reached() == {line["nodeid"] for line in suite_run.scenarios if line["outcome"] == "passed"}


def test_the_summary_names_the_missing_capabilities_with_counts(suite_run: SuiteRun) -> None:
    summary = suite_run.missing_in_summary()
    # counted from the skipped scenarios' own reasons, independently of the summary's code
    assert summary == suite_run.missing_in_reasons()
    assert {"kill", "equip", "stun", "move"} <= set(summary)
    assert "game 'mtg'" in summary and not any("start answer" in what for what in summary)
    assert "events" not in summary and "reasons" not in summary and "attach" not in summary
