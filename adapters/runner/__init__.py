"""The runner: the pytest plugin (``--adapter``), the ``rulespec`` command, its reports, the
expectations of known failures, and smoke. It drives the feature suite against an engine
through the adapters of the package above; the feature steps never import it."""
