"""Message catalogues: Fluent files per language, with Discord's locales and fallbacks.

``lang/locales/<locale>/*.ftl`` hold the messages; en-US is the source every other language
translates, and a message missing from a language falls back along :func:`chain` (es-419 reads
es-ES, then en-US). Fluent (``fluent.runtime``) gives each language its own plural rules and
selectors with named arguments, and formats numbers through Babel; lists are joined by Babel too.
A pseudo-locale (:data:`PSEUDO`) is built from the source at load time: every word accented and
40% longer, so English left in the code or text cut in an image shows at once.

A :class:`Speaker` is the catalogue bound to one locale and the seats' display names: it turns a
:class:`rules.text.Msg` (or an id and arguments) into text. Names go in as arguments and are never
read again, so a player called ``{ $x }`` or ``<@1>`` stays as written in every language.

Mixed directions: every seat's name a Speaker fills in is isolated (:func:`isolate`: U+2068 FIRST
STRONG ISOLATE ... U+2069 POP DIRECTIONAL ISOLATE), so a Hebrew or Arabic name takes its own
direction and leaves the order of the sentence around it alone (without it, "1. محمد 24" shows its
number before the name, and a line that begins with a Hebrew name reads right to left). Fluent's
own isolation (``use_isolating``) stays off on purpose: it would wrap *every* placeable (numbers,
nested messages, plural selectors, mentions, timestamps, command names) in two invisible characters
counted against Discord's limits, when the only text of unknown direction in a message is what
members chose: their names. Mentions (``<@id>``) are left as they are: Discord draws them as a pill
of its own, and its parser must see them whole.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from babel import Locale
from babel.lists import format_list
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast, visitor

from rules.text import ArgList, Msg, Seat

if TYPE_CHECKING:
    from fluent.runtime.resolver import Message, Pattern
    from fluent.runtime.types import FluentNone

LOCALES_DIR = Path(__file__).resolve().parent / "locales"
SOURCE = "en-US"
# The languages shipped complete (Discord's locale codes), which the tests hold to completeness. The
# bot offers every folder of messages (``available``): adding a language is a folder of .ftl files.
SHIPPED: tuple[str, ...] = ("en-US", "fr", "de", "es-ES", "pt-BR", "ja")
PSEUDO = "en-XA"  # accented and 40% longer: a test language, never offered to players
# Discord locales that read another shipped language before the source (es-419: Latin American Spanish).
FALLBACKS: dict[str, tuple[str, ...]] = {
    "es-419": ("es-ES",),
    "en-GB": ("en-US",),
    "pt-PT": ("pt-BR",),
}
LEGACY_SEAT = re.compile(r"\{p(\d+)\}")
# The line after a bot's practice move as logs stored it before it said what the move did: one id
# per score change, now the effect inside ``learn-why`` (with the same arguments), so old games'
# captions and replays read in today's words.
FORMER_WHY = {
    "learn-why-scored": "learn-effect-scored",
    "learn-why-swing": "learn-effect-swing",
    "learn-why-hurt": "learn-effect-hurt",
    "learn-why-lost": "learn-effect-lost",
    "learn-why-helped": "learn-effect-helped",
    "learn-why-took": "learn-effect-took",
    "learn-why-quiet": "learn-effect-quiet",
}
FSI = "\u2068"  # FIRST STRONG ISOLATE: the name's direction is that of its first letter
PDI = "\u2069"  # POP DIRECTIONAL ISOLATE: the sentence's direction again
# Embeddings, overrides and isolates a name must not bring in: one would leak out of the isolate.
_BIDI_CONTROLS = re.compile("[\u202a-\u202e\u2066-\u2069]")
# A slash command written in a message (`/game takeback`, `/play game:`): every catalogue writes it as
# the source names it, and the reader sees it as their Discord shows it (see register_command).
COMMAND_IN_TEXT = re.compile(r"`/([^`\n]+)`")
# English words of a command path -> the message ids that name each word ("game", "takeback").
_COMMANDS: dict[tuple[str, ...], tuple[str, ...]] = {}
# (English command path, English option name) -> the option name's message id.
_OPTIONS: dict[tuple[tuple[str, ...], str], str] = {}


def register_command(words: tuple[str, ...], ids: tuple[str, ...], options: dict[str, str] | None = None) -> None:
    """Tell the catalogue how a slash command is named: its English words and the message id of each
    (``("game", "takeback")``, ``("cmd-game-name", "cmd-game-takeback-name")``), and its options'
    English names with their ids. Messages that mention the command then show it in the reader's
    language. Built from the command tree at start-up (the same in every process)."""
    _COMMANDS[words] = ids
    for name, message_id in (options or {}).items():
        _OPTIONS[(words, name)] = message_id


# Discord's locale codes (its "Locales" reference): a folder of messages is a language only under one
# of these names, the only ones a member's client can ask for.
DISCORD_LOCALES = frozenset(
    [
        "id",
        "da",
        "de",
        "en-GB",
        "en-US",
        "es-ES",
        "es-419",
        "fr",
        "hr",
        "it",
        "lt",
        "hu",
        "nl",
        "no",
        "pl",
        "pt-BR",
        "ro",
        "fi",
        "sv-SE",
        "vi",
        "tr",
        "cs",
        "el",
        "bg",
        "ru",
        "uk",
        "hi",
        "th",
        "zh-CN",
        "ja",
        "zh-TW",
        "ko",
    ]
)


def locale_folders(root: Path = LOCALES_DIR) -> tuple[tuple[str, ...], dict[str, str]]:
    """(the languages of ``root``, the folders left out with why). A language is a folder named by a
    Discord locale with at least one .ftl file; any other folder (a backup such as ``fr-old``, a
    language with no messages yet) is left out, so no member is offered it, and the caller says so.
    Hidden folders and ``__pycache__`` are no folders of messages and are passed over silently."""
    found: list[str] = []
    ignored: dict[str, str] = {}
    folders = sorted(p for p in root.iterdir() if p.is_dir()) if root.is_dir() else []
    for folder in folders:
        if folder.name.startswith((".", "_")):
            continue
        if folder.name not in DISCORD_LOCALES:
            ignored[folder.name] = "its name is not a Discord locale code"
        elif not any(folder.glob("*.ftl")):
            ignored[folder.name] = "it has no .ftl files"
        else:
            found.append(folder.name)
    return tuple(found), ignored


@lru_cache(maxsize=1)
def available() -> tuple[str, ...]:
    """Every language with a folder of messages (shipped or on its way), the source first (the
    folders are read once per process; see :func:`locale_folders` for what counts)."""
    found, _ = locale_folders()
    return (SOURCE, *[code for code in found if code != SOURCE])


class MissingMessages(Exception):
    """The source catalogue lacks messages the code names (a missing or cut-down en-US folder)."""

    def __init__(self, ids: Sequence[str]) -> None:
        self.ids = tuple(sorted(ids))
        super().__init__(f"{len(self.ids)} message(s) missing from {SOURCE}: {', '.join(self.ids[:5])}")


@lru_cache(maxsize=256)
def chain(locale: str | None) -> tuple[str, ...]:
    """The languages a reader with Discord locale ``locale`` reads, best first, ending in the source."""
    if not locale:
        return (SOURCE,)
    have = set(available()) | {PSEUDO}
    order: list[str] = []
    for code in (locale, *FALLBACKS.get(locale, ()), locale.split("-")[0]):
        if code in have and code not in order:
            order.append(code)
    if SOURCE not in order:
        order.append(SOURCE)
    return tuple(order)


def is_isolated(text: str) -> bool:
    """Whether ``text`` is one isolate from end to end (its first FSI closes at its last character)."""
    if len(text) < 2 or text[0] != FSI or text[-1] != PDI:
        return False
    depth = 0
    for index, char in enumerate(text):
        if char == FSI:
            depth += 1
        elif char == PDI:
            depth -= 1
            if depth == 0:
                return index == len(text) - 1
    return False


def keep_isolates(text: str, other: Callable[[str], str]) -> tuple[str, int]:
    """``text`` with its balanced isolates kept and every other character passed through ``other``
    (which returns what stands for it: the character, a replacement, or "" to drop it); a PDI with no
    isolate open is dropped. Returns the text and how many isolates it leaves open, for the caller to
    close as it needs."""
    out: list[str] = []
    depth = 0
    for char in text:
        if char == FSI:
            depth += 1
            out.append(char)
        elif char == PDI:
            if depth:
                depth -= 1
                out.append(char)
        else:
            out.append(other(char))
    return "".join(out), depth


def _drop_bidi_control(char: str) -> str:
    return "" if _BIDI_CONTROLS.match(char) else char


def isolate(text: str) -> str:
    """``text`` (a name) as a run of its own direction: in any sentence, a right-to-left name leaves
    the words around it in their order. Bidi controls inside are dropped, except isolates that are
    already balanced (a name text that names someone else, such as a bot seat's label); text that is
    already one isolate stays as it is, so isolating twice changes nothing."""
    if is_isolated(text):
        return text
    body, depth = keep_isolates(text, _drop_bidi_control)
    return FSI + body + PDI * depth + PDI


def babel_locale(code: str) -> Locale:
    """The Babel locale for a catalogue language (the pseudo-locale formats as English)."""
    return Locale.parse((SOURCE if code == PSEUDO else code).replace("-", "_"))


MEMO_SIZE = 20_000  # formatted messages remembered per process (a few MB at most)


# Where a Fluent entry begins: an identifier (a term's with ``-``) at the start of a line; every line
# that continues an entry is indented, so this finds each entry without parsing the file.
ENTRY_START = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.MULTILINE)


def entry_sources(text: str) -> dict[str, str]:
    """Each entry of a .ftl file's text by its id (a term's id with its ``-``), as its own source."""
    starts = list(ENTRY_START.finditer(text))
    ends = [match.start() for match in starts[1:]] + [len(text)]
    return {match.group(1): text[match.start() : end] for match, end in zip(starts, ends, strict=True)}


class _References(visitor.Visitor):
    """The messages and terms an entry refers to (they must be in the bundle when it is formatted)."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.found.append(node.id.name)

    def visit_TermReference(self, node: ast.TermReference) -> None:
        self.found.append("-" + node.id.name)
        self.generic_visit(node)


# French elides "de" before a vowel or a mute h ("le tour d’Alice", "de Bob"); a name's isolate
# marks and markdown escapes are not letters. Names begin with anything, so the catalogue says
# ``{ DE($player) }`` rather than "de { $player }" (core.ftl's style notes).
_ELIDES = frozenset("aeiouyhàâäéèêëîïôöùûüœæ")
_NOT_A_LETTER = frozenset("\u2066\u2067\u2068\u2069\u200e\u200f\\*_~`|")


def _de(value: object) -> str:
    """``de <value>``, or ``d’<value>`` before a vowel or an h (a Fluent function: ``DE($player)``)."""
    text = str(value)
    first = next((char for char in text if char not in _NOT_A_LETTER), "")
    return f"d’{text}" if first.lower() in _ELIDES else f"de {text}"


FUNCTIONS: dict[str, Callable[..., Any]] = {"DE": _de}


class LazyBundle:
    """One language's messages, each parsed the first time it is asked for.

    A bot process formats a small part of its catalogues, and parsing every file of every language
    (Fluent's parser is pure Python) cost more CPU than the rest of its start; the files are only
    split into entries here, and an entry is parsed (with what it refers to) when first used."""

    def __init__(self, code: str, texts: Sequence[str]) -> None:
        self.pseudo = code == PSEUDO
        # Names are isolated where they are filled in (Speaker.name), nothing else: see the module's doc.
        self.fluent = FluentBundle([SOURCE if self.pseudo else code], functions=FUNCTIONS, use_isolating=False)
        self.sources: dict[str, str] = {}
        for text in texts:
            for entry_id, source in entry_sources(text).items():
                self.sources.setdefault(entry_id, source)  # the first file that has it, as Fluent would
        self._parsed: set[str] = set()
        self._parser = FluentParser(with_spans=False)

    def has_message(self, message_id: str) -> bool:
        return not message_id.startswith("-") and message_id in self.sources

    def get_message(self, message_id: str) -> Message:
        self._parse(message_id)
        return self.fluent.get_message(message_id)

    def format_pattern(self, pattern: Pattern, args: dict[str, Any]) -> tuple[str | FluentNone, list[Exception]]:
        return self.fluent.format_pattern(pattern, args)

    def _parse(self, entry_id: str) -> None:
        if entry_id in self._parsed or entry_id not in self.sources:
            return
        self._parsed.add(entry_id)
        resource = self._parser.parse(self.sources[entry_id])
        if self.pseudo:
            resource = _Pseudo().visit(resource)
        self.fluent.add_resource(resource)
        references = _References()
        references.visit(resource)
        for referred in references.found:
            self._parse(referred)


class Catalogue:
    """Every language's messages, read once per process and parsed as they are used."""

    def __init__(self, root: Path = LOCALES_DIR) -> None:
        self.root = root
        self._bundles: dict[str, LazyBundle] = {}
        self._memo: dict[tuple[Any, ...], str] = {}

    def resources(self, code: str) -> list[tuple[Path, str]]:
        """The .ftl files of one language with their text."""
        folder = self.root / (SOURCE if code == PSEUDO else code)
        return [(path, path.read_text(encoding="utf-8")) for path in sorted(folder.glob("*.ftl"))]

    def bundle(self, code: str) -> LazyBundle:
        if code not in self._bundles:
            self._bundles[code] = LazyBundle(code, [text for _, text in self.resources(code)])
        return self._bundles[code]

    def ids(self, code: str = SOURCE) -> set[str]:
        """Every message id of one language (terms, which start with ``-``, excluded)."""
        found: set[str] = set()
        for _, text in self.resources(code):
            for entry in FluentParser().parse(text).body:
                if isinstance(entry, ast.Message):
                    found.add(entry.id.name)
        return found

    def has(self, code: str, message_id: str) -> bool:
        return self.bundle(code).has_message(message_id)

    def format(self, codes: Sequence[str], message_id: str, args: Mapping[str, Any]) -> str:
        """The message in the first language of ``codes`` that has it. A message no language has is
        shown as its id (a test makes sure every id used exists in the source).

        A message is formatted once per language and arguments, then remembered: a move shows the
        same labels, move lines and numbers again and again (the picker, the turn post's edits, the
        alt text), and Fluent with Babel's number formatting is the dearest part of showing them."""
        try:
            key = (tuple(codes), message_id, tuple((k, type(v), v) for k, v in sorted(args.items())))
            return self._memo[key]
        except TypeError:  # an argument that cannot be a key (none of the shown kinds): formatted each time
            return self._format(codes, message_id, args)
        except KeyError:
            pass
        text = self._format(codes, message_id, args)
        if len(self._memo) >= MEMO_SIZE:
            self._memo.clear()  # bounded: the messages of the games in play are quickly formatted again
        self._memo[key] = text
        return text

    def _format(self, codes: Sequence[str], message_id: str, args: Mapping[str, Any]) -> str:
        for code in codes:
            bundle = self.bundle(code)
            if bundle.has_message(message_id):
                message = bundle.get_message(message_id)
                if message.value is None:
                    continue
                text, _errors = bundle.format_pattern(message.value, dict(args))
                return str(text)
        return message_id


CATALOGUE = Catalogue()


class Speaker:
    """The catalogue in one reader's language, with the seats' names to fill in.

    ``name_of`` shows a seat's name (the caller decides how: inert in Discord markdown, as drawn);
    by default ``names[seat]`` as given. Either way the name filled into a message is isolated
    (:func:`isolate`).
    """

    def __init__(
        self,
        locale: str | None = None,
        names: Sequence[str] = (),
        *,
        name_of: Callable[[int], str] | None = None,
        catalogue: Catalogue = CATALOGUE,
    ) -> None:
        self.codes = chain(locale)
        self.locale = self.codes[0]
        self.names = list(names)
        self._name_of = name_of
        self.catalogue = catalogue

    def with_names(self, names: Sequence[str], name_of: Callable[[int], str] | None = None) -> Speaker:
        return Speaker(self.locale, names, name_of=name_of, catalogue=self.catalogue)

    def name(self, seat: int) -> str:
        """The seat's name as filled into a message: isolated for mixed directions."""
        if self._name_of is not None:
            return isolate(self._name_of(seat))
        return isolate(self.names[seat]) if 0 <= seat < len(self.names) else f"#{seat + 1}"

    def t(self, message_id: str, /, **args: Any) -> str:
        """The message ``message_id`` with its arguments (which may be Msg, Seat, lists, numbers)."""
        text = self.catalogue.format(self.codes, message_id, {k: self._value(v) for k, v in args.items()})
        if self.locale != SOURCE and "`/" in text and _COMMANDS:
            text = COMMAND_IN_TEXT.sub(self._command, text)
        return text

    def plain(self, message_id: str, /, **args: Any) -> str:
        """The message as :meth:`t` gives it, its commands without the code marks around them: for
        text Discord shows as written (an embed footer) or drawn into an image."""
        return COMMAND_IN_TEXT.sub(lambda match: "/" + match.group(1), self.t(message_id, **args))

    def command(self, written: str) -> str:
        """A command written as the source names it (``/game handover player:``), as the reader's
        Discord names it; as written for the source language, or a command the catalogue was not told of."""
        if self.locale == SOURCE or not _COMMANDS:
            return written
        return COMMAND_IN_TEXT.sub(self._command, f"`{written}`")[1:-1]

    def _command(self, match: re.Match[str]) -> str:
        """A command written in a message, as the reader's Discord names it (the path's words and the
        options after it); a command the catalogue was not told of stays as written."""
        words = match.group(1).split(" ")
        for length in range(min(3, len(words)), 0, -1):
            path = tuple(words[:length])
            if path in _COMMANDS:
                break
        else:
            return match.group(0)
        shown = [self.t(message_id).lower() for message_id in _COMMANDS[path]]
        for word in words[length:]:
            option = re.fullmatch(r"(\[?)([\w-]+)(:.*)", word)
            if option and (path, option.group(2)) in _OPTIONS:
                word = option.group(1) + self.t(_OPTIONS[(path, option.group(2))]).lower() + option.group(3)
            shown.append(word)
        return "`/" + " ".join(shown) + "`"

    def say(self, message: Msg | str) -> str:
        """A message from the rules. A plain string is a line stored before the engines spoke in
        ids: English with ``{pN}`` placeholders for seats, shown as it was written."""
        if isinstance(message, str):
            return LEGACY_SEAT.sub(lambda m: self._legacy_name(m), message)
        if message.id in FORMER_WHY:
            return self.t("learn-why", effect=Msg(FORMER_WHY[message.id], message.args))
        return self.t(message.id, **dict(message.args))

    def stored(self, event: Mapping[str, Any]) -> str:
        """An event as the log stores it: ``{"msg": {...}}`` now, ``{"text": "..."}`` before."""
        if "msg" in event and event["msg"] is not None:
            return self.say(Msg.from_json(event["msg"]))
        return self.say(str(event.get("text", "")))

    def number(self, value: float) -> str:
        return self.t("number", value=value)

    def join(self, items: Sequence[str]) -> str:
        """``a, b and c`` as the reader's language writes a list (the pseudo-locale accents the words
        between the items too)."""
        if not items:
            return ""
        if self.locale != PSEUDO:
            return format_list(list(items), locale=babel_locale(self.locale))
        marks = [f"\x00{index}\x00" for index in range(len(items))]
        pattern = re.split(r"(\x00\d+\x00)", format_list(marks, locale=babel_locale(SOURCE)))
        return "".join(
            items[int(part.strip("\x00"))] if part.startswith("\x00") else pseudo_word(part) for part in pattern
        )

    def _legacy_name(self, match: re.Match[str]) -> str:
        seat = int(match.group(1))
        return self.name(seat) if seat < max(len(self.names), 1 if self._name_of else 0) else match.group(0)

    def _value(self, value: object) -> object:
        if isinstance(value, Seat):
            return self.name(value.seat)
        if isinstance(value, Msg):
            return self.say(value)
        if isinstance(value, ArgList):
            return self.join([str(self._value(item)) for item in value.items])
        if isinstance(value, (list, tuple)):
            return self.join([str(self._value(item)) for item in value])
        return value


@lru_cache(maxsize=64)
def speaker(locale: str | None = None) -> Speaker:
    """A speaker without names (for words that name nobody), one per locale."""
    return Speaker(locale)


# ---------------------------------------------------------------------- the pseudo-locale
_ACCENTED = dict(
    zip(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
        strict=True,
    )
)


def pseudo_word(text: str) -> str:
    """``Take turn`` → ``Ţåķé ţûŕñ~~~~``: every letter accented, the text 40% longer (rounded up).
    Punctuation alone (a list's ", ") is kept as it is: only words grow in translation."""
    if not any(char.isalpha() for char in text):
        return text
    accented = "".join(_ACCENTED.get(char, char) for char in text)
    padding = -(-len(text.strip()) * 2 // 5)
    return accented.rstrip() + "~" * padding + text[len(text.rstrip()) :]


class _Pseudo(visitor.Transformer):
    def visit_TextElement(self, node: ast.TextElement) -> ast.TextElement:
        node.value = pseudo_word(node.value)
        return node


def pseudo_text(source: str) -> str:
    """A whole .ftl file in the pseudo-locale (placeables and selectors kept)."""
    from fluent.syntax import FluentSerializer

    resource = FluentParser().parse(source)
    return str(FluentSerializer().serialize(_Pseudo().visit(resource)))
