"""An engine over stdio that never answers: ``python hanging_engine.py MODE LOG``. With MODE
``start`` it answers nothing at all; with MODE ``requests`` it answers `start` and nothing after
it. It appends a line to the file LOG each time its process starts (``started``) and for each
request it reads (its command), so a test can count how often the runner restarted and asked it."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

MODE, LOG = sys.argv[1], Path(sys.argv[2])
INFO = {"name": "hanging", "version": "1.0", "language": "python", "games": ["riftbound"], "cards": [],
        "capabilities": ["attach", "detach", "view.might", "view.attachments"]}


def log(line: str) -> None:
    with LOG.open("a") as f:
        f.write(line + "\n")


log("started")
for raw in sys.stdin:
    request = json.loads(raw)
    log(request["cmd"])
    if request["cmd"] == "start" and MODE == "requests":
        sys.stdout.write(json.dumps({"seq": request["seq"], **INFO}) + "\n")
        sys.stdout.flush()
        continue
    if request["cmd"] != "stop":
        time.sleep(3600)
