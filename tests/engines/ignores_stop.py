"""Answers stop but never exits, and ignores SIGTERM."""

import signal
import time

from good import answer, serve

signal.signal(signal.SIGTERM, signal.SIG_IGN)
serve(answer)
time.sleep(3600)
