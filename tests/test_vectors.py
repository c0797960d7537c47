"""Test vectors (``rulespec vectors``) and their replay (``rulespec replay``): every scenario exports
as a vector valid against schemas/vector.json; the vectors replay green on the oracle in-process and
through stdio; replay gives the same outcomes as ``rulespec run`` on an engine that lacks
capabilities (tests/test_capability_subsets.py), and catches every wrong engine of tests/mutants that
the suite catches, showing the pointer, what was wanted and what came; bad inputs are named, with
exit 2, and the rest still runs. The checks' own semantics (features/steps/checks.py) are pinned
by hand-written cases."""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from rulespec import schemas
from rulespec.adapters.base import CAPABILITIES, Adapter
from rulespec.adapters.oracle import OracleAdapter
from rulespec.adapters.runner.replay import VectorError, load, replay_vector, vector_files
from rulespec.adapters.session import Engine
from rulespec.features.steps.checks import ABSENT, Check, Failure, evaluate, failure_report, first_mismatch, matches
from tests.cli_runs import Run, export_vectors, made_once, pytest_run
from tests.cli_runs import rulespec as in_process
from tests.mutants import all_mutants
from tests.mutants import plugin as mutant_plugin

ROOT = Path(__file__).resolve().parent.parent
CLI = [sys.executable, "-m", "rulespec.adapters.runner.cli"]
STDIO = f"stdio:{sys.executable} -m rulespec.oracle"


def rulespec(*args: str, env: dict[str, str] | None = None, timeout: float = 240) -> Run:
    """``rulespec ARGS`` in this process (tests/cli_runs.py), from the repository's root."""
    return in_process(*args, env=env, timeout=timeout, cwd=ROOT)


@pytest.fixture(scope="module")
def vectors(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The vectors of the shipped suite, exported once per test run (tests/cli_runs.made_once)."""
    return made_once(tmp_path_factory, "vectors", export_vectors)


def scenario_count(output: str) -> int:
    """The number of scenarios a summary counts ("412 passed, 0 failed, …")."""
    last = output.strip().splitlines()[-1]
    return sum(int(part.split()[0]) for part in last.split(", "))


def test_every_scenario_exports_as_a_valid_vector(vectors: Path) -> None:
    listed = pytest_run(ROOT / "features", "--collect-only")  # pytest's own list of the scenarios
    scenarios = [line for line in listed.stdout.splitlines() if "::test_" in line]
    files = vector_files(vectors)
    assert len(files) == len(scenarios) > 400
    docs = [json.loads(p.read_text()) for p in files]
    assert [p for p, d in zip(files, docs, strict=True) if schemas.validate("vector", d)] == []
    assert sorted(d["nodeid"].split("::")[-1] for d in docs) == sorted(s.split("::")[-1] for s in scenarios)
    # every scenario acts or checks something, and every Then step left checks as values
    assert all(any(s["actions"] or s["checks"] for s in d["steps"]) for d in docs)
    then_without_checks = [(d["feature"], s["line"]) for d in docs for s in d["steps"]
                           if s["keyword"] == "Then" and not s["checks"]]
    assert then_without_checks == []


def test_a_vector_carries_the_ruling_the_state_the_answers_and_the_checks(vectors: Path) -> None:
    first = min((vectors / "riftbound/attribution/procedures").glob("L*.json"))  # its first scenario
    doc = json.loads(first.read_text())
    assert doc["ruling_ids"] == ["ATTR-02"]
    assert "411.2" in doc["rule"]["citation"]
    assert doc["feature"] == "features/riftbound/attribution/procedures.feature"
    when = next(s for s in doc["steps"] if s["keyword"] == "When")
    assert when["actions"][0]["action"]["type"] == "detach"
    assert when["actions"][0]["answer"]["accepted"] is True
    checks = [c for s in doc["steps"] for c in s["checks"]]
    assert {"doc": "events", "matcher": "equals", "path": "/responsible", "wanted": None} in [
        {k: c[k] for k in ("doc", "matcher", "path", "wanted")} for c in checks]


def test_vectors_replay_green_on_the_oracle_in_process_and_through_stdio(vectors: Path, tmp_path: Path) -> None:
    total = len(vector_files(vectors))
    for adapter in ("oracle", STDIO):
        report = tmp_path / "report.jsonl"
        done = rulespec("replay", str(vectors), "--adapter", adapter, "--report", str(report))
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
        assert f"{total} passed, 0 failed, 0 errored, 0 skipped" in done.stdout
        lines = [json.loads(x) for x in report.read_text().splitlines()]
        assert [schemas.validate("report_line", x) for x in lines] == [[]] * len(lines)
        assert lines[0]["command"] == "replay"
        assert lines[-1]["complete"] is True and lines[-1]["exit_code"] == 0


def named_mutant() -> Adapter:
    return next(m for m in all_mutants() if m.name == "reattach-refused").make()


def test_replay_catches_every_wrong_engine_the_suite_catches(vectors: Path) -> None:
    """The kill matrix of tests/mutants, replayed: each mutant fails a vector of its own ruling.
    The vectors of the scenario that killed it first in the suite (tests/mutants/killers.json) are
    replayed first: an order, never a verdict (every vector of its ruling is tried until one fails)."""
    docs = [load(p) for p in vector_files(vectors)]
    hints = {name: nodeid.split("::")[-1].split("[")[0] for name, nodeid in mutant_plugin.load_hints().items()}
    survivors = []
    for mutant in all_mutants():
        mutant_plugin._current["engine"] = mutant.make()
        engine = Engine("python:tests.mutants.plugin:switching", 10)
        ruling = sorted((d for d in docs if mutant.ruling in d["ruling_ids"]),
                        key=lambda d: d["nodeid"].split("::")[-1].split("[")[0] != hints.get(mutant.name))
        assert ruling, mutant.name
        if not any(replay_vector(engine, d).outcome in ("failed", "errored") for d in ruling):
            survivors.append(mutant.name)
        engine.adapter.stop()
    assert survivors == []


def test_a_wrong_engine_shows_the_pointer_the_wanted_and_the_got(vectors: Path) -> None:
    gear = vectors / "riftbound" / "gear"
    done = rulespec("replay", str(gear), "--adapter", "python:tests.test_vectors:named_mutant")
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-3000:]
    assert "FAILED [GEAR-" in done.stdout
    assert "  at:     /accepted" in done.stdout and "  wanted: true" in done.stdout and "  got:    false" in done.stdout
    assert "  step:   When " in done.stdout


def test_replay_reads_known_failures_and_fails_on_a_stale_one(vectors: Path, tmp_path: Path) -> None:
    """--expectations as for `rulespec run`: a listed failure is expected (exit 0), a listed scenario
    that passes is stale (exit 1, unless --allow-stale), a file that does not load is a usage error."""
    folder = tmp_path / "some"
    folder.mkdir()
    docs = [(p, load(p)) for p in vector_files(vectors)]
    gear23 = [p for p, d in docs if "GEAR-23" in d["ruling_ids"]]
    buff01 = [(p, d) for p, d in docs if d["ruling_ids"] == ["BUFF-01"]][:1]
    for i, path in enumerate([*gear23, *(p for p, _ in buff01)]):
        shutil.copy(path, folder / f"v{i}.json")
    mutant = "python:tests.test_vectors:named_mutant"  # reattach-refused: fails GEAR-23
    report = tmp_path / "report.jsonl"
    first = rulespec("replay", str(folder), "--adapter", mutant, "--report", str(report))
    assert first.returncode == 1, first.stdout[-3000:] + first.stderr[-3000:]
    failed = [line["nodeid"] for line in map(json.loads, report.read_text().splitlines())
              if line.get("outcome") == "failed"]
    assert failed
    known = tmp_path / "known.json"

    def listing(*nodeids: str) -> None:
        known.write_text(json.dumps({"schema": "rulespec/expectations/1", "known_failures": [
            {"scenario": n, "reason": "re-attaching is not done yet"} for n in nodeids]}))

    listing(*failed)
    done = rulespec("replay", str(folder), "--adapter", mutant, "--expectations", str(known), "--report", str(report))
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    outcomes = [line.get("outcome") for line in map(json.loads, report.read_text().splitlines())]
    assert outcomes.count("expected-failure") == len(failed) and "failed" not in outcomes
    listing(*failed, buff01[0][1]["nodeid"])  # BUFF-01 passes on this engine: a stale entry
    stale = rulespec("replay", str(folder), "--adapter", mutant, "--expectations", str(known))
    assert stale.returncode == 1 and "--allow-stale" in stale.stderr, stale.stdout[-2000:] + stale.stderr
    assert rulespec("replay", str(folder), "--adapter", mutant, "--expectations", str(known),
                    "--allow-stale").returncode == 0
    known.write_text('{"schema": "rulespec/expectations/1", "known_failures": [{"reason": 3}]}')
    broken = rulespec("replay", str(folder), "--adapter", mutant, "--expectations", str(known))
    assert broken.returncode == 2 and "known_failures" in broken.stderr, broken.stderr
    missing = rulespec("replay", str(folder), "--expectations", str(tmp_path / "none.json"))
    assert missing.returncode == 2 and "no expectations file" in missing.stderr


def test_bad_vectors_are_named_with_exit_2_and_the_others_still_replay(vectors: Path, tmp_path: Path) -> None:
    folder = tmp_path / "mixed"
    folder.mkdir()
    good = vector_files(vectors)[:3]
    for i, path in enumerate(good):
        shutil.copy(path, folder / f"good{i}.json")
    (folder / "broken.json").write_text('{"schema": "rulespec/vector/1", ')
    invalid = json.loads(good[0].read_text())
    del invalid["state"]
    invalid["steps"][0]["checks"] = [{"what": "x", "doc": "nowhere"}]
    (folder / "invalid.json").write_text(json.dumps(invalid))
    (folder / "nan.json").write_text(good[0].read_text().replace('"line": ', '"line": NaN, "x": ', 1))
    done = rulespec("replay", str(folder))
    assert done.returncode == 2, done.stdout[-3000:] + done.stderr[-3000:]
    assert f"{folder / 'broken.json'}: not JSON: line 1" in done.stderr
    assert f"{folder / 'invalid.json'}: not a valid vector (schemas/vector.json)" in done.stderr
    assert f"{folder / 'nan.json'}: not JSON: NaN is not a JSON number" in done.stderr
    assert "Traceback" not in done.stderr
    assert scenario_count(done.stdout) == 3 and "3 passed" in done.stdout


def test_a_vector_whose_state_breaks_a_reference_is_not_a_vector(vectors: Path, tmp_path: Path) -> None:
    """The replay sends each vector's state and actions unchecked by ValidatingAdapter (sent_checked):
    load() checks them, the state's references included, which the vector schema cannot say."""
    doc = json.loads(vector_files(vectors)[0].read_text())
    assert load(vector_files(vectors)[0])["state"] == doc["state"]
    doc["state"]["objects"].append(dict(doc["state"]["objects"][0]))
    assert schemas.validate("vector", doc) == []
    bad = tmp_path / "duplicate.json"
    bad.write_text(json.dumps(doc))
    with pytest.raises(VectorError, match=r"its state breaks the references .*at /state/objects/\d+/id "
                                          r"\(JSON pointer\): duplicate object id"):
        load(bad)


def test_a_vector_needing_a_capability_this_suite_does_not_know_is_not_a_vector(vectors: Path, tmp_path: Path) -> None:
    """A vector of another version of the suite (or one edited by hand) that needs a capability no
    engine can declare here would be skipped by every engine, and the replay would pass: it is an
    error, whether the name is in the scenario's needs, its parts or a check's."""
    doc = json.loads(vector_files(vectors)[0].read_text())
    for where in ("needs", "parts"):
        odd = {**doc, where: {**doc[where], "frobnicate": ["When it frobnicates"]}}
        (tmp_path / f"{where}.json").write_text(json.dumps(odd))
        with pytest.raises(VectorError, match=rf"not a valid vector .*at /{where} .*'frobnicate' is not one of"):
            load(tmp_path / f"{where}.json")
    step = next(i for i, s in enumerate(doc["steps"]) if s["checks"])
    doc["steps"][step]["checks"][0]["needs"] = ["frobnicate"]
    (tmp_path / "check.json").write_text(json.dumps(doc))
    with pytest.raises(VectorError, match=rf"at /steps/{step}/checks/0/needs/0 .*'frobnicate' is not one of"):
        load(tmp_path / "check.json")


def test_the_vector_schema_lists_every_capability_of_the_suite() -> None:
    assert schemas.load_schema("vector")["$defs"]["capability"]["enum"] == list(CAPABILITIES)


@pytest.mark.parametrize(("args", "message"), [
    (["replay", "/nonexistent/vectors"], "/nonexistent/vectors: no such folder of vectors"),
    (["replay", "EMPTY"], "the folder holds no vector"),
    (["replay", "VECTORS", "--adapter", "nonsense"], "nonsense"),
    (["replay", "VECTORS", "--report", "/nonexistent/r.jsonl"], "--report /nonexistent/r.jsonl: the folder"),
    (["vectors", "FILE"], "not a folder"),
    (["vectors", "OUT", "--features", "/nonexistent.feature"], "no such file or folder"),
])
def test_usage_errors_exit_2_with_a_clear_message(vectors: Path, tmp_path: Path, args: list[str],
                                                  message: str) -> None:
    (tmp_path / "EMPTY").mkdir()
    (tmp_path / "FILE").write_text("")
    places = {"EMPTY": tmp_path / "EMPTY", "FILE": tmp_path / "FILE", "OUT": tmp_path / "OUT", "VECTORS": vectors}
    done = rulespec(*[str(places.get(a, a)) for a in args], timeout=60)
    assert done.returncode == 2
    assert message in done.stderr and "Traceback" not in done.stderr


# --- the checks' semantics, by hand -------------------------------------------------------------

def test_patterns_match_fields_prefixes_presence_and_json_equality() -> None:
    ability = {"text": "[Equip] [G] (Attach this to a unit you control.)", "from": "sword"}
    assert matches(ability, {"text": {"$prefix": "Equip"}, "from": "sword"})
    assert not matches({"text": "Equipment"}, {"text": {"$prefix": "Equip"}})
    assert matches({"text": "When you attach an Equipment to me, choose one"},
                   {"text": {"$prefix": "When you attach an Equipment to me"}})
    assert matches({"source": {"delayed": "d1"}}, {"source": {"delayed": {"$present": True}}})
    assert not matches({"source": {}}, {"source": {"delayed": {"$present": True}}})
    assert not matches({"exhausted": 1}, {"exhausted": True})
    either = {"$any_of": ["inactive_ability", "no_such_ability"]}
    assert matches("no_such_ability", either) and matches("inactive_ability", either)
    assert not matches("wrong_timing", either) and not matches(None, either)
    assert matches({"reason": "no_such_ability"}, {"reason": either})
    assert first_mismatch({"reason": "unpaid_cost"}, {"reason": either}) == ("/reason", either, "unpaid_cost")
    assert matches({"amount": 2.0}, {"amount": 2})
    assert matches([{"type": "detach", "object": "s"}], [{"type": "detach"}])
    assert not matches([{"type": "detach"}, {"type": "kill"}], [{"type": "detach"}])
    assert matches({"from": None}, {"from": None}) and matches({}, {"from": None})


def _evaluate(check: Check, snapshot: dict[str, Any], result: dict[str, Any] | None = None) -> Any:
    docs = {"snapshot": snapshot, "result": result or {"accepted": True, "events": []}, "before": snapshot}
    return evaluate(check, docs.__getitem__, {"damage": 0, "counters": {}})


SNAP = {"objects": [{"id": "u", "owner": "A", "damage": 3, "view": {"might": 4, "attachments": ["b", "a"]}},
                    {"id": "v", "owner": "B", "controller": "A",
                     "damage_by": [{"player": "A", "amount": 1}, {"player": None, "amount": 2}]}]}


def test_an_object_is_read_with_its_defaults_and_the_pointer_names_its_place() -> None:
    on = {"within": "/objects", "where": {"id": "v"}}
    assert _evaluate(Check("c", "snapshot", "/controller", "equals", "A", **on), SNAP) is None
    wrong = _evaluate(Check("who controls", "snapshot", "/controller", "equals", "B", **on), SNAP)
    assert (wrong.pointer, wrong.wanted, wrong.got) == ("/objects/1/controller", "B", "A")
    u = {"within": "/objects", "where": {"id": "u"}}
    assert _evaluate(Check("c", "snapshot", "/controller", "equals", "A", **u), SNAP) is None  # its owner
    assert _evaluate(Check("c", "snapshot", "/damage_by", "total", 3, pattern={"player": None}, **u), SNAP) is None
    assert _evaluate(Check("c", "snapshot", "/damage_by", "total", 2, pattern={"player": None}, **on), SNAP) is None
    assert _evaluate(Check("c", "snapshot", "/view/attachments", "set-equal", ["a", "b"], **u), SNAP) is None
    missing = _evaluate(Check("might", "snapshot", "/view/might", "equals", None, **on), SNAP)
    assert (missing.pointer, missing.got) == ("/objects/1/view/might", None)  # absent is not null
    nobody = _evaluate(Check("c", "snapshot", "/controller", "equals", "A", within="/objects", where={"id": "w"}),
                       SNAP)
    assert nobody.pointer == "/objects" and nobody.wanted == {"id": "w"}


def test_a_failed_table_names_the_field_where_it_first_differs() -> None:
    """An event table compared whole (``matches``, ``order``, ``equals``): the failure also names the
    first field that differs, with its two values, below the list's pointer; an unordered compare
    (``set-equal``) or one of an item (``contains``) names none, where an index would mislead."""
    events = [{"type": "detach", "object": "axe", "from": "darius", "location": "base:B"},
              {"type": "attach", "object": "axe", "to": "sion", "location": "base:B"}]
    result = {"accepted": True, "events": events}
    table = [{"type": "detach", "location": "battlefield:bf2"}, {"type": "attach", "to": "sion"}]
    wrong = _evaluate(Check("the events", "result", "/events", "matches", table), {}, result)
    assert wrong.difference == ("/events/0/location", "battlefield:bf2", "base:B")
    assert "  differs at /events/0/location: wanted \"battlefield:bf2\", got \"base:B\"" in failure_report(
        "S", "Then …", wrong, [], {})
    short = _evaluate(Check("the events", "result", "/events", "order", [*table[1:], {"type": "kill"}]), {}, result)
    assert short.difference == ("/events", "2 item(s)", "1 item(s)")  # order: the events it picked
    three = [{"type": "detach"}, {"type": "attach"}, {"type": "attach"}]
    longer = _evaluate(Check("the events", "result", "/events", "matches", three), {}, result)
    assert longer.difference == ("/events", "3 item(s)", "2 item(s)")
    for matcher, wanted in (("set-equal", [events[1], events[1]]), ("contains", {"type": "kill"})):
        assert _evaluate(Check("the events", "result", "/events", matcher, wanted), {}, result).difference is None
    assert "differs at" not in failure_report("S", None, Failure("might", "/m", 4, 5), [], {})


def test_list_matchers_count_order_and_the_last_element() -> None:
    events = [{"type": "detach", "object": "a"}, {"type": "move", "object": "a"}, {"type": "detach", "object": "b"}]
    result = {"accepted": True, "events": events}
    on = {"doc": "events", "path": "/events"}
    detach = [{"type": "detach", "object": "a"}, {"type": "detach", "object": "b"}]
    assert _evaluate(Check("o", matcher="order", wanted=detach, **on), {}, result) is None
    assert _evaluate(Check("o", matcher="order", wanted=detach[::-1], **on), {}, result) is not None
    assert _evaluate(Check("n", matcher="count", wanted=2, pattern={"type": "detach"}, **on), {}, result) is None
    assert _evaluate(Check("l", matcher="lacks", wanted={"type": "kill"}, **on), {}, result) is None
    lacks = _evaluate(Check("l", matcher="lacks", wanted={"type": "move"}, **on), {}, result)
    assert lacks.got == [events[1]]
    assert _evaluate(Check("t", matcher="last", wanted={"object": "b"}, **on), {}, result) is None
    rejected = _evaluate(Check("e", matcher="equals", wanted=[], **on), {}, {"accepted": False, "reason": "x"})
    assert (rejected.pointer, rejected.wanted, rejected.got) == ("/accepted", True, False)


def test_a_check_round_trips_through_its_json_form() -> None:
    check = Check("w", "snapshot", "/chain", "count", 1, pattern={"kind": "trigger"}, default=[],
                  needs=("chain",), part=True, item_defaults={"active": True})
    assert Check.from_json(json.loads(json.dumps(check.to_json()))) == check
    plain = Check("w", "result", "/accepted", "equals", True)
    assert Check.from_json(plain.to_json()).default is ABSENT
    with pytest.raises(ValueError, match="unknown matcher"):
        Check("w", "result", matcher="nearly")


def test_shards_split_the_vectors_between_them(vectors: Path) -> None:
    total = len(vector_files(vectors))
    counts = []
    for k in (1, 2, 3):
        done = rulespec("replay", str(vectors), "--shard", f"{k}/3")
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
        counts.append(scenario_count(done.stdout))
    assert sum(counts) == total and all(c >= total // 3 for c in counts)
    bad = rulespec("replay", str(vectors), "--shard", "4/3")
    assert bad.returncode == 2 and "K/N" in bad.stderr


def test_a_scenario_that_fails_on_the_oracle_is_not_exported_and_says_so(tmp_path: Path) -> None:
    """Vectors say what the oracle does: a ruling being written that the oracle does not pass
    gives no vector; the others are written, and the command exits 2 naming it."""
    feature = (ROOT / "features" / "riftbound" / "turns.feature").read_text()
    wrong = feature.replace('Then "garen" is at battlefield "bf1"', 'Then "garen" is at battlefield "bf2"', 1)
    assert wrong != feature
    (tmp_path / "rulings").mkdir()
    (tmp_path / "rulings" / "turns.feature").write_text(wrong)
    done = rulespec("vectors", str(tmp_path / "out"), "--features", str(tmp_path / "rulings"))
    assert done.returncode == 2
    assert "failed on the oracle" in done.stderr and "wanted: \"battlefield:bf2\"" in done.stderr
    written = vector_files(tmp_path / "out")
    assert len(written) == feature.count("Scenario:") - 1
    assert all(schemas.validate("vector", json.loads(p.read_text())) == [] for p in written)


def test_an_engine_that_crashes_errors_its_vectors_and_the_replay_goes_on(vectors: Path, tmp_path: Path) -> None:
    folder = tmp_path / "five"
    folder.mkdir()
    simple = [p for p in vector_files(vectors) if set(load(p)["needs"]) <= {"attach", "detach"}
              and load(p)["game"] == "riftbound" and not load(p)["cards"]]  # what tests/engines/good.py has
    assert simple
    for i in range(5):
        shutil.copy(simple[i % len(simple)], folder / f"v{i}.json")
    report = tmp_path / "report.jsonl"
    crashing = f"stdio:{sys.executable} {ROOT / 'tests/engines/crash_mid_run.py'}"
    done = rulespec("replay", str(folder), "--adapter", crashing, "--engine-timeout", "5", "--report", str(report),
                    timeout=120)
    assert done.returncode == 1, done.stdout[-3000:] + done.stderr[-3000:]
    assert "0 passed, 0 failed, 5 errored" in done.stdout
    assert "ZeroDivisionError: fake engine bug" in done.stdout  # the evidence: the engine's stderr
    # restarted after each crash: every vector's setup was answered again, and its action crashed it
    assert done.stdout.count("engine fault (crash): the engine stopped before answering") == 5
    lines = [json.loads(x) for x in report.read_text().splitlines()]
    assert [schemas.validate("report_line", x) for x in lines] == [[]] * len(lines)
    assert lines[-1]["exit_code"] == 1


def test_a_vector_the_replay_cannot_follow_is_a_suite_error_and_the_others_replay(vectors: Path,
                                                                                   tmp_path: Path) -> None:
    folder = tmp_path / "defect"
    folder.mkdir()
    good = vector_files(vectors)[:2]
    shutil.copy(good[0], folder / "good.json")
    defect = json.loads(good[1].read_text())
    defect["steps"].insert(0, {"keyword": "Then", "text": "the action is accepted", "line": 1, "actions": [],
                               "checks": [Check("w", "result", "/accepted", "equals", True).to_json()]})
    (folder / "defect.json").write_text(json.dumps(defect))  # valid JSON and schema: a check before any action
    done = rulespec("replay", str(folder))
    assert done.returncode == 2, done.stdout[-3000:] + done.stderr[-3000:]
    assert "SUITE ERROR" in done.stdout and "no action was sent" in done.stdout and "1 passed" in done.stdout


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_stops_the_replay_and_its_engine_and_the_report_says_interrupted(
        vectors: Path, tmp_path: Path, signum: signal.Signals) -> None:
    pidfile, report = tmp_path / "engine.pid", tmp_path / "r.jsonl"
    deaf = f"stdio:{sys.executable} {ROOT / 'tests' / 'suite_fixtures' / 'deaf_engine.py'} {pidfile}"
    proc = subprocess.Popen([*CLI, "replay", str(vectors / "riftbound" / "gear"), "--adapter", deaf,
                             "--engine-timeout", "60", "--report", str(report)], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not (pidfile.exists() and pidfile.read_text()) and time.monotonic() < deadline:
            time.sleep(0.05)
        engine_pid = int(pidfile.read_text())
        proc.send_signal(signum)
        out, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    assert proc.returncode == 3, out[-3000:] + err
    assert "Traceback" not in out + err
    end = [json.loads(x) for x in report.read_text().splitlines()][-1]
    assert end["complete"] is False and end["interrupted"] == signum.name and end["exit_code"] == 3
    assert _gone(engine_pid), f"the engine {engine_pid}, which never reads its stdin again, outlived the replay"


def _gone(pid: int, seconds: float = 5) -> bool:
    """Whether process ``pid`` has ended (and been reaped) within ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not Path(f"/proc/{pid}").exists():
            return True
        time.sleep(0.05)
    return False


def declares_nothing() -> Adapter:
    """The oracle saying at `start` that it plays no game: every vector is skipped."""

    class DeclaresNothing(OracleAdapter):
        def start(self) -> dict[str, Any]:
            return {**super().start(), "games": [], "capabilities": []}

    return DeclaresNothing()


def test_a_replay_of_skips_only_says_nothing_was_tested(vectors: Path) -> None:
    done = rulespec("replay", str(vectors), "--shard", "1/4", "--adapter", "python:tests.test_vectors:declares_nothing")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]  # nothing failed
    assert "0 passed, 0 failed, 0 errored" in done.stdout
    assert "were skipped: nothing was tested" in done.stderr
