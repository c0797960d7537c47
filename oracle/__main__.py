"""``python -m rulespec.oracle``: serve the oracle over the engine protocol (see oracle/server.py)."""

import sys

from rulespec.oracle.server import main

sys.exit(main())
