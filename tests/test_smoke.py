"""``smoke``: each way an engine can fail the protocol shows as a failed check with advice,
in seconds; a good engine passes every check."""

from __future__ import annotations

import shlex
import sys
import time
from pathlib import Path

from rulespec.adapters.runner.smoke import FAIL, NOT_RUN, OK, WARN, format_smoke, smoke

ENGINES = Path(__file__).parent / "engines"


def spec(name: str) -> str:
    return f"stdio:{shlex.quote(sys.executable)} {shlex.quote(str(ENGINES / f'{name}.py'))}"


def statuses(report) -> dict[str, str]:
    return {c.name: c.status for c in report.checks}


def check(report, name: str):
    return next(c for c in report.checks if c.name == name)


def test_the_in_process_oracle_passes_every_check():
    report = smoke("oracle", timeout=5)
    assert statuses(report) == dict.fromkeys(["start", "capabilities", "setup", "snapshot", "perform", "stop"], OK)
    assert report.ok
    assert "`exhaust` accepted" in check(report, "perform").detail


def test_a_good_engine_passes_and_its_stop_is_checked():
    report = smoke(spec("good"), timeout=5)
    assert report.ok and set(statuses(report).values()) == {OK}
    assert check(report, "stop").detail == "answered and exited (status 0)"
    text = format_smoke(report)
    assert text.splitlines()[-1].startswith("passed: the engine speaks the protocol in ")


def test_a_crash_on_start_fails_start_with_advice_and_runs_nothing_else():
    report = smoke(spec("crash_on_start"), timeout=5)
    assert statuses(report) == {"start": FAIL, "capabilities": NOT_RUN, "setup": NOT_RUN, "snapshot": NOT_RUN,
                                "perform": NOT_RUN, "unknown cmd": NOT_RUN, "stop": NOT_RUN}
    assert not report.ok
    text = format_smoke(report)
    assert "crash: the engine stopped before answering: it exited with code 3" in text
    assert "cannot load the card database" in text  # the stderr tail
    assert "advice: The engine stopped." in text
    assert text.splitlines()[-1].startswith("FAILED: 1 problem(s)")


def test_a_hang_fails_in_bounded_time_with_flush_advice():
    began = time.monotonic()
    report = smoke(spec("hang"), timeout=1)
    assert time.monotonic() - began < 4
    snapshot = check(report, "snapshot")
    assert snapshot.status == FAIL and snapshot.detail.startswith("timeout")
    assert "flush stdout" in snapshot.advice
    assert statuses(report)["perform"] == NOT_RUN
    # every check after the failure is listed, in order, the protocol's unknown command included
    assert [c.name for c in report.checks][-3:] == ["perform", "unknown cmd", "stop"]
    assert {statuses(report)[name] for name in ("perform", "unknown cmd", "stop")} == {NOT_RUN}


def test_a_failed_perform_leaves_the_unknown_command_check_listed_as_not_run():
    report = smoke(spec("not_json"), timeout=5)
    assert [(c.name, c.status) for c in report.checks][-3:] == [
        ("perform", FAIL), ("unknown cmd", NOT_RUN), ("stop", NOT_RUN)]


def test_an_adapter_that_cannot_be_made_lists_every_check_as_not_run():
    report = smoke("stdio:'unclosed", timeout=5)
    assert [(c.name, c.status) for c in report.checks] == [
        ("adapter", FAIL), *((name, NOT_RUN) for name in
                             ("start", "capabilities", "setup", "snapshot", "perform", "unknown cmd", "stop"))]


def test_a_debug_print_fails_perform_with_stderr_advice():
    report = smoke(spec("not_json"), timeout=5)
    perform = check(report, "perform")
    assert perform.status == FAIL and perform.detail.startswith("not_json")
    assert "send logs and debug prints to stderr" in perform.advice
    assert "DEBUG performing exhaust" in perform.evidence


def test_an_invalid_result_fails_perform_naming_the_pointer():
    report = smoke(spec("invalid_result"), timeout=5)
    perform = check(report, "perform")
    assert perform.status == FAIL and perform.detail.startswith("invalid_answer")
    assert "at /result/events/0 (JSON pointer)" in perform.evidence


def test_an_action_skipped_and_not_declared_is_fine():
    report = smoke(spec("skipped"), timeout=5)
    assert report.ok
    assert check(report, "perform").detail.startswith("`exhaust` skipped, as it is not declared")


def test_unknown_capabilities_are_a_warning_with_a_suggestion():
    report = smoke(spec("odd_capabilities"), timeout=5)
    capabilities = check(report, "capabilities")
    assert capabilities.status == WARN
    assert capabilities.detail == "unknown: `atach` (did you mean `attach`?), `teleport`"
    assert report.ok  # a warning does not fail the smoke test
    assert "(1 warning(s))" in format_smoke(report)


def test_an_engine_that_does_not_exit_after_stop_is_warned_about():
    report = smoke(spec("ignores_stop"), timeout=5)
    stop = check(report, "stop")
    assert stop.status == WARN and "still running" in stop.detail


def test_a_refused_setup_fails_setup_with_the_pointer():
    report = smoke(spec("refuses_setup"), timeout=5)
    setup = check(report, "setup")
    assert setup.status == FAIL and setup.detail.startswith("refused_setup")
    assert "at /objects/0/card (JSON pointer): unknown card" in setup.evidence


def test_an_adapter_spec_that_names_nothing_fails_at_once():
    report = smoke("carrier-pigeon:coop", timeout=5)
    assert check(report, "adapter").status == FAIL
    assert "stdio:COMMAND" in check(report, "adapter").advice


def test_the_advice_points_down_to_the_evidence_it_is_printed_above():
    text = format_smoke(smoke(spec("crash_on_start"), timeout=5)).splitlines()
    advice = next(i for i, line in enumerate(text) if "advice:" in line)
    tail = next(i for i, line in enumerate(text) if "cannot load the card database" in line)
    assert advice < tail
    assert "shown below" in text[advice] and "shown above" not in text[advice]


def test_the_advice_names_places_an_installed_user_has():
    """A user who installed the package has no checkout: the advice names the installed schemas
    folder, and lists the known capabilities rather than a source file."""
    invalid = check(smoke(spec("invalid_result"), timeout=5), "perform")
    folders = [word.strip(",") for word in invalid.advice.split() if word.startswith("/")]
    assert folders and all(Path(folder).is_dir() for folder in folders)
    assert any((Path(folder) / "start_response.json").is_file() for folder in folders)
    odd = check(smoke(spec("odd_capabilities"), timeout=5), "capabilities")
    assert "adapters/base.py" not in odd.advice
    assert "view.attachment_list" in odd.advice and "attribution" in odd.advice


def test_a_command_the_engine_does_not_know_is_answered_errored():
    report = smoke(spec("good"), timeout=5)
    assert [c.name for c in report.checks][-2:] == ["unknown cmd", "stop"]
    assert check(report, "unknown cmd").status == OK


def test_an_engine_that_answers_an_unknown_command_as_if_it_knew_it_is_warned_about():
    report = smoke(spec("unknown_ok"), timeout=5)
    unknown = check(report, "unknown cmd")
    assert unknown.status == WARN and "answered {" in unknown.detail and "not `errored`" in unknown.detail
    assert "Answer a `cmd` you do not know with errored" in unknown.advice
    assert report.ok and check(report, "stop").status == OK


def test_an_engine_that_dies_on_an_unknown_command_is_warned_about_then_restarted_for_stop():
    report = smoke(f"{spec('unknown_ok')} crash", timeout=5)
    unknown = check(report, "unknown cmd")
    assert unknown.status == WARN and unknown.detail.startswith("`rulespec-smoke-no-such-command`: crash"), unknown
    assert check(report, "stop").status == OK  # a fresh process, started again
