"""Starts fine, then dies on the first `setup`, as an engine whose state loader has a bug."""

import os
import sys

from good import answer, serve


def crash_on_setup(request, game):
    if request["cmd"] == "setup":
        sys.stderr.write("fake engine: cannot load this state\n")
        sys.stderr.flush()
        os._exit(70)
    return answer(request, game)


serve(crash_on_setup)
