"""The reference engine, in-process: the default adapter.

The suite wraps it in adapters.base.ValidatingAdapter, which checks every state and action
against the schemas first; the oracle is told so (``validated=True``) and does not check them
a second time.
"""

from __future__ import annotations

from typing import Any

from rulespec import oracle, schemas
from rulespec.adapters.base import Adapter, EngineFault


class OracleAdapter(Adapter):
    def __init__(self) -> None:
        self.state: oracle.GameState | None = None

    def start(self) -> dict[str, Any]:
        return oracle.engine_info()

    def setup(self, state: dict[str, Any]) -> None:
        try:
            self.state = oracle.load_state(state, validated=True)
        except oracle.StateError as exc:
            raise EngineFault("refused_setup", "the oracle refused the state document", sent=state,
                              problems=[schemas.Problem(exc.pointer, exc.message)]) from None

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        self.state, result = oracle.perform(self._state(), action, validated=True)
        return result

    def snapshot(self) -> dict[str, Any]:
        return oracle.snapshot(self._state())

    def stop(self) -> None:
        self.state = None

    def _state(self) -> oracle.GameState:
        if self.state is None:
            raise EngineFault("errored", "no state: setup was not called")
        return self.state
