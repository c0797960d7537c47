"""Refuses every state document, naming the first object's card."""

from good import answer, serve


def refuse(request, game):
    if request["cmd"] == "setup":
        return {"seq": request["seq"], "refused": {"problems": [
            {"pointer": "/objects/0/card", "message": "unknown card"}]}}
    return answer(request, game)


serve(refuse)
