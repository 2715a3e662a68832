"""Read `sources/`: decode every file, split off YAML front matter, account for every file.

Each file either becomes a `Source` or a `Skipped` with its reason, so nothing is lost
silently. Metadata comes from front matter or `sources/sources.yml`; both are read with
`yaml.safe_load` only, and their mistakes become `Problem`s naming file and line.
"""

from __future__ import annotations

import codecs
import datetime as dt
import hashlib
import os
import re
import shlex
import unicodedata
from dataclasses import dataclass, replace
from pathlib import Path

import yaml

from generator.ingest import formats
from generator.ingest.feeds import FEED_SUFFIXES, read_feed
from generator.ingest.yaml_safe import load_yaml
from generator.model import METADATA_FIELDS, Problem, Skipped, Source
from generator.text.dates import read_date_line
from generator.thresholds import READING

METADATA_FILE = "sources.yml"
# Files in sources/ that configure the briefing rather than being articles.
ALIASES_FILE = "aliases.yml"  # spellings joined by hand (names/story.py)
STORY_FILE = "stories.yml"  # stories corrected by hand (stories/story_file.py)
CONFIG_FILES = frozenset({METADATA_FILE, ALIASES_FILE, STORY_FILE})
MAX_BYTES = 25_000_000  # larger files are read up to this size and the cut is reported

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
_FRONT_MATTER = re.compile(r"\A---[ \t]*\n(.*?\n)?(?:---|\.\.\.)[ \t]*(?:\n|\Z)", re.DOTALL)
MAX_FIELD_CHARS = 300  # a longer title, outlet or author is no such thing: cut, and said so
_CLEAN_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,79}")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # Unicode's control characters (Cc) but tab and newline


@dataclass(frozen=True)
class SourceFolder:
    """What reading a folder gives: the sources, the files skipped, the problems found."""

    sources: list[Source]
    skipped: list[Skipped]
    problems: list[Problem]


def read_folder(folder: Path, root: Path | None = None) -> SourceFolder:
    """Read every file under `folder` (recursively, in sorted order)."""
    root = root or folder.parent
    sources: list[Source] = []
    skipped: list[Skipped] = []
    problems: list[Problem] = []
    listing = _metadata_listing(folder, root, problems)
    seen: dict[str, str] = {}  # content hash -> file that had it first
    ids: set[str] = set()
    paths, others = folder_entries(folder)
    for path, reason in others:
        skipped.append(Skipped(relative(path, root, resolve=False), reason))
    stems = _stem_counts(paths, folder)
    for path in paths:
        rel = relative(path, root)
        if path.parent == folder and path.name in CONFIG_FILES:
            continue
        key = path.relative_to(folder).as_posix()
        for result in read_file(path, rel, problems, listing.pop(key, {}), seen):
            if isinstance(result, Skipped):
                skipped.append(result)
            elif result.id:  # a feed entry, named by the entry
                ident = result.id if result.id not in ids else f"{result.id}-{len(ids)}"
                ids.add(ident)
                sources.append(replace(result, id=ident))
            else:
                sources.append(replace(result, id=_unique_id(path, folder, stems, ids)))
    for name in sorted(listing):
        problems.append(Problem(relative(folder / METADATA_FILE, root), f"'{name}' is listed but there is no such article file"))
    return SourceFolder(sources, skipped, problems)


def read_again(path: Path, folder: Path, root: Path, ident: str) -> Source | None:
    """One report of the folder read again after an edit, keeping the id the folder gave it;
    None when the file no longer gives exactly one readable report (removed, a feed, skipped)."""
    listed = _metadata_listing(folder, root, []).get(path.resolve().relative_to(folder.resolve()).as_posix(), {})
    found = read_file(path, relative(path, root), [], listed)
    return replace(found[0], id=ident) if len(found) == 1 and isinstance(found[0], Source) else None


def read_file(path: Path, rel: str, problems: list[Problem], listed: dict[str, str] | None = None,
              seen: dict[str, str] | None = None) -> list[Source | Skipped]:
    """What one file gives: a source (its id still to be given), a source per entry of a feed
    (each with its id), or why it gives none. `listed` is its entry in sources.yml; `seen`
    maps content hashes to the file that had them first."""
    suffix = formats.suffix(path.name)
    if suffix not in formats.READ_SUFFIXES:
        return [Skipped(rel, f"not read: only {', '.join(formats.READ_SUFFIXES)} files are read "
                             "(save other documents as text, PDF or a web page)")]
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError as error:
        return [Skipped(rel, f"unreadable: {error.strerror or error}")]
    if len(data) > MAX_BYTES:
        data = data[:MAX_BYTES]
        problems.append(Problem(rel, f"larger than {MAX_BYTES:,} bytes: only the first {MAX_BYTES:,} were read"))
    if seen is not None:
        digest = hashlib.sha256(data).hexdigest()
        if digest in seen:
            return [Skipped(rel, f"exact duplicate of {seen[digest]}")]
        seen[digest] = rel
    if suffix in FEED_SUFFIXES:
        return _feed_sources(rel, data, dict(listed or {}))
    if suffix in formats.DOCUMENTS:
        name, reader = formats.DOCUMENTS[suffix]
        return [_extracted(rel, reader(data), name, listed, problems)]
    if formats.is_page(path.name, data):
        return [_extracted(rel, formats.read_page(path.name, data), "web page", listed, problems)]
    return [_text_source(rel, data, problems, listed)]


def _extracted(rel: str, document: formats.Document | str, medium: str, listed: dict[str, str] | None,
               problems: list[Problem]) -> Source | Skipped:
    """The source of a page or document, or why it gives none."""
    if isinstance(document, str):
        return Skipped(rel, document)
    if document.cut:
        problems.append(Problem(rel, document.cut))
    text, _ = clean_text(_normalise(document.text))
    if len(text) > READING.max_chars:
        problems.append(Problem(rel, f"{len(text):,} characters of text: only the first {READING.max_chars:,} are used"))
        text = text[:READING.max_chars]
    return Source("", rel, text, dict(listed or {}), 1, "utf-8", medium, clean_metadata(document.metadata, rel, []))


def _feed_sources(rel: str, data: bytes, listed: dict[str, str]) -> list[Source | Skipped]:
    """A source per feed entry that carries its article; the others listed as links to fetch.
    An entry's file is the feed's, followed by "#" and the entry's id."""
    entries = read_feed(data)
    if isinstance(entries, str):
        return [Skipped(rel, entries)]
    found: list[Source | Skipped] = []
    for entry in entries:
        where = f"{rel}#{entry.id}"
        if entry.link_only:
            url = entry.metadata.get("url")
            fetch = f"python -m generator fetch {shlex.quote(url)}" if url else "save the article itself"
            found.append(Skipped(where, f"link only — fetch it: the feed carries a summary, not the article ({fetch})"))
            continue
        text, _ = clean_text(_normalise(entry.text + "\n"))
        found.append(Source(entry.id, where, text, listed, 1, "utf-8", "feed entry", clean_metadata(entry.metadata, where, [])))
    return found


def _text_source(rel: str, data: bytes, problems: list[Problem], listed: dict[str, str] | None) -> Source | Skipped:
    """The source of a text or Markdown file, or why it gives none."""
    decoded = decode(data)
    if decoded is None:
        return Skipped(rel, "binary or undecodable: not text in any encoding we can recognise")
    text, encoding = decoded
    text, removed = clean_text(text)
    if removed:
        problems.append(Problem(rel, f"{removed:,} invisible or direction-changing characters removed (zero-width "
                                     "spaces, right-to-left overrides, non-characters): they can make text show "
                                     "other than it reads"))
    if len(text) > READING.max_chars:
        problems.append(Problem(rel, f"{len(text):,} characters long: only the first {READING.max_chars:,} are used"))
        text = text[:READING.max_chars]
    if not text.strip():
        return Skipped(rel, "empty: no text")
    given, body, body_line = split_front_matter(text, rel, problems)
    given = {**(listed or {}), **given}
    if not body.strip():
        return Skipped(rel, "not an article: metadata only, no body text")
    return Source("", rel, body, given, body_line, encoding)


def _unique_id(path: Path, folder: Path, stems: dict[str, int], ids: set[str]) -> str:
    """The file's id, unique in the folder by construction: its own id, else (taken, e.g. by
    "a-md.txt" beside "a.txt" and "a.md") its hashed id, else (a name made to collide with
    that too) the hashed id with the first number that makes it unique."""
    ident = source_id(path, folder, stems)
    if ident in ids:
        ident = _hashed_id(path, folder)
    base, number = ident, 2
    while ident in ids:
        ident, number = f"{base}-{number}", number + 1
    ids.add(ident)
    return ident


def decode(data: bytes) -> tuple[str, str] | None:
    """Decode bytes to text with normalised newlines, or None when it is not text."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                return _normalise(data.decode(encoding)), encoding
            except UnicodeDecodeError:
                return None
    if b"\x00" in data[:4096]:
        return None
    try:
        return _normalise(data.decode("utf-8")), "utf-8"
    except UnicodeDecodeError:
        pass
    from charset_normalizer import from_bytes  # here: most files are UTF-8, and it costs 20 ms to import

    best = from_bytes(data[:1_000_000]).best()
    if best is None:
        return None
    try:
        return _normalise(data.decode(best.encoding)), best.encoding
    except (UnicodeDecodeError, LookupError):
        return None


def _normalise(text: str) -> str:
    """Unix newlines, NFC, and no control characters that would corrupt a page."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return _CONTROL.sub("", unicodedata.normalize("NFC", text))


def clean_text(text: str) -> tuple[str, int]:
    """`text` without invisible characters, and how many were removed: format controls
    (zero-width spaces and joiners, soft hyphens, right-to-left overrides that make "25" show
    as "52") and Unicode non-characters (U+FFFE, U+FFFF, which break a page's front matter).
    They change what a reader sees or how names match, never what the text says."""
    if text.isascii() or _INVISIBLE_CHARACTERS.isdisjoint(text):  # (a set is asked 4 times faster than the class)
        return text, 0
    cleaned, removed = _INVISIBLE.subn("", text)
    return cleaned, removed


# Unicode's format controls (category Cf), surrogates and non-characters: first and last code points.
_INVISIBLE_RANGES = ((0xAD, 0xAD), (0x600, 0x605), (0x61C, 0x61C), (0x6DD, 0x6DD), (0x70F, 0x70F), (0x890, 0x891),
                     (0x8E2, 0x8E2), (0x180E, 0x180E), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x2064),
                     (0x2066, 0x206F), (0xFEFF, 0xFEFF), (0xFFF9, 0xFFFB), (0xD800, 0xDFFF), (0xFDD0, 0xFDEF),
                     (0xFFFE, 0xFFFF), (0x110BD, 0x110BD), (0x110CD, 0x110CD), (0x13430, 0x1343F), (0x1BCA0, 0x1BCA3),
                     (0x1D173, 0x1D17A), (0xE0001, 0xE0001), (0xE0020, 0xE007F),
                     *((plane * 0x10000 + 0xFFFE, plane * 0x10000 + 0xFFFF) for plane in range(1, 17)))
_INVISIBLE = re.compile("[" + "".join(f"\\U{first:08x}-\\U{last:08x}" for first, last in _INVISIBLE_RANGES) + "]")
_INVISIBLE_CHARACTERS = frozenset(chr(code) for first, last in _INVISIBLE_RANGES for code in range(first, last + 1))


def split_front_matter(text: str, rel: str, problems: list[Problem]) -> tuple[dict[str, str], str, int]:
    """Return (metadata, body, first line of body). Broken YAML is reported, never fatal."""
    match = _FRONT_MATTER.match(text)
    if not match:
        return {}, text, 1
    body = text[match.end():]
    body_line = text.count("\n", 0, match.end()) + 1
    try:
        data = load_yaml(match.group(1) or "")
    except yaml.YAMLError as error:
        mark = _yaml_mark(error)
        line = mark.line + 2 if mark else 1  # +1 for the opening '---', +1 for 1-based lines
        problems.append(Problem(rel, f"front matter is not valid YAML ({getattr(error, 'problem', error)}): "
                                     "write it as 'key: value' lines between two '---' lines; "
                                     "metadata is inferred from the text instead", line))
        return {}, body, body_line
    return clean_metadata(data, rel, problems, 2), body, body_line


def clean_metadata(data: object, rel: str, problems: list[Problem], line: int | None = None) -> dict[str, str]:
    """Keep the known fields as strings; warn about anything else."""
    if data is None:
        return {}
    if not isinstance(data, dict):
        problems.append(Problem(rel, f"metadata must be a mapping of {', '.join(METADATA_FIELDS)}, "
                                     f"not {type(data).__name__}", line))
        return {}
    result: dict[str, str] = {}
    for key, value in data.items():
        if key not in METADATA_FIELDS:
            problems.append(Problem(rel, f"unknown metadata key '{key}' ignored; known keys: {', '.join(METADATA_FIELDS)}", line))
            continue
        if value is None or value == "":
            continue
        if isinstance(value, (dict, list)):
            problems.append(Problem(rel, f"metadata '{key}' must be a single value", line))
            continue
        text = " ".join(clean_text(str(value))[0].split())
        if key == "published" and not _iso_date(text):
            written = read_date_line(text)  # "9 April 2022", "April 9, 2022", "Sat 9 Apr 2022 10:14 BST"
            if written is None:
                problems.append(Problem(rel, f"metadata 'published' is not a date: {text[:40]!r} (write it as "
                                             "2022-04-08, 2022-04-08T14:30 or 8 April 2022); left out", line))
                continue
            text = written
        if len(text) > MAX_FIELD_CHARS:
            if key == "url":
                problems.append(Problem(rel, f"metadata 'url' is {len(text):,} characters long: not an address; left out", line))
                continue
            problems.append(Problem(rel, f"metadata '{key}' is {len(text):,} characters long: cut to {MAX_FIELD_CHARS}", line))
            text = text[:MAX_FIELD_CHARS].rsplit(" ", 1)[0].rstrip(" ,;:") + "…"
        if text:
            result[key] = text
    return result


def _iso_date(text: str) -> bool:
    try:
        (dt.datetime if "T" in text or " " in text.strip() else dt.date).fromisoformat(text)
    except ValueError:
        return False
    return True


def _yaml_mark(error: yaml.YAMLError):
    """Where a YAML mistake is: the construct that was left open, else where parsing stopped."""
    return getattr(error, "context_mark", None) or getattr(error, "problem_mark", None)


def _metadata_listing(folder: Path, root: Path, problems: list[Problem]) -> dict[str, dict[str, str]]:
    """Read `sources.yml`: file name -> metadata. A broken file is reported and ignored."""
    path = folder / METADATA_FILE
    if not path.is_file() or path.is_symlink():
        return {}
    rel = relative(path, root)
    decoded = decode(path.read_bytes())
    try:
        data = load_yaml(decoded[0]) if decoded else None
    except yaml.YAMLError as error:
        mark = _yaml_mark(error)
        problems.append(Problem(rel, f"not valid YAML ({getattr(error, 'problem', error)}): write one "
                                     "'file-name.txt:' key per article with indented fields; ignored",
                                mark.line + 1 if mark else None))
        return {}
    if data is None:
        return {}
    if not isinstance(data, dict):
        problems.append(Problem(rel, "must map file names to their metadata; ignored"))
        return {}
    return {str(name): clean_metadata(fields, rel, problems) for name, fields in data.items()}


def source_id(path: Path, folder: Path, stems: dict[str, int]) -> str:
    """A stable, URL-safe id: the file's stem when it is already clean.

    A clean stem shared by "a.txt" and "a.md" stays with the .txt file; the other gets its
    extension appended ("a-md"). Any other name becomes a slug plus a short hash of the
    file's own path, so ids never collide and do not change when other files are added.
    """
    rel = _stem(path, folder)
    suffix = formats.suffix(path.name)
    if _CLEAN_ID.fullmatch(rel) and rel not in RESERVED_IDS:
        return rel if stems[rel] == 1 or suffix == ".txt" else f"{rel}-{suffix[1:].replace('.', '-')}"
    return _hashed_id(path, folder)


def _stem(path: Path, folder: Path) -> str:
    """The file's path inside the folder without its format suffix ("a/b.html.gz" -> "a/b")."""
    rel = path.relative_to(folder).as_posix()
    return rel[:len(rel) - len(formats.suffix(path.name))]


def _hashed_id(path: Path, folder: Path) -> str:
    rel = _stem(path, folder)
    ascii_name = unicodedata.normalize("NFKD", rel).encode("ascii", "ignore").decode().lower()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_name).strip("-")[:60].strip("-") or "article"
    digest = hashlib.sha1(path.relative_to(folder).as_posix().encode("utf-8", "surrogateescape")).hexdigest()[:6]
    return f"{slug}-{digest}"


# Ids that would read as something other than an article in a URL.
RESERVED_IDS = frozenset({"index"})


def _stem_counts(paths: list[Path], folder: Path) -> dict[str, int]:
    counts: dict[str, int] = {}
    for path in paths:
        if formats.suffix(path.name) in formats.READ_SUFFIXES:
            stem = _stem(path, folder)
            counts[stem] = counts.get(stem, 0) + 1
    return counts


def folder_entries(folder: Path) -> tuple[list[Path], list[tuple[Path, str]]]:
    """(regular files to read, everything else with the reason it is not read), sorted.

    Only regular files inside the folder are read: a symbolic link is never followed (one
    committed link to .git/config would publish the deployment's token), and pipes,
    devices and unreadable folders are listed rather than passed over, and so are entries
    whose name starts with a dot (editors' and tools' own files, drafts set aside): listed as
    hidden, not read, and a hidden folder's files are not looked into."""
    files: list[Path] = []
    others: list[tuple[Path, str]] = []
    pending = [folder]
    while pending:
        here = pending.pop()
        try:
            entries = sorted(os.scandir(here), key=lambda e: e.name)
        except OSError as error:
            others.append((Path(here), f"unreadable folder: {error.strerror or error}"))
            continue
        for entry in entries:
            path = Path(entry.path)
            if entry.name.startswith("."):
                others.append((path, "hidden (its name starts with a dot), not read: rename it to have it read"))
                continue
            try:
                if entry.is_symlink():
                    others.append((path, "symbolic link: not followed, so nothing outside sources/ is published"))
                elif entry.is_dir(follow_symlinks=False):
                    pending.append(path)
                elif entry.is_file(follow_symlinks=False):
                    files.append(path)
                else:
                    others.append((path, "not a regular file (a pipe, socket or device)"))
            except OSError as error:
                others.append((path, f"unreadable: {error.strerror or error}"))
    return sorted(files), sorted(others)


def relative(path: Path, root: Path, resolve: bool = True) -> str:
    """`path` as files are named in the briefing: relative to the project when inside it, and
    readable (see `readable`)."""
    try:
        if resolve:
            return readable(path.resolve().relative_to(root.resolve()).as_posix())
        return readable(path.absolute().relative_to(root.absolute()).as_posix())
    except ValueError:
        return readable(path.as_posix())


def readable(name: str) -> str:
    """A file name as text: bytes that are not UTF-8 ("caf\\xe9.txt", saved on an older
    system) read as Windows-1252, the usual other encoding of such names ("café.txt"), so that
    pages and briefing.json can print it; an invisible control in it (a right-to-left override
    that would show "txt.exe" as "exe.txt") shown as "\ufffd", so the name reads as it is."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        name = os.fsencode(name).decode("cp1252", errors="replace")
    return name if name.isascii() else _INVISIBLE.sub("\ufffd", name)
