"""Fetching: save web pages, documents and feeds' articles into sources/, outside the build.

The build never goes online, so a briefing can always be rebuilt from its folder. This
command is the one step that does, and it is polite: it names itself in its user agent,
honours each site's robots.txt (a site whose robots.txt cannot be reached is not fetched,
as RFC 9309 asks), waits between two requests to one site, gives up after a timeout and
never retries on its own. A page already saved (same address, same file name) is not
fetched again.

It reaches only the public web, by default: every connection, the first and each redirect's,
is checked where it actually connected (so a name that resolves to a public address and then to
a private one cannot slip through), and an address on this machine, a private network,
link-local (a cloud's metadata service), multicast or reserved is refused unless the person asks
for it (`--allow-private`, for an intranet). Only http and https are followed, a redirect to
another site is checked against that site's robots.txt, and each address has a total deadline,
so a server sending a byte a second cannot hold the run. An address that cannot be read is
reported and skipped; the others are fetched.

A saved page records where and when it was fetched, in the form browsers use when they save
a page ("<!-- saved from url=(0023)https://example.org/ -->"), so the reader takes its
address from there when the page names none. A PDF or Word file cannot hold a comment: its
address is added to sources/sources.yml instead.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import http.client
import ipaddress
import os
import re
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
import urllib.robotparser
from dataclasses import dataclass, field
from pathlib import Path

from generator.ingest.feeds import feed_links
from generator.ingest.read import METADATA_FILE

USER_AGENT = "briefing-generator/0.1 (saves news articles for an offline briefing; one request at a time)"
TIMEOUT = 20.0  # seconds for one response
DELAY = 1.0  # seconds between two requests to the same site
MAX_BYTES = 10_000_000  # a larger response is not an article
DEADLINE = 3.0  # an address's whole exchange may take this many times the timeout, however slowly data comes
_CHUNK = 65_536
# Media type -> the suffix the file is saved with; other types are not articles we read.
SAVED_AS = {"text/html": ".html", "application/xhtml+xml": ".html", "application/pdf": ".pdf",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
            "application/rss+xml": ".xml", "application/atom+xml": ".xml", "application/xml": ".xml", "text/xml": ".xml"}
_COMMENTED = (".html",)  # formats that carry the saved-from comment; the others are listed in sources.yml


@dataclass
class Fetcher:
    """Fetches one address at a time, remembering each site's robots.txt and last request."""

    folder: Path
    delay: float = DELAY
    timeout: float = TIMEOUT
    allow_private: bool = False  # fetch from this machine and private networks too (an intranet)
    robots: dict[str, urllib.robotparser.RobotFileParser | None] = field(default_factory=dict)
    last: dict[str, float] = field(default_factory=dict)

    def save(self, url: str) -> str:
        """Fetch `url` into the folder; what happened, as one line for the person."""
        try:
            url = web_address(url)
        except ValueError as error:
            return f"not fetched: {url}: {error}"
        existing = sorted(self.folder.glob(f"{file_stem(url)}.*"))
        if existing:
            return f"already saved: {existing[0].as_posix()} ({url}; delete the file to fetch it again)"
        try:
            data, media = self.fetch(url)
        except FetchError as error:
            return f"not fetched: {url}: {error}"
        suffix = SAVED_AS.get(media)
        if suffix is None:
            return f"not fetched: {url}: a {media or 'typeless'} response is not a web page, document or feed"
        path = self.folder / f"{file_stem(url)}{suffix}"
        fetched = dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        try:
            if suffix in _COMMENTED:
                data = saved_from(url, fetched).encode("utf-8") + data
            else:
                _list_address(self.folder, path.name, url, fetched)
            _write(path, data)
        except OSError as error:  # a link where a file is written, a full disk: this address is not saved
            return f"not saved: {url}: {error.strerror or error} ({error.filename or path.as_posix()})"
        return f"saved: {path.as_posix()} ({url})"

    def fetch(self, url: str) -> tuple[bytes, str]:
        """The body and media type at `url`, if the site's robots.txt allows it; else FetchError."""
        if not self.allowed(url):
            raise FetchError("the site's robots.txt does not allow it")
        return self.get(url)

    def allowed(self, url: str) -> bool:
        """Whether the site's robots.txt lets this user agent fetch `url`."""
        parts = urllib.parse.urlsplit(url)
        site = f"{parts.scheme}://{parts.netloc}"
        if site not in self.robots:
            self.robots[site] = self._robots(site)
        rules = self.robots[site]
        if rules is None:
            raise FetchError("the site's robots.txt could not be read, so it is not fetched")
        return rules.can_fetch(USER_AGENT, url)

    def _robots(self, site: str) -> urllib.robotparser.RobotFileParser | None:
        """The site's rules: none (all allowed) when it has no robots.txt, None when unreachable."""
        rules = urllib.robotparser.RobotFileParser(f"{site}/robots.txt")
        try:
            data, _ = self.get(f"{site}/robots.txt")
        except RefusedAddress:
            raise
        except FetchError as error:
            if error.status is not None and 400 <= error.status < 500:
                rules.parse([])  # no robots.txt: everything is allowed
                return rules
            return None
        rules.parse(data.decode("utf-8", "replace").splitlines())
        return rules

    def get(self, url: str) -> tuple[bytes, str]:
        """The body and media type of one response, after waiting our turn for the site, within
        the address's deadline, through connections checked for where they lead (see the module)."""
        site = urllib.parse.urlsplit(url).netloc
        wait = self.last.get(site, -self.delay) + self.delay - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT, "Accept-Encoding": "identity"})
        deadline = time.monotonic() + DEADLINE * self.timeout
        try:
            with _opener(self).open(request, timeout=self.timeout) as response:
                data = _read_until(response, deadline)
                media = response.headers.get_content_type()
        except urllib.error.HTTPError as error:
            raise FetchError(f"the server answered {error.code} {error.reason}", error.code) from None
        except FetchError:
            raise
        except (urllib.error.URLError, TimeoutError, OSError, http.client.HTTPException, ValueError) as error:
            reason = getattr(error, "reason", error)
            if isinstance(reason, FetchError):
                raise reason from None
            raise FetchError(f"no answer ({reason})") from None
        finally:
            self.last[site] = time.monotonic()
        if len(data) > MAX_BYTES:
            raise FetchError(f"larger than {MAX_BYTES:,} bytes: not an article")
        return data, media


def web_address(url: str) -> str:
    """An http or https address as it is sent: spaces and letters beyond ASCII escaped ("a
    b" -> "a%20b", a host in another script as IDNA); ValueError for anything else."""
    text = url.strip()
    parts = urllib.parse.urlsplit(text)
    if parts.scheme.lower() not in ("http", "https"):
        raise ValueError("only http and https addresses are fetched")
    if not parts.hostname:
        raise ValueError("not a web address: it names no host")
    try:
        host = parts.hostname.encode("idna").decode("ascii")
    except UnicodeError:
        raise ValueError("not a web address: its host name cannot be written") from None
    netloc = host if parts.port is None else f"{host}:{parts.port}"
    safe = "/%:@!$&'()*+,;=-._~"
    return urllib.parse.urlunsplit((parts.scheme.lower(), netloc, urllib.parse.quote(parts.path, safe=safe),
                                    urllib.parse.quote(parts.query, safe=safe + "?"), ""))


def _read_until(response, deadline: float) -> bytes:
    """The body, a chunk at a time, up to MAX_BYTES + 1 and no later than `deadline`."""
    chunks: list[bytes] = []
    size = 0
    while size <= MAX_BYTES:
        if time.monotonic() > deadline:
            raise FetchError("the server sends too slowly: given up at the address's deadline")
        chunk = response.read1(_CHUNK) if hasattr(response, "read1") else response.read(_CHUNK)
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def refused_address(address: str, allow_private: bool) -> str | None:
    """Why an IP address the fetcher connected to is refused, or None: this machine, a private
    network, link-local (a cloud's metadata service), multicast, reserved or unspecified."""
    if allow_private:
        return None
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped:
        ip = ip.ipv4_mapped
    kinds = (("loopback", ip.is_loopback), ("private", ip.is_private), ("link-local", ip.is_link_local),
             ("multicast", ip.is_multicast), ("reserved", ip.is_reserved), ("unspecified", ip.is_unspecified))
    kind = next((name for name, found in kinds if found), None)
    return None if kind is None else (f"a {kind} address ({ip}) is not fetched: use --allow-private to fetch from "
                                      "this machine or your own network")


def _guarded(base: type[http.client.HTTPConnection], allow_private: bool) -> type[http.client.HTTPConnection]:
    """A connection class that checks the address it connected to before sending anything."""
    class Guarded(base):  # type: ignore[valid-type, misc]
        def connect(self) -> None:
            super().connect()
            refused = refused_address(self.sock.getpeername()[0], allow_private)
            if refused:
                self.sock.close()
                raise RefusedAddress(refused)

    return Guarded


class _HTTPHandler(urllib.request.HTTPHandler):
    def __init__(self, allow_private: bool) -> None:
        super().__init__()
        self.connection = _guarded(http.client.HTTPConnection, allow_private)

    def http_open(self, req):
        return self.do_open(self.connection, req)


class _HTTPSHandler(urllib.request.HTTPSHandler):
    def __init__(self, allow_private: bool) -> None:
        super().__init__()
        self.connection = _guarded(http.client.HTTPSConnection, allow_private)

    def https_open(self, req):
        return self.do_open(self.connection, req, context=self._context)


class _Redirects(urllib.request.HTTPRedirectHandler):
    """Follows redirects to http and https only, each new site's robots.txt permitting."""

    def __init__(self, fetcher: Fetcher) -> None:
        super().__init__()
        self.fetcher = fetcher

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        target = urllib.parse.urljoin(req.full_url, newurl)
        try:
            target = web_address(target)
        except ValueError as error:
            raise FetchError(f"redirected to {target}: {error}") from None
        if urllib.parse.urlsplit(target).netloc != urllib.parse.urlsplit(req.full_url).netloc \
                and not self.fetcher.allowed(target):
            raise FetchError(f"redirected to {target}, which that site's robots.txt does not allow")
        return super().redirect_request(req, fp, code, msg, headers, target)


def _opener(fetcher: Fetcher) -> urllib.request.OpenerDirector:
    """urllib's opener with the checks above in place of its own handlers (and no proxies from
    the environment: a proxy would connect where the checks cannot see)."""
    return urllib.request.build_opener(urllib.request.ProxyHandler({}), _HTTPHandler(fetcher.allow_private),
                                       _HTTPSHandler(fetcher.allow_private), _Redirects(fetcher))


class FetchError(Exception):
    """A request that gave no usable answer; `status` is the HTTP status when there was one."""

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


def file_stem(url: str) -> str:
    """The saved file's name without suffix: the address's last words and a hash of the whole
    address, so one address always gives one file and two never share one."""
    parts = urllib.parse.urlsplit(url)
    words = [part for part in parts.path.split("/") if part] or [parts.netloc]
    slug = re.sub(r"[^a-z0-9]+", "-", re.sub(r"\.[a-z0-9]{1,5}$", "", words[-1].lower())).strip("-")[:60] or "page"
    return f"{slug}-{hashlib.sha1(url.encode('utf-8')).hexdigest()[:8]}"


def saved_from(url: str, fetched: str) -> str:
    """The comments a saved page opens with: its address as browsers record it, and when."""
    safe = url.replace("--", "%2D%2D")  # a comment cannot hold "--"
    return f"<!-- saved from url=({len(safe):04d}){safe} -->\n<!-- fetched {fetched} by {USER_AGENT.split(' ')[0]} -->\n"


def list_file(path: Path) -> list[str]:
    """The addresses in a list file: one per line; blank lines and "#" comments ignored."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def run(urls: list[str], folder: Path, list_path: Path | None = None, feed: str | None = None,
        delay: float = DELAY, timeout: float = TIMEOUT, out=sys.stdout, allow_private: bool = False) -> int:
    """Fetch every address given; 0 when all were saved or already there, else 1."""
    folder.mkdir(parents=True, exist_ok=True)
    fetcher = Fetcher(folder, delay, timeout, allow_private)
    addresses = list(urls) + (list_file(list_path) if list_path else [])
    if feed:
        try:
            addresses += feed_links(fetcher.fetch(web_address(feed))[0])
        except (FetchError, ValueError) as error:
            print(f"not fetched: {feed}: {error}", file=out)
            return 1
    failed = 0
    for url in dict.fromkeys(addresses):
        line = fetcher.save(url)
        failed += line.startswith(("not fetched", "not saved"))
        print(line, file=out, flush=True)
    return 1 if failed else 0


def _write(path: Path, data: bytes) -> None:
    """Write whole or not at all: a half-written page would be read as an article. Never
    through a link: the partial file is made anew (a link planted under its name is refused)."""
    partial = path.with_name(f".{path.name}.partial")
    partial.unlink(missing_ok=True)
    with os.fdopen(os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NO_FOLLOW, 0o644), "wb") as out:
        out.write(data)
    os.replace(partial, path)


_NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)  # POSIX; elsewhere the is_symlink check below stands alone


def _list_address(folder: Path, name: str, url: str, fetched: str) -> None:
    """Add a fetched document's address to sources.yml (appended: the person's lines stay)."""
    listing = folder / METADATA_FILE
    if listing.is_symlink():  # it may lead anywhere (a shell's start-up file): never written through
        raise OSError(0, f"{METADATA_FILE} is a link, not written through; list the address in the file it "
                         "leads to yourself, or replace the link with a file", str(listing))
    existing = listing.read_text(encoding="utf-8") if listing.is_file() else ""
    quoted = url.replace("\\", "\\\\").replace('"', '\\"')
    entry = f'# fetched {fetched}\n"{name}":\n  url: "{quoted}"\n'
    with os.fdopen(os.open(listing, os.O_WRONLY | os.O_APPEND | os.O_CREAT | _NO_FOLLOW, 0o644), "a", encoding="utf-8") as out:
        out.write(("\n" if existing and not existing.endswith("\n") else "") + entry)


class RefusedAddress(FetchError):
    """A connection that reached an address the fetcher does not fetch from (see `refused_address`)."""
