"""How many wrong engines of tests/mutants ``rulespec fuzz`` finds within a budget, and the fuzzer's
speed against the in-process oracle (issue 11: at least 1,000 steps per second).

    python -m benchmarks.fuzz_mutants [--budget SECONDS] [--seed S] [--shrink SECONDS] [--area AREA]
                                      [--mutant NAME ...] [--no-speed] [--no-corpus | --corpus DIR]
                                      [--no-dry-run]

The seed corpus (adapters/runner/fuzz/corpus.py) is built once, as ``rulespec fuzz`` builds it (the
shipped suite's vectors, in-process, unless ``--corpus DIR``), and its build time is charged against
each mutant's budget: a mutant gets budget - corpus seconds of exploring, as a user's ``rulespec
fuzz`` would. Each mutant found says by what: ``seed`` (a corpus entry as it is, the dry run),
``mutated`` (a corpus entry mutated) or ``generated``; ``--no-dry-run`` leaves the dry run out,
to count what the mutated and generated cases find on their own.

Measurements, never assertions.
"""

from __future__ import annotations

import argparse
import importlib
import time
from collections import Counter
from pathlib import Path

from rulespec.adapters.base import ValidatingAdapter
from rulespec.adapters.oracle import OracleAdapter
from rulespec.adapters.runner.fuzz.campaign import Fuzzer
from rulespec.adapters.runner.fuzz.corpus import Entry, read_corpus, suite_corpus
from tests.mutants import AREAS, all_mutants, by_name


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--budget", type=float, default=20.0, help="seconds per mutant, the corpus's build "
                        "included (default 20, rulespec fuzz's own)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--shrink", type=float, default=5.0, help="seconds of shrinking per divergence (default 5)")
    parser.add_argument("--area", choices=AREAS, help="only the mutants of this area (tests/mutants/AREA.py)")
    parser.add_argument("--mutant", nargs="+", metavar="NAME", help="only these mutants (names as printed)")
    parser.add_argument("--no-speed", action="store_true", help="leave out the oracle-vs-oracle speed run")
    corpus_options = parser.add_mutually_exclusive_group()
    corpus_options.add_argument("--no-corpus", action="store_true", help="no seed corpus: every case generated")
    corpus_options.add_argument("--corpus", metavar="DIR", help="read the corpus from exported vectors")
    parser.add_argument("--no-dry-run", action="store_true", help="no dry run of the unmutated corpus entries "
                        "first: what mutated and generated cases find on their own")
    args = parser.parse_args()
    corpus: tuple[Entry, ...] = ()
    charged = 0.0
    if not args.no_corpus:
        start = time.perf_counter()
        corpus = tuple(read_corpus(Path(args.corpus))) if args.corpus else suite_corpus()[0]
        charged = time.perf_counter() - start
        print(f"seed corpus: {len(corpus)} vector(s) in {charged:.1f} s, charged against each mutant's budget")
    if not args.no_speed:
        engine = ValidatingAdapter(OracleAdapter())
        speed = Fuzzer(engine, engine.start(), corpus=corpus).run(args.seed, budget=10.0)
        print(f"oracle vs oracle: {speed.steps} actions in {speed.seconds:.1f} s = "
              f"{speed.steps / speed.seconds:.0f} actions/s; {speed.accepted / speed.steps:.0%} accepted")
    found: Counter[str] = Counter()
    mutants = importlib.import_module(f"tests.mutants.{args.area}").MUTANTS if args.area else all_mutants()
    if args.mutant:
        named = by_name()
        unknown = [n for n in args.mutant if n not in named]
        if unknown:
            parser.error(f"no such mutant: {', '.join(unknown)}")
        mutants = [m for m in mutants if m.name in args.mutant]
    for mutant in mutants:
        engine = ValidatingAdapter(mutant.make())
        fuzzer = Fuzzer(engine, engine.start(), shrink_seconds=args.shrink, corpus=corpus,
                        dry_run=not args.no_dry_run)
        outcome = fuzzer.run(args.seed, budget=args.budget - charged, max_findings=1)
        if outcome.findings:
            f = outcome.findings[0]
            found[f.source] += 1
            print(f"found  {mutant.name:55} {f.source:9} {f.found_steps:2} -> {len(f.played.case.actions)} "
                  f"action(s)  {f.divergence.signature(f.played)}")
        else:
            print(f"missed {mutant.name:55} ({outcome.cases} cases)")
    total = sum(found.values())
    print(f"{total} of {len(mutants)} mutants found within {args.budget:g} s each"
          + (f" ({charged:.1f} s of it building the corpus): {found['seed']} by unmutated corpus entries (the "
             f"dry run, or one drawn unmutated), {found['mutated']} by mutated ones, {found['generated']} by "
             "generated cases" if corpus else ""))


if __name__ == "__main__":
    main()
