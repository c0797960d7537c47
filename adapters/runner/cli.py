"""The ``rulespec`` command.

    rulespec run [--adapter SPEC] [-k EXPR] [--tags EXPR] [--area AREA]
                 [--report FILE.jsonl] [--junit-xml FILE] [--cucumber-json FILE]
                 [--expectations FILE [--update-expectations] [--strict]] [-- PYTEST ARGS]
    rulespec smoke --adapter SPEC
    rulespec report FILE.jsonl [--format markdown|json|text]

``run`` runs the feature suite (shipped inside the installed package) against an engine and
prints a summary by ruling area, then every failure and error with its evidence.

Exit codes (CI can gate on them):
  0  every scenario is as expected: passed, skipped, or a listed known failure
  1  a scenario failed or errored unexpectedly (or, under --strict, a known failure passed)
  2  usage error: a bad option, adapter or expectations file, or no scenario selected
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from adapters.runner import expectations as known
from adapters.runner.report import BAD, RunReport, ScenarioResult

SUITE_VERSION = "0.1.0"


def features_dir() -> Path:
    import features

    return Path(features.__file__).parent


class Collector:
    """A pytest plugin that keeps each scenario's outcome, with its evidence."""

    def __init__(self) -> None:
        self.results: dict[str, ScenarioResult] = {}
        self.engine: dict[str, Any] = {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        props = dict(report.user_properties)
        result = self.results.get(report.nodeid)
        if result is None:
            result = self.results[report.nodeid] = ScenarioResult(nodeid=report.nodeid)
        result.ruling_ids = props.get("ruling_ids", result.ruling_ids)
        scenario = props.get("scenario")
        if scenario:
            result.scenario, result.feature, result.line = scenario["scenario"], scenario["feature"], scenario["line"]
        if props.get("engine") and not self.engine:
            self.engine = props["engine"]
        result.duration += report.duration
        if report.skipped:
            result.outcome = "skipped"
            result.evidence = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        elif report.failed:
            errored = props.get("rulespec_outcome") == "errored" or report.when != "call"
            if result.outcome not in BAD:
                result.outcome = "errored" if errored else "failed"
                result.evidence = str(report.longrepr)


def run(args: argparse.Namespace) -> int:
    expected: list[known.Expectation] = []
    if args.expectations and Path(args.expectations).exists():
        try:
            expected = known.load(Path(args.expectations))
        except known.ExpectationsError as exc:
            print(f"rulespec: {exc}", file=sys.stderr)
            return 2
    elif args.expectations and not args.update_expectations:
        print(f"rulespec: no expectations file {args.expectations}", file=sys.stderr)
        return 2
    pytest_args = [str(features_dir()), "-p", "no:cacheprovider", "-q", "--no-header", "-p", "no:warnings",
                   "--tb=no", "-rN", "--adapter", args.adapter]
    for flag, value in (("-k", args.k), ("-m", args.tags), ("--area", args.area),
                        ("--engine-timeout", args.engine_timeout), ("--junitxml", args.junit_xml),
                        ("--cucumberjson", args.cucumber_json)):
        if value is not None:
            pytest_args += [flag, str(value)]
    pytest_args += args.pytest_args
    collector = Collector()
    code = pytest.main(pytest_args, plugins=[collector])
    if code == pytest.ExitCode.USAGE_ERROR:
        return 2
    if code == pytest.ExitCode.NO_TESTS_COLLECTED or not collector.results:
        print("rulespec: no scenario selected", file=sys.stderr)
        return 2
    report = RunReport({"suite_version": SUITE_VERSION, "adapter": args.adapter, "engine": collector.engine},
                       list(collector.results.values()))
    known.apply(report, expected)
    if args.report:
        report.write_jsonl(Path(args.report))
    print()
    print(report.render_text())
    if args.update_expectations:
        n = known.write(Path(args.expectations), report, expected)
        print(f"\nrulespec: wrote {n} known failure(s) to {args.expectations}")
        return 0
    counts = report.outcomes()
    if counts["failed"] or counts["errored"] or (args.strict and counts["unexpected-pass"]):
        return 1
    return 0 if code in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED) else 1


def report_command(args: argparse.Namespace) -> int:
    try:
        report = RunReport.read_jsonl(Path(args.file))
    except (OSError, ValueError) as exc:
        print(f"rulespec: {exc}", file=sys.stderr)
        return 2
    if args.format == "markdown":
        print(report.render_markdown(), end="")
    elif args.format == "json":
        print(json.dumps(report.summary_document(), indent=2, sort_keys=True))
    else:
        print(report.render_text())
    return 0


def smoke(args: argparse.Namespace) -> int:
    try:
        from adapters.runner.smoke import format_smoke
        from adapters.runner.smoke import smoke as run_smoke
    except ImportError:
        print("rulespec smoke is not available in this version", file=sys.stderr)
        return 2
    report = run_smoke(args.adapter, timeout=args.engine_timeout or 10.0)
    print(format_smoke(report))
    return 0 if getattr(report, "ok", False) else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="rulespec", description="Run the rulespec rulings against an engine.")
    sub = parser.add_subparsers(dest="command", required=True)
    run_p = sub.add_parser("run", help="run the feature suite and print a summary by ruling area")
    run_p.add_argument("--adapter", default="oracle", help="oracle (default), stdio:COMMAND, http:URL, "
                       "python:module:factory")
    run_p.add_argument("-k", help="only scenarios whose names match this pytest -k expression")
    run_p.add_argument("--tags", help="only scenarios whose tags match this expression, e.g. 'GEAR-23 or GEAR-24'")
    run_p.add_argument("--area", help="only one ruling area: GEAR, BUFF, ATTR, MTG")
    run_p.add_argument("--engine-timeout", type=float, default=None, help="seconds per engine request")
    run_p.add_argument("--report", metavar="FILE", help="write a JSON-lines report of the run")
    run_p.add_argument("--junit-xml", metavar="FILE", help="write a JUnit XML report")
    run_p.add_argument("--cucumber-json", metavar="FILE", help="write a Cucumber JSON report")
    run_p.add_argument("--expectations", metavar="FILE", help="the engine's known failures (JSON)")
    run_p.add_argument("--update-expectations", action="store_true",
                       help="write --expectations FILE from this run's failures, and exit 0")
    run_p.add_argument("--strict", action="store_true", help="a known failure that passes fails the run")
    run_p.add_argument("pytest_args", nargs="*", help="further pytest arguments, after --")
    run_p.set_defaults(func=run)
    smoke_p = sub.add_parser("smoke", help="check in seconds that an engine speaks the protocol")
    smoke_p.add_argument("--adapter", required=True)
    smoke_p.add_argument("--engine-timeout", type=float, default=None)
    smoke_p.set_defaults(func=smoke)
    report_p = sub.add_parser("report", help="turn a saved JSON-lines report into Markdown or JSON")
    report_p.add_argument("file")
    report_p.add_argument("--format", choices=("markdown", "json", "text"), default="markdown")
    report_p.set_defaults(func=report_command)
    args = parser.parse_args(argv)
    if getattr(args, "update_expectations", False) and not args.expectations:
        parser.error("--update-expectations needs --expectations FILE")
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
