"""Wrong engines for the damage and kill attribution rulings (ATTR-01 … ATTR-17)."""

from __future__ import annotations

from tests.mutants import Mutant

MUTANTS: list[Mutant] = []
