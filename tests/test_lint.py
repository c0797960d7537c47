"""``rulespec lint``: the mistakes of a scenario's author, found without an engine, each at its file
and line, as errors of the suite (exit 2); and ``rulespec run`` on a misspelt step says the same,
with "did you mean", instead of failing a scenario. Every expected line is written by hand from
the feature files below."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulespec.adapters.runner.lint import did_you_mean, lint
from tests.cli_runs import rulespec

#: Step definitions no shipped scenario uses yet. Each is a finding of the linter that the lint
#: helper could not fix (features/steps/ and the feature files' steps belong to others); a name
#: that becomes used fails the test below, so the list cannot go stale.
KNOWN_UNUSED = {"then.ceased_to_exist"}

HEADER = """Feature: A judge's rulings on readying
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"
"""


def write(folder: Path, body: str, name: str = "judge.feature") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(HEADER + body, encoding="utf-8")
    return path


def test_the_shipped_features_lint_clean() -> None:
    problems, files, scenarios = lint()
    assert files >= 20 and scenarios >= 400
    assert [str(p) for p in problems] == []


def test_a_clean_file_of_a_judge_with_its_own_catalogue_lints_clean_and_runs(tmp_path: Path) -> None:
    (tmp_path / "catalogue.toml").write_text('[rulings.JUDGE-01]\nstatement = "Readying is its own action."\n')
    write(tmp_path, """
  @JUDGE-01
  Rule: Exhausting a unit does not ready it
    Core Rules 414.1.

    Scenario: A exhausts a ready unit
      Given A controls a unit "jax" with might 4 in their base
      When A exhausts "jax"
      Then "jax" is exhausted
""")
    run = rulespec("lint", str(tmp_path))
    assert (run.returncode, run.stdout.strip()) == (0, "1 feature file(s), 1 scenario(s): no problems")
    ran = rulespec("run", "--features", str(tmp_path), "--area", "JUDGE")
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "1 passed" in ran.stdout


def test_every_mistake_is_reported_at_its_file_and_line(tmp_path: Path) -> None:
    path = write(tmp_path, """
  @GEAR-14 @GEAR-15
  Rule: Two IDs on one Rule
    Core Rules 718.5.

    Scenario: Exhausting the unit leaves the Equipment ready
      Given A controls a unit "jax" with might 4 in their base
      When A exhausts "jax"
      Then "jax" is exhausted

  @JUDGE-07
  Rule: An ID of no catalogue, and no citation
    Readying is separate.

    Scenario: A scenario that checks nothing
      Given A controls a unit "jax" with might 4 in thier base
      When A exhausts "jax"

    Scenario: Exhausting the unit leaves the Equipment ready
      Given "jax" is ready
      Then "jax" is exhausted

    Scenario: An id with a space
      Given A controls a unit "my unit" with might 4 in their base
      Then "my unit" is ready

    Scenario: A mode that cannot be
      Given A controls a unit "jax" with might 4 in their base
      When A tries to resolve the top of the chain with mode 0
      Then the action is rejected as "illegal_choice"

    Scenario: Setting up after acting
      Given A controls a unit "jax" with might 4 in their base
      When A exhausts "jax"
      And "zed" is stunned
      Then "jax" is exhausted
""")
    run = rulespec("lint", str(path))
    assert run.returncode == 2, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    at = {int(line.split(":")[1]) for line in lines[:-1]}
    assert all(line.startswith(f"{path}:") for line in lines[:-1])
    assert at == {6, 15, 18, 19, 22, 23, 26, 32, 38}, run.stdout
    text = run.stdout
    assert "Rule 'Two IDs on one Rule' carries 2 ruling IDs (GEAR-14, GEAR-15)" in text
    assert f"{path}:15: Rule 'An ID of no catalogue, and no citation': JUDGE-07 is not an ID of the catalogue" in text
    assert f"{path}:15: Rule 'An ID of no catalogue, and no citation' cites no official rule" in text
    assert f"{path}:18: scenario 'A scenario that checks nothing' has no Then step" in text
    assert (f"{path}:19: no step definition matches Given 'A controls a unit \"jax\" with might 4 in thier base'; "
            "did you mean: 'A controls a unit \"jax\" with might 4 in their base'") in text
    assert f"{path}:22: scenario name 'Exhausting the unit leaves the Equipment ready' is used twice (first at " \
           f"{path}:9)" in text
    assert f"{path}:23: no step definition matches Given '\"jax\" is ready'; that is a Then phrase" in text
    assert f"{path}:26: the Given steps build an invalid state document (schemas/state.json): at /objects/0/id" in text
    assert f"{path}:32: this step builds an invalid action document (schemas/action.json): at /choices/mode" in text
    assert f"{path}:38: no step definition matches And '\"zed\" is stunned'; that is a Given phrase" in text
    assert lines[-1] == ("1 feature file(s), 5 scenario(s): 10 problem(s) in 1 file(s) (errors of the suite, "
                         "not of an engine)")


def test_a_step_used_wrongly_in_a_dry_run_is_reported_at_its_line(tmp_path: Path) -> None:
    path = write(tmp_path, """
  @GEAR-14
  Rule: Readying
    Core Rules 415.1.

    Scenario: A status on an object the scenario never set up
      Given A controls a unit "jax" with might 4 in their base
      And "zed" is stunned
      Then "jax" is ready
""")
    run = rulespec("lint", str(path))
    assert run.returncode == 2
    assert f"{path}:11: And '\"zed\" is stunned': the scenario has set up no object 'zed'" in run.stdout


def test_run_on_a_misspelt_step_is_an_error_of_the_suite_with_did_you_mean_not_a_failure(tmp_path: Path) -> None:
    write(tmp_path, """
  @GEAR-14
  Rule: Readying
    Core Rules 415.1.

    Scenario: A typo in a Given
      Given A controls a unit "jax" with might 4 in thier base
      Then "jax" is ready
""")
    run = rulespec("run", "--features", str(tmp_path))
    assert run.returncode == 2, run.stdout + run.stderr
    assert "errors of the suite itself (not of the engine); nothing ran" in run.stderr
    assert "judge.feature:10: no step definition matches Given 'A controls a unit \"jax\" with might 4 in thier " \
           "base' (scenario 'A typo in a Given'); did you mean: 'A controls a unit \"jax\" with might 4 in their " \
           "base'" in run.stderr
    assert "FAILED" not in run.stdout + run.stderr


@pytest.mark.parametrize(("kind", "typo", "meant"), [
    ("then", '"garen" is redy', '"garen" is ready'),
    ("when", 'A exhausts "garen" now', 'A exhausts "garen"'),
    ("given", 'A controls an Equipment "sword" with might bonus 2 in their bas',
     'A controls an Equipment "sword" with might bonus 2 in their base'),
])
def test_did_you_mean_offers_the_closest_phrase_with_the_names_and_numbers_of_the_step(kind: str, typo: str,
                                                                                         meant: str) -> None:
    assert meant in did_you_mean(kind, typo)


def test_lint_refuses_a_path_that_is_no_feature_file(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("x")
    for args in ([str(tmp_path / "missing")], [str(tmp_path / "notes.txt")], [str(tmp_path)]):
        run = rulespec("lint", *args)
        assert run.returncode == 2 and run.stderr.startswith("rulespec: "), (args, run.stderr)


def test_files_that_are_not_gherkin_and_a_broken_catalogue_are_problems_not_tracebacks(tmp_path: Path) -> None:
    (tmp_path / "binary.feature").write_bytes(b"\xff\xfe\x00not text")
    (tmp_path / "catalogue.toml").write_text("[rulings.JUDGE-01\nstatement = 1\n", encoding="utf-8")
    run = rulespec("lint", str(tmp_path))
    assert run.returncode == 2 and "Traceback" not in run.stdout + run.stderr
    assert f"{tmp_path / 'binary.feature'}:1: not UTF-8 text: byte 0xff at line 1, column 1" in run.stdout
    assert f"{tmp_path / 'catalogue.toml'}:1: not a catalogue (TOML, as features/catalogue.toml)" in run.stdout


def test_a_scenario_outline_is_linted_example_by_example(tmp_path: Path) -> None:
    path = write(tmp_path, """
  @GEAR-02
  Rule: The Equipment's might bonus adds to its unit's might
    Core Rules 718.5.a.

    Scenario Outline: A unit with an Equipment of bonus <b>
      Given A controls a unit "garen" with might 4 in their base
      And A controls an Equipment "blade" with might bonus <b> in their base
      And "blade" is attached to "garen"
      Then "garen" has might <sum>

      Examples:
        | b | sum |
        | 2 | 6   |
        | x | 5   |
""")
    run = rulespec("lint", str(path))
    assert run.returncode == 2
    assert run.stdout.splitlines()[0] == (f"{path}:11: And 'A controls an Equipment \"blade\" with might bonus x in "
                                          "their base': unknown card property 'might bonus x' (did you mean "
                                          "'might bonus +N'?); `rulespec steps` lists a card's properties, "
                                          "with examples")


@pytest.mark.parametrize(("prop", "meant"), [("mihgt 3", "might N"), ("keywrods Tank", "keyword K"),
                                             ("Equp [1]", "Equip [cost]"), ('the nmae "Jax"', 'the name "…"')])
def test_a_misspelt_card_property_is_told_the_one_it_is_closest_to(tmp_path: Path, prop: str, meant: str) -> None:
    path = tmp_path / "typo.feature"
    path.write_text(f"""Feature: a typo
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-01
  Rule: a rule
    Core Rules 718.5.

    Scenario: one
      Given A controls a unit "jax" with {prop} in their base
      Then "jax" is in A's base
""")
    run = rulespec("lint", str(path))
    assert run.returncode == 2
    assert f"unknown card property {prop!r} (did you mean {meant!r}?)" in run.stdout, run.stdout


GOOD = """Feature: f
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-01
  Rule: a rule
    Core Rules 718.5.

    Scenario Outline: s
      Given A controls a unit "jax" with might <m> in their base
      Then "jax" has might <m>

      Examples:
        | m |
        | 3 |
"""


def test_a_byte_order_mark_another_encoding_and_a_ragged_table_are_said_plainly(tmp_path: Path) -> None:
    """What an editor does to a judge's file, told as what to do about it, by lint and by run."""
    (tmp_path / "bom.feature").write_bytes(b"\xef\xbb\xbf" + GOOD.encode())
    (tmp_path / "latin1.feature").write_bytes(GOOD.replace("Rule: a rule", "Rule: une r\u00e8gle").encode("latin-1"))
    (tmp_path / "ragged.feature").write_text(GOOD.replace("| 3 |", "| 3 | 4 |"), encoding="utf-8")
    wanted = [f"{tmp_path / 'bom.feature'}:1: the file begins with a byte-order mark (U+FEFF), which Gherkin "
              "does not read; save it as UTF-8 without one",
              f"{tmp_path / 'latin1.feature'}:6: not UTF-8 text: byte 0xe8 at line 6, column 14; save the file "
              "as UTF-8",
              f"{tmp_path / 'ragged.feature'}:15: the file does not parse as Gherkin: inconsistent cell count within "
              "the table (column 9)"]
    run = rulespec("lint", str(tmp_path))
    assert run.returncode == 2 and run.stdout.splitlines()[:3] == wanted, run.stdout
    ran = rulespec("run", "--features", str(tmp_path))
    assert ran.returncode == 2
    for line in wanted:  # the same words, as errors of the suite
        where, what = line.split(": ", 1)
        assert f"malformed feature file {where}: {what.removeprefix('the file does not parse as Gherkin: ')}" \
            in ran.stderr, ran.stderr


def test_an_empty_file_and_a_feature_with_no_scenario_are_said_plainly(tmp_path: Path) -> None:
    """Not the parser's ``KeyError: 'feature'`` nor a bare ``NoScenariosFound``: what is missing."""
    (tmp_path / "empty.feature").write_bytes(b"")
    (tmp_path / "comments.feature").write_text("# language: en\n\n# GEAR-45, to come\n", encoding="utf-8")
    (tmp_path / "bare.feature").write_text("Feature: a ruling to come\n", encoding="utf-8")
    no_feature = ("the file holds no `Feature:` line (it is empty, or only comments and blank lines); "
                  "a feature file begins with `Feature: <its name>`")
    run = rulespec("lint", str(tmp_path))
    assert run.returncode == 2
    for name in ("empty", "comments"):
        assert f"{tmp_path / name}.feature:1: {no_feature}" in run.stdout.splitlines(), run.stdout
    assert f"{tmp_path / 'bare.feature'}:1: the feature has no scenarios" in run.stdout.splitlines(), run.stdout
    ran = rulespec("run", "--features", str(tmp_path))
    assert ran.returncode == 2 and "Error" not in ran.stderr, ran.stderr
    for name in ("empty", "comments"):
        assert f"malformed feature file {tmp_path / name}.feature:1: {no_feature}" in ran.stderr, ran.stderr
    assert (f"malformed feature file {tmp_path / 'bare.feature'}:1: the feature has no Scenario: write one under "
            "its Feature or one of its Rules, or remove the file") in ran.stderr, ran.stderr


def test_an_unfilled_placeholder_and_a_table_ignored_or_missing_are_errors_of_the_suite(tmp_path: Path) -> None:
    """Each would otherwise be run: a table or doc string that no step reads is dropped without a
    word (the scenario passes without what its author meant), a placeholder no column fills matches
    no step, and a step that reads a table with none under it fails as if the engine had."""
    (tmp_path / "outline.feature").write_text(GOOD.replace('Then "jax" has might <m>', 'Then "jax" has might <n>')
                                              .replace("| 3 |", "| 3 |\n        | 4 |"), encoding="utf-8")
    plain = GOOD.replace("Scenario Outline: s", "Scenario: s").replace("<m>", "3").split("      Examples:")[0]
    (tmp_path / "table.feature").write_text(plain.replace("Scenario: s", "Scenario: t").replace(
        'in their base\n', 'in their base\n        | a | b |\n        | 1 | 2 |\n', 1), encoding="utf-8")
    (tmp_path / "docstring.feature").write_text(plain.replace("Scenario: s", "Scenario: d").replace(
        'in their base\n', 'in their base\n        """\n        hello\n        """\n', 1), encoding="utf-8")
    (tmp_path / "missing.feature").write_text(plain.replace("Scenario: s", "Scenario: m").replace(
        'Then "jax" has might 3', "Then the last action caused exactly these events, in order:"), encoding="utf-8")
    (tmp_path / "folder.feature").mkdir()
    (tmp_path / "folder.feature" / "inner.feature").write_text(plain.replace("Scenario: s", "Scenario: i"),
                                                               encoding="utf-8")
    (tmp_path / "gone.feature").symlink_to(tmp_path / "nowhere.feature")
    given = "Given 'A controls a unit \"jax\" with might 3 in their base'"
    wanted = {
        "outline.feature:9": "Scenario Outline 's' uses <n>, which no column of its Examples fills (its columns: "
                              "m): add the column or write the value",
        "table.feature:10": f"{given} reads no data table: the one written under it would be ignored; remove it, "
                            "or use a step that reads one (`rulespec steps` lists them)",
        "docstring.feature:10": f"{given} reads no doc string: the one written under it would be ignored; remove "
                                "it, or use a step that reads one (`rulespec steps` lists them)",
        "missing.feature:11": "Then 'the last action caused exactly these events, in order:' reads a data table "
                              "written under it, and there is none: `rulespec steps` shows the step with its table",
        "gone.feature:1": "a link to nothing",
    }
    run = rulespec("lint", str(tmp_path))
    assert run.returncode == 2
    lines = run.stdout.splitlines()
    for where, what in wanted.items():
        assert f"{tmp_path / where}: {what}" in lines, run.stdout
    assert not any("folder.feature" in line for line in lines), run.stdout  # a folder, searched: inner is clean
    assert "5 problem(s) in 5 file(s)" in run.stdout, run.stdout
    ran = rulespec("run", "--features", str(tmp_path))
    assert ran.returncode == 2 and "nothing ran" in ran.stderr and "Traceback" not in ran.stderr, ran.stderr
    for where, what in wanted.items():
        if where.startswith("gone"):
            what = "the file cannot be read: No such file or directory (a link to nothing)"
            assert f"malformed feature file {tmp_path / where.split(':')[0]}: {what}" in ran.stderr, ran.stderr
        else:
            assert f"{where}: {what}" in ran.stderr, ran.stderr
    assert "folder.feature" not in ran.stderr, ran.stderr


def test_a_lower_case_ruling_tag_an_empty_outline_and_a_stray_placeholder_are_said_so(tmp_path: Path) -> None:
    path = tmp_path / "judge.feature"
    path.write_text(GOOD.replace("@GEAR-01", "@gear-01") + '''
  @GEAR-01
  Rule: another rule
    Core Rules 718.5.

    Scenario Outline: no row
      Given A controls a unit "jax" with might <m> in their base
      Then "jax" has might <m>

      Examples:
        | m |

    Scenario: a placeholder in a scenario
      Given A controls a unit "jax" with might <m> in their base
      Then "jax" has might 3
''', encoding="utf-8")
    run = rulespec("lint", str(path))
    assert run.returncode == 2
    assert f"{path}:6: Rule 'a rule' carries 0 ruling IDs (none): tag it with exactly one, such as @GEAR-23 " \
           "(@gear-01: a ruling ID is written in capitals, as @GEAR-23)" in run.stdout, run.stdout
    empty = "Scenario Outline 'no row': its Examples have no row, so it runs no scenario"
    stray = "scenario 'a placeholder in a scenario' uses <m>, a placeholder of a Scenario Outline"
    assert f"{path}:21: {empty}" in run.stdout and f"{path}:28: {stray}" in run.stdout, run.stdout
    assert "no step definition matches" not in run.stdout and "unknown card property" not in run.stdout
    ran = rulespec("run", "--features", str(path))  # the same two, as errors of the suite, before any engine
    assert ran.returncode == 2, ran.stderr
    assert f"{path.name}:21: {empty}" in ran.stderr and f"{path.name}:28: {stray}" in ran.stderr, ran.stderr


def test_an_action_on_an_object_the_scenario_never_set_up_is_the_scenarios_mistake(tmp_path: Path) -> None:
    """Not the engine's failure: the oracle rightly answers unknown_object. A "tries to" step may name
    one on purpose (to see it rejected)."""
    path = tmp_path / "typo.feature"
    path.write_text('''Feature: f
  Background:
    Given a Riftbound game between A and B with battlefields "bf1"

  @GEAR-01
  Rule: a rule
    Core Rules 718.5.

    Scenario: a typo in an id
      Given A controls a unit "jax" with might 3 in their base
      And A controls an Equipment "blade" with might bonus +2 in their base
      When A attaches "bladd" to "jax"
      Then "jax" has might 5

    Scenario: on purpose
      Given A controls a unit "jax" with might 3 in their base
      When A tries to attach "ghost" to "jax"
      Then the action is rejected as "unknown_object"
''', encoding="utf-8")
    run = rulespec("lint", str(path))
    assert run.returncode == 2
    assert run.stdout.splitlines()[:-1] == [f"{path}:12: When 'A attaches \"bladd\" to \"jax\"': the action names "
                                            "'bladd', which the scenario never sets up (no Given step names it)"]
    ran = rulespec("run", "--features", str(path))
    assert ran.returncode == 2 and "1 passed, 0 failed, 0 errored, 0 skipped, 1 suite-error" in ran.stdout, ran.stdout
    assert "a defect of the suite, not of the engine: the action names 'bladd', which the scenario never set up" \
        in ran.stdout
    # and a Then step, before any action was accepted (nothing can have made the object it reads)
    path.write_text(path.read_text().replace('When A attaches "bladd" to "jax"\n      Then "jax" has might 5',
                                             'Then "jxa" has might 3'))
    ran = rulespec("run", "--features", str(path))
    assert ran.returncode == 2 and "the step names 'jxa', which the scenario never set up" in ran.stdout, ran.stdout


def test_run_and_lint_name_a_judges_files_alike_as_found_from_the_current_folder(tmp_path: Path) -> None:
    """Every error of the suite names the file by the same path, one that opens from where the
    command ran: the malformed file's and the scenario's alike (they were absolute and relative to
    the features folder's parent in one list)."""
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "empty.feature").write_bytes(b"")
    write(tmp_path / "mine", "\n  Scenario: s\n    Given an unknown step here\n", "judge.feature")
    wanted = {"mine/empty.feature:1", "mine/judge.feature:5", "mine/judge.feature:6"}
    for folder in ("mine", str(tmp_path / "mine")):
        ran = rulespec("run", "--features", folder, cwd=tmp_path)
        assert ran.returncode == 2, ran.stdout + ran.stderr
        named = {m for line in ran.stderr.splitlines()
                 for m in re.findall(r"(\S+\.feature:\d+):", line.removeprefix("  malformed feature file "))}
        assert named == wanted, ran.stderr
        linted = rulespec("lint", folder, cwd=tmp_path)
        assert {m for m in re.findall(r"^(\S+\.feature:\d+):", linted.stdout, re.M)} <= wanted, linted.stdout
    for where in wanted:
        assert (tmp_path / where.split(":")[0]).is_file()
