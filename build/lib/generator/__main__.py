"""`python -m generator`: the command line (cli.py)."""

import os
import sys

from generator.cli import main

code = main()
if sys.getprofile() is None and sys.gettrace() is None:
    # Everything the command writes is written and closed by now: leave at once rather than free
    # the build's millions of objects one by one (a tenth of a second after one edit of a large
    # folder), as mypy does. Not under a profiler or a coverage tracer, whose report is written at
    # exit; not in the MkDocs hook or the tests, which call the pipeline in their own process.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
sys.exit(code)
