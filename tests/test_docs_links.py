"""Every relative link and anchor in README.md and docs/*.md leads somewhere.

A link to another page must name a file that exists, and a ``#fragment`` must be the anchor GitHub
makes from one of that page's headings. Links to other sites are not checked (no network in tests).
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Pages written on other branches at the same time as the README that links to them. Until they are
# merged a link to one of them is accepted; once a page exists it is checked like any other, and
# test_pending_pages_are_still_pending asks for its name to be removed here.
PENDING_PAGES: set[str] = set()  # pages linked before they exist (none now)

FENCE = re.compile(r"^\s*(```|~~~)")
INLINE_CODE = re.compile(r"`+[^`]*`+")
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
EXTERNAL = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def documentation_pages(root: Path = ROOT) -> list[Path]:
    """README.md and every Markdown page under docs/."""
    return [root / "README.md", *sorted((root / "docs").glob("*.md"))]


def prose_lines(text: str) -> list[tuple[int, str]]:
    """(line number, line) for every line outside fenced code blocks, inline code removed."""
    lines, in_fence = [], False
    for number, line in enumerate(text.splitlines(), start=1):
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        if not in_fence:
            lines.append((number, INLINE_CODE.sub("", line)))
    return lines


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces made hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """Every heading anchor of ``page``, numbered as GitHub numbers repeated headings (-1, -2, ...)."""
    seen: dict[str, int] = {}
    found = set()
    in_fence = False
    for line in page.read_text(encoding="utf-8").splitlines():
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        match = None if in_fence else HEADING.match(line)
        if not match:
            continue
        base = slug(match.group(2))
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def broken_links(pages: list[Path], root: Path = ROOT, pending: set[str] = frozenset()) -> list[str]:
    """One line per relative link or anchor in ``pages`` that leads nowhere."""
    problems = []
    for page in pages:
        for number, line in prose_lines(page.read_text(encoding="utf-8")):
            for target in LINK.findall(line):
                if EXTERNAL.match(target):
                    continue
                path_part, _, fragment = target.partition("#")
                destination = (page.parent / path_part).resolve() if path_part else page
                where = f"{page.relative_to(root)}:{number}: {target}"
                if not destination.exists():
                    try:
                        name = destination.relative_to(root).as_posix()
                    except ValueError:
                        name = str(destination)
                    if name not in pending:
                        problems.append(f"{where}: no file {name}")
                    continue
                if fragment and destination.suffix == ".md" and fragment not in anchors(destination):
                    problems.append(f"{where}: no heading with the anchor #{fragment}")
    return problems


def test_every_relative_link_and_anchor_resolves():
    problems = broken_links(documentation_pages(), pending=PENDING_PAGES)
    assert problems == [], "broken links:\n" + "\n".join(problems)


def test_the_pages_link_to_each_other():
    """Every page under docs/ is reachable from the README, and each starts with a title."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for page in documentation_pages()[1:]:
        assert f"(docs/{page.name}" in readme, f"README.md does not link to docs/{page.name}"
        assert page.read_text(encoding="utf-8").startswith("# "), f"docs/{page.name} has no title"


def test_pending_pages_are_still_pending():
    """Once a page written elsewhere has arrived, its links are checked: drop it from PENDING_PAGES."""
    arrived = sorted(name for name in PENDING_PAGES if (ROOT / name).exists())
    assert arrived == [], f"remove {arrived} from PENDING_PAGES in tests/test_docs_links.py"


def test_the_checker_finds_a_missing_page_and_a_missing_anchor(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.md").write_text(
        "# Page A\n\n## Database: SQLite or PostgreSQL\n\n## Notes\n\n## Notes\n\n```\n## Not a heading\n```\n",
        encoding="utf-8",
    )
    (tmp_path / "README.md").write_text(
        "[fine](docs/a.md#database-sqlite-or-postgresql) [second notes](docs/a.md#notes-1)\n"
        "[same page](#title) [site](https://example.org/x#y) `[in code](nowhere.md)`\n"
        "# Title\n"
        "[gone](docs/b.md) [bad anchor](docs/a.md#not-a-heading)\n"
        "![image](docs/missing.png) [pending](docs/c.md)\n"
        "```\n[in a fence](nowhere.md)\n```\n",
        encoding="utf-8",
    )
    problems = broken_links(documentation_pages(tmp_path), root=tmp_path, pending={"docs/c.md"})
    assert problems == [
        "README.md:4: docs/b.md: no file docs/b.md",
        "README.md:4: docs/a.md#not-a-heading: no heading with the anchor #not-a-heading",
        "README.md:5: docs/missing.png: no file docs/missing.png",
    ]


def test_slugs_follow_github():
    assert slug("Try it in 30 seconds (offline)") == "try-it-in-30-seconds-offline"
    assert slug("Table integrity: handover, abandon, ratings") == "table-integrity-handover-abandon-ratings"
    assert slug("Fitting Solstis's search evaluation") == "fitting-solstiss-search-evaluation"
    assert slug("Running on several processes (shards)") == "running-on-several-processes-shards"
