"""`python -m generator fetch`: pages, documents and a feed's articles saved into sources/
from a local HTTP server (never the internet), politely, and read back by the build."""

from __future__ import annotations

import io
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

import pytest

from generator import fetch
from generator.build.pipeline import generate
from generator.cli import main
from tests.helpers import FIXTURES, settings

PAGE = b"""<!DOCTYPE html><html><head><title>Flood waters reach Marlow Bridge</title>
<meta property="og:site_name" content="Riverside Courier"></head><body><nav><a href="/">Home</a></nav><article>
<h1>Flood waters reach Marlow Bridge</h1>
<p>The River Tessel rose to 4.2 metres on Saturday morning, the highest level since 1998.</p>
<p>Crews evacuated 320 homes on the low-lying east bank overnight, the county said.</p></article></body></html>"""


class Site(BaseHTTPRequestHandler):
    """A small news site: robots.txt, two articles, a PDF, a feed, a private page, a slow one."""

    requests: ClassVar[list[tuple[str, str, float]]] = []
    robots = b"User-agent: *\nDisallow: /private/\n"

    def do_GET(self) -> None:
        Site.requests.append((self.path, self.headers.get("User-Agent", ""), time.monotonic()))
        host = f"http://{self.headers['Host']}"
        routes = {
            "/robots.txt": ("text/plain", self.robots),
            "/news/flood.html": ("text/html; charset=utf-8", PAGE),
            "/news/schools": ("text/html", PAGE.replace(b"Flood waters reach", b"Schools close near")),
            "/private/memo.html": ("text/html", PAGE),
            "/report.pdf": ("application/pdf", (FIXTURES / "documents" / "flood-columns.pdf").read_bytes()),
            "/logo.png": ("image/png", b"\x89PNG\r\n"),
            "/feed.xml": ("application/rss+xml", f"""<?xml version="1.0"?><rss version="2.0"><channel><title>Courier</title>
                <item><title>Flood</title><link>{host}/news/flood.html</link></item>
                <item><title>Schools</title><link>{host}/news/schools</link></item></channel></rss>""".encode()),
        }
        if self.path == "/slow":
            time.sleep(1.5)
        if self.path == "/to-ftp":
            self.send_response(302)
            self.send_header("Location", "ftp://127.0.0.1/secret.txt")
            self.end_headers()
            return
        if self.path == "/trickle":  # a server that sends a byte at a time, for ever
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            for _ in range(40):
                self.wfile.write(b"<")
                self.wfile.flush()
                time.sleep(0.1)
            return
        if self.path not in routes:
            self.send_error(404, "Not Found")
            return
        media, body = routes[self.path]
        self.send_response(200)
        self.send_header("Content-Type", media)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def site() -> Iterator[str]:
    Site.requests = []
    server = ThreadingHTTPServer(("127.0.0.1", 0), Site)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def fetched(urls: list[str], folder: Path, **options) -> tuple[int, list[str]]:
    """A run against the local test site, which only --allow-private reaches."""
    out = io.StringIO()
    status = fetch.run(urls, folder, out=out, **{"delay": 0.0, "allow_private": True, **options})
    return status, out.getvalue().splitlines()


def test_pages_and_documents_are_saved_with_their_address_and_read_by_the_build(site: str, tmp_path: Path) -> None:
    sources = tmp_path / "sources"
    status, lines = fetched([f"{site}/news/flood.html", f"{site}/report.pdf"], sources)
    assert status == 0 and all(line.startswith("saved: ") for line in lines)
    page = next(sources.glob("flood-*.html")).read_text(encoding="utf-8")
    assert page.startswith(f"<!-- saved from url=({len(site) + 16:04d}){site}/news/flood.html -->\n<!-- fetched 20")
    assert f'url: "{site}/report.pdf"' in (sources / "sources.yml").read_text(encoding="utf-8")
    briefing = generate(settings(tmp_path, cache_folder=None)).briefing
    assert not briefing.skipped and not briefing.problems
    by_format = {a.source.format: a.metadata for a in briefing.articles}
    assert by_format["web page"].url == f"{site}/news/flood.html"
    assert by_format["web page"].inferred["url"] == "from the web page's own metadata"
    assert by_format["web page"].outlet == "Riverside Courier"
    assert by_format["PDF"].url == f"{site}/report.pdf" and "url" not in by_format["PDF"].inferred  # given in sources.yml
    # every request named the project, and robots.txt was read once for the site
    assert {agent for _, agent, _ in Site.requests} == {fetch.USER_AGENT}
    assert [path for path, _, _ in Site.requests].count("/robots.txt") == 1


def test_robots_txt_missing_pages_and_other_media_are_reported_and_nothing_is_fetched_twice(site: str,
                                                                                             tmp_path: Path) -> None:
    sources = tmp_path / "sources"
    urls = [f"{site}/private/memo.html", f"{site}/gone", f"{site}/logo.png", "file:///etc/passwd", f"{site}/news/flood.html"]
    status, lines = fetched(urls, sources)
    assert status == 1
    assert lines[0] == f"not fetched: {site}/private/memo.html: the site's robots.txt does not allow it"
    assert lines[1] == f"not fetched: {site}/gone: the server answered 404 Not Found"
    assert lines[2].endswith("a image/png response is not a web page, document or feed")
    assert lines[3].endswith("only http and https addresses are fetched")
    assert lines[4].startswith("saved: ")
    assert "/private/memo.html" not in [path for path, _, _ in Site.requests]
    status, again = fetched([f"{site}/news/flood.html"], sources)
    assert status == 0 and again[0].startswith("already saved: ") and len(list(sources.iterdir())) == 1


def test_a_feed_or_a_list_gives_every_article_and_requests_to_one_site_are_spaced(site: str, tmp_path: Path) -> None:
    listing = tmp_path / "links.txt"
    listing.write_text(f"# today's links\n{site}/news/schools\n\n", encoding="utf-8")
    assert main(["fetch", "--sources", str(tmp_path / "a"), "--list", str(listing), "--delay", "0", "--allow-private"]) == 0
    assert [p.name[:8] for p in (tmp_path / "a").iterdir()] == ["schools-"]
    Site.requests = []
    status, lines = fetched([], tmp_path / "b", feed=f"{site}/feed.xml", delay=0.3)
    assert status == 0 and len(lines) == 2 and all(line.startswith("saved: ") for line in lines)
    times = [moment for path, _, moment in Site.requests if path != "/robots.txt"]
    assert all(later - earlier >= 0.29 for earlier, later in zip(times, times[1:]))


def test_a_site_that_does_not_answer_in_time_is_reported(site: str, tmp_path: Path) -> None:
    status, lines = fetched([f"{site}/slow"], tmp_path / "sources", timeout=0.5)
    assert status == 1 and "no answer" in lines[0]


def test_sources_yml_is_never_written_through_a_link(site: str, tmp_path: Path) -> None:
    sources, outside = tmp_path / "sources", tmp_path / "profile"
    sources.mkdir()
    outside.write_text("# a shell's start-up file\n", encoding="utf-8")
    (sources / "sources.yml").symlink_to(outside)
    status, lines = fetched([f"{site}/report.pdf"], sources)
    assert status == 1  # the run says that not everything was saved
    assert lines[0].startswith(f"not saved: {site}/report.pdf: sources.yml is a link, not written through")
    assert outside.read_text(encoding="utf-8") == "# a shell's start-up file\n" and not list(sources.glob("*.pdf"))


def test_the_command_suggested_for_a_feed_entry_quotes_its_link(tmp_path: Path) -> None:
    from generator.ingest.read import read_file

    link = "https://courier.example/a;touch${IFS}pwned$(id)"
    feed = (f'<?xml version="1.0"?><rss version="2.0"><channel><title>Courier</title><item><title>Schools</title>'
            f"<link>{link}</link><description>Schools stay closed.</description></item></channel></rss>")
    (tmp_path / "courier.rss").write_text(feed, encoding="utf-8")
    [entry] = read_file(tmp_path / "courier.rss", tmp_path, [])
    assert entry.reason.endswith("(python -m generator fetch 'https://courier.example/a;touch${IFS}pwned$(id)')")



def test_addresses_on_this_machine_or_a_private_network_are_refused_unless_allowed(site: str, tmp_path: Path) -> None:
    status, lines = fetched([f"{site}/news/flood.html"], tmp_path / "sources", allow_private=False)
    assert status == 1 and "a loopback address (127.0.0.1) is not fetched: use --allow-private" in lines[0]
    assert Site.requests == []  # refused on connecting, before a byte of the request was sent
    for address in ("127.0.0.2", "::1", "::ffff:127.0.0.1", "10.1.2.3", "192.168.0.9", "169.254.169.254",
                    "224.0.0.1", "0.0.0.0"):
        assert fetch.refused_address(address, allow_private=False), address
    assert fetch.refused_address("93.184.216.34", allow_private=False) is None
    assert fetch.refused_address("10.1.2.3", allow_private=True) is None


def test_a_redirect_elsewhere_than_http_a_slow_server_and_a_bad_address_are_reported_and_the_rest_fetched(
        site: str, tmp_path: Path) -> None:
    urls = [f"{site}/to-ftp", f"{site}/trickle", "http://", f"{site}/news/flood page é", f"{site}/news/flood.html"]
    status, lines = fetched(urls, tmp_path / "sources", timeout=0.3)
    assert status == 1
    assert "redirected to ftp://127.0.0.1/secret.txt: only http and https addresses are fetched" in lines[0]
    assert "sends too slowly" in lines[1]  # the whole exchange has a deadline, not only each read
    assert lines[2] == "not fetched: http://: not a web address: it names no host"
    assert lines[3] == f"not fetched: {site}/news/flood%20page%20%C3%A9: the server answered 404 Not Found"
    assert lines[4].startswith("saved: ")
