"""Never answers a snapshot; it also started a child process, which must die with it."""

import subprocess
import sys
import time

from good import answer, serve

child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])


def hang_on_snapshot(request, game):
    if request["cmd"] == "snapshot":
        sys.stderr.write(f"fake engine: thinking forever (child {child.pid})\n")
        sys.stderr.flush()
        time.sleep(3600)
    return answer(request, game)


serve(hang_on_snapshot)
