"""The MkDocs hook never rewrites docs/ while MkDocs is reading it (serve --dirty would keep a
stale page), and a strict build failing after its post-build does not unlock a regeneration."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
from mkdocs.exceptions import PluginError

from generator import mkdocs_hook


@pytest.fixture
def hook(monkeypatch: pytest.MonkeyPatch) -> mkdocs_hook.BriefingHook:
    """A hook of its own for each test, called as MkDocs calls the module's events."""
    fresh = mkdocs_hook.BriefingHook()
    for event in ("on_startup", "on_pre_build", "on_post_build", "on_build_error", "on_serve"):
        monkeypatch.setattr(mkdocs_hook, event, getattr(fresh, event))
    return fresh


@pytest.fixture
def generations(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[str]:
    """The threads generations ran in (`mkdocs build`'s, in this process too, here)."""
    done: list[str] = []
    monkeypatch.setattr(mkdocs_hook, "generate",
                        lambda settings: done.append(threading.current_thread().name) or SimpleNamespace(briefing=None))
    monkeypatch.setattr(mkdocs_hook, "report", lambda *args, **kwargs: None)
    monkeypatch.setattr(mkdocs_hook, "in_child", lambda work: work())
    return done


def _config(tmp_path: Path) -> SimpleNamespace:
    return SimpleNamespace(config_file_path=str(tmp_path / "mkdocs.yml"), extra={})


def test_a_save_during_a_build_regenerates_only_after_the_build(tmp_path: Path, generations: list[str], hook) -> None:
    config = _config(tmp_path)
    mkdocs_hook.on_pre_build(config)  # the build has generated and now reads docs/
    saved = threading.Thread(target=hook.regenerate, args=(config,), name="save")
    saved.start()
    time.sleep(0.3)
    assert generations == ["MainThread"]  # the save waits
    mkdocs_hook.on_post_build(config)
    saved.join(timeout=5)
    assert generations == ["MainThread", "save"]


def test_mkdocs_build_generates_in_another_process_and_fails_with_its_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, hook) -> None:
    config = _config(tmp_path)
    where = tmp_path / "generated in"

    def generate(settings):
        where.write_text(str(os.getpid()), encoding="utf-8")
        return SimpleNamespace(briefing=None)

    monkeypatch.setattr(mkdocs_hook, "generate", generate)
    monkeypatch.setattr(mkdocs_hook, "report", lambda *args, **kwargs: None)
    mkdocs_hook.on_pre_build(config)
    mkdocs_hook.on_post_build(config)
    assert int(where.read_text(encoding="utf-8")) != os.getpid()  # its memory is not the site build's

    def fails(settings):
        raise FileNotFoundError("no sources folder at sources: make it")

    monkeypatch.setattr(mkdocs_hook, "generate", fails)
    with pytest.raises(PluginError, match="^briefing: no sources folder at sources: make it$"):
        mkdocs_hook.on_pre_build(config)
    mkdocs_hook.on_build_error(None)


def test_a_strict_failure_after_post_build_leaves_a_regeneration_locked(tmp_path: Path, generations: list[str], hook) -> None:
    config = _config(tmp_path)
    mkdocs_hook.on_pre_build(config)
    mkdocs_hook.on_post_build(config)
    with hook.building:  # a regeneration in progress
        mkdocs_hook.on_build_error(RuntimeError("Aborted with 1 warning in strict mode!"))
        assert hook.building.locked()
    assert not hook.building.locked()


def test_under_serve_the_rebuild_a_regeneration_starts_does_not_generate_again(
        tmp_path: Path, generations: list[str], monkeypatch: pytest.MonkeyPatch, hook) -> None:
    config = _config(tmp_path)
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "briefing.json").write_text("{}", encoding="utf-8")
    mkdocs_hook.on_startup("serve", dirty=True)
    try:
        hook.regenerate(config)  # a save
        mkdocs_hook.on_pre_build(config)  # MkDocs saw docs/ change
        mkdocs_hook.on_post_build(config)
        assert len(generations) == 1
        hook.current.clear()  # what a save in sources/ does
        mkdocs_hook.on_pre_build(config)
        mkdocs_hook.on_post_build(config)
        assert len(generations) == 2
        hook.regenerate(config)  # a save's own regeneration always runs
        assert len(generations) == 3
    finally:
        hook.serving.clear()
        hook.dirty.clear()


def test_in_a_large_project_a_save_shows_its_report_s_page_before_generating(
        tmp_path: Path, generations: list[str], monkeypatch: pytest.MonkeyPatch, hook) -> None:
    config = _config(tmp_path)
    shown: list[list[Path]] = []
    monkeypatch.setattr(mkdocs_hook, "preview", lambda settings, last, paths: shown.append(paths) or paths)
    hook.last = (object(), mkdocs_hook.PREVIEW_AFTER + 1)
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "briefing.json").write_text("{}", encoding="utf-8")
    saved = {tmp_path / "sources" / "a.txt"}
    mkdocs_hook.on_startup("serve", dirty=True)
    regeneration = threading.Thread(target=hook.regenerate, args=(config, saved), name="save", daemon=True)
    try:
        regeneration.start()
        time.sleep(0.3)
        assert shown == [[tmp_path / "sources" / "a.txt"]] and generations == [] and not saved
        mkdocs_hook.on_pre_build(config)  # MkDocs builds the page shown: no generation in between
        time.sleep(0.3)
        assert generations == []
    finally:
        mkdocs_hook.on_post_build(config)
        hook.serving.clear()
        hook.dirty.clear()
    regeneration.join(timeout=5)
    assert generations == ["save"]


@pytest.mark.parametrize("dirty, seconds", [(True, mkdocs_hook.PREVIEW_AFTER / 2), (False, mkdocs_hook.PREVIEW_AFTER + 1)])
def test_a_small_project_or_a_full_rebuild_generates_at_once(tmp_path: Path, generations: list[str], dirty: bool,
                                                            seconds: float, monkeypatch: pytest.MonkeyPatch, hook) -> None:
    monkeypatch.setattr(mkdocs_hook, "preview", lambda *args: pytest.fail("no preview"))
    hook.last = (object(), seconds)
    mkdocs_hook.on_startup("serve", dirty=dirty)
    try:
        hook.regenerate(_config(tmp_path), {tmp_path / "sources" / "a.txt"})
    finally:
        hook.serving.clear()
        hook.dirty.clear()
    assert generations == ["MainThread"]
