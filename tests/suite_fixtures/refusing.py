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


class PaysThenRefuses(OracleAdapter):
    """The oracle, except that the player of an action it rejects has spent their pool (a cost paid
    before the check that refuses it): its answers are right, the game after them is not."""

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        result = super().perform(action)
        if not result["accepted"]:
            from rulespec import oracle

            doc = oracle.snapshot(self._state())
            for player in doc["players"]:
                if player["id"] == action.get("player"):
                    player.pop("pool", None)
            for obj in doc["objects"]:
                obj.pop("view", None)
            self.state = oracle.load_state(doc)
        return result


def pays_then_refuses() -> PaysThenRefuses:
    return PaysThenRefuses()


class IgnoresEverything(OracleAdapter):
    """The opposite mistake: every action accepted, with no events, and none of them done."""

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        return {"accepted": True, "events": []}


def ignores_everything() -> IgnoresEverything:
    return IgnoresEverything()
