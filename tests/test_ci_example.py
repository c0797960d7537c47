"""The example GitHub Actions workflow for engine authors (docs/ci/rulespec.yml).

The project has no YAML dependency: a small reader takes the few things the tests need out of the
file (the job's ``env``, each step's keys, a ``run: |`` block). The "Run rulespec" step's script is
then run as GitHub runs it (bash, ``-eo pipefail``), locally, against the reference oracle, with a
temporary ``$GITHUB_STEP_SUMMARY``.

The step runs the whole suite; here ``$PYTEST_ADDOPTS`` (which ``rulespec run``'s pytest reads, as
any pytest does) narrows it to a few rulings of each area: what is tested is the step (its
script, exit status, reports and summary), while every scenario's requests passing over stdio are
tested by the replay of their vectors (tests/test_vectors.py), and every step over stdio in
tests/test_runner.py."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / "docs" / "ci" / "rulespec.yml"
ORACLE = "stdio:python -m rulespec.oracle"
#: A few rulings of each area (GEAR-24 for the stale known failure below), for ``$PYTEST_ADDOPTS``.
SAMPLE = "-m 'GEAR-03 or GEAR-24 or BUFF-01 or ATTR-01 or MTG-01'"


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _scalar(value: str) -> str:
    value = value.split(" #")[0].strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    return value


def job_env(text: str) -> dict[str, str]:
    """The ``env:`` mapping of the (single) job: ``KEY: value`` lines, comments skipped."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == "env:" and _indent(line) == 4)
    env: dict[str, str] = {}
    for line in lines[start + 1:]:
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if _indent(line) <= 4:
            break
        key, _, value = line.strip().partition(":")
        env[key] = _scalar(value)
    return env


def steps(text: str) -> list[dict[str, str]]:
    """Each step as a flat mapping: ``name``, ``uses``, ``if``, ``shell``, ``run`` (a ``|`` block
    dedented), and ``with.KEY`` for the keys under ``with:``."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.strip() == "steps:")
    found: list[dict[str, str]] = []
    i = start + 1
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if stripped.startswith("- "):
            found.append({})
            line = line.replace("- ", "  ", 1)
            stripped = line.strip()
        if not stripped or stripped.startswith("#") or not found:
            i += 1
            continue
        key, _, value = stripped.partition(":")
        if key == "with":
            base = _indent(line)
            i += 1
            while i < len(lines) and (not lines[i].strip() or _indent(lines[i]) > base):
                if lines[i].strip():
                    sub, _, subvalue = lines[i].strip().partition(":")
                    found[-1][f"with.{sub}"] = _scalar(subvalue)
                i += 1
            continue
        if value.strip() == "|":
            base = _indent(line)
            block: list[str] = []
            i += 1
            while i < len(lines) and (not lines[i].strip() or _indent(lines[i]) > base):
                block.append(lines[i])
                i += 1
            found[-1][key] = textwrap.dedent("\n".join(block)).strip() + "\n"
            continue
        found[-1][key] = _scalar(value)
        i += 1
    return found


def step(name: str) -> dict[str, str]:
    return next(s for s in steps(WORKFLOW.read_text(encoding="utf-8")) if s.get("name") == name)


def run_step(name: str, tmp_path: Path, **env: str) -> tuple[subprocess.CompletedProcess[str], Path]:
    """Run a step's script as GitHub Actions runs it for ``shell: bash``, from ``tmp_path`` (the
    checkout), with the installed ``rulespec`` on PATH and a fresh step summary file."""
    script = step(name)["run"]
    summary = tmp_path / "step_summary.md"
    summary.write_text("", encoding="utf-8")
    bin_dir = str(Path(sys.executable).parent)
    full_env = {**os.environ, **job_env(WORKFLOW.read_text(encoding="utf-8")), **env,
                "PATH": os.pathsep.join([bin_dir, os.environ.get("PATH", "")]), "GITHUB_STEP_SUMMARY": str(summary)}
    done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script], cwd=tmp_path,
                          env=full_env, capture_output=True, text=True, timeout=180)
    return done, summary


def table_rows(markdown: str) -> dict[str, dict[str, str]]:
    """The summary's table by ruling area: each row's cells by column name."""
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")]
            for line in markdown.splitlines() if line.startswith("|") and not line.startswith("|---")]
    assert rows and rows[0][0] == "area", markdown
    return {row[0]: dict(zip(rows[0][1:], row[1:], strict=True)) for row in rows[1:]}


def expectations(tmp_path: Path, known_failures: list[dict[str, str]]) -> Path:
    path = tmp_path / "rulespec-expectations.json"
    path.write_text(json.dumps({"schema": "rulespec/expectations/1", "engine": "rulespec-oracle",
                                "known_failures": known_failures}), encoding="utf-8")
    return path


def test_the_reader_reads_the_workflow() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    assert set(job_env(text)) == {"RULESPEC_PIP", "RULESPEC_ADAPTER", "RULESPEC_EXPECTATIONS", "RULESPEC_OUT"}
    names = [s.get("name", s.get("uses")) for s in steps(text)]
    assert names == ["actions/checkout@v4", "actions/setup-python@v5", "Build the engine", "Install rulespec",
                     "Run rulespec", "Upload the reports"]
    assert step("Run rulespec")["run"].startswith('mkdir -p "$RULESPEC_OUT"\n')


def test_it_installs_rulespec_with_pip_and_uploads_the_reports_even_when_the_run_fails() -> None:
    assert step("Install rulespec")["run"] == 'python -m pip install "$RULESPEC_PIP"'
    # what pip gets is a PEP 508 requirement for this project, from git
    wanted = Requirement(job_env(WORKFLOW.read_text(encoding="utf-8"))["RULESPEC_PIP"])
    assert wanted.name == "rulespec" and (wanted.url or "").startswith("git+https://")
    assert step("Run rulespec")["shell"] == "bash"  # the script uses bash arrays
    upload = step("Upload the reports")
    assert upload["uses"].startswith("actions/upload-artifact@")
    assert upload["if"] == "always()"
    assert upload["with.path"] == "${{ env.RULESPEC_OUT }}"


def test_the_run_step_against_the_oracle_writes_the_reports_and_the_summary(tmp_path: Path) -> None:
    expected = expectations(tmp_path, [])
    done, summary = run_step("Run rulespec", tmp_path, RULESPEC_ADAPTER=ORACLE, RULESPEC_EXPECTATIONS=str(expected),
                             RULESPEC_OUT="reports", PYTEST_ADDOPTS=SAMPLE)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    report = tmp_path / "reports" / "rulespec.jsonl"
    lines = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    assert lines[0]["type"] == "header" and lines[0]["adapter"] == ORACLE
    assert lines[-1]["type"] == "end" and lines[-1]["exit_code"] == 0
    assert (tmp_path / "reports" / "rulespec.xml").read_text(encoding="utf-8").lstrip().startswith("<?xml")
    markdown = summary.read_text(encoding="utf-8")
    assert markdown.startswith("## rulespec: rulespec-oracle")
    table = table_rows(markdown)
    total = sum(1 for line in lines if line["type"] == "scenario")
    assert table["**all**"]["passed"] == str(total)
    assert (table["**all**"]["failed"], table["**all**"]["errored"]) == ("0", "0")
    assert {"GEAR", "BUFF", "ATTR", "MTG"} <= set(table)


def test_a_failing_run_fails_the_step_yet_writes_the_reports_and_the_summary(tmp_path: Path) -> None:
    # A known failure that passes (a stale entry) fails the run: exit code 1.
    expected = expectations(tmp_path, [{"ruling": "GEAR-24", "reason": "listed, yet it passes"}])
    done, summary = run_step("Run rulespec", tmp_path, RULESPEC_ADAPTER=ORACLE, RULESPEC_EXPECTATIONS=str(expected),
                             RULESPEC_OUT="out", PYTEST_ADDOPTS=SAMPLE)
    assert done.returncode == 1, done.stdout[-2000:] + done.stderr[-2000:]
    assert (tmp_path / "out" / "rulespec.jsonl").is_file() and (tmp_path / "out" / "rulespec.xml").is_file()
    markdown = summary.read_text(encoding="utf-8")
    assert table_rows(markdown)["**all**"]["failed"] == "0"
    assert "### Known failures that now pass" in markdown


def test_an_engine_that_cannot_be_run_fails_the_step_and_writes_no_summary(tmp_path: Path) -> None:
    done, summary = run_step("Run rulespec", tmp_path, RULESPEC_ADAPTER="ftp:nowhere", RULESPEC_EXPECTATIONS="",
                             RULESPEC_OUT="out")
    assert done.returncode == 2
    assert "ftp:nowhere" in done.stderr
    assert summary.read_text(encoding="utf-8") == ""


@pytest.mark.parametrize("text", ["jobs:\n  x:\n    steps:\n      - name: A\n        run: |\n          echo a\n"
                                  "          echo b\n\n      - name: B\n        run: echo c\n"])
def test_the_reader_reads_blocks_and_plain_values(text: str) -> None:
    assert steps(text) == [{"name": "A", "run": "echo a\necho b\n"}, {"name": "B", "run": "echo c"}]
