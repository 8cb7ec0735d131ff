"""Canonical JSON and state hashes."""

from __future__ import annotations

import hashlib
import json
from typing import Any


def canonical_json(obj: Any) -> str:
    """JSON with sorted keys and no spaces: the same data always gives the same text."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(obj: Any) -> str:
    """A 128-bit BLAKE2b hex digest of ``obj``'s canonical JSON."""
    return hashlib.blake2b(canonical_json(obj).encode(), digest_size=16).hexdigest()
