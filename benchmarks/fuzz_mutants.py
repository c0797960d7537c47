"""How many wrong engines of tests/mutants ``rulespec fuzz`` finds within a budget, and the fuzzer's
speed against the in-process oracle (issue 11: at least 1,000 steps per second).

    python -m benchmarks.fuzz_mutants [--budget SECONDS] [--seed S] [--shrink SECONDS] [--area AREA]
                                      [--mutant NAME ...] [--no-speed]

Measurements, never assertions.
"""

from __future__ import annotations

import argparse
import importlib

from rulespec.adapters.base import ValidatingAdapter
from rulespec.adapters.oracle import OracleAdapter
from rulespec.adapters.runner.fuzz.campaign import Fuzzer
from tests.mutants import AREAS, all_mutants, by_name


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--budget", type=float, default=5.0, help="seconds of exploring per mutant (default 5)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--shrink", type=float, default=5.0, help="seconds of shrinking per divergence (default 5)")
    parser.add_argument("--area", choices=AREAS, help="only the mutants of this area (tests/mutants/AREA.py)")
    parser.add_argument("--mutant", nargs="+", metavar="NAME", help="only these mutants (names as printed)")
    parser.add_argument("--no-speed", action="store_true", help="leave out the oracle-vs-oracle speed run")
    args = parser.parse_args()
    if not args.no_speed:
        engine = ValidatingAdapter(OracleAdapter())
        speed = Fuzzer(engine, engine.start()).run(args.seed, budget=10.0)
        print(f"oracle vs oracle: {speed.steps} actions in {speed.seconds:.1f} s = "
              f"{speed.steps / speed.seconds:.0f} actions/s; {speed.accepted / speed.steps:.0%} accepted")
    found = 0
    mutants = importlib.import_module(f"tests.mutants.{args.area}").MUTANTS if args.area else all_mutants()
    if args.mutant:
        named = by_name()
        unknown = [n for n in args.mutant if n not in named]
        if unknown:
            parser.error(f"no such mutant: {', '.join(unknown)}")
        mutants = [m for m in mutants if m.name in args.mutant]
    for mutant in mutants:
        engine = ValidatingAdapter(mutant.make())
        fuzzer = Fuzzer(engine, engine.start(), shrink_seconds=args.shrink)
        outcome = fuzzer.run(args.seed, budget=args.budget, max_findings=1)
        if outcome.findings:
            found += 1
            f = outcome.findings[0]
            print(f"found  {mutant.name:55} {f.found_steps:2} -> {len(f.played.case.actions)} action(s)  "
                  f"{f.divergence.signature(f.played)}")
        else:
            print(f"missed {mutant.name:55} ({outcome.cases} cases)")
    print(f"{found} of {len(mutants)} mutants found within {args.budget:g} s each")


if __name__ == "__main__":
    main()
