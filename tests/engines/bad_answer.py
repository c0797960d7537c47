"""Answers `perform` with one line that is not strict JSON, chosen by its argument, then goes on
serving as good.py does: ``bad_answer.py MODE``, MODE one of the keys of LINES."""

import sys

from good import answer

#: What follows ``{"seq": N, "result": {"accepted": true, "events": [`` on the line, as bytes.
LINES = {
    "lone_surrogate": rb'{"type": "attach", "object": "\ud800", "to": "u1"}]}}',
    "lone_surrogate_in_a_key": rb'{"type": "attach", "object": "sword", "to": "u1", "\udfff": 1}]}}',
    "invalid_utf8": b'{"type": "attach", "object": "\xff\xfe", "to": "u1"}]}}',
    "utf8_encoded_surrogate": b'{"type": "attach", "object": "\xed\xa0\x80", "to": "u1"}]}}',
    "nan": b'{"type": "attach", "object": "sword", "to": "u1", "n": NaN}]}}',
    "infinity": b'{"type": "attach", "object": "sword", "to": "u1", "n": -Infinity}]}}',
    "huge_number": b'{"type": "attach", "object": "sword", "to": "u1", "n": 1e999}]}}',
    # an attach to a library that keeps the first of two names, a detach to one that keeps the last
    "name_twice": b'{"type": "attach", "object": "sword", "to": "u1", "type": "detach"}]}}',
}
MODE = sys.argv[1]


def bad(request, game):
    if request["cmd"] == "perform":
        head = b'{"seq": %d, "result": {"accepted": true, "events": [' % request["seq"]
        sys.stderr.write(f"bad_answer: answering {MODE}\n")
        sys.stderr.flush()
        sys.stdout.buffer.write(head + LINES[MODE] + b"\n")
        sys.stdout.buffer.flush()
        return None
    return answer(request, game)


def serve_bad():
    import json

    game = {}
    for line in sys.stdin:
        request = json.loads(line)
        reply = bad(request, game)
        if reply is not None:
            sys.stdout.write(json.dumps(reply) + "\n")
            sys.stdout.flush()
        if request["cmd"] == "stop":
            return


serve_bad()
