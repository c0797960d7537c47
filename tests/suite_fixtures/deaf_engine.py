"""An engine over stdio that answers `start`, then at its first `setup` writes its process id to
the file named by its first argument and stops reading its stdin for good (it sleeps): the kind
of engine that a signal to the runner must not leave running."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

INFO = {"name": "deaf", "version": "1.0", "language": "python", "games": ["riftbound"], "cards": [],
        "capabilities": ["attach", "detach", "view.might", "view.attachments"]}

for line in sys.stdin:
    request = json.loads(line)
    if request["cmd"] == "start":
        sys.stdout.write(json.dumps({"seq": request["seq"], **INFO}) + "\n")
        sys.stdout.flush()
        continue
    import os

    Path(sys.argv[1]).write_text(str(os.getpid()))
    time.sleep(3600)
