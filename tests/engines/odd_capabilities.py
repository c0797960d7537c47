"""Well-behaved, but declares a misspelt capability and one nobody knows."""

import good

good.INFO = {**good.INFO, "capabilities": ["attach", "atach", "teleport"]}
good.serve()
