"""What the oracle says when it will not do something.

A rejection is an answer, not a failure: ``Rejected`` carries a reason from the closed list of
schemas/result.json, the rule that forbids the action, and a sentence for people.

A document that breaks the contract (schemas/state.json, schemas/action.json and the referential
rules of schemas/references.py) is not an action to judge but bad input: ``StateError`` or
``ActionError``, both ``InvalidDocument``, naming the JSON pointer of each problem.
"""

from __future__ import annotations

REASONS = frozenset({
    "unknown_object", "not_on_board", "wrong_zone", "illegal_target", "not_controller",
    "no_such_ability", "inactive_ability", "wrong_timing", "unpaid_cost", "cannot_move",
    "illegal_destination", "nothing_to_resolve", "no_permission", "not_implemented", "already_used",
    "illegal_choice",
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


class InvalidDocument(ValueError):
    """A document that breaks the contract. ``pointer`` and ``message`` name the first problem;
    ``problems`` holds every one found, as (JSON pointer, message) pairs."""

    def __init__(self, pointer: str, message: str, problems: tuple[tuple[str, str], ...] = ()) -> None:
        self.pointer = pointer
        self.message = message
        self.problems = problems or ((pointer, message),)
        more = f" (and {len(self.problems) - 1} more)" if len(self.problems) > 1 else ""
        super().__init__(f"at {pointer or '/'}: {message}{more}")


class StateError(InvalidDocument):
    """A state document the oracle cannot load, with the JSON pointer of what is wrong."""


class ActionError(InvalidDocument):
    """An action document the oracle cannot read (schemas/action.json), with the JSON pointer of
    what is wrong. A legal-looking action that the rules forbid is a rejection, not this."""
