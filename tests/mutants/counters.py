"""Wrong engines for the counter rulings (BUFF-01 … BUFF-11)."""

from __future__ import annotations

from tests.mutants import Mutant, refusing

MUTANTS = [
    Mutant("refuses-move", "BUFF-01", "an engine that cannot move a buffed unit (refuses every move)",
           refusing("move")),
]
