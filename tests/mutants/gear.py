"""Wrong engines for the gear rulings (GEAR-01 … GEAR-44)."""

from __future__ import annotations

from tests.mutants import Mutant

MUTANTS: list[Mutant] = []
