"""``python -m oracle``: serve the oracle over the engine protocol (see oracle/server.py)."""

import sys

from oracle.server import main

sys.exit(main())
