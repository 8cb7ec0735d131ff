"""``python -m tradewinds.build``: compile the engines with mypyc (:mod:`tradewinds.compiling`).

Run it after editing an engine in an editable install: until then the edited source makes
the build stale and every engine runs as pure Python. Options: ``--if-stale`` (do nothing
when the build matches the sources), ``--opt-level N`` (the C compiler's, default 3),
``--out DIR``.
"""

from __future__ import annotations

import sys

from .compiling import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
