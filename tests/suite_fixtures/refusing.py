"""An engine that refuses every action, for tests/test_step_semantics.py: a scenario passes on
it only when every action the scenario sends is one it expects to be rejected."""

from __future__ import annotations

from typing import Any

from rulespec.adapters.oracle import OracleAdapter


class RefusesEverything(OracleAdapter):
    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        return {"accepted": False, "reason": "illegal_target", "message": "this engine refuses every action"}


def refuses_everything() -> RefusesEverything:
    return RefusesEverything()
