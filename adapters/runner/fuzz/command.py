"""The ``rulespec fuzz`` command: options checked, the engine started, the campaign run and reported.

Exit codes: 0 no divergence, 1 divergences found (written to --out), 2 usage error (a bad option,
--adapter, an engine that does not start or plays no Riftbound, a --corpus folder that cannot be read),
3 nothing explored (no case compared: the budget spent before the first, or every case skipped).

The seed corpus (corpus.py) is the shipped suite's vectors, exported in-process, its time counted in
--budget; ``--corpus DIR`` reads exported vectors instead, ``--no-corpus`` generates every case.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

from rulespec.adapters.base import EngineFault, EngineSkipped, ValidatingAdapter
from rulespec.adapters.registry import AdapterSpecError, make_adapter
from rulespec.adapters.runner.fuzz.campaign import Fuzzer, Outcome, write_findings
from rulespec.adapters.runner.fuzz.corpus import CorpusError, Entry, read_corpus, suite_corpus
from rulespec.adapters.runner.options import check_timeout_env

DEFAULT_BUDGET = 20.0
EXIT_OK, EXIT_FOUND, EXIT_USAGE, EXIT_NOTHING = 0, 1, 2, 3


def _usage(message: str) -> int:
    print(f"rulespec: {message}", file=sys.stderr)
    return EXIT_USAGE


def parse_shard(text: str) -> tuple[int, int] | None:
    match = re.fullmatch(r"(\d+)/(\d+)", text)
    if not match or not 1 <= int(match[1]) <= int(match[2]):
        return None
    return int(match[1]), int(match[2])


def fuzz_command(args: argparse.Namespace) -> int:
    shard = parse_shard(args.shard)
    if shard is None:
        return _usage(f"--shard {args.shard}: say K/N with 1 <= K <= N, e.g. 2/8")
    if args.budget is not None and args.cases is not None:
        return _usage("--budget and --cases: give one")
    if args.budget is not None and not args.budget > 0:
        return _usage(f"--budget {args.budget}: a number of seconds above 0")
    if args.cases is not None and args.cases < 1:
        return _usage(f"--cases {args.cases}: at least 1")
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        return _usage(f"--out {args.out}: not a folder")
    if args.corpus is not None and args.no_corpus:
        return _usage("--corpus and --no-corpus: give one")
    started = time.perf_counter()
    corpus: tuple[Entry, ...] = ()
    if args.corpus is not None:
        try:
            corpus = tuple(read_corpus(Path(args.corpus)))
        except CorpusError as exc:
            return _usage(str(exc))
    try:
        check_timeout_env()
        engine = ValidatingAdapter(make_adapter(args.adapter, timeout=args.engine_timeout,
                                                start_timeout=args.start_timeout))
    except (AdapterSpecError, ValueError) as exc:
        return _usage(str(exc))
    try:
        info = engine.start()
    except (EngineFault, EngineSkipped) as exc:
        return _usage(f"the engine did not start: {exc}")
    try:
        if not {"riftbound", "mtg"} & set(info.get("games", ())):
            return _usage(f"engine {info.get('name')!r} plays neither riftbound nor mtg, the games the fuzzer "
                          "generates")
        corpus_seconds = 0.0
        if args.corpus is None and not args.no_corpus:
            exporting = time.perf_counter()
            corpus = suite_corpus()[0]  # its time counts in the budget
            corpus_seconds = time.perf_counter() - exporting
        fuzzer = Fuzzer(engine, info, check_invariants=args.invariants, corpus=corpus)
        budget = None if args.cases is not None else \
            (args.budget or DEFAULT_BUDGET) - (time.perf_counter() - started)
        outcome = fuzzer.run(args.seed, cases=args.cases, budget=budget, shard=shard,
                             progress=lambda line: print(f"  {line}", file=sys.stderr))
    finally:
        engine.stop()
    share = outcome.accepted / outcome.steps if outcome.steps else 0.0
    print(f"rulespec fuzz: {outcome.cases} case(s), {outcome.steps} action(s) ({share:.0%} accepted by the oracle), "
          f"{outcome.steps / outcome.seconds if outcome.seconds else 0:.0f} actions/s, seed {args.seed}, "
          f"shard {shard[0]}/{shard[1]}; engine {info.get('name')!r}")
    if corpus:
        print(f"  seed corpus: {len(fuzzer.corpus)} of {len(corpus)} vector(s) playable by the engine")
    if outcome.skipped:
        print(f"  {outcome.skipped} case(s) skipped by the engine")
    if not outcome.cases:  # "no divergence" would be a verdict on nothing (as `rulespec run`'s exit 3)
        print(_nothing_played(outcome, corpus_seconds, args))
        return EXIT_NOTHING
    if not outcome.findings:
        print("no divergence")
        return EXIT_OK
    written = write_findings(out, outcome, args.adapter, info, args.seed)
    print(f"{len(outcome.findings)} divergence(s):")
    for finding, path in zip(outcome.findings, written[::2], strict=True):
        d = finding.divergence
        print(f"  {d.signature(finding.played)}: {len(finding.played.case.actions)} action(s) "
              f"(found with {finding.found_steps}); {d.difference.document} {d.difference.pointer or '/'} "
              f"wanted {d.difference.wanted!r}, got {str(d.difference.got)[:200]}\n    {path}")
    return EXIT_FOUND


def _nothing_played(outcome: Outcome, corpus_seconds: float, args: argparse.Namespace) -> str:
    """Why no case was compared, and what to change."""
    if outcome.skipped:
        return (f"nothing explored: the engine skipped all {outcome.skipped} case(s) it was sent; no case was "
                "compared, so there is no verdict (exit 3)")
    budget = args.budget or DEFAULT_BUDGET
    if corpus_seconds:
        return (f"nothing explored: exporting the seed corpus took {corpus_seconds:.1f} s of the {budget:g} s "
                "budget; give a longer --budget, or --corpus DIR (written once by `rulespec vectors DIR`), "
                "or --no-corpus (exit 3)")
    return f"nothing explored: no case was played within the {budget:g} s budget; give a longer --budget (exit 3)"
