"""A reader that leaves early (``rulespec run --report r.jsonl | head``, ``rulespec report r.jsonl |
head``): the command ends as it would have, its report written, its exit code its own, and no
BrokenPipeError traceback."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

from rulespec.adapters.runner import cli
from tests.cli_runs import _in_process

ONE = """Feature: One scenario
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-14
  Rule: An exhausted unit is exhausted
    Core Rules 719.4.

    Scenario: A unit exhausted is exhausted
      Given A controls a unit "jax" with might 4 in their base
      When A exhausts "jax"
      Then "jax" is exhausted
"""


class ClosedPipe(io.StringIO):
    """A pipe whose reader read the first line and left: every later write fails, as it does."""

    def write(self, text: str) -> int:
        if "\n" in self.getvalue():
            raise BrokenPipeError(32, "Broken pipe")
        return super().write(text)


def closed_run(*argv: str) -> tuple[int, str, str]:
    with _in_process(60, None, None) as (_, err):
        pipe = ClosedPipe()
        with contextlib.redirect_stdout(pipe):
            code = cli.main(list(argv))
    return code, pipe.getvalue(), err.getvalue()


def test_a_run_and_a_report_whose_reader_left_end_as_they_would_have(tmp_path: Path) -> None:
    (tmp_path / "one.feature").write_text(ONE, encoding="utf-8")
    report = tmp_path / "r.jsonl"
    code, _, err = closed_run("run", "--features", str(tmp_path), "--report", str(report))
    assert code == 0, err
    assert "BrokenPipeError" not in err and "Traceback" not in err
    end = json.loads(report.read_text().splitlines()[-1])
    assert end["type"] == "end" and end["outcomes"] == {"passed": 1}
    for fmt in ("markdown", "text", "json"):
        code, shown, err = closed_run("report", str(report), "--format", fmt)
        assert code == 0 and "Traceback" not in err, err
        assert shown  # the first write, before the reader left
