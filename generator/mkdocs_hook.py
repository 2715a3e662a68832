"""MkDocs hook (declared in mkdocs.yml): generate the briefing before MkDocs reads docs/.

Thin by design: the generator knows nothing of MkDocs, so any tool that reads mkdocs.yml can
build the site after `python -m generator build`. Under `mkdocs serve`, saves in sources/ are
gathered for a moment (editors save in bursts, often by write-then-rename), then the pages
are regenerated once; MkDocs sees docs/ change and rebuilds once, without generating again
when no report changed meanwhile. One generation runs at a time and never while MkDocs is
reading docs/ (a page rewritten mid-build could be served stale by `serve --dirty`), and a
failed one is logged while the previous pages keep being served.
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

from watchdog.events import FileSystemEventHandler
from watchdog.observers.polling import PollingObserver

from generator.cli import report
from generator.config import Settings
from generator.pipeline import generate

log = logging.getLogger("mkdocs.hooks.briefing")
QUIET_SECONDS = 0.4  # a burst of saves closer together than this regenerates once
_one_at_a_time = threading.Lock()
_building = threading.Lock()  # held while MkDocs builds; always taken before _one_at_a_time
_build_holds = threading.Event()  # a build, not a regeneration, holds _building
_serving = threading.Event()
_current: list[Settings] = []  # under serve: the settings docs/ was last generated with, while no
# report has changed since (the rebuild MkDocs starts on seeing docs/ change need not generate again)


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
            if _serving.is_set():
                _current.append(settings)
            report(result, time.perf_counter() - started, out=_LogStream())
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


def on_pre_build(config) -> None:
    _building.acquire()
    _build_holds.set()
    _generate(config, if_changed=True)


def _end_build() -> None:
    if _build_holds.is_set():  # strict mode can fail a build after its post-build
        _build_holds.clear()
        _building.release()


def on_post_build(config) -> None:
    _end_build()


def on_build_error(error) -> None:
    _end_build()


def _regenerate(config) -> None:
    """A save under `mkdocs serve`: wait for a build in progress to finish reading docs/."""
    with _building:
        _generate(config)


def on_serve(server, config, builder):
    pending: list[threading.Timer] = []

    def changed(event) -> None:
        if event.is_directory:
            return
        _current.clear()  # a report changed: the next build or regeneration generates
        for timer in pending:
            timer.cancel()
        pending[:] = [threading.Timer(QUIET_SECONDS, _regenerate, args=(config,))]
        pending[0].daemon = True
        pending[0].start()

    handler = FileSystemEventHandler()
    handler.on_any_event = changed  # type: ignore[method-assign]
    observer = PollingObserver(timeout=0.5)
    observer.schedule(handler, str(_settings(config).sources), recursive=True)
    observer.daemon = True
    observer.start()
    return server
