"""Latency of one request to `python -m rulespec.oracle --http` over a kept-alive connection.

    python benchmarks/http_keepalive.py [REQUESTS]

Starts the HTTP oracle on a free port, sets up a one-unit game, then sends REQUESTS (default
200) `snapshot` requests over one HTTP/1.1 connection (http.client, as an engine's own test
client or a keep-alive adapter would) and prints the median and 90th percentile round trip;
then as many through HttpAdapter (a connection per request, each answer checked).
A server that writes its headers and its body in two writes meets Nagle's algorithm and the
client's delayed ACK here: about 40 ms a request instead of well under 1 ms. Asserts nothing.
"""

from __future__ import annotations

import http.client
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

STATE = {"schema": "rulespec/state/1", "game": "riftbound", "players": [{"id": "A"}],
         "objects": [{"id": "u1", "card": {"type": "unit", "might": 3}, "owner": "A", "zone": "board",
                      "location": "base:A"}]}


def main() -> None:
    requests = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    server = subprocess.Popen([sys.executable, "-m", "rulespec.oracle", "--http", "0"], stdout=subprocess.PIPE,
                              text=True)
    try:
        assert server.stdout is not None
        port = int(server.stdout.readline().rsplit(":", 1)[1].strip("/\n"))
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        headers = {"Content-Type": "application/json", "X-Rulespec-Session": "bench"}

        def post(request: dict) -> dict:
            conn.request("POST", "/", body=json.dumps(request).encode(), headers=headers)
            response = conn.getresponse()
            return json.loads(response.read())

        post({"seq": 1, "cmd": "start", "version": 1})
        post({"seq": 2, "cmd": "setup", "state": STATE})
        times = []
        for seq in range(3, 3 + requests):
            began = time.perf_counter()
            answer = post({"seq": seq, "cmd": "snapshot"})
            times.append((time.perf_counter() - began) * 1000)
            assert answer["seq"] == seq, answer
        times.sort()
        print(f"{requests} keep-alive snapshot requests: median {statistics.median(times):.2f} ms, "
              f"p90 {times[int(len(times) * 0.9)]:.2f} ms, max {times[-1]:.2f} ms")
        conn.close()
        try:
            from rulespec.adapters.http import HttpAdapter
        except ImportError:
            return
        adapter = HttpAdapter(f"http://127.0.0.1:{port}/", timeout=10)  # one connection a request
        adapter.start()
        adapter.setup(STATE)
        times = []
        for _ in range(requests):
            began = time.perf_counter()
            adapter.snapshot()
            times.append((time.perf_counter() - began) * 1000)
        times.sort()
        print(f"{requests} HttpAdapter snapshot requests: median {statistics.median(times):.2f} ms, "
              f"p90 {times[int(len(times) * 0.9)]:.2f} ms, max {times[-1]:.2f} ms")
        adapter.stop()
    finally:
        server.kill()
        server.wait()


if __name__ == "__main__":
    main()
