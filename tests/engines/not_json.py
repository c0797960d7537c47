"""Prints a debugging line on stdout instead of its answer to an action."""

from good import answer, serve


def debug_print(request, game):
    if request["cmd"] == "perform":
        print("DEBUG performing", request["action"]["type"], flush=True)
    return answer(request, game)


serve(debug_print)
