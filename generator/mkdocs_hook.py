"""MkDocs hook (declared in mkdocs.yml): generate the briefing before MkDocs reads docs/.

Thin by design: the generator knows nothing of MkDocs, so any tool that reads mkdocs.yml
can build the site after `python -m generator build`. Under `mkdocs serve`, a change in
sources/ regenerates the pages; MkDocs then sees docs/ change and rebuilds once (the
generator writes only what changed, so its own run inside that rebuild writes nothing).
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

from watchdog.events import FileSystemEventHandler
from watchdog.observers.polling import PollingObserver

from generator.cli import report
from generator.config import Settings
from generator.pipeline import generate

log = logging.getLogger("mkdocs.hooks.briefing")


def _settings(config) -> Settings:
    root = Path(config.config_file_path).parent
    return Settings(root=root).with_options(dict(config.extra.get("briefing") or {}))


def _generate(settings: Settings) -> None:
    started = time.perf_counter()
    result = generate(settings)
    report(result, time.perf_counter() - started, out=_LogStream())


class _LogStream:
    """Lets the command line's report speak through MkDocs' log.

    At info level: a skipped file or a metadata problem must not fail `mkdocs build
    --strict`, whose job is links and anchors; `python -m generator build --strict` is the
    gate for those.
    """

    def write(self, text: str) -> None:
        for line in text.splitlines():
            if line:
                log.info(line)

    def flush(self) -> None:
        pass


def on_pre_build(config) -> None:
    _generate(_settings(config))


def on_serve(server, config, builder):
    settings = _settings(config)
    handler = FileSystemEventHandler()

    def regenerate(event) -> None:
        if not event.is_directory:
            try:
                _generate(settings)
            except Exception:  # keep serving; the next save may fix it
                log.exception("briefing: generation failed")

    handler.on_any_event = regenerate  # type: ignore[method-assign]
    observer = PollingObserver(timeout=0.5)
    observer.schedule(handler, str(settings.sources), recursive=True)
    observer.daemon = True
    observer.start()
    log.info(f"briefing: watching {settings.sources}")
    return server
