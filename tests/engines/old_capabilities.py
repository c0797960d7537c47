"""Well-behaved, but declares capabilities by the names of the previous version, which bundled
several features each (adapters/base.py ALIASES), beside a new one."""

import good

good.INFO = {**good.INFO, "capabilities": ["attach", "states", "view.attachments"]}
good.serve()
