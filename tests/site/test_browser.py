"""The built site as a reader meets it: headless Chromium (Debian's) driven by Playwright.

Builds the sample briefing, serves `site/` on localhost and checks: the search box finds an
article by a word from its body; every internal link of every page resolves; conflict
markers and charts show; no console errors; no request leaves localhost. Skipped when
Chromium is not installed (`.ci/run` installs it; locally: `apt-get install chromium`).
"""

from __future__ import annotations

import functools
import http.server
import json
import shutil
import threading
from urllib.parse import urldefrag, urlparse

import pytest

from tests.helpers import mkdocs, sample_project

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (apt-get install chromium)")]
ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory):
    root = sample_project(tmp_path_factory.mktemp("browser"))
    built = mkdocs(root)
    assert built.returncode == 0, built.stderr
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(root / "site")))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/", root / "site"
    server.shutdown()


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        instance = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield instance
        instance.close()


@pytest.fixture
def page(browser):
    context = browser.new_context()
    page = context.new_page()
    page.errors = []  # type: ignore[attr-defined]
    page.outside = []  # type: ignore[attr-defined]
    page.on("console", lambda message: message.type == "error" and page.errors.append(message.text))
    page.on("pageerror", lambda error: page.errors.append(str(error)))

    def route(request_route) -> None:
        url = urlparse(request_route.request.url)
        if url.scheme not in ("file", "data") and url.hostname not in ("127.0.0.1", "localhost"):
            page.outside.append(request_route.request.url)
            request_route.abort()
        else:
            request_route.continue_()

    page.route("**/*", route)
    yield page
    context.close()


def test_the_home_page_shows_the_briefing_with_its_markers_and_charts(site, page) -> None:
    base, _ = site
    page.goto(base)  # the root sends the reader on to the briefing
    page.wait_for_url("**/briefing/index.html")
    title = json.loads((site[1] / "briefing.json").read_text(encoding="utf-8"))["title"]
    assert title and page.locator("article h1").first.inner_text().startswith(title)  # the event's name
    assert page.get_by_text("↻ Updated").count() >= 1  # the station's toll, updated over the reports
    page.locator("article details.brief-fold > summary").first.click()  # the key figures, folded below "In brief"
    charts = page.locator("article .brief-chart[role=img]")
    assert charts.count() >= 1  # where the key figures' values differ (the samples' timeline has no calendar days)
    assert charts.first.get_attribute("aria-label").startswith("Where the sources' values differ")
    for mark in page.locator("article .brief-mark").all():  # every value's mark shows, inside its track
        mark.scroll_into_view_if_needed()
        box, track = mark.evaluate("m => [m.getBoundingClientRect(), m.parentElement.getBoundingClientRect()]"
                                   ".map(r => ({left: r.left, right: r.right, width: r.width}))")
        assert box["width"] > 0 and track["left"] - box["width"] <= box["left"] <= track["right"], (box, track)
    assert page.errors == [] and page.outside == []


def test_the_front_page_reads_at_phone_width(site, page) -> None:
    base, _ = site
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(base + "briefing/index.html")
    page.wait_for_load_state("networkidle")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # nothing runs off the side
    assert page.evaluate("document.documentElement.scrollHeight") <= 4 * 844  # the briefing in four screens
    folds = page.locator("article details.brief-fold > summary")
    assert folds.count() == 4  # key figures, timeline, coverage and sources: folded, not removed
    for summary in folds.all():
        summary.click()
    for track in page.locator("article .brief-track").all():
        assert track.evaluate("t => t.getBoundingClientRect().width") >= 100  # the scale keeps room beside its labels


def test_charts_take_the_dark_schemes_colours(site, page, browser) -> None:
    base, _ = site
    ink = "m => getComputedStyle(m).backgroundColor"
    page.goto(base + "briefing/index.html")
    light = page.eval_on_selector("article .brief-mark", ink)
    context = browser.new_context(color_scheme="dark")  # a reader whose system is dark (the palette is remembered)
    dark_page = context.new_page()
    dark_page.goto(base + "briefing/index.html")
    dark_page.wait_for_load_state("networkidle")
    assert dark_page.evaluate("document.body.getAttribute('data-md-color-scheme')") == "slate"
    dark = dark_page.eval_on_selector("article .brief-mark", ink)
    context.close()
    assert light != dark and "rgb" in dark, (light, dark)


def test_search_finds_an_article_by_a_word_from_its_body(site, page) -> None:
    base, _ = site
    page.goto(base + "briefing/index.html")
    page.locator(".md-search__input").click()
    page.keyboard.type("Starstreak", delay=20)  # a word only the AFP article's body has
    results = page.locator(".md-search-result__item")
    results.first.wait_for(timeout=10_000)
    hrefs = page.eval_on_selector_all(".md-search-result__item a", "links => links.map(a => a.href)")
    assert any("articles/000_922a0cfd78f5645b" in href for href in hrefs), hrefs
    assert page.errors == [] and page.outside == []


@pytest.mark.parametrize("query", ["52", "Kyrylenko"])
def test_search_ranks_the_briefing_above_method_and_developer_pages(site, page, query: str) -> None:
    base, _ = site
    page.goto(base + "briefing/index.html")
    page.locator(".md-search__input").click()
    page.keyboard.type(query, delay=20)
    page.locator(".md-search-result__item").first.wait_for(timeout=10_000)
    hrefs = page.eval_on_selector_all(".md-search-result__item > a", "links => links.map(a => a.pathname)")
    pages = [href.rsplit("/", 1)[-1] for href in hrefs]
    assert pages[0] in ("index.html", "figures.html", "entities.html", "quotes.html"), pages[:5]
    developer = ("about.html", "accuracy.html", "data-export.html", "performance.html")
    assert not any(name in developer for name in pages[:2]), pages[:5]


def test_every_internal_link_works_and_nothing_leaves_localhost(site, page) -> None:
    base, root = site
    pages = sorted(str(p.relative_to(root)) for p in root.rglob("*.html") if p.name not in ("index.html", "404.html")
                   or p.parent != root)
    seen_targets: set[str] = set()
    for relative in pages:
        url = base + relative
        response = page.goto(url)
        assert response and response.ok, url
        hrefs = page.eval_on_selector_all("a[href]", "links => links.map(a => a.href)")
        for href in hrefs:
            target, fragment = urldefrag(href)
            if urlparse(target).hostname not in ("127.0.0.1", "localhost"):
                continue
            seen_targets.add(target)
            if fragment and target.rstrip("/") == url.rstrip("/"):
                assert page.locator(f"[id='{fragment}']").count() >= 1, (url, fragment)
    for target in sorted(seen_targets):
        response = page.request.get(target)
        assert response.ok, target
    assert page.errors == [], page.errors
    assert page.outside == [], page.outside


def test_the_printed_brief_cites_by_label_lists_its_sources_and_fits_two_pages(site, page) -> None:
    base, _ = site
    page.goto(base + "briefing/index.html")
    page.wait_for_load_state("networkidle")
    assert not page.locator(".brief-print").is_visible()  # the screen has the Sources section instead
    page.emulate_media(media="print")
    assert not page.locator(".md-header").is_visible()
    assert not page.locator(".md-sidebar--primary").is_visible()
    assert not page.locator(".brief-data").is_visible()
    after = page.eval_on_selector(".md-content a[href*='articles/']", "a => getComputedStyle(a, '::after').content")
    assert "articles/" not in after  # a citation prints as its label, not as an address
    cited = page.locator(".brief-print")
    assert cited.is_visible() and all(label in cited.inner_text() for label in ("S-", "Outlet", "Published"))
    pdf = page.pdf(format="A4")
    assert pdf.startswith(b"%PDF") and pdf.count(b"/Type /Page") - pdf.count(b"/Type /Pages") <= 2


def test_headings_are_in_order_on_every_page(site, page) -> None:
    base, root = site
    for relative in sorted(str(p.relative_to(root)) for p in root.rglob("*.html") if p.parent != root):
        page.goto(base + relative)
        levels = page.eval_on_selector_all("article h1, article h2, article h3, article h4",
                                           "hs => hs.map(h => Number(h.tagName[1]))")
        for before, after in zip(levels, levels[1:]):
            assert after <= before + 1, (relative, levels)


def test_the_site_works_opened_from_the_folder(site, page) -> None:
    _, root = site
    page.goto((root / "index.html").as_uri())  # as a colleague sent the folder would open it
    page.wait_for_url("**/briefing/index.html")
    page.goto((root / "briefing" / "figures.html").as_uri())
    page.locator(".md-header__button.md-logo").click()  # the header's home link opens the briefing, not a folder listing
    page.wait_for_url("**/briefing/index.html")
    page.locator("a[href$='figures.html']").first.click()
    page.wait_for_url("**/briefing/figures.html")
    assert page.locator("article h1").first.inner_text().startswith("Figures")
    page.locator(".md-search__input").click()
    page.keyboard.type("Kramatorsk", delay=20)
    results = page.locator(".md-search-result__item")
    results.first.wait_for(timeout=15_000)
    assert results.count() >= 1
    assert page.outside == [], page.outside
