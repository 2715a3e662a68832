"""An edited report's own page at once, while the whole briefing is generated again.

Under `mkdocs serve`, generating a large story again takes seconds (every name, figure and
quote is compared across all its reports), and MkDocs rebuilds only after that. A report
just edited is what its writer looks at, so its page is first rendered alone from its new
text, within its story as last worked out (links to names, figures and quotes its new
sentences bring are missing until then), and written in place; the full generation that
follows rewrites every page that differs, this one included. Nothing else is written, and
an edit that is not one known report's (a new, removed or renamed file, a feed of several)
shows nothing early.
"""

from __future__ import annotations

from pathlib import Path

from generator.build.pipeline import process
from generator.build.staged_write import exclusive, holds, put_file, work_folder
from generator.config import Settings
from generator.ingest.read import read_again, relative
from generator.model import Article, Briefing
from generator.render.pages import article_page
from generator.text.language import READ


def preview(settings: Settings, last: Briefing, edited: list[Path]) -> list[Path]:
    """Write the pages of the edited reports of `last`, the briefing the pages were generated
    from; the pages whose content changed."""
    stories = last.stories or (last,)
    nested = bool(last.stories)  # several stories: each in a folder of its own
    work = work_folder(settings.builds, settings.output)
    written = []
    with exclusive(work):
        for path in edited:
            found = _story_of(stories, relative(path, settings.root))
            if found is None:
                continue
            story, old = found
            source = read_again(path, settings.sources, settings.root, old.source.id)
            article = process(source, settings) if source is not None else None
            if not isinstance(article, Article) or article.language != READ:
                continue
            name, content = article_page(story, article, settings)
            target = settings.output / (f"{story.id}/{name}" if nested else name)
            data = content.encode("utf-8")
            if target.is_file() and not holds(target, data):
                put_file(target, data, work)
                written.append(target)
    return written


def _story_of(stories: tuple[Briefing, ...], file: str) -> tuple[Briefing, Article] | None:
    """The story and the one report of it read from `file`, if there is exactly one."""
    found = [(story, article) for story in stories for article in story.articles if article.source.file == file]
    return found[0] if len(found) == 1 else None

