"""What ``pip install rulespec`` puts into a user's environment: one top-level package,
``rulespec``, holding the oracle, the schemas, the adapters and the rulings with their data
files as real files (the repository's rulespec/ folder links to its four top-level folders)."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_wheel_installs_one_top_level_package_with_its_data(tmp_path: Path) -> None:
    # The build backend of pyproject.toml, from the test extra, rather than a fresh isolated
    # environment per build: the same wheel, seconds sooner.
    proc = subprocess.run([sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "--no-build-isolation", "-q",
                           "-w", str(tmp_path)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    (wheel,) = tmp_path.glob("rulespec-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        links = [i.filename for i in archive.infolist() if (i.external_attr >> 28) == 0o12]
    assert {n.split("/")[0] for n in names if not n.split("/")[0].endswith(".dist-info")} == {"rulespec"}
    assert links == []
    for wanted in ("rulespec/oracle/engine.py", "rulespec/oracle/carddata/riftbound.json",
                   "rulespec/schemas/state.json", "rulespec/schemas/protocol/start.json",
                   "rulespec/adapters/runner/cli.py",
                   "rulespec/features/catalogue.md", "rulespec/features/catalogue.toml",
                   "rulespec/features/sources/GEAR.fr.txt", "rulespec/features/riftbound/gear/stacking.feature",
                   "rulespec/features/steps/world.py"):
        assert wanted in names, wanted
    assert any(n.endswith(".dist-info/RECORD") for n in names)
