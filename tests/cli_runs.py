"""``rulespec`` runs for the tests, in this process or in a child process.

A child process costs a Python start, the imports of pytest, pytest-bdd, jsonschema and the oracle
(about a second of CPU) before the runner does anything, so the tests that only read a run's
verdict, output and reports call ``cli.main(argv)`` in-process (:func:`rulespec`). The tests of
what only a process shows (an exit code through ``sys.exit``, a signal, ``-n`` workers, the console
script) keep a child process (:func:`rulespec_process`)."""

from __future__ import annotations

import contextlib
import faulthandler
import gc
import io
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SUITE_FIXTURES = Path(__file__).resolve().parent / "suite_fixtures"


@dataclass
class Run:
    """What a test reads of a run: the fields of ``subprocess.CompletedProcess`` it uses."""

    returncode: int
    stdout: str
    stderr: str


def _kept(module: object) -> bool:
    """Whether a module imported during an in-process run stays imported: the project's and the
    installed ones do; a temporary suite's ``conftest`` and ``test_rulings`` (imported under those
    bare names) do not, or the next run's suite, in another folder, would clash with them."""
    where = getattr(module, "__file__", None)
    if not where:
        return True
    path = Path(where).resolve()
    roots = (ROOT, Path(sys.prefix).resolve(), Path(sys.base_prefix).resolve())
    return any(path.is_relative_to(root) for root in roots)


@contextlib.contextmanager
def _in_process(timeout: float, env: dict[str, str] | None, cwd: Path | None,
                paths: Sequence[Path] = ()) -> Iterator[tuple[io.StringIO, io.StringIO]]:
    """Run a command's ``main`` here as if in a child process: its output captured, tests/suite_fixtures
    and ``paths`` importable (``python:python_adapters:...``) as a child process has them on its
    PYTHONPATH, ``env`` and ``cwd`` set for it alone, and the modules a temporary suite imports
    forgotten afterwards. A run still going
    after ``timeout`` seconds ends this process with every thread's traceback (faulthandler): a hang
    fails the test (pytest-xdist reports its worker's crash and starts another) rather than stall it."""
    out, err = io.StringIO(), io.StringIO()
    modules, path, here = set(sys.modules), list(sys.path), os.getcwd()

    saved_env = {k: os.environ.get(k) for k in env or {}}
    sys.path[:0] = [str(SUITE_FIXTURES), *map(str, paths)]
    os.environ.update(env or {})
    faulthandler.dump_traceback_later(timeout, exit=True)
    try:
        if cwd is not None:
            os.chdir(cwd)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), heap_left_out():
            yield out, err
    finally:
        faulthandler.cancel_dump_traceback_later()
        os.chdir(here)
        sys.path[:] = path
        for name in set(sys.modules) - modules:
            if not _kept(sys.modules[name]):
                del sys.modules[name]
        _forget_features()
        for key, value in saved_env.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def _forget_features() -> None:
    """pytest-bdd keeps each feature file it parsed, by path, for the life of the process: a test that
    writes a file of its own again would have the next run read the old text. The shipped files
    (under the repository) stay parsed, as they do not change during the tests."""
    cache = getattr(sys.modules.get("pytest_bdd.feature"), "features", None)
    if isinstance(cache, dict):
        for path in [p for p in cache if not Path(p).resolve().is_relative_to(ROOT)]:
            del cache[path]


@contextlib.contextmanager
def heap_left_out() -> Iterator[None]:
    """This process's objects (a worker's: every test collected) left out of the garbage collections
    made meanwhile, pytest's own at the end of a session included (``gc.freeze``): on a big heap those
    took most of the CPU of a short in-process run. Nested, the outermost decides."""
    outermost = gc.get_freeze_count() == 0
    if outermost:
        gc.freeze()
    try:
        yield
    finally:
        if outermost:
            gc.unfreeze()


def _exit_code(exc: SystemExit) -> int:
    return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)


def rulespec(*args: str, timeout: float = 300, env: dict[str, str] | None = None, cwd: Path | None = None,
             paths: Sequence[Path] = ()) -> Run:
    """``rulespec ARGS`` through ``cli.main`` in this process (see :func:`_in_process`)."""
    from rulespec.adapters.runner import cli

    with _in_process(timeout, env, cwd, paths) as (out, err):
        try:
            code = cli.main(list(args))
        except SystemExit as exc:  # argparse: --help, or a usage error
            code = _exit_code(exc)
    return Run(code, out.getvalue(), err.getvalue())


def pytest_run(folder: Path, *args: str, timeout: float = 300, plugins: Sequence[object] = ()) -> Run:
    """``pytest FOLDER ARGS`` run from FOLDER, as a user runs a feature folder with plain pytest,
    through ``pytest.main`` in this process (see :func:`_in_process`), with ``plugins`` (objects
    whose hooks take part in the run) if any."""
    import pytest

    with _in_process(timeout, None, folder) as (out, err):
        try:
            code = int(pytest.main([str(folder), "-p", "no:cacheprovider", "-q", "-rA", "--no-header", *args],
                                   plugins=list(plugins)))
        except SystemExit as exc:
            code = _exit_code(exc)
    return Run(code, out.getvalue(), err.getvalue())


def rulespec_process(*args: str, timeout: float = 300, env: dict[str, str] | None = None,
                     cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``python -m rulespec.adapters.runner.cli ARGS`` in a child process."""
    paths = [str(SUITE_FIXTURES), os.environ.get("PYTHONPATH", "")]
    full_env = {**os.environ, **(env or {}), "PYTHONPATH": os.pathsep.join(paths)}
    return subprocess.run([sys.executable, "-m", "rulespec.adapters.runner.cli", *args], capture_output=True,
                          text=True, timeout=timeout, env=full_env, cwd=cwd)


def parsed_feature(path: Path) -> Any:
    """The feature file ``path`` as pytest-bdd reads it, parsed once per text of the file (many
    tests read the same shipped files): rulespec.features.parsed, which the linter and the site read too."""
    from rulespec.features import parsed

    return parsed.feature(path)


def made_once(tmp_path_factory: Any, name: str, make: Callable[[Path], None]) -> Path:
    """A folder ``make(folder)`` fills once per test run, however many pytest-xdist workers ask for
    it (the first one makes it under a lock, the others wait and read it): the vectors of the whole
    suite, say, cost seconds of CPU each time they are made."""
    import fcntl

    run_id = os.environ.get("PYTEST_XDIST_TESTRUNUID") or f"pid{os.getpid()}"  # one per test run
    shared = tmp_path_factory.getbasetemp().parent / f"rulespec-{run_id}-{name}"
    with open(f"{shared}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            if not (shared / ".done").exists():
                shutil.rmtree(shared, ignore_errors=True)
                shared.mkdir(parents=True)
                make(shared)
                (shared / ".done").touch()
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
    return shared


def export_vectors(out: Path) -> None:
    """``rulespec vectors OUT``: the vectors of the shipped suite (for :func:`made_once`)."""
    made = rulespec("vectors", str(out))
    assert made.returncode == 0, made.stdout[-3000:] + made.stderr[-3000:]


def scenario_count(root: Path) -> int:
    """How many scenarios the feature files under ``root`` hold, as pytest-bdd reads them: a
    Scenario Outline counts once per row of its Examples."""
    total = 0
    for path in sorted(root.rglob("*.feature")):
        feature = parsed_feature(path)
        for template in feature.scenarios.values():
            total += max(1, sum(len(examples.examples) for examples in template.examples))
    return total
