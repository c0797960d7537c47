"""The ``rulespec`` command.

    rulespec run [--adapter SPEC] [-k EXPR] [--tags EXPR] [--area AREA] [--engine-timeout SECONDS]
                 [--start-timeout SECONDS] [--report FILE.jsonl] [--junit-xml FILE] [--cucumber-json FILE]
                 [--expectations FILE [--update-expectations] [--allow-stale]] [-- PYTEST ARGS]
    rulespec smoke --adapter SPEC [--engine-timeout SECONDS] [--start-timeout SECONDS]
    rulespec report FILE.jsonl [--format markdown|json|text]
    rulespec lint [PATHS]         the mistakes of a scenario's author, without an engine (adapters/runner/lint.py)
    rulespec steps                every step phrase, with its example and what it needs (docs/writing-rulings.md)
    rulespec docs OUT/ [--report R.jsonl ...] [--features PATH]   the rulings as a static site (adapters/runner/site/)
    rulespec vectors OUT/ [--features PATH]
    rulespec replay OUT/ [--adapter SPEC] [--engine-timeout SECONDS] [--start-timeout SECONDS]
                    [--report FILE.jsonl] [--shard K/N] [--expectations FILE [--allow-stale]]
    rulespec fuzz --adapter SPEC [--seed S] [--budget SECONDS | --cases N] [--invariants] [--shard K/N]
                  [--out DIR]   (docs/fuzzing.md; exits 0 no divergence, 1 divergences found, 2 usage error)

``run`` runs the feature suite (shipped inside the installed package) against an engine and
prints a summary by ruling area, then every failure and error with its evidence, then the skips
counted by the capability the engine lacks (what to implement next), then the checks the scenarios
that ran could not make for a missing capability (a rejection's reason without ``reasons``). A scenario
counts as passed only when its steps ran and passed: one the run never reached is ``not-run``.
An engine that faults (crashes, hangs past --engine-timeout, answers garbage) is restarted for the
next scenario, up to a circuit breaker: an engine that fails ``start``, or faults on
--max-engine-faults consecutive requests (default 3), is given up, and every remaining scenario
errors at once with its last fault as evidence; an engine that hangs costs a few timeouts, not
one per scenario.

Exit codes (CI can gate on them):
  0  the run completed and every scenario is as expected: passed, skipped, or a listed known
     failure; with --update-expectations: the run completed and the file was written
  1  a scenario failed or errored unexpectedly, or a listed known failure passed (a stale entry;
     --allow-stale accepts it), or the engine never started (every scenario errored)
  2  usage error, before any engine starts: a bad option, --adapter, --engine-timeout,
     $RULESPEC_TIMEOUT, expectations file, or output path (its folder missing or read-only);
     no scenario selected; or an error of the suite itself (a feature file that does not parse,
     a step without a definition), which is never blamed on the engine; or a report, expectations
     or XML file that could not be written
  3  the run did not complete: interrupted (Ctrl-C, SIGINT, SIGTERM), or selected scenarios did
     not run (``-- -x``, ``-- --setup-only``); the JSON-lines report says so in its end record,
     and --update-expectations writes nothing

``rulespec report`` exits 0 when it rendered a whole report, 2 when the file is not one (not
JSON lines, a line that breaks schemas/report_line.json, empty, or cut short: no end record),
3 when interrupted. ``rulespec smoke`` exits 0 when the engine speaks the protocol, 1 when it
does not, 2 on a usage error.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shlex
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

# Only what every subcommand needs is imported here (a `rulespec replay` of the whole suite takes
# half a second: what it does not use, it should not import); the rest where it is used.
from rulespec.adapters.registry import AdapterSpecError, make_adapter
from rulespec.adapters.runner.interrupts import Interrupts
from rulespec.adapters.runner.options import check_timeout_env, fault_limit, timeout_seconds
from rulespec.adapters.runner.report import ReportError, RunReport
from rulespec.adapters.session import DEFAULT_MAX_FAULTS

if TYPE_CHECKING:
    from rulespec.adapters.runner import expectations as known
    from rulespec.adapters.runner.collector import Collector

SUITE_VERSION = "0.1.0"

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_INCOMPLETE = 0, 1, 2, 3


def pending_rulings() -> str:
    """The rulings of the catalogue that no scenario encodes yet: a run says what it does not test."""
    from rulespec.features.catalogue import PATH, pending

    waiting = pending()
    if not waiting:
        return ""
    lines = [f"\n{len(waiting)} ruling(s) of the catalogue are pending, not tested by any scenario yet "
             f"({PATH.name}):"]
    lines += [f"  {ruling}  {reason}" for ruling, reason in waiting.items()]
    return "\n".join(lines)


def features_dir() -> Path:
    from rulespec import features

    return Path(features.__file__).parent


def features_suite(path: Path) -> Path:
    """A suite folder, made for this run, that runs the feature files at ``path`` (a file or a
    folder) with the shipped step vocabulary: the shipped conftest, and the shipped test module
    bound to ``path``."""
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="rulespec-features-"))
    (folder / "conftest.py").write_text((features_dir() / "conftest.py").read_text(encoding="utf-8"),
                                        encoding="utf-8")
    shipped = (features_dir() / "test_rulings.py").read_text(encoding="utf-8")
    here = "HERE = Path(__file__).parent\n"
    if here not in shipped:
        raise RuntimeError(f"features/test_rulings.py no longer sets {here.strip()!r}: --features cannot bind to it")
    (folder / "test_features.py").write_text(shipped.replace(here, f"HERE = Path({str(path.resolve())!r})\n", 1),
                                             encoding="utf-8")
    return folder


def _fail(message: str) -> int:
    print(f"rulespec: {message}", file=sys.stderr)
    return EXIT_USAGE


def check_output_path(path: str, what: str) -> str | None:
    """Why ``path`` cannot be written (its folder missing or read-only, or a folder itself), or None."""
    target = Path(path)
    folder = target.parent
    if target.is_dir():
        return f"{what} {path}: is a folder, not a file"
    if not folder.is_dir():
        return f"{what} {path}: the folder {folder} does not exist"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"{what} {path}: the folder {folder} is not writable"
    return None


def check_run(args: argparse.Namespace) -> str | None:
    """Every usage error of ``run`` that can be found before an engine starts, or None."""
    if args.suite and not Path(args.suite).is_dir():
        return f"--suite {args.suite}: not a folder"
    if args.features:
        from rulespec.features.parsed import feature_files

        if args.suite:
            return "--features and --suite: give one (--features: feature files; --suite: a whole suite folder)"
        path = Path(args.features)
        if not path.exists():
            return f"--features {args.features}: no such file or folder"
        if path.is_file() and path.suffix != ".feature":
            return f"--features {args.features}: not a .feature file"
        if path.is_dir() and not feature_files(path):
            return f"--features {args.features}: the folder holds no .feature file"
    try:
        check_timeout_env()
        make_adapter(args.adapter, timeout=args.engine_timeout)  # made, not started: the spec is sound
    except (AdapterSpecError, ValueError) as exc:
        return str(exc)
    outputs = [(args.report, "--report"), (args.junit_xml, "--junit-xml"), (args.cucumber_json, "--cucumber-json")]
    if args.update_expectations:
        outputs.append((args.expectations, "--expectations"))
    given = [(path, what) for path, what in outputs if path]
    for path, what in given:
        problem = check_output_path(path, what)
        if problem:
            return problem
    resolved = [Path(path).resolve() for path, _ in given]
    if len(set(resolved)) < len(resolved):
        return "two outputs name the same file: " + ", ".join(f"{what} {path}" for path, what in given)
    return None


def run(args: argparse.Namespace, interrupts: Interrupts) -> int:
    import shutil

    import pytest  # here, not above: `rulespec replay` runs without pytest

    from rulespec.adapters.runner import expectations as known
    from rulespec.adapters.runner.collector import Collector

    problem = check_run(args)
    if problem:
        return _fail(problem)
    expected: list[known.Expectation] = []
    if args.expectations and not args.update_expectations and not Path(args.expectations).exists():
        return _fail(f"no expectations file {args.expectations}")
    if args.expectations and Path(args.expectations).exists():
        try:
            expected = known.load(Path(args.expectations))
        except known.ExpectationsError as exc:
            return _fail(str(exc))
    temporary: dict[Path, Path] = {}  # final path: the temporary file pytest writes
    from rulespec.adapters.runner.plugin import QUIET_PYTEST

    made = features_suite(Path(args.features)) if args.features and not args.suite else None
    pytest_args = [args.suite or str(made or features_dir()), *QUIET_PYTEST, "--adapter", args.adapter]
    # Scenarios are named from pytest's root folder, which pytest takes from the paths on its command
    # line (a report beside the user included): named test_features.py::… for feature files of the
    # user's, rulespec/features/test_rulings.py::… for the shipped ones, wherever rulespec is installed
    # and the report written, so that the reports of two runs, or two machines, compare.
    if made:
        pytest_args += ["--rootdir", str(made)]
    elif not args.suite:
        pytest_args += ["--rootdir", str(features_dir().parent.parent)]
    for flag, value in (("-k", args.k), ("-m", args.tags), ("--area", args.area),
                        ("--engine-timeout", args.engine_timeout), ("--start-timeout", args.start_timeout),
                        ("--max-engine-faults", args.max_engine_faults), ("--junitxml", args.junit_xml),
                        ("--cucumberjson", args.cucumber_json)):
        if value is None:
            continue
        if flag in ("--junitxml", "--cucumberjson"):
            final = Path(value)
            value = temporary[final] = final.with_name(f".{final.name}.{os.getpid()}.tmp")
        pytest_args += [flag, str(value)]
    pytest_args += args.pytest_args
    collector = Collector()
    try:
        try:
            code: int = pytest.main(pytest_args, plugins=[collector])
        except KeyboardInterrupt:  # outside pytest's own handling (its start or its end)
            code, collector.interrupted = pytest.ExitCode.INTERRUPTED, True
        return _conclude(args, interrupts, collector, code, expected, temporary)
    finally:
        for tmp in temporary.values():
            with contextlib.suppress(OSError):
                tmp.unlink()
        if made:
            shutil.rmtree(made, ignore_errors=True)


def _conclude(args: argparse.Namespace, interrupts: Interrupts, collector: Collector, code: int,
              expected: list[known.Expectation], temporary: dict[Path, Path]) -> int:
    import pytest

    from rulespec.adapters.runner import expectations as known

    interrupted = interrupts.received or ("SIGINT" if collector.interrupted else None)
    if code == pytest.ExitCode.USAGE_ERROR:
        return EXIT_USAGE
    if collector.suite_errors and not interrupted:
        print("\nrulespec: errors of the suite itself (not of the engine); nothing ran:", file=sys.stderr)
        for problem in collector.suite_errors:
            print(f"  {problem}", file=sys.stderr)
        return EXIT_USAGE
    if code == pytest.ExitCode.INTERNAL_ERROR:
        return _fail("pytest stopped on an internal error (above): an error of the suite")
    results = collector.finish()
    if not results:
        if interrupted:
            print(f"\nrulespec: interrupted by {interrupted} before any scenario ran", file=sys.stderr)
            return EXIT_INCOMPLETE
        return _fail("no scenario selected" + _selection_hint(args, collector.deselected_ids))
    engine = collector.engine or {"name": args.adapter}
    read = str(Path(args.features or args.suite or features_dir()).resolve())
    report = RunReport({"suite_version": SUITE_VERSION, "command": "run", "adapter": args.adapter, "engine": engine,
                        "features": read}, results)
    known.apply(report, expected)
    counts = report.outcomes()
    complete = not interrupted and not counts["not-run"] and not counts["suite-error"]
    if interrupted:
        verdict = EXIT_INCOMPLETE
    elif counts["suite-error"]:
        verdict = EXIT_USAGE
    elif counts["not-run"]:
        verdict = EXIT_INCOMPLETE
    elif counts["failed"] or counts["errored"] or (counts["unexpected-pass"] and not args.allow_stale):
        verdict = EXIT_FAILED
    else:
        verdict = EXIT_OK
    notes: list[str] = []
    if args.update_expectations:
        verdict, note = _update_expectations(args, report, expected, complete, collector.engine_started, verdict)
        notes.append(note)
    elif counts["unexpected-pass"] and not args.allow_stale:
        notes.append("rulespec: known failures that now pass fail the run: remove them from the expectations "
                     "file (or pass --allow-stale)")
    if (nothing := report.all_skipped_note()) is not None:
        notes.append(nothing)
    if collector.engine_used and not collector.engine_started:
        notes.append("rulespec: the engine never started: every scenario that needed it errored; "
                     f"`rulespec smoke --adapter {shlex.quote(args.adapter)}` checks each step of the "
                     "protocol, with advice")
    report.finish(complete=complete, exit_code=verdict, interrupted=interrupted,
                  engine_started=collector.engine_started)
    if not args.suite and not args.features:
        print(pending_rulings())
    print()
    print(report.render_text())
    for note in notes:
        print(f"\n{note}", file=sys.stderr)
    try:
        if args.report:
            report.write_jsonl(Path(args.report))
        for final, tmp in temporary.items():
            if tmp.exists():
                os.replace(tmp, final)
    except OSError as exc:
        return _fail(f"could not write {exc.filename or 'a report'}: {exc.strerror or exc}")
    return verdict


def _selection_hint(args: argparse.Namespace, known: set[str]) -> str:
    """Why --area or --tags selected nothing, from the ruling IDs of the scenarios left out: an area
    or an ID the suite does not have, with the nearest one it has."""
    import difflib
    import re

    if not known:
        return ""
    hints: list[str] = []
    areas = sorted({ruling.split("-")[0] for ruling in known})
    if args.area and args.area.upper() not in areas:
        close = difflib.get_close_matches(args.area.upper(), areas, n=1)
        hints.append(f"there is no ruling area {args.area!r}" + (f" (did you mean {close[0]}?)" if close else "")
                     + f"; the areas: {', '.join(areas)}")
    if args.tags:
        for word in re.findall(r"[\w-]+", args.tags):
            if word in ("and", "or", "not") or word in known:
                continue
            close = difflib.get_close_matches(word.upper(), sorted(known), n=1)
            hints.append(f"no scenario is tagged {word!r}" + (f" (did you mean {close[0]}?)" if close else "")
                         + ("" if re.fullmatch(r"[A-Z]+-\d+", word) else
                            "; ruling IDs are written AREA-N in capitals, as GEAR-23"))
    return ": " + "; ".join(hints) if hints else ""


def _update_expectations(args: argparse.Namespace, report: RunReport, expected: list[known.Expectation],
                         complete: bool, engine_started: bool, verdict: int) -> tuple[int, str]:
    """Write --expectations from a complete run whose engine started; otherwise write nothing."""
    from rulespec.adapters.runner import expectations as known

    if not complete:
        return verdict, f"rulespec: {args.expectations} not updated: the run did not complete"
    if not engine_started:
        return EXIT_FAILED, f"rulespec: {args.expectations} not updated: the engine never started"
    try:
        n = known.write(Path(args.expectations), report, expected)
    except OSError as exc:
        return EXIT_USAGE, f"rulespec: could not write {args.expectations}: {exc.strerror or exc}"
    return EXIT_OK, f"rulespec: wrote {n} known failure(s) to {args.expectations}"


def report_command(args: argparse.Namespace, interrupts: Interrupts) -> int:
    try:
        report = RunReport.read_jsonl(Path(args.file))
    except ReportError as exc:
        return _fail(str(exc))
    except OSError as exc:
        return _fail(f"{args.file}: {exc.strerror or exc}")
    if args.format == "markdown":
        print(report.render_markdown(), end="")
    elif args.format == "json":
        print(json.dumps(report.summary_document(), indent=2, sort_keys=True))
    else:
        print(report.render_text())
    return EXIT_OK


def smoke(args: argparse.Namespace, interrupts: Interrupts) -> int:
    from rulespec.adapters.protocol import resolve_timeout
    from rulespec.adapters.runner.smoke import format_smoke
    from rulespec.adapters.runner.smoke import smoke as run_smoke

    try:
        check_timeout_env()
        make_adapter(args.adapter, timeout=args.engine_timeout, start_timeout=args.start_timeout)
    except (AdapterSpecError, ValueError) as exc:
        return _fail(str(exc))
    report = run_smoke(args.adapter, timeout=args.engine_timeout or resolve_timeout(None),
                       start_timeout=args.start_timeout)
    print(format_smoke(report))
    return EXIT_OK if report.ok else EXIT_FAILED


def lint_command(args: argparse.Namespace, interrupts: Interrupts) -> int:
    from rulespec.adapters.runner.lint import format_problems, lint

    paths = [Path(p) for p in args.paths] or None
    for path in paths or []:
        if not path.exists() or (path.is_file() and path.suffix != ".feature"):
            return _fail(f"{path}: no such .feature file or folder")
    problems, files, scenarios = lint(paths)
    if not files:
        return _fail(f"no .feature file in {', '.join(args.paths)}")
    print(format_problems(problems, files, scenarios))
    return EXIT_USAGE if problems else EXIT_OK


def steps_command(args: argparse.Namespace, interrupts: Interrupts) -> int:
    from rulespec.adapters.runner import steps_doc

    print(steps_doc.render(), end="")
    return EXIT_OK


def docs_command(args: argparse.Namespace, interrupts: Interrupts) -> int:
    from rulespec.adapters.runner import escape
    from rulespec.adapters.runner.site import SiteError, build

    features = Path(args.features) if args.features else features_dir()
    if not features.exists() or (features.is_file() and features.suffix != ".feature"):
        return _fail(f"--features {args.features}: no such .feature file or folder")
    try:
        built = build(Path(args.out), [Path(r) for r in args.report], features)
    except SiteError as exc:
        return _fail(str(exc))
    except OSError as exc:
        return _fail(f"could not write the site: {exc.filename or args.out}: {exc.strerror or exc}")
    print(f"features: {features.resolve()}\nwrote {len(built.files)} files to {built.out}: "
          f"{built.rulings} rulings, {built.scenarios} scenarios")
    for label in built.engines:
        print(f"  engine: {escape.terminal(label, one_line=True)}")
    print(f"open {(built.out / 'index.html').resolve().as_uri()}")
    return EXIT_OK
def fuzz(args: argparse.Namespace, interrupts: Interrupts) -> int:
    """``rulespec fuzz``: generated games on the oracle and the engine (adapters/runner/fuzz, docs/fuzzing.md)."""
    try:
        from rulespec.adapters.runner.fuzz.command import fuzz_command
    except ImportError as exc:
        if getattr(exc, "name", "") != "hypothesis" and "hypothesis" not in str(exc):
            raise
        return _fail("fuzz needs hypothesis: pip install 'rulespec[fuzz]'")
    return fuzz_command(args)


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="rulespec", description="Run the rulespec rulings against an engine.",
                                  epilog="Exit codes: 0 as expected, 1 failed, 2 usage error or error of the "
                                         "suite, 3 incomplete (interrupted); `rulespec run --help` says more.")
    sub = top.add_subparsers(dest="command", required=True)
    run_p = sub.add_parser("run", help="run the feature suite and print a summary by ruling area",
                           description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    run_p.add_argument("--adapter", default="oracle", help="oracle (default), stdio:COMMAND, http:URL, "
                       "python:module:factory")
    run_p.add_argument("-k", help="only scenarios whose names match this pytest -k expression")
    run_p.add_argument("--tags", help="only scenarios whose tags match this expression, e.g. 'GEAR-23 or GEAR-24'")
    run_p.add_argument("--area", help="only the rulings whose ID starts with AREA- (the catalogue's areas: GEAR, "
                       "BUFF, ATTR, MTG; or any prefix of your own feature files)")
    run_p.add_argument("--engine-timeout", type=timeout_seconds, default=None,
                       help="seconds per engine request (default $RULESPEC_TIMEOUT, else 10)")
    run_p.add_argument("--start-timeout", type=timeout_seconds, default=None, metavar="SECONDS",
                       help="seconds for the engine to launch and answer `start`, for an engine slow to start "
                            "(default $RULESPEC_START_TIMEOUT, else the per-request timeout)")
    run_p.add_argument("--max-engine-faults", type=fault_limit, default=None, metavar="N",
                       help="give the engine up when it fails start or faults on N consecutive requests; "
                            f"the remaining scenarios error at once with the last fault (default {DEFAULT_MAX_FAULTS})")
    run_p.add_argument("--report", metavar="FILE", help="write a JSON-lines report of the run")
    run_p.add_argument("--junit-xml", metavar="FILE", help="write a JUnit XML report")
    run_p.add_argument("--cucumber-json", metavar="FILE", help="write a Cucumber JSON report")
    run_p.add_argument("--expectations", metavar="FILE", help="the engine's known failures (JSON)")
    run_p.add_argument("--update-expectations", action="store_true",
                       help="rewrite --expectations FILE from this run (entries outside the selection are kept; "
                            "nothing is written unless the run completed and the engine started)")
    run_p.add_argument("--allow-stale", action="store_true",
                       help="a listed known failure that passes does not fail the run (it is still reported)")
    run_p.add_argument("--strict", action="store_true",
                       help="kept for compatibility: a known failure that passes fails the run by default")
    run_p.add_argument("--suite", metavar="DIR", help="run the feature files of DIR, a folder laid out like the "
                       "shipped features/ (its conftest.py and test module), instead of the shipped suite")
    run_p.add_argument("--features", metavar="PATH", help="run the feature files at PATH (a .feature file or a "
                       "folder of them) with the suite's step vocabulary, instead of the shipped suite: rulings "
                       "being written")
    run_p.add_argument("pytest_args", nargs="*", help="further pytest arguments, after --")
    run_p.set_defaults(func=run)
    smoke_p = sub.add_parser("smoke", help="check in seconds that an engine speaks the protocol")
    smoke_p.add_argument("--adapter", required=True)
    smoke_p.add_argument("--engine-timeout", type=timeout_seconds, default=None)
    smoke_p.add_argument("--start-timeout", type=timeout_seconds, default=None, metavar="SECONDS",
                         help="seconds to launch and answer `start` (default $RULESPEC_START_TIMEOUT, else "
                              "the per-request timeout)")
    smoke_p.set_defaults(func=smoke)
    fuzz_p = sub.add_parser("fuzz", help="generated games on the oracle and the engine; divergences shrunk and "
                            "written",
                            epilog="Exit codes: 0 no divergence, 1 divergences found (written to --out), "
                                   "2 usage error.")
    fuzz_p.add_argument("--adapter", required=True)
    fuzz_p.add_argument("--seed", type=int, default=0, help="the same seed gives the same cases (default 0)")
    fuzz_p.add_argument("--budget", type=float, metavar="SECONDS", help="explore for this long (default 20)")
    fuzz_p.add_argument("--cases", type=int, metavar="N", help="explore N cases instead of a time budget")
    fuzz_p.add_argument("--invariants", action="store_true", help="also check the invariants on the engine's snapshots")
    fuzz_p.add_argument("--shard", default="1/1", metavar="K/N", help="run the K-th of N shares of the cases")
    fuzz_p.add_argument("--out", default="rulespec-fuzz", metavar="DIR", help="where divergences are written")
    fuzz_p.add_argument("--corpus", metavar="DIR", help="the seed corpus: a folder of vectors (`rulespec vectors "
                        "DIR`) read instead of exporting the shipped suite's in-process (a few seconds of --budget)")
    fuzz_p.add_argument("--no-corpus", action="store_true", help="no seed corpus: every case generated")
    fuzz_p.add_argument("--engine-timeout", type=timeout_seconds, default=None)
    fuzz_p.add_argument("--start-timeout", type=timeout_seconds, default=None, metavar="SECONDS",
                        help="seconds to launch and answer `start` (default $RULESPEC_START_TIMEOUT, else the "
                        "per-request timeout)")
    fuzz_p.set_defaults(func=fuzz)
    report_p = sub.add_parser("report", help="turn a saved JSON-lines report into Markdown or JSON")
    report_p.add_argument("file")
    report_p.add_argument("--format", choices=("markdown", "json", "text"), default="markdown")
    report_p.set_defaults(func=report_command)
    lint_p = sub.add_parser("lint", help="check feature files as they are written, without an engine: ruling IDs "
                            "and citations, unique names, steps that match one definition, a Then in every scenario, "
                            "and the documents the scenarios build (exit 0 clean, 2 problems)")
    lint_p.add_argument("paths", nargs="*", metavar="PATH", help="feature files or folders (default: the shipped "
                        "features, where every step definition must also be used)")
    lint_p.set_defaults(func=lint_command)
    steps_p = sub.add_parser("steps", help="list every step phrase with an example, the card wording of Given lines, "
                             "locations, rejection reasons and events (the reference of docs/writing-rulings.md)")
    steps_p.set_defaults(func=steps_command)
    docs_p = sub.add_parser("docs", help="write the rulings as a static HTML site, with a matrix of engines by "
                            "ruling from run reports (needs no network to build or read)")
    docs_p.add_argument("out", metavar="OUT", help="the folder to write the site into (made if missing)")
    docs_p.add_argument("--report", action="append", default=[], metavar="R.jsonl",
                        help="a report of `rulespec run --report` (repeat for several engines)")
    docs_p.add_argument("--features", metavar="PATH", help="the feature files to show (a file or a folder) instead "
                        "of the shipped suite")
    docs_p.set_defaults(func=docs_command)
    _vector_commands(sub)
    return top


def _vector_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``vectors`` and ``replay`` (adapters/runner/vectors.py, replay.py; docs/vectors.md)."""
    from rulespec.adapters.runner import replay

    vec_p = sub.add_parser("vectors", help="write every scenario as a JSON test vector, from a run on the oracle")
    vec_p.add_argument("out", help="the folder to write the vectors into (made if missing)")
    vec_p.add_argument("--features", metavar="PATH", help="the feature files (default: the shipped suite)")
    vec_p.set_defaults(func=replay.vectors_command)
    rep_p = sub.add_parser("replay", help="replay test vectors against an engine, without pytest",
                           description=replay.__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    rep_p.add_argument("folder", help="a folder of vectors (rulespec vectors), read recursively")
    rep_p.add_argument("--adapter", default="oracle", help="oracle (default), stdio:COMMAND, http:URL, "
                       "python:module:factory")
    rep_p.add_argument("--engine-timeout", type=timeout_seconds, default=None,
                       help="seconds per engine request (default $RULESPEC_TIMEOUT, else 10)")
    rep_p.add_argument("--start-timeout", type=timeout_seconds, default=None, metavar="SECONDS",
                       help="seconds to launch and answer `start` (default $RULESPEC_START_TIMEOUT, else "
                       "the per-request timeout)")
    rep_p.add_argument("--max-engine-faults", type=fault_limit, default=DEFAULT_MAX_FAULTS, metavar="N",
                       help=f"give the engine up after N consecutive faults (default {DEFAULT_MAX_FAULTS})")
    rep_p.add_argument("--report", metavar="FILE", help="write a JSON-lines report of the replay")
    rep_p.add_argument("--shard", type=replay.shard, metavar="K/N", help="replay only the K-th of N shards")
    rep_p.add_argument("--expectations", metavar="FILE",
                       help="known failures (schemas/expectations.json), as for `rulespec run`")
    rep_p.add_argument("--allow-stale", action="store_true",
                       help="a listed known failure that now passes does not fail the replay")
    rep_p.set_defaults(func=replay.replay_command)


class ReaderGone:
    """stdout whose reader may leave early (``rulespec run --report r.jsonl | head``): once a write
    finds the pipe closed, the rest of the output is dropped and the command goes on, so its report
    files are still written and its exit code is its own, with no traceback."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream
        self.gone = False

    def write(self, text: str) -> int:
        if not self.gone:
            try:
                return int(self._stream.write(text))
            except BrokenPipeError:
                self._leave()
        return len(text)

    def flush(self) -> None:
        if not self.gone:
            try:
                self._stream.flush()
            except BrokenPipeError:
                self._leave()

    def _leave(self) -> None:
        self.gone = True
        # What is still buffered goes to /dev/null at exit, not to the closed pipe (a second error).
        with contextlib.suppress(OSError, ValueError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            try:
                os.dup2(devnull, self._stream.fileno())
            finally:
                os.close(devnull)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def main(argv: list[str] | None = None) -> int:
    stdout = sys.stdout
    sys.stdout = ReaderGone(stdout)
    try:
        return _main(argv)
    finally:
        sys.stdout = stdout


def _main(argv: list[str] | None) -> int:
    top = parser()
    args = top.parse_args(argv)
    if getattr(args, "update_expectations", False) and not args.expectations:
        top.error("--update-expectations needs --expectations FILE")
    if getattr(args, "allow_stale", False) and getattr(args, "strict", False):
        top.error("--strict and --allow-stale contradict each other")
    interrupts = Interrupts()
    try:
        with interrupts.installed():
            return int(args.func(args, interrupts))
    except KeyboardInterrupt:
        print(f"\nrulespec: interrupted by {interrupts.received or 'SIGINT'}", file=sys.stderr)
        return EXIT_INCOMPLETE


if __name__ == "__main__":
    sys.exit(main())
