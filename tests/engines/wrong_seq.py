"""Answers a snapshot with the sequence number of the request before it."""

from good import answer, serve


def stale_seq(request, game):
    got = answer(request, game)
    if request["cmd"] == "snapshot":
        got["seq"] = request["seq"] - 1
    return got


serve(stale_seq)
