"""A well-behaved minimal engine: it keeps the state it is given and accepts every action.

The misbehaving engines beside it import ``serve`` and change one answer each.
"""

import json
import sys

INFO = {"name": "fake-good", "version": "1.0", "language": "python", "games": ["riftbound"],
        "cards": [], "capabilities": ["attach", "detach"]}


def answer(request, game):
    seq, cmd = request["seq"], request["cmd"]
    if cmd == "start":
        return {"seq": seq, **INFO}
    if cmd == "setup":
        game["state"] = request["state"]
        return {"seq": seq, "ok": True}
    if cmd == "perform":
        return {"seq": seq, "result": {"accepted": True, "events": []}}
    if cmd == "snapshot":
        return {"seq": seq, "state": game["state"]}
    if cmd == "stop":
        return {"seq": seq, "ok": True}
    return {"seq": seq, "errored": {"message": f"unknown command {cmd!r}"}}


def serve(answer=answer):
    game = {}
    for line in sys.stdin:
        request = json.loads(line)
        sys.stdout.write(json.dumps(answer(request, game)) + "\n")
        sys.stdout.flush()
        if request["cmd"] == "stop":
            return


if __name__ == "__main__":
    serve()
