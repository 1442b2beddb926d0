"""pytest configuration for every test under sim/: puts the shared helpers and the host-side
Python packages (generated register maps) on the path."""
import sys
from pathlib import Path

_REPO = Path(__file__).resolve().parents[1]
for _p in (_REPO / "sim" / "common", _REPO / "sw" / "python"):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))


# The longest test files, longest first: pytest-xdist hands out tests in collection order, so
# starting these first keeps `make test` from ending with one worker running a long file alone.
_LONG_FIRST = ["system/fw_system/", "system/fio/", "nvme/nvme_io/", "system/nvme_flash/", "checks/test_tooling.py",
               "flash/flash_top/", "nvme/nvme_ctrl/"]


def _rank(item) -> int:
    path = str(item.fspath)
    return next((i for i, part in enumerate(_LONG_FIRST) if f"/sim/{part}" in path), len(_LONG_FIRST))


def pytest_collection_modifyitems(session, config, items) -> None:
    items.sort(key=_rank)  # stable: the rest keep their order
