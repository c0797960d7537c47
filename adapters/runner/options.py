"""The options shared by the commands that talk to an engine (``run``, ``smoke``, ``replay``) and
by the pytest plugin, checked before any engine starts. Nothing here imports pytest: ``rulespec
replay`` runs without it."""

from __future__ import annotations

import argparse
import math

from rulespec.adapters.protocol import TIMEOUT_ENV, resolve_timeout


def timeout_seconds(text: str) -> float:
    """A per-request timeout: a finite number of seconds above 0 (for argparse and pytest)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not (value > 0 and math.isfinite(value)):
        raise argparse.ArgumentTypeError(f"{text!r}: the timeout must be a finite number of seconds above 0")
    return value


def fault_limit(text: str) -> int:
    """``--max-engine-faults``: a whole number of consecutive faults, 1 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: the engine must be allowed at least 1 fault")
    return value


def check_timeout_env() -> None:
    """Raise ValueError unless $RULESPEC_TIMEOUT is unset or a finite number of seconds above 0."""
    try:
        seconds = resolve_timeout(None)
    except ValueError as exc:
        raise ValueError(str(exc) if TIMEOUT_ENV in str(exc) else f"${TIMEOUT_ENV}: {exc}") from None
    if not math.isfinite(seconds):
        raise ValueError(f"${TIMEOUT_ENV}: the timeout must be a finite number of seconds, not {seconds!r}")
