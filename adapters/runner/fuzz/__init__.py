"""Differential fuzzing: generated Riftbound games run on the oracle and on an engine, compared.

- ``generate``: hypothesis strategies for valid state documents (schemas/state.json and the
  references of schemas/references.py) and sequences of actions (schemas/action.json) that such
  a game can meaningfully take, restricted to what an engine declares (its capabilities, its cards).
- ``compare``: the first difference between the oracle's answers and the engine's, on the
  fields the engine declares, as a JSON pointer with what was wanted and what came.
- the invariants of every snapshot (features/steps/invariants.py, which `rulespec run` and `replay`
  check on every snapshot a scenario reads) are checked on the engine's with ``--invariants``.
- ``campaign``: runs the cases, shrinks a divergence to a minimal sequence (hypothesis) and
  writes it as a JSON case (``case.json`` is its schema) and a draft Gherkin scenario.

hypothesis is an optional dependency (``pip install 'rulespec[fuzz]'``); only ``campaign`` and
``generate`` import it.
"""
