"""`python -m generator`: the command line (cli.py)."""

import os
import sys

from .cli import main

code = main()
# Everything the command writes is written and closed by now: leave at once rather than free the
# build's millions of objects one by one (a tenth of a second after one edit of a large folder),
# as mypy does. Only here: the MkDocs hook and the tests call the pipeline in their own process.
sys.stdout.flush()
sys.stderr.flush()
os._exit(code)
