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
failed one is logged while the previous pages keep being served. Under `mkdocs build`, the
briefing is generated in a forked process that ends with it, so that the memory it took goes
back to the system before MkDocs builds the site. MkDocs' conversion of each
page's Markdown is kept between builds and reused while nothing it depends on changed,
and so are the search plugin's entries for it and the page the theme draws around it
(build/engine_cache.py): a rebuild converts, indexes and draws only the pages that changed,
and the parts of a page written as HTML are set aside while MkDocs converts the rest
(build/html_parts.py).

Its state lives on one object, `BriefingHook`, as a plugin's does; MkDocs calls the module's
`on_*` functions, which are that object's methods.
"""

from __future__ import annotations

import io
import logging
import os
import threading
import time
from functools import partial
from pathlib import Path

from mkdocs.exceptions import PluginError
from watchdog.events import FileSystemEventHandler
from watchdog.observers.polling import PollingObserver

from generator.build.engine_cache import EngineCache
from generator.build.pipeline import generate, generated_before
from generator.build.workers import in_child
from generator.cli import problem_line, report, report_unchanged
from generator.config import Settings
from generator.model import Briefing
from generator.preview import preview

log = logging.getLogger("mkdocs.hooks.briefing")
QUIET_SECONDS = 0.4  # a burst of saves closer together than this regenerates once
PREVIEW_AFTER = 2.0  # seconds: a project generated in longer shows an edited report's page first
PREVIEW_BUILD_WAIT = 5.0  # seconds to wait for MkDocs to start building a preview before generating


def _settings(config) -> Settings:
    if getattr(config, "use_directory_urls", False):  # (the offline plugin turns them off)
        raise ValueError("set use_directory_urls: false in mkdocs.yml: the briefing's pages are plain .html files "
                         "that link to each other, so that the site also opens from a folder on disk")
    return Settings.at(Path(config.config_file_path).parent).with_options(dict(config.extra.get("briefing") or {}))


def _generated(settings: Settings, started: float) -> str:
    """Generate the briefing; what the command line would say of it."""
    said = io.StringIO()
    report(generate(settings), time.perf_counter() - started, out=said)
    return said.getvalue()


class _LogStream:
    """The command line's report through MkDocs' log, at info level: skipped files must not
    fail `mkdocs build --strict` (links and anchors); `generator build --strict` gates those."""

    def write(self, text: str) -> None:
        for line in filter(None, text.splitlines()):
            log.info(line)

    def flush(self) -> None:
        pass


class BriefingHook:
    """What the hook knows between MkDocs' events: whether it serves (and rebuilds only what
    changed), the settings and briefing docs/ was last generated from, and the locks that keep
    one generation at a time and none while MkDocs reads docs/."""

    def __init__(self) -> None:
        self.one_at_a_time = threading.Lock()
        self.building = threading.Lock()  # held while MkDocs builds; always taken before one_at_a_time
        self.build_holds = threading.Event()  # a build, not a regeneration, holds `building`
        self.build_started = threading.Event()
        self.serving = threading.Event()
        self.dirty = threading.Event()  # `mkdocs serve --dirty`: MkDocs rebuilds only the pages that changed
        # under serve: the settings docs/ was last generated with, while no report has changed
        # since (the rebuild MkDocs starts on seeing docs/ change need not generate again)
        self.current: list[Settings] = []
        self.last: tuple[Briefing, float] | None = None  # under serve: the briefing generated last, and in how many seconds
        self.kept: EngineCache | None = None  # this build's pages as MkDocs converted, indexed and drew them before

    def make_briefing(self, config, *, if_changed: bool = False) -> None:
        """Generate the briefing; `if_changed`: not if, under serve, nothing changed since the last
        generation (a save's own regeneration always runs: its save may have come mid-generation)."""
        try:
            settings = _settings(config)
        except ValueError as error:
            raise PluginError(f"briefing: {error}") from error
        with self.one_at_a_time:
            if if_changed and self.serving.is_set() and self.current == [settings] and settings.export.is_file():
                return  # MkDocs rebuilds because a generation changed docs/: it is up to date
            try:
                started = time.perf_counter()
                self.current.clear()
                if not self.serving.is_set():  # `mkdocs build`: nothing to do when nothing changed since the last
                    before = generated_before(settings)
                    if before is not None:
                        report_unchanged(before, time.perf_counter() - started, out=_LogStream())
                    else:  # generated apart: the memory it needs is not the site build's too
                        _LogStream().write(in_child(partial(_generated, settings, started)))
                    return
                result = generate(settings)  # under serve, in this process: the preview needs the briefing it keeps
                seconds = time.perf_counter() - started
                self.current.append(settings)
                self.last = (result.briefing, seconds)
                report(result, seconds, out=_LogStream())
            except Exception as error:
                if self.serving.is_set():  # `mkdocs serve` keeps serving the previous pages
                    log.exception("briefing: generation failed; the previous pages stay")
                    return
                line = problem_line(error)  # `mkdocs build` fails: in one line where the user can fix it
                if line is None:
                    raise
                raise PluginError(f"briefing: {line}") from error

    def on_startup(self, command, dirty) -> None:
        if command == "serve":
            self.serving.set()
            if dirty:
                self.dirty.set()

    def on_pre_build(self, config) -> None:
        self.building.acquire()
        self.build_holds.set()
        self.build_started.set()
        self.make_briefing(config, if_changed=True)

    def on_files(self, files, config):
        cache = _settings(config).cache
        self.kept = EngineCache(cache.parent, config, files) if cache is not None else None
        return files

    def on_nav(self, nav, config, files):
        if self.kept is not None:
            self.kept.nav = nav
            if not self.dirty.is_set():  # `--dirty` builds only the pages that changed
                self.kept.prepare(config, files, on_page_markdown, on_env)
        return nav

    def on_page_markdown(self, markdown, page, config, files):
        if self.kept is not None:
            self.kept.wrap(page)
        return markdown

    def on_env(self, env, config, files):
        if self.kept is not None:
            self.kept.wrap_templates(env)
        return env

    def end_build(self) -> None:
        if self.build_holds.is_set():  # strict mode can fail a build after its post-build
            self.build_holds.clear()
            self.building.release()

    def on_post_build(self, config) -> None:
        if self.kept is not None:
            self.kept.close(every_page=not self.dirty.is_set())
        self.kept = None
        self.end_build()

    def on_build_error(self, error) -> None:
        self.kept = None
        self.end_build()

    def regenerate(self, config, edited: set[Path] | None = None) -> None:
        """A save under `mkdocs serve` (`edited`: the files saved): the edited reports' pages first
        in a large project, then, once MkDocs has built them, the whole briefing; each waits for a
        build in progress to finish reading docs/."""
        paths = sorted(edited or ())
        if edited:
            edited.difference_update(paths)  # saves arriving meanwhile stay for the next regeneration
        if paths and self.show_edited(config, paths):
            self.build_started.wait(PREVIEW_BUILD_WAIT)  # then `building` waits for that build to end
        with self.building:
            self.make_briefing(config)

    def show_edited(self, config, paths: list[Path]) -> bool:
        """Write the edited reports' pages when generating takes long and MkDocs rebuilds only
        what changed (see preview.py); whether any page changed, so that MkDocs will build it."""
        if not self.dirty.is_set() or self.last is None or self.last[1] < PREVIEW_AFTER:
            return False
        settings = _settings(config)
        with self.building, self.one_at_a_time:
            try:
                written = preview(settings, self.last[0], paths)
            except Exception:
                log.exception("briefing: the edited pages could not be shown early; the briefing is generated again")
                return False
            if written:
                self.build_started.clear()
                self.current[:] = [settings]  # the build MkDocs starts now shows them; the generation follows
        return bool(written)

    def on_serve(self, server, config, builder):
        pending: list[threading.Timer] = []
        edited: set[Path] = set()  # the files saved since the last regeneration started

        def changed(event) -> None:
            if event.is_directory:
                return
            self.current.clear()  # a report changed: the next build or regeneration generates
            edited.update(Path(os.fsdecode(p)) for p in (event.src_path, getattr(event, "dest_path", "")) if p)
            for timer in pending:
                timer.cancel()
            pending[:] = [threading.Timer(QUIET_SECONDS, self.regenerate, args=(config, edited))]
            pending[0].daemon = True
            pending[0].start()

        handler = FileSystemEventHandler()
        handler.on_any_event = changed  # type: ignore[method-assign]
        observer = PollingObserver(timeout=0.5)
        observer.schedule(handler, str(_settings(config).sources), recursive=True)
        observer.daemon = True
        observer.start()
        return server


HOOK = BriefingHook()
# The events MkDocs calls, by name.
on_startup = HOOK.on_startup
on_pre_build = HOOK.on_pre_build
on_files = HOOK.on_files
on_nav = HOOK.on_nav
on_page_markdown = HOOK.on_page_markdown
on_env = HOOK.on_env
on_post_build = HOOK.on_post_build
on_build_error = HOOK.on_build_error
on_serve = HOOK.on_serve
