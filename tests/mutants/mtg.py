"""Wrong engines for the Magic equipment rulings (MTG-01 … MTG-12)."""

from __future__ import annotations

from tests.mutants import Mutant

MUTANTS: list[Mutant] = []
