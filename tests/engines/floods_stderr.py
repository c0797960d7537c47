"""Writes to stderr without end, from a thread, while it answers; answers `perform` with a line
that is not JSON."""

import sys
import threading

from good import answer, serve


def flood():
    line = "flood " * 1000 + "\n"
    while True:
        sys.stderr.write(line)


threading.Thread(target=flood, daemon=True).start()


def garbage(request, game):
    if request["cmd"] == "perform":
        return float("nan")  # written by json.dumps as NaN: not JSON
    return answer(request, game)


serve(garbage)
