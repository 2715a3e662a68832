"""Run the stages in order: read -> clean -> split -> extract -> render -> write.

Per-article work depends on one source only (`process`); the story-wide stages see the
whole `Briefing`. Rendering happens in memory before anything is written, so a failure
half-way leaves the previously generated pages as they were.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from functools import partial

from generator.build.cache import ArticleCache, PageCache, StoryCache, key, pages_key, stories_key, story_key
from generator.build.site import kept, render_site
from generator.build.staged_write import StagedTree, WriteReport, exclusive, work_folder
from generator.build.timing import timed
from generator.build.unchanged import Recorded, forget, inputs, remember, unchanged
from generator.build.workers import WORKER_MEMORY, alongside, cores, forked_map, parallel, worker_pool
from generator.config import Settings
from generator.figures.article import extract_claims
from generator.figures.story import group_figures
from generator.ingest.clean import clean
from generator.ingest.metadata import infer
from generator.ingest.read import read_folder, relative
from generator.ingest.settings_files import load_aliases, load_story_file
from generator.model import Article, Briefing, DateExpression, Overlap, Problem, SentenceIndex, Skipped, Source
from generator.names.across_stories import link_stories
from generator.names.article import extract_mentions
from generator.names.story import build_entities
from generator.quotes.article import extract_quotes
from generator.quotes.story import group_quotes
from generator.render.export import FIGURES_HEADER, Share, Streamed, json_pieces, story_parts
from generator.sources.align import align
from generator.sources.copies import copy_clusters, overlaps
from generator.stories.clusters import Evidence, find_stories, story_evidence
from generator.stories.story_file import apply_story_file
from generator.summary.article import summarise
from generator.summary.story import story_summary, story_title
from generator.text.dates import find_dates
from generator.text.language import READ, language_of, name_of
from generator.text.sentences import split
from generator.text.words import use_dictionaries
from generator.timeline.story import ReadDates, timeline


@dataclass(frozen=True)
class BuildResult:
    briefing: Briefing
    written: WriteReport


def process(source: Source, settings: Settings) -> Article | Skipped:
    """Clean, split and summarise one source."""
    cleaned = clean(source.text, source.body_line, markdown=source.file.lower().endswith(".md"))
    language = language_of("\n".join(p.text for p in cleaned.paragraphs) or source.text)
    metadata = infer(source.given, cleaned.paragraphs, cleaned.headline, cleaned.byline, source.page, source.format,
                     cleaned.date_line)
    if language != READ:  # listed with its text, never read with English rules
        return Article(source, metadata, tuple(cleaned.paragraphs), (), tuple(cleaned.set_aside), (), language=language)
    sentences = split(cleaned.paragraphs)
    if not sentences:
        return Skipped(source.file, f"not an article: no body text ({len(cleaned.set_aside)} lines set aside)")
    mentions = extract_mentions(sentences)
    return Article(
        source=source,
        metadata=metadata,
        paragraphs=tuple(cleaned.paragraphs),
        sentences=tuple(sentences),
        set_aside=tuple(cleaned.set_aside),
        summary=tuple(summarise(sentences, settings.summary_min, settings.summary_max)),
        claims=tuple(extract_claims(source.id, sentences, mentions)),
        mentions=tuple(mentions),
        quotes=tuple(extract_quotes(cleaned.paragraphs, sentences, mentions)),
        dates=tuple(DateExpression(s.anchor, kind, text) for s in sentences for kind, text in find_dates(s.text)),
    )


FIGURES_CSV = "figures.csv"
PARALLEL_MIN = 24  # fewer articles than this are processed in this process: workers cost more to start
Progress = Callable[[int, int], None]


def _processed(source: Source, settings: Settings) -> Article | Skipped:
    """`process`, or the report listed as not read when it needs more memory than a worker may
    take (build/workers.WORKER_MEMORY): one report never stops the build nor takes the machine."""
    try:
        return process(source, settings)
    except MemoryError:
        return Skipped(source.file, f"needs more than {WORKER_MEMORY // 1_000_000:,} MB of memory to read: not read")


def process_all(sources: list[Source], settings: Settings, progress: Progress | None = None,
                problems: list[Problem] | None = None) -> list[Article | Skipped]:
    """Every source processed, from the cache where possible, across the machine's cores."""
    cache = ArticleCache(settings.cache)
    dictionaries = use_dictionaries()
    digests = [key(source, settings) for source in sources]
    results: list[Article | Skipped | None] = [cache.get(d) for d in digests]
    todo = [i for i, result in enumerate(results) if result is None]
    done = len(sources) - len(todo)
    if progress:
        progress(done, len(sources))
    workers = cores()
    if len(todo) >= PARALLEL_MIN and workers > 1:
        with worker_pool(workers) as pool:
            chunk = max(1, len(todo) // (workers * 8))
            outputs = pool.map(_processed, [sources[i] for i in todo], [settings] * len(todo), chunksize=chunk)
            for index, result in zip(todo, outputs):
                results[index] = result
                done += 1
                if progress:
                    progress(done, len(sources))
    else:
        for index in todo:
            results[index] = _processed(sources[index], settings)
            done += 1
            if progress:
                progress(done, len(sources))
    for index in todo:
        cache.put(digests[index], results[index])  # type: ignore[arg-type]
    cache.close(problems, settings.cache_folder or "cache",
                "entries were not trusted: those articles were processed again")
    if dictionaries.damaged and problems is not None:  # (never pruned: the installation's, not this build's)
        problems.append(Problem("generator/_prepared", f"{dictionaries.damaged} damaged prepared dictionaries were "
                                "not trusted: decoded again"))
    return results  # type: ignore[return-value]


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's collector of reference cycles paused while a build runs (and in the workers
    it forks). A build makes millions of objects that live to its end (every article's
    sentences, names and claims, then the story's groups of them), and the collector, run as
    they are made, scans them all again and again: a quarter of the time of a 5,000-report
    story's own stages, two thirds of reading back its processed articles. They make no cycles worth
    collecting (a build's peak memory is the same either way), and whatever there is, is
    collected once the build is over."""
    paused = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if paused:
            gc.enable()


@_collector_paused()
def build(settings: Settings, progress: Progress | None = None) -> Briefing:
    """The briefing of the sources folder named in `settings`: one story's, or, when the
    folder holds several stories, a briefing per story (see stories/clusters.py)."""
    if not settings.sources.is_dir():
        raise FileNotFoundError(f"no sources folder at {settings.sources}: make it and put the reports to brief in it")
    with timed("read"):
        folder = read_folder(settings.sources, settings.root)
    problems = list(folder.problems)
    aliases = load_aliases(settings.sources, problems, settings.root)
    articles: list[Article] = []
    skipped = list(folder.skipped)
    with timed("process"):
        processed = process_all(folder.sources, settings, progress, problems)
    unread: list[Article] = []
    for result in processed:
        if isinstance(result, Skipped):
            skipped.append(result)
        elif result.language != READ:
            unread.append(result)
            skipped.append(Skipped(result.source.file, unread_reason(result)))
        else:
            articles.append(result)
    ordered_skipped = tuple(sorted(skipped, key=lambda s: s.file))
    cached = StoryCache(settings.cache.parent / "stories" if settings.cache else None)
    keys = {a.id: key(a.source, settings) for a in articles}
    with timed("stories"):
        corrections = load_story_file(settings.sources, problems, settings.root)
        cached.keep(EVIDENCE)  # read only when the stories must be found again
        found = cached.reuse(stories_key([keys[a.id] for a in articles]),
                             lambda: find_stories(articles, evidence=_story_evidence(articles, keys, cached)))
        stories, titles = apply_story_file(found, corrections, articles, problems, relative(settings.sources, settings.root))

    read_before = cached.get(DATES)
    dates = ReadDates(read_before)
    if len(stories) <= 1:
        groups, given = [articles], [settings.title]
    else:
        by_id = {a.id: a for a in articles}
        groups, given = [[by_id[s] for s in story.sources] for story in stories], [None] * len(stories)
    digests = [story_key([keys[a.id] for a in members], aliases, settings, title) for members, title in zip(groups, given)]
    found_before = [cached.get(digest) for digest in digests]  # each story's briefing, stored without its articles
    todo = [i for i, kept_before in enumerate(found_before) if kept_before is None]
    worked = dict(zip(todo, _worked_out([(groups[i], given[i]) for i in todo], aliases, settings, dates)))
    for i, story in worked.items():
        cached.put(digests[i], story)
    done = [replace(worked[i] if i in worked else found_before[i], articles=tuple(members),
                    key=digests[i] if cached.folder else None) for i, members in enumerate(groups)]
    if len(stories) <= 1:
        one = done[0]
        briefing = replace(one, id=stories[0].id if stories else None, skipped=ordered_skipped, build_date=settings.build_date,
                           unread=tuple(unread), title=settings.title or (titles.get(stories[0].id) if stories else None)
                           or one.title)
    else:
        briefing = Briefing(articles=tuple(articles), title=settings.title, skipped=ordered_skipped,
                            build_date=settings.build_date, unread=tuple(unread),
                            stories=link_stories(tuple(_named(story, found.id, titles, settings)
                                                       for story, found in zip(done, stories))))
    remembered = dates.to_keep(every_story_read=len(todo) == len(groups))
    if remembered != read_before:
        cached.put(DATES, remembered)
    cached.close(problems, settings.cache_folder or "cache",
                 "entries of stories were not trusted: those stories were worked out again")
    return replace(briefing, problems=tuple(problems))


EVIDENCE = "story-evidence"  # the story cache's entry of every article's story evidence, by article key
DATES = "read-dates"  # and of the full dates read in the stories' timelines (timeline/story.ReadDates)


def _story_evidence(articles: list[Article], keys: dict[str, str], cached: StoryCache) -> list[Evidence]:
    """What each article gives the finding of stories, kept from the last build for the
    articles that did not change: an edited or added report is read for its story alone, not
    the whole folder."""
    known = cached.get(EVIDENCE) or {}
    evidence = [known[keys[a.id]] if keys[a.id] in known else story_evidence(a) for a in articles]
    current = {keys[a.id]: found for a, found in zip(articles, evidence)}
    if current != known:
        cached.put(EVIDENCE, current)
    return evidence


def _worked_out(stories: list[tuple[list[Article], str | None]], aliases, settings: Settings,
                dates: ReadDates) -> list[Briefing]:
    """Each story's briefing (`story_briefing`), without its articles, which the article cache
    holds already. Several stories are worked out on every core by forked workers that start
    with the articles in memory (only the briefings, and the dates they read, travel back), the
    largest first; a single large story among small ones is worked out in this process
    meanwhile, with a worker of its own beside it (`story_briefing`)."""
    large = [i for i, (members, _) in enumerate(stories) if len(members) >= ALONGSIDE_MIN]
    pooled = [i for i in range(len(stories)) if len(large) != 1 or i not in large]
    if len(pooled) < 2 or sum(len(stories[i][0]) for i in pooled) < PARALLEL_MIN or not parallel():
        return [_without_articles(story_briefing(members, aliases, settings, title, dates)) for members, title in stories]
    pooled.sort(key=lambda i: (-len(stories[i][0]), i))  # the cores then finish nearly together

    def forked(index: int) -> tuple[Briefing, dict[tuple[str, str | None], str | None]]:
        members, title = stories[pooled[index]]
        own = ReadDates(dates.known)
        return _without_articles(story_briefing(members, aliases, settings, title, own, beside=False)), own.read_now()

    results: dict[int, Briefing] = {}
    read: dict[int, dict[tuple[str, str | None], str | None]] = {}
    with forked_map(forked, len(pooled)) as found:
        for i, (members, title) in enumerate(stories):
            if i not in pooled:
                results[i] = _without_articles(story_briefing(members, aliases, settings, title, dates))
        for i, (briefing, dates_read) in zip(pooled, found):
            results[i], read[i] = briefing, dates_read
    for i in sorted(read):  # (in the stories' order)
        dates.learn(read[i])
    return [results[i] for i in range(len(stories))]


def _without_articles(briefing: Briefing) -> Briefing:
    return replace(briefing, articles=())


def _named(briefing: Briefing, story: str, titles: dict[str, str], settings: Settings) -> Briefing:
    """A story's briefing with its id, and the title the person gave it in stories.yml, if any."""
    return replace(briefing, id=story, build_date=settings.build_date, title=titles.get(story, briefing.title))


def unread_reason(article: Article) -> str:
    """Why a report in another language is listed but not used."""
    return (f"language not read: {name_of(article.language)} ({article.language}); the generator reads English only, "
            "so this report is listed with its text but not summarised or cross-referenced")


def story_briefing(articles: list[Article], aliases, settings: Settings, title: str | None = None,
                   dates: ReadDates | None = None, beside: bool = True) -> Briefing:
    """Everything one story's reports say together: nothing is compared across stories.
    `title` is the one the person gave, if any; `dates`, the full dates read before. A large
    story's alignment and shared copy are worked out by a worker beside it, unless `beside` is
    False (in a worker that works out one of several stories: the other cores have theirs)."""
    with alongside(partial(_aligned, articles), wanted=beside and len(articles) >= ALONGSIDE_MIN) as aligned:
        with timed("names"):
            entities = build_entities(articles, aliases)
        with timed("figures"):
            figures = tuple(group_figures(articles))
        with timed("quotes"):
            quotes = tuple(group_quotes(articles, entities))
        sentences, pairs, clusters = aligned()
    with timed("timeline"):
        events = tuple(timeline(articles, sentences, dates))
    briefing = Briefing(articles=tuple(articles), figures=figures, entities=tuple(entities), quotes=quotes,
                        sentences=sentences, overlaps=pairs, clusters=clusters, timeline=events)
    # the summary counts independent sources, which the briefing's shared-copy clusters tell
    with timed("in brief"):
        summary = story_summary(articles, sentences, briefing.independent, briefing.figures, settings.brief_words,
                                settings.story_summary_min, settings.story_summary_max)
    return replace(briefing, summary=tuple(summary), title=title or story_title(articles))


ALONGSIDE_MIN = 200  # a smaller story's alignment is not worth a worker: it costs more to start


def _aligned(articles: list[Article]) -> tuple[SentenceIndex, tuple[Overlap, ...], tuple[tuple[str, ...], ...]]:
    """The story's aligned sentences and shared copy: the half of its own stages that needs
    neither its names nor its figures, run alongside them on a large story (story_briefing)."""
    with timed("align"):
        sentences = align(articles)
    with timed("copy"):
        pairs = overlaps(articles)
        clusters = tuple(map(tuple, copy_clusters([a.id for a in articles], pairs)))
    return sentences, tuple(pairs), clusters


def _export_shares(briefing: Briefing, settings: Settings) -> list[Share | Streamed]:
    """Each story's share of the export (render/export.story_parts), kept like its pages: a
    story that did not change is not encoded again; one too large to keep is streamed."""
    exported = PageCache(settings.cache.parent / "export" if settings.cache else None)
    shares: list[Share | Streamed] = []
    for story in briefing.stories or (briefing,):
        story_id = story.id if briefing.stories else None
        # by the story's id too: a story alone in its folder is exported without it (and its pages' links)
        shares.append(exported.reuse(pages_key(story, settings, "export", story_id), partial(story_parts, story, story_id))
                      if kept(exported, story) else Streamed(story, story_id))
    exported.prune()
    return shares


def generated_before(settings: Settings) -> Recorded | None:
    """What the last build reported, when a build now would change nothing: the same sources,
    settings and code, and its files as it left them (build/unchanged.py); None otherwise, and
    where the settings keep no cache (every build works everything out again)."""
    if settings.cache is None:
        return None
    work = work_folder(settings.builds, settings.output)
    with exclusive(work):
        return unchanged(work, settings)


@_collector_paused()
def generate(settings: Settings, progress: Progress | None = None) -> BuildResult:
    """Build the briefing and write its pages and export, touching only what changed."""
    work = work_folder(settings.builds, settings.output)
    with exclusive(work):
        # before anything is read: a report edited meanwhile is read again next time (with no cache,
        # every build works everything out again: nothing to record)
        read = inputs(settings) if settings.cache is not None else None
        forget(work)
        briefing = build(settings, progress)
        tree = StagedTree(settings.output, work / "staging")
        try:
            with timed("render"):
                for name, content in render_site(briefing, settings):
                    tree.add(name, content)
                shares = _export_shares(briefing, settings)
                for story, share in zip(briefing.stories, shares):  # each story's own, beside its pages
                    tree.add(f"{story.id}/{FIGURES_CSV}", FIGURES_HEADER + share.rows)
                tree.add(FIGURES_CSV, FIGURES_HEADER + "".join(share.rows for share in shares))  # every story's
                tree.add_outside(settings.export, json_pieces(briefing, shares))
        except BaseException:
            tree.abort()
            raise
        with timed("write"):
            written = tree.commit()
        if read is not None:
            remember(work, read, settings, Recorded.of(briefing))
        return BuildResult(briefing, written)
