"""The oracle over stdio, breaking in one chosen way whenever a scenario sets up an object
called "longsword": ``python faulty_oracle.py MODE``, MODE one of crash, hang, garbage,
invalid, wrong_seq, endless. Other scenarios are served correctly, so a run shows the faulty
scenarios errored and the rest passing."""

from __future__ import annotations

import json
import os
import sys
import time

from rulespec.oracle.server import Session, encode

MODE = sys.argv[1]


def main() -> None:
    session = Session()
    poisoned = False
    for line in sys.stdin.buffer:
        request = json.loads(line)
        if request.get("cmd") == "setup":
            poisoned = any(o.get("id") == "longsword" for o in request["state"]["objects"])
        answer = session.answer(request)
        if poisoned and request.get("cmd") in ("snapshot", "perform"):
            sys.stderr.write(f"faulty_oracle: breaking with {MODE}\n")
            sys.stderr.flush()
            if MODE == "crash":
                os._exit(3)
            if MODE == "hang":
                time.sleep(3600)
            if MODE == "garbage":
                sys.stdout.buffer.write(b"<html>oops</html>\n")
            elif MODE == "invalid" and "state" in answer:
                answer["state"]["objects"][0]["zone"] = "limbo"
            elif MODE == "wrong_seq":
                answer["seq"] += 7
            elif MODE == "endless":
                while True:
                    sys.stdout.buffer.write(b"x" * 65536)
        sys.stdout.buffer.write(encode(answer))
        sys.stdout.buffer.flush()


if __name__ == "__main__":
    main()
