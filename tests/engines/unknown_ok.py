"""Answers a command it does not know as if it knew it (``"ok": true``), or, with ``crash``, dies on it:
``python unknown_ok.py [crash]``."""

import os
import sys

from good import answer, serve

CRASH = sys.argv[1:] == ["crash"]


def careless(request, game):
    if request["cmd"] not in ("start", "setup", "perform", "snapshot", "stop"):
        if CRASH:
            os._exit(4)
        return {"seq": request["seq"], "ok": True}
    return answer(request, game)


if __name__ == "__main__":
    serve(careless)
