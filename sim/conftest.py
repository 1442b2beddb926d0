"""pytest configuration for every test under sim/: puts the shared helpers and the host-side
Python packages (generated register maps) on the path."""
import sys
from pathlib import Path

_REPO = Path(__file__).resolve().parents[1]
for _p in (_REPO / "sim" / "common", _REPO / "sw" / "python"):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))
