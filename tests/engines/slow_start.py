"""The oracle over stdio, slow to start: ``python slow_start.py SECONDS`` sleeps that long before it
reads its first request, as an engine that loads a card database or a virtual machine first does;
then it answers every request at once."""

import sys
import time

time.sleep(float(sys.argv[1]))

from rulespec.oracle.server import main  # noqa: E402  (after the sleep: the start is what is slow)

sys.exit(main([]))
