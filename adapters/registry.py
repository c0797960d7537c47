"""Turn an ``--adapter`` string into an Adapter.

    oracle                     the reference engine, in-process (the default)
    stdio:COMMAND              any program speaking the JSON-lines protocol on stdin/stdout
    http:URL                   the same messages as HTTP POSTs to URL
    python:module:factory      a user's own Adapter: ``factory()`` returns it
"""

from __future__ import annotations

import importlib

from adapters.base import Adapter

KINDS = ("oracle", "stdio:COMMAND", "http:URL", "python:module:factory")


class AdapterSpecError(ValueError):
    """The --adapter string names no adapter that can be made."""


def check_spec(spec: str) -> None:
    """Raise AdapterSpecError unless ``spec`` has the form of one of KINDS."""
    kind, _, rest = spec.partition(":")
    ok = (kind == "oracle" and not rest) or (kind in ("stdio", "http") and rest) or (
        kind == "python" and rest.count(":") == 1 and all(rest.split(":")))
    if not ok:
        raise AdapterSpecError(f"--adapter {spec!r} is not one of: {', '.join(KINDS)}")


def make_adapter(spec: str, *, timeout: float | None = None) -> Adapter:
    """The adapter that ``spec`` names (not yet started)."""
    kind, _, rest = spec.partition(":")
    if kind == "oracle" and not rest:
        from adapters.oracle import OracleAdapter

        return OracleAdapter()
    if kind == "stdio" and rest:
        from adapters.stdio import StdioAdapter

        return StdioAdapter(rest, timeout=timeout)
    if kind == "http" and rest:
        from adapters.http import HttpAdapter

        return HttpAdapter(rest, timeout=timeout)
    if kind == "python" and rest.count(":") == 1:
        module_name, factory_name = rest.split(":")
        try:
            module = importlib.import_module(module_name)
            factory = getattr(module, factory_name)
        except (ImportError, AttributeError) as exc:
            raise AdapterSpecError(f"--adapter {spec!r}: cannot load {module_name}:{factory_name}: {exc}") from exc
        adapter = factory()
        if not isinstance(adapter, Adapter):
            raise AdapterSpecError(f"--adapter {spec!r}: {factory_name}() returned {type(adapter).__name__}, "
                                   "not an adapters.base.Adapter")
        return adapter
    raise AdapterSpecError(f"--adapter {spec!r} is not one of: {', '.join(KINDS)}")
