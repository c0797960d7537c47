"""rulespec: a conformance test suite and reference oracle for trading-card-game rules engines.

Installed, the project lives under this one name: ``rulespec.oracle`` (the reference engine),
``rulespec.schemas`` (the contract), ``rulespec.adapters`` (the connection to an engine, and the
runner) and ``rulespec.features`` (the executable rulings), so that no generic top-level name
lands in a user's environment. In the repository the four folders stay at the top; this
folder holds them by symbolic links.
"""
