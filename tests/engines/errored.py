"""Says it failed inside while performing an action, with a traceback as context."""

from good import answer, serve


def fail_actions(request, game):
    if request["cmd"] == "perform":
        return {"seq": request["seq"], "errored": {
            "message": "KeyError: 'might'",
            "context": {"traceback": "File engine.py, line 12, in perform\nKeyError: 'might'"}}}
    return answer(request, game)


serve(fail_actions)
