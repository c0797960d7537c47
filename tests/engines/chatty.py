"""Writes 1 MiB on stderr before each answer (the pipe must not fill up), then dies on an action."""

import sys

from good import answer, serve


def chatty(request, game):
    for i in range(1024):
        sys.stderr.write(f"log {i:04d} " + "." * 1014 + "\n")
    if request["cmd"] == "perform":
        sys.stderr.write("fake engine: last words\n")
        sys.exit(1)
    return answer(request, game)


serve(chatty)
