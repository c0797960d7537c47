"""Answers an action with output that never ends: no newline, ever."""

import sys

from good import answer, serve


def endless(request, game):
    if request["cmd"] == "perform":
        chunk = '{"seq": ' + "9" * 65536
        while True:
            sys.stdout.write(chunk)
    return answer(request, game)


serve(endless)
