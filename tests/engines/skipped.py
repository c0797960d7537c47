"""Says it does not implement actions, with an issue link."""

from good import answer, serve


def skip_actions(request, game):
    if request["cmd"] == "perform":
        return {"seq": request["seq"], "skipped": {
            "message": f"action {request['action']['type']!r} is not implemented",
            "issue_url": "https://example.org/engine/issues/7"}}
    return answer(request, game)


serve(skip_actions)
