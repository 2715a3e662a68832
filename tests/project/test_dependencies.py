"""Every package the generator imports is declared in pyproject.toml and pinned in the runtime
lock, so `make site` (which installs only requirements.lock) never depends on a test tool."""

from __future__ import annotations

import ast
import importlib.metadata
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _name(requirement: str) -> str:
    """A distribution's name as pip compares them (PEP 503)."""
    return re.sub(r"[-_.]+", "-", re.split(r"[<>=!~ \[;]", requirement, maxsplit=1)[0]).lower()


def _imported_modules() -> set[str]:
    modules: set[str] = set()
    for path in (ROOT / "generator").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                modules |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                modules.add(node.module.split(".")[0])
    return modules - set(sys.stdlib_module_names) - {"generator", "__future__"}


def _imported_distributions() -> set[str]:
    owners = importlib.metadata.packages_distributions()
    return {_name(owner) for module in _imported_modules() for owner in owners.get(module, [module])}


def test_every_imported_package_is_declared_and_in_the_runtime_lock():
    declared = {_name(r) for r in tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]}
    runtime = {_name(line) for line in (ROOT / "requirements.lock").read_text().splitlines() if "==" in line}
    imported = _imported_distributions()
    assert imported, "no third-party import found: the scan is broken"
    assert imported - declared == set()
    assert declared - runtime == set()


def test_the_runtime_lock_holds_no_test_tool():
    runtime = {_name(line) for line in (ROOT / "requirements.lock").read_text().splitlines() if "==" in line}
    dev = {_name(line) for line in (ROOT / "requirements-dev.lock").read_text().splitlines() if "==" in line}
    assert runtime & dev == set()
    assert {"pytest", "playwright", "mypy", "ruff", "hypothesis", "import-linter"} <= dev
