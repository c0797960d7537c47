"""Starts and sets up fine, then dies on the first action."""

import os
import sys

from good import answer, serve


def crash_on_perform(request, game):
    if request["cmd"] == "perform":
        sys.stderr.write("Traceback (most recent call last):\nZeroDivisionError: fake engine bug\n")
        sys.stderr.flush()
        os._exit(70)
    return answer(request, game)


serve(crash_on_perform)
