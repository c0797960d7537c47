"""Mutation testing of the oracle's rules code with the feature suite as the only test.

    pip install -e '.[mutation]'
    python benchmarks/mutation.py                      # every mutant (long: see benchmarks/README.md)
    python benchmarks/mutation.py --sample 300 --seed 1  # a seeded random sample of mutants
    python benchmarks/mutation.py --only 'oracle.attach.*' --only 'oracle.damage.*'
    python benchmarks/mutation.py --report-only        # the figures of the last run, nothing rerun

mutmut (configured in [tool.mutmut] of pyproject.toml) changes oracle/ one small edit at a time
(a comparison flipped, a constant changed, a call removed, ...), leaving out the transport
(oracle/server.py, oracle/__main__.py), and runs the scenarios of features/ that reach the changed
function: `pytest features -x`. The oracle's unit tests (tests/test_oracle_*.py) never count: the
question is how tightly the rulings' scenarios pin the oracle down. A mutant is killed when a
scenario fails.

Prints the counts and the scores: killed and timed out over all mutants tried; over the
non-equivalent ones (leaving out the mutants that change only free text, found automatically,
and those classified as equivalent by hand in benchmarks/mutation_classified.tsv); and over
those in scope (leaving out those classified as out of scope too). Then the open surviving
mutants, grouped by line, each with its change (--all: every undetected one, with its class).
A benchmark, not a test: it asserts nothing and is not run by CI.
mutmut's working files go to mutants/ (ignored by git).
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import random
import re
import shutil
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLASSIFIED_FILE = ROOT / "benchmarks" / "mutation_classified.tsv"
#: mutmut names a mutant by its file's path, rulespec/oracle/attach.py -> rulespec.oracle.attach.…
PACKAGE = "rulespec."
CLASS_SEP = "ǁ"  # mutmut's separator in the mangled name of a method: x<sep>Class<sep>method

# mutmut's exit codes (mutmut.stats.status_by_exit_code); anything else is "suspicious".
STATUS = {1: "killed", 3: "killed", 0: "survived", 5: "no tests", 33: "no tests", 34: "skipped",
          36: "timeout", -24: "timeout", 24: "timeout", 152: "timeout", 255: "timeout",
          -11: "segfault", -9: "segfault", 2: "interrupted", None: "not checked", 37: "type check"}


@dataclass(frozen=True)
class Mutant:
    name: str
    path: str
    status: str


@dataclass(frozen=True)
class Change:
    line: int
    before: str
    after: str
    free_text: bool  # only a rejection's rule or message, or an error's message, changed


def mutmut_bin() -> str:
    found = shutil.which("mutmut", path=str(Path(sys.executable).parent)) or shutil.which("mutmut")
    if found is None:
        sys.exit("mutmut is not installed: pip install -e '.[mutation]'")
    return found


def load_mutants() -> list[Mutant]:
    found = []
    for meta in sorted((ROOT / "mutants" / "rulespec" / "oracle").glob("*.py.meta")):
        data = json.loads(meta.read_text())
        path = str(meta.relative_to(ROOT / "mutants")).removesuffix(".meta")
        for name, code in data["exit_code_by_key"].items():
            found.append(Mutant(name, path, STATUS.get(code, "suspicious")))
    return found


def link_namespace() -> None:
    """mutants/rulespec: the package the scenarios import. mutmut mutates rulespec/oracle (a
    link in the repository) into a real folder mutants/rulespec/oracle, named by its path as the
    scenarios import it (rulespec.oracle.…); the other three folders are linked to mutmut's
    copies of them (mutants/adapters, …), as the repository's rulespec/ links them."""
    here = ROOT / "mutants" / "rulespec"
    here.mkdir(parents=True, exist_ok=True)
    shutil.copy2(ROOT / "rulespec" / "__init__.py", here / "__init__.py")
    for name in ("adapters", "schemas", "features"):
        link = here / name
        if not link.is_symlink():
            if link.exists():
                shutil.rmtree(link)
            link.symlink_to(Path("..") / name, target_is_directory=True)


def run_mutmut(names: list[str], children: int, nice: bool) -> float:
    """Runs mutmut over `names` (mutmut globs; all mutants when empty); returns the wall time."""
    command = [mutmut_bin(), "run", "--max-children", str(children), *names]
    if nice and shutil.which("nice"):
        command = ["nice", "-n", "19", *command]
    (ROOT / "mutants").mkdir(exist_ok=True)
    link_namespace()
    log = ROOT / "mutants" / "mutation-run.log"
    started = time.perf_counter()
    with log.open("w") as out:
        code = subprocess.run(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT).returncode
    elapsed = time.perf_counter() - started
    if code != 0:
        tail = log.read_text(errors="replace").replace("\r", "\n")[-3000:]
        sys.exit(f"mutmut exited {code} (log: {log}):\n{tail}")
    return elapsed


# mutmut's own first steps of `mutmut run`, without trying any mutant (mutmut refuses a name
# filter that matches nothing, so there is no command for "only generate").
GENERATE = """
import os
import mutmut.__main__ as m
m.set_mutant_under_test("mutant_generation")
os.makedirs("mutants", exist_ok=True)
m.copy_src_dir()
m.copy_also_copy_files()
m.setup_source_paths()
m.store_lines_covered_by_tests()
m.create_mutants(1)
"""


def generate_names(nice: bool) -> list[str]:
    """Makes mutmut write its mutants (if it has not yet) and returns every mutant's name."""
    if not load_mutants():
        link_namespace()
        command = [sys.executable, "-c", GENERATE]
        if nice and shutil.which("nice"):
            command = ["nice", "-n", "19", *command]
        mutmut_bin()  # a clear message if mutmut is missing
        code = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        if code.returncode != 0:
            sys.exit(f"mutmut could not generate the mutants:\n{code.stderr[-3000:]}")
    return [m.name for m in load_mutants()]


def function_span(source: str, name: str) -> tuple[int, int] | None:
    """The lines (first, last) of the function or method that mutant `name` changes."""
    mangled = name.partition("__mutmut_")[0].rpartition(".")[2]
    if CLASS_SEP in mangled:
        _, cls, func = mangled.split(CLASS_SEP)
    else:
        cls, func = None, mangled.removeprefix("x_")
    tree = ast.parse(source)
    scopes: list[ast.AST] = [tree]
    if cls is not None:
        scopes = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == cls]
    for scope in scopes:
        for node in ast.iter_child_nodes(scope):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == func:
                first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                return first, node.end_lineno or node.lineno
    return None


# Free text: what the scenarios cannot and should not pin down. The contract: a rejection is
# {accepted, reason, message}; schemas/result.json makes `rule` optional and a citation for
# people. The scenarios check the reason, so a rejection's rule and message, and an error's
# message, are free text. Each entry: the callee, and the positions of its free-text arguments
# (the rule a helper cites when it rejects; the message of an exception).
FREE_TEXT_ARGS = {
    "Rejected": (1, 2), "on_board": (1,), "pay": (2,), "check_main_timing": (2,), "_take": (3,),
    "ValueError": (0,), "StateError": (1,), "RuntimeError": (0,), "UnknownCard": (0,),
}
# Functions whose returned strings are only rejection messages (their truth is what counts).
FREE_TEXT_RETURNS = {"_target_problem"}


def _differences(a: object, b: object, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """The paths (ancestor nodes and field positions, then the two differing values) where two ASTs differ."""
    if type(a) is not type(b):
        return [(*path, a, b)]
    if isinstance(a, ast.AST):
        found = []
        for name in a._fields:
            found += _differences(getattr(a, name), getattr(b, name), (*path, a, name))
        return found
    if isinstance(a, list):
        if len(a) != len(b):  # type: ignore[arg-type]
            return [(*path, a, b)]  # a list is a leaf: its index is not in the path
        found = []
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            found += _differences(x, y, (*path, i))
        return found
    return [] if a == b else [(*path, a, b)]


def _callee(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    return node.func.attr if isinstance(node.func, ast.Attribute) else None


def _in_free_text(path: tuple[object, ...], function: str) -> bool:
    """A string changed into another string inside a message or a rule citation (or a rule
    argument left to its default). A None there is not free text: the result schema wants a
    string, so a scenario that reached it would fail."""
    before, after = path[-2], path[-1]
    strings = isinstance(before, str) and isinstance(after, str)
    for i, node in enumerate(path[:-2]):
        if isinstance(node, ast.Call) and path[i + 1:i + 2] == ("args",):
            positions = FREE_TEXT_ARGS.get(_callee(node) or "", ())
            index = path[i + 2] if len(path) > i + 4 else None
            if isinstance(index, int) and index in positions and strings:
                return True
            if (index is None and _callee(node) == "on_board" and isinstance(before, list)
                    and isinstance(after, list) and len(before) == 2 and len(after) == 1):
                return True  # the rule left to on_board's default: still a citation
        if isinstance(node, ast.Assign) and strings and any(
                isinstance(t, ast.Name) and t.id == "rule" for t in node.targets):
            return True
        if isinstance(node, ast.Return) and strings and function in FREE_TEXT_RETURNS:
            return True
    return False


def change_of(mutant: Mutant) -> Change:
    """The mutated line in the original file, before and after (from mutmut's diff of the function),
    and whether the mutation touches only a rejection's rule or message or an error's message."""
    import libcst as cst
    from mutmut.mutation.diff_apply import get_diff_for_mutant, read_functions_from_index

    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        diff = get_diff_for_mutant(mutant.name, path=mutant.path)
        functions = read_functions_from_index(mutant.name, mutant.path)
    finally:
        os.chdir(cwd)
    free_text = False
    if functions is not None:
        trees = [ast.parse(cst.Module([f]).code.strip()) for f in functions]
        paths = _differences(*trees)
        function = re.sub(r"__mutmut_\d+$", "", mutant.name).rpartition(CLASS_SEP)[2].rpartition(".x_")[2]
        free_text = bool(paths) and all(_in_free_text(p, function) for p in paths)
    removed = [line[1:] for line in diff.splitlines() if line.startswith("-") and not line.startswith("---")]
    added = [line[1:] for line in diff.splitlines() if line.startswith("+") and not line.startswith("+++")]
    source = (ROOT / mutant.path).read_text()
    lines = source.splitlines()
    span = function_span(source, mutant.name) or (1, len(lines))
    line = span[0]
    if removed:
        first = removed[0].strip()
        line = next((i for i in range(span[0], span[1] + 1) if lines[i - 1].strip() == first), span[0])
    return Change(line, " / ".join(s.strip() for s in removed), " / ".join(s.strip() for s in added), free_text)


def load_classified() -> dict[str, tuple[str, str, str, str]]:
    """benchmarks/mutation_classified.tsv, by hand: mutant name, class (equivalent or out_of_scope),
    the line before and after (to notice when a name comes to mean another mutant), and why."""
    entries: dict[str, tuple[str, str, str, str]] = {}
    if not CLASSIFIED_FILE.exists():
        return entries
    for raw in CLASSIFIED_FILE.read_text().splitlines():
        if not raw.strip() or raw.startswith("#"):
            continue
        name, kind, before, after, why = raw.split("\t")
        if kind not in ("equivalent", "out_of_scope"):
            sys.exit(f"{CLASSIFIED_FILE.name}: {name}: unknown class {kind!r}")
        # classified before the code was installed as rulespec.oracle: the same mutants, renamed
        entries[name if name.startswith(PACKAGE) else PACKAGE + name] = (kind, before, after, why)
    return entries


def pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "n/a"


def _number(name: str) -> int:
    return int(name.rpartition("_")[2])


def report(names: set[str] | None, elapsed: float | None, every: bool) -> None:
    mutants = [m for m in load_mutants() if names is None or m.name in names]
    tried = [m for m in mutants if m.status not in ("not checked", "interrupted")]
    counts = Counter(m.status for m in tried)
    detected = counts["killed"] + counts["timeout"] + counts["segfault"]
    undetected = [m for m in tried if m.status in ("survived", "no tests", "suspicious")]
    changes = {m.name: change_of(m) for m in undetected}
    undetected.sort(key=lambda m: (m.path, changes[m.name].line, _number(m.name)))
    classified = load_classified()
    stale = sorted(n for n, (_, before, after, _) in classified.items()
                   if n in changes and (changes[n].before, changes[n].after) != (before, after))

    def verdict(m: Mutant) -> str:
        if changes[m.name].free_text:
            return "free text"
        entry = classified.get(m.name)
        if entry is None or m.name in stale:
            return "open"
        return entry[0].replace("_", " ")

    by_class = Counter(verdict(m) for m in undetected)
    print(f"mutants tried:     {len(tried)} (of {len(mutants)} generated{' in the selection' if names else ''})")
    for status in ("killed", "timeout", "segfault", "survived", "no tests", "suspicious", "skipped"):
        if counts[status]:
            print(f"  {status:<15} {counts[status]}")
    print(f"score:             {detected}/{len(tried)} = {pct(detected, len(tried))} (killed + timeout over tried)")
    print(f"undetected:        {len(undetected)}: {by_class['free text']} free text (only a rejection's rule or "
          f"message, an error's message),")
    print(f"                   {by_class['equivalent']} equivalent, {by_class['out of scope']} out of scope "
          f"({CLASSIFIED_FILE.name}), {by_class['open']} open (a scenario should kill them)")
    nonequiv = len(tried) - by_class["free text"] - by_class["equivalent"]
    print(f"score non-equiv:   {detected}/{nonequiv} = {pct(detected, nonequiv)} (free-text and equivalent "
          "mutants left out)")
    in_scope = nonequiv - by_class["out of scope"]
    print(f"score in scope:    {detected}/{in_scope} = {pct(detected, in_scope)} (out-of-scope ones left out too)")
    if elapsed is not None:
        print(f"run time:          {elapsed / 60:.1f} min")
    if stale:
        print(f"stale entries in {CLASSIFIED_FILE.name} (the name now means another change): {', '.join(stale)}")
    print()
    shown = undetected if every else [m for m in undetected if verdict(m) == "open"]
    print(f"{'undetected' if every else 'open'} mutants, by line (file:line  function  [mutant numbers]  "
          "before -> after)")
    lines: dict[tuple[str, int], list[Mutant]] = {}
    for m in shown:
        lines.setdefault((m.path, changes[m.name].line), []).append(m)
    for (path, line), group in lines.items():
        func = re.sub(r"^x_|__mutmut_\d+$", "", group[0].name.rpartition(".")[2]).replace(CLASS_SEP, ".").strip(".")
        print(f"{path}:{line}  {func}  ({len(group)})")
        for m in group:
            c = changes[m.name]
            tag = "" if m.status == "survived" else f" <{m.status}>"
            mark = f" ({verdict(m)})" if every and verdict(m) != "open" else ""
            print(f"    #{_number(m.name)}{tag}{mark}  {c.before} -> {c.after}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--report-only", action="store_true", help="report the last run; run nothing")
    parser.add_argument("--sample", type=int, help="try only this many mutants, drawn at random")
    parser.add_argument("--seed", type=int, default=0, help="seed of --sample (default 0)")
    parser.add_argument("--only", action="append", default=[], metavar="GLOB",
                        help="mutmut name glob, e.g. 'oracle.attach.*' (repeatable)")
    parser.add_argument("--children", type=int, default=1, help="mutmut worker processes (default 1)")
    parser.add_argument("--no-nice", action="store_true", help="do not run mutmut under nice -n 19")
    parser.add_argument("--all", action="store_true", help="list every undetected mutant, classified ones too")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))

    selection: list[str] = [g if g.startswith(PACKAGE) else PACKAGE + g for g in args.only]
    if args.sample is not None:
        population = sorted(generate_names(not args.no_nice))
        selection = sorted(random.Random(args.seed).sample(population, min(args.sample, len(population))))
    elapsed = None
    if not args.report_only:
        elapsed = run_mutmut(selection, args.children, not args.no_nice)
    chosen = None
    if selection:
        import fnmatch

        chosen = {m.name for m in load_mutants() if any(fnmatch.fnmatch(m.name, g) for g in selection)}
    report(chosen, elapsed, args.all)


if __name__ == "__main__":
    main()
