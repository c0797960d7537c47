"""The example engine in Python (adapters/examples/python/attach_engine.py), an Adapter implemented
directly: it passes smoke, and against the suite (`rulespec run --adapter python:...`) the
scenarios that need only attach and detach pass, the rest are skipped for a capability, a card or
a game it does not declare, and none fails or errors."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from rulespec.adapters.base import Adapter, EngineFault, EngineSkipped, ValidatingAdapter
from tests.cli_runs import rulespec as in_process

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "adapters" / "examples" / "python"
SPEC = "python:attach_engine:create"
# the installed `rulespec` command, beside this Python; its main() if the script is not there
SCRIPT = Path(sys.executable).with_name("rulespec")
RULESPEC = [str(SCRIPT)] if SCRIPT.is_file() else [
    sys.executable, "-c", "import sys; from rulespec.adapters.runner.cli import main; sys.exit(main())"]

STATE: dict[str, Any] = {
    "schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}, {"id": "B"}],
    "battlefields": [{"id": "bf1"}],
    "objects": [{"id": "garen", "card": {"type": "unit", "might": 4}, "owner": "A", "zone": "board",
                 "location": "base:A", "counters": {"buff": 1}},
                {"id": "blade", "card": {"type": "gear", "tags": ["Equipment"], "might_bonus": 2},
                 "owner": "A", "zone": "board", "location": "battlefield:bf1"},
                {"id": "spare", "card": {"type": "gear", "tags": ["Equipment"]}, "owner": "A", "zone": "hand"}]}


def rulespec(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """The `rulespec` command, with the example's folder on PYTHONPATH as the guide says."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(EXAMPLE), os.environ.get("PYTHONPATH")]))}
    return subprocess.run([*RULESPEC, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)


@pytest.fixture
def engine(monkeypatch: pytest.MonkeyPatch) -> ValidatingAdapter:
    monkeypatch.syspath_prepend(str(EXAMPLE))
    import attach_engine

    inner = attach_engine.create()
    assert isinstance(inner, Adapter)
    adapter = ValidatingAdapter(inner)  # as the suite wraps it: every document checked both ways
    adapter.start()
    return adapter


def test_it_passes_smoke_declaring_exactly_attach_and_detach() -> None:
    done = rulespec("smoke", "--adapter", SPEC, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    for check in ("start", "capabilities", "setup", "snapshot", "perform", "stop"):
        assert check in done.stdout


def test_its_start_answer_names_what_it_implements(engine: ValidatingAdapter) -> None:
    assert engine.info is not None
    assert engine.info.name == "python-attach-example"
    assert engine.info.games == ("riftbound",)
    assert engine.info.capabilities == {"attach", "detach", "events", "reasons", "view.attachment_list",
                                        "view.equipped", "view.might", "view.tags", "view.top_most"}


def test_it_attaches_detaches_and_computes_the_view(engine: ValidatingAdapter) -> None:
    engine.setup(STATE)
    result = engine.perform({"type": "attach", "player": "A", "object": "blade", "to": "garen"})
    # 434.4: the card takes its host's location, which is a relocation, not a move
    assert result == {"accepted": True, "events": [
        {"type": "attach", "object": "blade", "to": "garen", "location": "base:A"},
        {"type": "relocate", "object": "blade", "from": "battlefield:bf1", "to": "base:A"}]}
    snap = engine.snapshot()
    garen, blade = snap["objects"][0], snap["objects"][1]
    # printed 4 + 1 buff counter + blade's Might Bonus 2 (434.1.d)
    assert garen["view"] == {"type": "unit", "tags": [], "might": 7, "attachments": ["blade"], "top_most": True,
                             "equipped": True}
    assert (blade["location"], blade["attached_to"]) == ("base:A", "garen")
    assert garen["counters"] == {"buff": 1}  # fields the engine does not model come back as they were
    # 434.1.g: attaching to the same host again does nothing
    assert engine.perform({"type": "attach", "player": "A", "object": "blade", "to": "garen"})["events"] == []
    result = engine.perform({"type": "detach", "player": "A", "object": "blade"})
    assert result["events"] == [{"type": "detach", "object": "blade", "from": "garen", "location": "base:A"}]
    snap = engine.snapshot()
    assert snap["objects"][0]["view"]["might"] == 5
    assert "attached_to" not in snap["objects"][1] and snap["objects"][1]["location"] == "base:A"  # 435.4


@pytest.mark.parametrize(("action", "reason"), [
    ({"type": "attach", "player": "A", "object": "garen", "to": "blade"}, "illegal_target"),
    ({"type": "attach", "player": "A", "object": "blade", "to": "blade"}, "illegal_target"),
    ({"type": "attach", "player": "A", "object": "spare", "to": "garen"}, "not_on_board"),
    ({"type": "attach", "player": "A", "object": "ghost", "to": "garen"}, "unknown_object"),
    ({"type": "detach", "player": "C", "object": "blade"}, "unknown_object"),
])
def test_it_rejects_what_the_rules_forbid_and_changes_nothing(engine: ValidatingAdapter, action: dict[str, Any],
                                                              reason: str) -> None:
    engine.setup(STATE)
    before = engine.snapshot()
    result = engine.perform(action)
    assert (result["accepted"], result["reason"]) == (False, reason)
    assert engine.snapshot() == before


def test_it_skips_what_it_does_not_do_and_refuses_a_dangling_attachment(engine: ValidatingAdapter) -> None:
    engine.setup(STATE)
    with pytest.raises(EngineSkipped, match="'kill' is not implemented"):
        engine.perform({"type": "kill", "player": "A", "object": "garen"})
    with pytest.raises(EngineSkipped, match="only Riftbound"):
        engine.setup({**STATE, "game": "mtg", "objects": []})
    dangling = {**STATE, "objects": [{**STATE["objects"][1], "location": "base:A", "attached_to": "nobody"}]}
    with pytest.raises(EngineFault) as refused:
        engine.inner.setup(dangling)  # past the suite's own check, straight to the engine
    assert refused.value.kind == "refused_setup"
    assert refused.value.problems[0].pointer == "/objects/0/attached_to"


def test_against_the_suite_attach_scenarios_pass_and_the_rest_are_skipped_for_a_reason(tmp_path: Path) -> None:
    report, junit = tmp_path / "python.jsonl", tmp_path / "python.xml"
    # in-process (tests/cli_runs.py), the example's folder importable as PYTHONPATH makes it: what is
    # read here is the run's outcome; the command and its PYTHONPATH are the smoke test's, above
    done = in_process("run", "--adapter", SPEC, "--report", str(report), "--junit-xml", str(junit), cwd=ROOT,
                      paths=[EXAMPLE])
    lines = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    scenarios = [line for line in lines if line["type"] == "scenario"]
    outcomes = {line["outcome"] for line in scenarios}
    bad = [f"{s['scenario']}: {s['evidence']}" for s in scenarios if s["outcome"] not in ("passed", "skipped")]
    assert bad == [], done.stdout[-3000:]
    assert done.returncode == 0, done.stderr[-3000:]
    assert outcomes == {"passed", "skipped"}
    assert lines[0]["engine"]["name"] == "python-attach-example"
    passed = [s["scenario"] for s in scenarios if s["outcome"] == "passed"]
    assert len(passed) >= 10
    for s in scenarios:
        if s["outcome"] == "skipped":
            assert "python-attach-example" in s["evidence"], s
            assert any(why in s["evidence"] for why in ("capabilit", "card", "mtg")), s
    # the JUnit report says the same
    cases = list(ET.parse(junit).getroot().iter("testcase"))
    assert len(cases) == len(scenarios)
    assert sum(1 for c in cases if not any(child.tag in ("failure", "error", "skipped") for child in c)) == len(passed)


def test_the_guide_documents_every_method_of_the_adapter_interface() -> None:
    guide = (ROOT / "docs" / "implementing.md").read_text(encoding="utf-8")
    section = guide.split("## Engines written in Python", 1)[1].split("\n## ", 1)[0]
    documented = {line.split("`")[1].split("(")[0] for line in section.splitlines() if line.startswith("| `")}
    public = {name for name, value in vars(Adapter).items() if callable(value) and not name.startswith("_")}
    assert documented == public
    assert public >= Adapter.__abstractmethods__
