"""Publishing: `mkdocs gh-deploy` to a local bare repository, and the Pages workflow as written."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.helpers import ROOT, sample_project

pytestmark = pytest.mark.slow  # end to end: skipped by the quick loop (make test-fast)

GIT_ENV = {"GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.invalid",
           "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.invalid"}


def git(*args: str, cwd: Path) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True,
                          env={**os.environ, **GIT_ENV}).stdout


def test_gh_deploy_puts_the_site_on_the_gh_pages_branch(tmp_path: Path) -> None:
    project = sample_project(tmp_path / "project")
    remote = tmp_path / "remote.git"
    git("init", "--bare", "-q", str(remote), cwd=tmp_path)
    git("init", "-q", "-b", "main", cwd=project)
    git("add", "-A", cwd=project)
    git("commit", "-q", "-m", "briefing", cwd=project)
    git("remote", "add", "origin", str(remote), cwd=project)
    env = {**os.environ, **GIT_ENV, "NO_MKDOCS_2_WARNING": "1", "BRIEFING_SITE_URL": "https://example.invalid/briefing/"}
    deployed = subprocess.run([sys.executable, "-m", "mkdocs", "gh-deploy", "--force", "--remote-name", "origin"],
                              cwd=project, capture_output=True, text=True, env=env)
    assert deployed.returncode == 0, deployed.stderr
    files = git("ls-tree", "-r", "--name-only", "gh-pages", cwd=remote).split()
    assert {"index.html", "briefing/index.html", "briefing.json", "briefing/figures.csv", ".nojekyll"} <= set(files)
    home = git("show", "gh-pages:briefing/index.html", cwd=remote)
    assert "https://example.invalid/briefing/briefing/" in home  # site_url set from the environment


def test_the_pages_workflow_builds_strictly_and_deploys_with_the_official_actions() -> None:
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8"))
    steps = [step for job in workflow["jobs"].values() for step in job["steps"]]
    uses = [step.get("uses", "").split("@")[0] for step in steps]
    assert "actions/upload-pages-artifact" in uses and "actions/deploy-pages" in uses
    assert any(step.get("run") == "make site" for step in steps)
    assert workflow["permissions"] == {"contents": "read", "pages": "write", "id-token": "write"}
    assert "--strict" in (ROOT / "Makefile").read_text(encoding="utf-8")


def test_workflows_use_current_action_majors_and_one_runs_the_tests() -> None:
    current = {"actions/checkout": 6, "actions/setup-python": 6, "actions/configure-pages": 6,
               "actions/upload-pages-artifact": 5, "actions/deploy-pages": 5}  # Node 24 majors
    runs_tests = False
    for path in sorted((ROOT / ".github" / "workflows").glob("*.yml")):
        workflow = yaml.safe_load(path.read_text(encoding="utf-8"))
        for job in workflow["jobs"].values():
            for step in job["steps"]:
                name, _, major = step.get("uses", "@").partition("@")
                if name in current:
                    assert int(major.lstrip("v")) >= current[name], (path.name, step["uses"])
                runs_tests = runs_tests or step.get("run") == "make test"
    assert runs_tests
