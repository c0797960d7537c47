"""Answers an action with a result that breaks the schema: an attach event without `to`."""

from good import answer, serve


def bad_result(request, game):
    if request["cmd"] == "perform":
        return {"seq": request["seq"], "result": {"accepted": True, "events": [
            {"type": "attach", "object": request["action"]["object"]}]}}
    return answer(request, game)


serve(bad_result)
