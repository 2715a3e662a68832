"""MkDocs hook (declared in mkdocs.yml): generate the briefing before MkDocs reads docs/.

Thin by design: the generator knows nothing of MkDocs, so any tool that reads mkdocs.yml can
build the site after `python -m generator build`. Under `mkdocs serve`, saves in sources/ are
gathered for a moment (editors save in bursts, often by write-then-rename), then the pages
are regenerated once; MkDocs sees docs/ change and rebuilds once, without generating again
when no report changed meanwhile. Under `serve --dirty`, where generating takes longer than
PREVIEW_AFTER, the edited reports' own pages are written first (preview.py) and MkDocs shows
them before the whole briefing is generated again (a plain `serve` rebuilds every page each
time, so there a preview would cost a whole build). One generation runs at a time and never while MkDocs is
reading docs/ (a page rewritten mid-build could be served stale by `serve --dirty`), and a
failed one is logged while the previous pages keep being served.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from pathlib import Path

from watchdog.events import FileSystemEventHandler
from watchdog.observers.polling import PollingObserver

from generator.build.pipeline import generate
from generator.cli import report
from generator.config import Settings
from generator.model import Briefing
from generator.preview import preview

log = logging.getLogger("mkdocs.hooks.briefing")
QUIET_SECONDS = 0.4  # a burst of saves closer together than this regenerates once
PREVIEW_AFTER = 2.0  # seconds: a project generated in longer shows an edited report's page first
PREVIEW_BUILD_WAIT = 5.0  # seconds to wait for MkDocs to start building a preview before generating
_one_at_a_time = threading.Lock()
_building = threading.Lock()  # held while MkDocs builds; always taken before _one_at_a_time
_build_holds = threading.Event()  # a build, not a regeneration, holds _building
_serving = threading.Event()
_dirty = threading.Event()  # `mkdocs serve --dirty`: MkDocs rebuilds only the pages that changed
_current: list[Settings] = []  # under serve: the settings docs/ was last generated with, while no
# report has changed since (the rebuild MkDocs starts on seeing docs/ change need not generate again)
_last: list[tuple[Briefing, float]] = []  # under serve: the briefing docs/ was generated from, and in how many seconds
_build_started = threading.Event()


def _settings(config) -> Settings:
    return Settings.at(Path(config.config_file_path).parent).with_options(dict(config.extra.get("briefing") or {}))


def _generate(config, *, if_changed: bool = False) -> None:
    """Generate the briefing; `if_changed`: not if, under serve, nothing changed since the last
    generation (a save's own regeneration always runs: its save may have come mid-generation)."""
    settings = _settings(config)
    with _one_at_a_time:
        if if_changed and _serving.is_set() and _current == [settings] and settings.export.is_file():
            return  # MkDocs rebuilds because a generation changed docs/: it is up to date
        try:
            started = time.perf_counter()
            _current.clear()
            result = generate(settings)
            seconds = time.perf_counter() - started
            if _serving.is_set():
                _current.append(settings)
                _last[:] = [(result.briefing, seconds)]
            report(result, seconds, out=_LogStream())
        except Exception:
            if not _serving.is_set():
                raise  # `mkdocs build` fails; `mkdocs serve` keeps serving the previous pages
            log.exception("briefing: generation failed; the previous pages stay")


class _LogStream:
    """The command line's report through MkDocs' log, at info level: skipped files must not
    fail `mkdocs build --strict` (links and anchors); `generator build --strict` gates those."""

    def write(self, text: str) -> None:
        for line in filter(None, text.splitlines()):
            log.info(line)

    def flush(self) -> None:
        pass


def on_startup(command, dirty) -> None:
    if command == "serve":
        _serving.set()
        if dirty:
            _dirty.set()


def on_pre_build(config) -> None:
    _building.acquire()
    _build_holds.set()
    _build_started.set()
    _generate(config, if_changed=True)


def _end_build() -> None:
    if _build_holds.is_set():  # strict mode can fail a build after its post-build
        _build_holds.clear()
        _building.release()


def on_post_build(config) -> None:
    _end_build()


def on_build_error(error) -> None:
    _end_build()


def _regenerate(config, edited: set[Path] | None = None) -> None:
    """A save under `mkdocs serve` (`edited`: the files saved): the edited reports' pages first
    in a large project, then, once MkDocs has built them, the whole briefing; each waits for a
    build in progress to finish reading docs/."""
    paths = sorted(edited or ())
    if edited:
        edited.difference_update(paths)  # saves arriving meanwhile stay for the next regeneration
    if paths and _preview(config, paths):
        _build_started.wait(PREVIEW_BUILD_WAIT)  # then `_building` waits for that build to end
    with _building:
        _generate(config)


def _preview(config, paths: list[Path]) -> bool:
    """Write the edited reports' pages when generating takes long and MkDocs rebuilds only
    what changed (see preview.py); whether any page changed, so that MkDocs will build it."""
    if not _dirty.is_set() or not _last or _last[0][1] < PREVIEW_AFTER:
        return False
    settings = _settings(config)
    with _building, _one_at_a_time:
        try:
            written = preview(settings, _last[0][0], paths)
        except Exception:
            log.exception("briefing: the edited pages could not be shown early; the briefing is generated again")
            return False
        if written:
            _build_started.clear()
            _current[:] = [settings]  # the build MkDocs starts now shows them; the generation follows
    return bool(written)


def on_serve(server, config, builder):
    pending: list[threading.Timer] = []
    edited: set[Path] = set()  # the files saved since the last regeneration started

    def changed(event) -> None:
        if event.is_directory:
            return
        _current.clear()  # a report changed: the next build or regeneration generates
        edited.update(Path(os.fsdecode(p)) for p in (event.src_path, getattr(event, "dest_path", "")) if p)
        for timer in pending:
            timer.cancel()
        pending[:] = [threading.Timer(QUIET_SECONDS, _regenerate, args=(config, edited))]
        pending[0].daemon = True
        pending[0].start()

    handler = FileSystemEventHandler()
    handler.on_any_event = changed  # type: ignore[method-assign]
    observer = PollingObserver(timeout=0.5)
    observer.schedule(handler, str(_settings(config).sources), recursive=True)
    observer.daemon = True
    observer.start()
    return server
