"""Turn an ``--adapter`` string into an Adapter.

    oracle                     the reference engine, in-process (the default)
    stdio:COMMAND              any program speaking the JSON-lines protocol on stdin/stdout
    http:URL                   the same messages as HTTP POSTs to URL
    python:module:factory      a user's own Adapter: ``factory()`` returns it
"""

from __future__ import annotations

import importlib
import shlex
import urllib.parse
from typing import Any

from rulespec.adapters.base import Adapter

KINDS = ("oracle", "stdio:COMMAND", "http:URL", "python:module:factory")


class AdapterSpecError(ValueError):
    """The --adapter string names no adapter that can be made."""


def check_spec(spec: str) -> None:
    """Raise AdapterSpecError unless ``spec`` names an adapter that can be made: a known kind, a
    command that splits (balanced quotes, not empty), an http(s) URL with a host, a factory that
    imports and can be called. Nothing is started."""
    kind, _, rest = spec.partition(":")
    if kind == "oracle" and not rest:
        return
    if kind == "stdio" and rest:
        try:
            argv = shlex.split(rest)
        except ValueError as exc:
            raise AdapterSpecError(f"--adapter {spec!r}: the command does not split like a shell line: "
                                   f"{exc}") from None
        if not argv:
            raise AdapterSpecError(f"--adapter {spec!r}: the command is empty")
        return
    if kind == "http" and rest:
        url = urllib.parse.urlsplit(rest)
        if url.scheme not in ("http", "https") or not url.hostname:
            raise AdapterSpecError(f"--adapter {spec!r}: {rest!r} is not an http:// or https:// URL with a host")
        try:
            url.port  # noqa: B018 (raises on a port that is not a number)
        except ValueError as exc:
            raise AdapterSpecError(f"--adapter {spec!r}: {exc}") from None
        return
    if kind == "python" and rest.count(":") == 1 and all(rest.split(":")):
        _load_factory(spec, *rest.split(":"))
        return
    raise AdapterSpecError(f"--adapter {spec!r} is not one of: {', '.join(KINDS)}")


def _load_factory(spec: str, module_name: str, factory_name: str) -> Any:
    try:
        module = importlib.import_module(module_name)
        factory = getattr(module, factory_name)
    except Exception as exc:  # an import may raise anything: it is the user's module
        raise AdapterSpecError(f"--adapter {spec!r}: cannot load {module_name}:{factory_name}: "
                               f"{type(exc).__name__}: {exc}") from None
    if not callable(factory):
        raise AdapterSpecError(f"--adapter {spec!r}: {module_name}.{factory_name} is not callable")
    return factory


def make_adapter(spec: str, *, timeout: float | None = None, start_timeout: float | None = None) -> Adapter:
    """The adapter that ``spec`` names (not yet started), with its per-request ``timeout`` and the
    deadline of its ``start`` (adapters/protocol.py; an engine in this process has none). Raises
    AdapterSpecError for a spec that names none, ValueError for a bad timeout."""
    check_spec(spec)
    kind, _, rest = spec.partition(":")
    if kind == "oracle":
        from rulespec.adapters.oracle import OracleAdapter

        return OracleAdapter()
    if kind == "stdio":
        from rulespec.adapters.stdio import StdioAdapter

        return StdioAdapter(rest, timeout=timeout, start_timeout=start_timeout)
    if kind == "http":
        from rulespec.adapters.http import HttpAdapter

        return HttpAdapter(rest, timeout=timeout, start_timeout=start_timeout)
    module_name, factory_name = rest.split(":")
    factory = _load_factory(spec, module_name, factory_name)
    try:
        adapter = factory()
    except Exception as exc:  # the user's factory may raise anything
        raise AdapterSpecError(f"--adapter {spec!r}: {factory_name}() raised {type(exc).__name__}: {exc}") from None
    if not isinstance(adapter, Adapter):
        raise AdapterSpecError(f"--adapter {spec!r}: {factory_name}() returned {type(adapter).__name__}, "
                               "not an adapters.base.Adapter")
    return adapter
