"""The ``rulespec`` command.

    rulespec run [--adapter SPEC] [-k EXPR] [--tags EXPR] [--area AREA] [-- PYTEST ARGS]
    rulespec smoke --adapter SPEC

``run`` runs the feature suite (shipped inside the installed package) against an engine and
prints a summary by ruling area, then every failure and error with its evidence.

Exit codes: 0 every scenario passed or was skipped; 1 a scenario failed or errored;
2 usage error (a bad option or adapter, or nothing selected).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

OUTCOMES = ("passed", "failed", "errored", "skipped")


def features_dir() -> Path:
    import features

    return Path(features.__file__).parent


class Summary:
    """A pytest plugin that keeps each scenario's outcome and prints the rulespec summary."""

    def __init__(self) -> None:
        self.results: dict[str, dict[str, Any]] = {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        props = dict(report.user_properties)
        entry = self.results.setdefault(report.nodeid, {"ids": props.get("ruling_ids", []), "outcome": "passed",
                                                        "evidence": ""})
        entry["ids"] = props.get("ruling_ids", entry["ids"])
        if report.skipped:
            entry["outcome"] = "skipped"
            entry["evidence"] = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        elif report.failed:
            errored = props.get("rulespec_outcome") == "errored" or report.when != "call"
            entry["outcome"] = "errored" if errored else "failed"
            entry["evidence"] = str(report.longrepr)

    def by_area(self) -> dict[str, Counter[str]]:
        areas: dict[str, Counter[str]] = defaultdict(Counter)
        for entry in self.results.values():
            for area in sorted({i.split("-")[0] for i in entry["ids"]}) or ["(untagged)"]:
                areas[area][entry["outcome"]] += 1
        return dict(sorted(areas.items()))

    def render(self, engine: str) -> str:
        lines = [f"rulespec: {len(self.results)} scenarios against {engine}", ""]
        lines.append(f"{'area':<12}" + "".join(f"{o:>9}" for o in OUTCOMES))
        total: Counter[str] = Counter()
        for area, counts in self.by_area().items():
            total.update(counts)
            lines.append(f"{area:<12}" + "".join(f"{counts[o]:>9}" for o in OUTCOMES))
        outcomes = Counter(e["outcome"] for e in self.results.values())
        lines.append(f"{'all':<12}" + "".join(f"{outcomes[o]:>9}" for o in OUTCOMES))
        bad = [(n, e) for n, e in self.results.items() if e["outcome"] in ("failed", "errored")]
        if bad:
            lines += ["", f"{len(bad)} scenario(s) did not pass:"]
            for nodeid, entry in bad:
                lines += ["", f"{entry['outcome'].upper()} {', '.join(entry['ids']) or '(no ruling ID)'} {nodeid}",
                          entry["evidence"]]
        skipped = Counter(e["evidence"] for e in self.results.values() if e["outcome"] == "skipped")
        if skipped:
            lines += ["", "skipped, by reason:"] + [f"  {n} x {reason}" for reason, n in skipped.most_common()]
        lines.append("")
        lines.append(", ".join(f"{outcomes[o]} {o}" for o in OUTCOMES))
        return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    pytest_args = [str(features_dir()), "-p", "no:cacheprovider", "-q", "--no-header", "-p", "no:warnings",
                   "--tb=no", "-rN", "--adapter", args.adapter]
    if args.k:
        pytest_args += ["-k", args.k]
    if args.tags:
        pytest_args += ["-m", args.tags]
    if args.area:
        pytest_args += ["--area", args.area]
    if args.engine_timeout is not None:
        pytest_args += ["--engine-timeout", str(args.engine_timeout)]
    pytest_args += args.pytest_args
    summary = Summary()
    code = pytest.main(pytest_args, plugins=[summary])
    if code == pytest.ExitCode.USAGE_ERROR:
        return 2
    if code == pytest.ExitCode.NO_TESTS_COLLECTED or not summary.results:
        print("rulespec: no scenario selected", file=sys.stderr)
        return 2
    print()
    print(summary.render(args.adapter))
    bad = any(e["outcome"] in ("failed", "errored") for e in summary.results.values())
    return 1 if bad or code not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED) else 0


def smoke(args: argparse.Namespace) -> int:
    try:
        from adapters.smoke import format_smoke
        from adapters.smoke import smoke as run_smoke
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
    run_p.add_argument("pytest_args", nargs="*", help="further pytest arguments, after --")
    run_p.set_defaults(func=run)
    smoke_p = sub.add_parser("smoke", help="check in seconds that an engine speaks the protocol")
    smoke_p.add_argument("--adapter", required=True)
    smoke_p.add_argument("--engine-timeout", type=float, default=None)
    smoke_p.set_defaults(func=smoke)
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
