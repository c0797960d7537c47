"""Energy and Power: rune pools and costs (Riftbound 134-135, 203).

A cost names Energy and Power by domain; ``any`` is Power of any domain ([A]).

>>> pool = Resources.parse({"energy": 2, "power": {"calm": 1}})
>>> pool.can_pay(Resources.parse({"power": {"any": 1}}))
True
>>> pool.pay(Resources.parse({"energy": 1, "power": {"calm": 1}})).to_document()
{'energy': 1}
>>> Resources.parse({"energy": 1, "power": {"calm": 1}}).shorthand()
'[1][G]'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
SYMBOL = {"fury": "R", "calm": "G", "mind": "B", "body": "O", "chaos": "P", "order": "Y", "any": "A"}


@dataclass(frozen=True)
class Resources:
    energy: int = 0
    power: tuple[tuple[str, int], ...] = ()  # (domain, amount), sorted, amounts > 0

    @classmethod
    def parse(cls, doc: dict[str, Any] | None) -> Resources:
        doc = doc or {}
        power = tuple(sorted((d, n) for d, n in (doc.get("power") or {}).items() if n))
        return cls(int(doc.get("energy", 0)), power)

    def to_document(self) -> dict[str, Any]:
        doc: dict[str, Any] = {}
        if self.energy:
            doc["energy"] = self.energy
        if self.power:
            doc["power"] = dict(self.power)
        return doc

    def is_empty(self) -> bool:
        return not self.energy and not self.power

    def shorthand(self) -> str:
        """The bracket notation of the cards: ``[2][G]``."""
        parts = [f"[{self.energy}]"] if self.energy else []
        for domain, n in self.power:
            parts += [f"[{SYMBOL[domain]}]"] * n
        return "".join(parts) or "[0]"

    def can_pay(self, cost: Resources) -> bool:
        return self._after(cost) is not None

    def pay(self, cost: Resources) -> Resources:
        """The pool left after paying ``cost``. Raises ValueError if it cannot be paid."""
        left = self._after(cost)
        if left is None:
            raise ValueError(f"cannot pay {cost.shorthand()} from {self.shorthand()}")
        return left

    def _after(self, cost: Resources) -> Resources | None:
        if cost.energy > self.energy:
            return None
        pool = dict(self.power)
        need = dict(cost.power)
        for domain in DOMAINS:
            n = need.get(domain, 0)
            if pool.get(domain, 0) < n:
                return None
            pool[domain] = pool.get(domain, 0) - n
        any_needed = need.get("any", 0)
        for domain in DOMAINS:  # [A] takes Power in a fixed domain order: deterministic
            take = min(any_needed, pool.get(domain, 0))
            pool[domain] = pool.get(domain, 0) - take
            any_needed -= take
        if any_needed:
            return None
        return Resources(self.energy - cost.energy, tuple(sorted((d, n) for d, n in pool.items() if n)))
