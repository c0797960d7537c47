"""Dies before reading anything, with a message on stderr."""

import sys

sys.stderr.write("fake engine: cannot load the card database\n")
sys.exit(3)
