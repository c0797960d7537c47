"""What the oracle says when it will not do something.

A rejection is an answer, not a failure: ``Rejected`` carries a reason from the closed list of
schemas/result.json, the rule that forbids the action, and a sentence for people.
"""

from __future__ import annotations

REASONS = frozenset({
    "unknown_object", "not_on_board", "wrong_zone", "illegal_target", "not_controller",
    "no_such_ability", "inactive_ability", "wrong_timing", "unpaid_cost", "cannot_move",
    "illegal_destination", "nothing_to_resolve", "no_permission", "not_implemented",
})


class Rejected(Exception):
    """The action is illegal; the state stays exactly as it was."""

    def __init__(self, reason: str, rule: str, message: str) -> None:
        assert reason in REASONS, reason
        self.reason = reason
        self.rule = rule
        self.message = message
        super().__init__(f"{reason} (rule {rule}): {message}")

    def to_document(self) -> dict[str, object]:
        return {"schema": "rulespec/result/1", "accepted": False, "reason": self.reason,
                "rule": self.rule, "message": self.message}


class StateError(ValueError):
    """A state document the oracle cannot load, with the JSON pointer of what is wrong."""

    def __init__(self, pointer: str, message: str) -> None:
        self.pointer = pointer
        self.message = message
        super().__init__(f"at {pointer or '/'}: {message}")
