"""FakeDiscord: an in-memory Discord (REST API v10 + gateway) for loopback tests.

One aiohttp application on 127.0.0.1 serves:

* ``/api/v10/...``       the REST routes discord.py 2.7 uses (see ``_routes``)
* ``/gateway``           the gateway websocket (zlib-stream when asked)
* ``/attachments/...``   the bytes of uploaded files (Attachment.url)
* ``/embed/avatars/...``, ``/avatars/...``  a tiny PNG (CDN stand-in)

Discord's rules that the fake enforces answer like Discord (400 code 50035,
404 code 10062, ...) *and* are appended to ``fake.violations`` so a test can
assert that there were none.  Behaviour Discord documents as deprecated but still
performs (the first follow-up after a deferred "thinking" response replacing it,
where Discord says to edit the original response) is performed and also appended
to ``fake.violations``.  Unknown routes answer 404 and are appended to
``fake.unknown_routes``.

Everything lives in memory on the FakeDiscord object and survives the bot's
process dying: a new IDENTIFY gets READY + GUILD_CREATE (with threads) again.

Shards work as on Discord: ``GET /gateway/bot`` recommends ``shard_count``
shards; an IDENTIFY may carry ``shard: [id, count]`` (none means ``[0, 1]``);
a connection gets READY/GUILD_CREATE only for the guilds of its shard,
``(guild_id >> 22) % count == id``, and every event of a guild (interactions,
messages, channels, threads) goes only to the connection(s) of that guild's
shard; events outside any guild (DMs) go to shard 0.  An invalid shard is
closed with 4010, and a shard that would hold more than
``max_guilds_per_shard`` guilds with 4011 (sharding required).
"""

from __future__ import annotations

import asyncio
import datetime as _dt
import itertools
import json
import logging
import mimetypes
import re
import secrets
import struct
import time
import zlib
from collections.abc import Callable, Iterable
from typing import Any

from aiohttp import WSMsgType, web

log = logging.getLogger("fake_discord")

DISCORD_EPOCH_MS = 1420070400000
API_PREFIX = "/api/v10"
MiB = 1024 * 1024

# message flags
FLAG_SUPPRESS_EMBEDS = 1 << 2
FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
FLAG_SUPPRESS_NOTIFICATIONS = 1 << 12
FLAG_COMPONENTS_V2 = 1 << 15
_SETTABLE_FLAGS = FLAG_SUPPRESS_EMBEDS | FLAG_EPHEMERAL | FLAG_SUPPRESS_NOTIFICATIONS | FLAG_COMPONENTS_V2

# permissions
P_CREATE_INVITE = 1 << 0
P_ADMINISTRATOR = 1 << 3
P_ADD_REACTIONS = 1 << 6
P_VIEW_CHANNEL = 1 << 10
P_SEND_MESSAGES = 1 << 11
P_MANAGE_MESSAGES = 1 << 13
P_EMBED_LINKS = 1 << 14
P_ATTACH_FILES = 1 << 15
P_READ_HISTORY = 1 << 16
P_EXTERNAL_EMOJIS = 1 << 18
P_USE_APP_COMMANDS = 1 << 31
P_MANAGE_THREADS = 1 << 34
P_CREATE_PUBLIC_THREADS = 1 << 35
P_CREATE_PRIVATE_THREADS = 1 << 36
P_SEND_IN_THREADS = 1 << 38

EVERYONE_PERMS = (
    P_CREATE_INVITE
    | P_ADD_REACTIONS
    | P_VIEW_CHANNEL
    | P_SEND_MESSAGES
    | P_EMBED_LINKS
    | P_ATTACH_FILES
    | P_READ_HISTORY
    | P_EXTERNAL_EMOJIS
    | P_USE_APP_COMMANDS
    | P_CREATE_PUBLIC_THREADS
    | P_SEND_IN_THREADS
)
BOT_ROLE_PERMS = EVERYONE_PERMS | P_MANAGE_MESSAGES | P_MANAGE_THREADS | P_CREATE_PRIVATE_THREADS

# gateway intents
INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DM_MESSAGES = 1 << 12
INTENT_MESSAGE_CONTENT = 1 << 15

# channel types
CH_TEXT, CH_DM, CH_PUBLIC_THREAD, CH_PRIVATE_THREAD = 0, 1, 11, 12
CH_GROUP_DM = 3  # members among themselves, without the bot: reached only by a member's own install
THREAD_TYPES = (CH_PUBLIC_THREAD, CH_PRIVATE_THREAD, 10)

# interaction types
IX_PING, IX_COMMAND, IX_COMPONENT, IX_AUTOCOMPLETE, IX_MODAL = 1, 2, 3, 4, 5
SELECT_TYPES = (3, 5, 6, 7, 8)

INTERACTION_TOKEN_LIFETIME = 15 * 60.0

# gateway close codes about shards
CLOSE_INVALID_SHARD, CLOSE_SHARDING_REQUIRED = 4010, 4011


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard that receives a guild's events (Discord's formula); DMs go to shard 0."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


_COMMAND_NAME_RE = re.compile(r"^[-_'\w\u0900-\u097F\u0E00-\u0E7F]{1,32}$")

# The locales Discord knows (``name_localizations`` and ``description_localizations`` keys).
DISCORD_LOCALES = frozenset(
    {
        "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl",
        "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW",
        "ko",
    }
)  # fmt: skip


def _now_iso(ts: float | None = None) -> str:
    ts = time.time() if ts is None else ts
    return _dt.datetime.fromtimestamp(ts, tz=_dt.UTC).isoformat()


def _tiny_png() -> bytes:
    """A valid 1x1 grey PNG, built by hand (no Pillow needed)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    ihdr = struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)
    idat = zlib.compress(b"\x00\x80")
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


class ApiError(Exception):
    """Raised inside route handlers; becomes a Discord-shaped JSON error."""

    def __init__(self, status: int, code: int, message: str, errors: dict | None = None):
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def body(self) -> dict:
        out: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            out["errors"] = self.errors
        return out


# ---------------------------------------------------------------------------
# model objects (also what the test-driver API hands out)
# ---------------------------------------------------------------------------


class Attachment:
    def __init__(
        self, id: int, filename: str, data: bytes, content_type: str | None, description: str | None, url: str
    ):
        self.id = id
        self.filename = filename
        self.data = data
        self.content_type = content_type
        self.description = description
        self.url = url

    @property
    def size(self) -> int:
        return len(self.data)

    def to_payload(self) -> dict:
        out = {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": self.url,
            "proxy_url": self.url,
        }
        if self.content_type:
            out["content_type"] = self.content_type
        if self.description is not None:
            out["description"] = self.description
        if self.content_type and self.content_type.startswith("image/") and self.data[:8] == b"\x89PNG\r\n\x1a\n":
            try:
                w, h = struct.unpack(">II", self.data[16:24])
                out["width"], out["height"] = w, h
            except struct.error:
                pass
        return out

    def __repr__(self) -> str:
        return f"<Attachment {self.filename!r} {len(self.data)} bytes {self.content_type}>"


USER_MENTION = re.compile(r"<@!?(\d+)>")

# Components V2 (IS_COMPONENTS_V2 messages): the types the fake reads, and Discord's limits.
TEXT_DISPLAY, MEDIA_GALLERY = 10, 12
V2_MAX_COMPONENTS = 40  # every component of the message, nested ones included
V2_MAX_TEXT = 4000  # characters over all text displays of the message
GALLERY_MAX_ITEMS = 10
GALLERY_DESCRIPTION_MAX = 1024
ATTACHMENT_REF = "attachment://"


def walk_components(items: Iterable[dict] | None) -> Iterable[dict]:
    """Every component of a component list, depth first (rows, containers, sections, accessories)."""
    for c in items or []:
        if not isinstance(c, dict):
            continue
        yield c
        if isinstance(c.get("components"), list):
            yield from walk_components(c["components"])
        if isinstance(c.get("component"), dict):
            yield from walk_components([c["component"]])
        if isinstance(c.get("accessory"), dict):
            yield from walk_components([c["accessory"]])


def text_displays(components: Iterable[dict] | None) -> list[str]:
    """The content of every text display, in reading order."""
    return [str(c.get("content") or "") for c in walk_components(components) if c.get("type") == TEXT_DISPLAY]


def readable_text(content: str | None, components: Iterable[dict] | None) -> str:
    """What a member reads of a message as text: its content, then every text display (Components V2)."""
    return "\n".join(part for part in [content or "", *text_displays(components)] if part)


def media_urls(components: Iterable[dict] | None) -> list[str]:
    """The media url of every gallery item, thumbnail and file component, in order."""
    urls = []
    for c in walk_components(components):
        if c.get("type") == MEDIA_GALLERY:
            urls.extend(str(((item or {}).get("media") or {}).get("url") or "") for item in c.get("items") or [])
        if c.get("type") in (11, 13):  # thumbnail, file
            urls.append(str(((c.get("media") or c.get("file")) or {}).get("url") or ""))
    return urls


def pinged_users(content: str, allowed: dict | None) -> set:
    """The user ids a message content pings under ``allowed`` (Discord's allowed_mentions rules:
    absent means every mention pings; otherwise a user pings if ``parse`` holds "users" or the
    ``users`` list names them)."""
    mentioned = {int(m) for m in USER_MENTION.findall(content or "")}
    if allowed is None or "users" in (allowed.get("parse") or []):
        return mentioned
    listed = {int(u) for u in allowed.get("users") or []}
    return mentioned & listed


class Snapshot:
    """What a message looked like right after its creation or one of its edits (``Message.history``)."""

    def __init__(self, msg: Message, edited: bool):
        self.content = msg.content
        self.attachments = list(msg.attachments)
        self.components = list(msg.components)
        self.flags = msg.flags
        self.edited = edited
        self.at = time.monotonic()  # when it was made: orders what members saw across messages

    @property
    def text(self) -> str:
        """What a member read as text at that moment: the content and every text display (see
        :attr:`Message.text`)."""
        return readable_text(self.content, self.components)

    def buttons(self) -> list[tuple[str | None, str | None, bool]]:
        return [
            (c.get("label"), c.get("custom_id"), bool(c.get("disabled", False)))
            for c in walk_components(self.components)
            if c.get("type") == 2
        ]

    def __repr__(self) -> str:
        return f"<Snapshot {'edit' if self.edited else 'create'} {self.content[:40]!r} {len(self.attachments)} files>"


class Message:
    """A message as the fake stores it. Attributes are live (edits show); ``history`` keeps a
    :class:`Snapshot` of the creation and of every edit."""

    def __init__(self, fake: FakeDiscord, id: int, channel_id: int, author_id: int):
        self._fake = fake
        self.id = id
        self.channel_id = channel_id
        self.author_id = author_id
        self.content: str = ""
        self.embeds: list[dict] = []
        self.components: list[dict] = []
        self.attachments: list[Attachment] = []
        self.flags: int = 0
        self.type: int = 0
        self.created_at = time.time()
        self.edited_at: float | None = None
        self.changed_at = time.monotonic()  # last create/edit (for the click delay)
        self.webhook_id: int | None = None
        self.application_id: int | None = None
        self.interaction_id: int | None = None  # interaction that created it
        self.interaction_user_id: int | None = None
        self.interaction_name: str | None = None
        self.interaction_type: int | None = None
        self.message_reference: dict | None = None
        self.thread_id: int | None = None
        self.reactions: dict[str, set] = {}
        self.deleted = False
        self.pinned = False
        self.tts = False
        self.edits = 0
        # The allowed_mentions of every create/edit of this message, in order (None: the field was absent,
        # which Discord reads as "ping everything mentioned").
        self.allowed_mentions_log: list[dict | None] = []
        self.pinged: set = set()  # user ids this message pinged (on create or on any edit)
        self.history: list[Snapshot] = []

    # -- convenience -----------------------------------------------------
    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & FLAG_LOADING)

    @property
    def guild_id(self) -> int | None:
        ch = self._fake.channels.get(self.channel_id)
        return ch.guild_id if ch else None

    def iter_components(self) -> Iterable[dict]:
        return walk_components(self.components)

    @property
    def v2(self) -> bool:
        """Whether the message is a Components V2 layout (no content, no embeds: text displays)."""
        return bool(self.flags & FLAG_COMPONENTS_V2)

    @property
    def text(self) -> str:
        """What a member reads of the message as text: the content, then every text display of a
        Components V2 layout, in order (embeds: :meth:`embed_text`)."""
        return readable_text(self.content, self.components)

    def text_displays(self) -> list[str]:
        """The content of every text display, in order."""
        return text_displays(self.components)

    def accent_color(self) -> int | None:
        """The accent colour of the message's first container (None: no container or no accent)."""
        for c in self.iter_components():
            if c.get("type") == 17:
                return c.get("accent_color")
        return None

    def gallery(self) -> list[tuple[Attachment | None, str | None]]:
        """The gallery items in order, as (the attachment an ``attachment://`` item shows, or None;
        the item's description)."""
        by_name = {a.filename: a for a in self.attachments}
        out = []
        for c in self.iter_components():
            if c.get("type") != MEDIA_GALLERY:
                continue
            for item in c.get("items") or []:
                url = str(((item or {}).get("media") or {}).get("url") or "")
                name = url[len(ATTACHMENT_REF) :] if url.startswith(ATTACHMENT_REF) else None
                out.append((by_name.get(name) if name else None, (item or {}).get("description")))
        return out

    def buttons(self) -> list[tuple[str | None, str | None, bool]]:
        """[(label, custom_id, disabled)] of every button, in order."""
        return [
            (c.get("label"), c.get("custom_id"), bool(c.get("disabled", False)))
            for c in self.iter_components()
            if c.get("type") == 2
        ]

    def selects(self) -> list[dict]:
        """Every select menu (raw dicts: custom_id, options, min/max_values, ...)."""
        return [c for c in self.iter_components() if c.get("type") in SELECT_TYPES]

    def component(self, custom_id: str) -> dict | None:
        for c in self.iter_components():
            if c.get("custom_id") == custom_id:
                return c
        return None

    @property
    def allowed_mentions(self) -> dict | None:
        """The allowed_mentions sent with the latest create/edit (None when absent)."""
        return self.allowed_mentions_log[-1] if self.allowed_mentions_log else None

    def embed_text(self) -> str:
        """All visible text of the embeds joined (handy for asserts)."""
        parts: list[str] = []
        for e in self.embeds:
            for k in ("title", "description"):
                if e.get(k):
                    parts.append(str(e[k]))
            for f in e.get("fields") or []:
                parts.append(str(f.get("name", "")))
                parts.append(str(f.get("value", "")))
            if (e.get("footer") or {}).get("text"):
                parts.append(e["footer"]["text"])
            if (e.get("author") or {}).get("name"):
                parts.append(e["author"]["name"])
        return "\n".join(parts)

    def to_payload(self, *, for_event: bool = False) -> dict:
        return self._fake._message_payload(self, for_event=for_event)

    def __repr__(self) -> str:
        text = self.content if len(self.content) < 60 else self.content[:57] + "..."
        return (
            f"<Message id={self.id} ch={self.channel_id} author={self.author_id} flags={self.flags} "
            f"content={text!r} embeds={len(self.embeds)} files={[a.filename for a in self.attachments]} "
            f"buttons={[b[1] for b in self.buttons()]}>"
        )


class Channel:
    def __init__(self, id: int, type: int, name: str | None = None, guild_id: int | None = None):
        self.id = id
        self.type = type
        self.name = name
        self.guild_id = guild_id
        self.parent_id: int | None = None
        self.owner_id: int | None = None
        self.position = 0
        self.topic: str | None = None
        self.recipient_id: int | None = None  # DM channels
        self.archived = False
        self.locked = False
        self.auto_archive_duration = 1440
        self.created_at = time.time()
        self.archive_ts = time.time()
        self.message_ids: list[int] = []
        self.member_ids: set = set()  # thread members
        self.starter_message_id: int | None = None
        self.invitable = True
        self.overwrites: list[dict] = []  # permission overwrites of a guild channel (Discord's payload shape)

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    def __repr__(self) -> str:
        return f"<Channel id={self.id} type={self.type} name={self.name!r} parent={self.parent_id}>"


class Guild:
    def __init__(self, id: int, name: str, owner_id: int, locale: str = "en-US"):
        self.id = id
        self.name = name
        self.owner_id = owner_id
        self.locale = locale  # the server's language (``preferred_locale``, ``guild_locale``)
        self.channel_ids: list[int] = []
        self.member_ids: list[int] = []
        self.bot_role_id: int = 0
        self.roles: dict[int, dict] = {}
        self.member_roles: dict[int, list[int]] = {}
        self.joined_at = time.time()


class Interaction:
    """What the driver created, and what the bot answered."""

    def __init__(
        self,
        fake: FakeDiscord,
        id: int,
        token: str,
        type: int,
        user_id: int,
        channel_id: int,
        guild_id: int | None,
        payload: dict,
    ):
        self._fake = fake
        self.id = id
        self.token = token
        self.type = type
        self.user_id = user_id
        self.channel_id = channel_id
        self.guild_id = guild_id
        self.payload = payload
        self.name: str | None = None  # command path for slash/autocomplete
        self.custom_id: str | None = None
        self.component_message_id: int | None = None
        self.created_mono: float = time.monotonic()
        self.responses: list[dict] = []  # accepted callback payloads
        self.rejected: list[str] = []  # callbacks / follow-ups the fake refused
        self.response_type: int | None = None
        self.original_message_id: int | None = None
        self.followups: list[Message] = []
        self.choices: list[dict] | None = None  # autocomplete result
        self.modal: dict | None = None  # type-9 response data
        self.original_edits = 0

    # -- state -----------------------------------------------------------
    @property
    def responded(self) -> bool:
        return self.response_type is not None

    @property
    def deferred(self) -> bool:
        return self.response_type in (5, 6)

    @property
    def original(self) -> Message | None:
        if self.original_message_id is None:
            return None
        return self._fake._messages.get(self.original_message_id)

    @property
    def message(self) -> Message | None:
        """The final visible reply.

        type 4/5: the original response message (after any edit), or, once it was deleted, the
        last follow-up (a public "thinking" message that made way for a private answer);
        type 6/7: the last follow-up if any, else the (updated) component message;
        8/9: None.
        """
        if self.response_type in (4, 5):
            original = self.original
            if original is not None and original.deleted and self.followups:
                return self.followups[-1]
            return original
        if self.response_type in (6, 7):
            if self.followups:
                return self.followups[-1]
            return self.original
        return None

    @property
    def content(self) -> str | None:
        m = self.message
        return m.content if m is not None else None

    @property
    def ephemeral(self) -> bool:
        m = self.message
        return bool(m is not None and m.ephemeral)

    def _is_done(self) -> bool:
        t = self.response_type
        if t is None:
            return False
        if t in (1, 4, 7, 8, 9):
            return True
        if t == 5:  # the thinking message edited, or deleted and an answer followed
            orig = self.original
            return orig is not None and (not orig.loading or (orig.deleted and bool(self.followups)))
        if t == 6:
            if self.followups or self.original_edits:
                return True
            orig = self.original
            return orig is not None and orig.edits > 0 and orig.changed_at > self._responded_mono
        return False

    _responded_mono: float = 0.0

    @property
    def ack_seconds(self) -> float | None:
        """Seconds from sending INTERACTION_CREATE to the bot's first accepted answer (None before it)."""
        return self._responded_mono - self.created_mono if self.responded else None

    async def wait_response(self, timeout: float = 5) -> dict:
        """Wait for the first accepted callback; returns its payload."""
        await self._fake._wait_until(lambda: self.responded, timeout, f"a response to {self!r}")
        return self.responses[0]

    async def wait_done(self, timeout: float = 10) -> Interaction:
        """Wait until a non-deferred response arrived, or a deferred one was
        followed up / edited (type 6: a follow-up or an edit of the message)."""
        await self._fake._wait_until(self._is_done, timeout, f"{self!r} to be done")
        return self

    def __repr__(self) -> str:
        what = self.name or self.custom_id or ""
        return (
            f"<Interaction id={self.id} type={self.type} {what!r} user={self.user_id} "
            f"response={self.response_type} followups={len(self.followups)} rejected={self.rejected}>"
        )


class _GatewayConn:
    def __init__(self, fake: FakeDiscord, ws: web.WebSocketResponse, compress: bool, number: int):
        self.fake = fake
        self.ws = ws
        self.number = number
        self.compress = compress
        self.zobj = zlib.compressobj() if compress else None
        self.seq = 0
        self.session_id: str | None = None
        self.identified = False
        self.intents = 0
        self.guilds_sent_mono: float | None = None
        self.session_log: list[tuple[int, str | None, Any]] | None = None  # for RESUME replays
        self.closed = False
        self.lock = asyncio.Lock()
        self.shard: tuple[int, int] = (0, 1)  # [shard_id, shard_count] from IDENTIFY
        self.dispatched: list[tuple[str | None, str | None]] = []  # (event, guild_id) of each op 0 sent

    def owns(self, guild_id: int | None) -> bool:
        """Whether this connection's shard receives the events of ``guild_id`` (None: DMs)."""
        shard_id, count = self.shard
        return shard_of(guild_id, count) == shard_id

    async def send(self, op: int, d: Any = None, t: str | None = None, *, seq: int | None = None) -> None:
        async with self.lock:
            if self.closed or self.ws.closed:
                return
            msg: dict[str, Any] = {"op": op, "d": d, "s": None, "t": t}
            if op == 0:
                self.dispatched.append((t, d.get("guild_id") if isinstance(d, dict) else None))
                if seq is None:  # seq given: a replay after RESUME
                    self.seq += 1
                    seq = self.seq
                    if self.session_log is not None:
                        self.session_log.append((seq, t, d))
                        del self.session_log[:-500]
                msg["s"] = seq
            raw = json.dumps(msg)
            try:
                if self.zobj is not None:
                    data = self.zobj.compress(raw.encode()) + self.zobj.flush(zlib.Z_SYNC_FLUSH)
                    await self.ws.send_bytes(data)
                else:
                    await self.ws.send_str(raw)
            except (ConnectionError, RuntimeError) as e:  # peer gone
                log.debug("gateway send failed: %s", e)
                self.closed = True


# ---------------------------------------------------------------------------
# the fake
# ---------------------------------------------------------------------------


class FakeDiscord:
    """In-memory Discord.  See the module docstring and the driver methods."""

    def __init__(
        self,
        *,
        bot_name: str = "TabletopBot",
        token: str | None = None,
        interaction_timeout: float = 3.0,
        click_delay: float = 0.1,
        ready_settle: float = 2.2,
        max_file_size: int = 10 * MiB,
        heartbeat_interval_ms: int = 41250,
        shard_count: int = 1,
        max_guilds_per_shard: int | None = None,
    ):
        self._ids = itertools.count(1)
        self._last_snowflake = 0
        self.token = token or ("FAKE." + secrets.token_urlsafe(24))
        self.interaction_timeout = interaction_timeout
        self.click_delay = click_delay
        self.ready_settle = ready_settle
        self.max_file_size = max_file_size
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.shard_count = shard_count  # what GET /gateway/bot recommends
        self.max_guilds_per_shard = max_guilds_per_shard  # more on one shard: close 4011
        self.refused_identifies: list[tuple[Any, int]] = []  # (shard field, close code)
        # A test's look at every message a bot posts, at two moments: "before" it is created and
        # "after" it is created but before the bot hears back (a test may kill the bot there). A true
        # answer "before" drops the request: nothing is created.
        self.message_post_hook: Callable[[str, int, dict, list], Any] | None = None
        # The same for every thread a bot creates: called "before" with the parent channel's id and
        # "after" (the thread made, the bot not yet answered) with the new thread's id; a true answer
        # "before" drops the request: no thread is made.
        self.thread_create_hook: Callable[[str, int, dict], Any] | None = None

        self.users: dict[int, dict] = {}
        self.user_locales: dict[int, str] = {}  # each user's client language (``locale`` of their interactions)
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self._messages: dict[int, Message] = {}
        self._dm_by_user: dict[int, int] = {}
        self._closed_dms: set = set()
        self.global_commands: list[dict] = []
        self.guild_commands: dict[int, list[dict]] = {}
        self.command_syncs = 0
        self.interactions: dict[int, Interaction] = {}
        self._ix_by_token: dict[str, Interaction] = {}
        self._modals: dict[str, dict] = {}
        self._loose_attachments: dict[int, Attachment] = {}
        self._pending_name: str | None = None

        self.violations: list[str] = []
        self.unknown_routes: list[str] = []
        self.requests: list[tuple[str, str, int]] = []
        self._rate_limits: list[dict] = []

        self._conns: list[_GatewayConn] = []
        self._conn_numbers = itertools.count(1)
        self.identify_count = 0
        self.resume_attempts = 0
        self.allow_resume = True  # False: every RESUME gets INVALID_SESSION (then IDENTIFY, +5 s in discord.py)
        self._sessions: dict[str, _GatewayConn] = {}
        self.identifies: list[dict] = []

        self.bot_user_id = self._snowflake()
        self.application_id = self.bot_user_id  # as on Discord for modern bots
        self.owner_user_id = self._snowflake()
        self.users[self.bot_user_id] = self._user_dict(self.bot_user_id, bot_name, bot=True)
        self.users[self.owner_user_id] = self._user_dict(self.owner_user_id, "app-owner")
        # Members who installed the app for themselves (a user install): its user-install commands
        # follow them into any DM (see install_for_user).
        self.user_installs: set[int] = set()

        self._changed: asyncio.Event | None = None
        self._runner: web.AppRunner | None = None
        self._site: web.TCPSite | None = None
        self._tasks: set = set()
        self.port: int | None = None
        self._png = _tiny_png()
        self._routes = self._build_routes()

    # ------------------------------------------------------------------ util
    def _snowflake(self) -> int:
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        sf = (ms << 22) | (next(self._ids) & 0x3FFFFF)
        if sf <= self._last_snowflake:
            sf = self._last_snowflake + 1
        self._last_snowflake = sf
        return sf

    @staticmethod
    def _user_dict(uid: int, name: str, bot: bool = False) -> dict:
        d = {
            "id": str(uid),
            "username": name,
            "global_name": None if bot else name,
            "discriminator": "0",
            "avatar": None,
            "public_flags": 0,
            "flags": 0,
            "banner": None,
            "accent_color": None,
            "avatar_decoration_data": None,
            "primary_guild": None,
        }
        if bot:
            d["bot"] = True
        return d

    def _bump(self) -> None:
        ev = self._changed
        self._changed = asyncio.Event()
        if ev is not None:
            ev.set()

    async def _wait_until(self, pred: Callable[[], Any], timeout: float, what: str) -> Any:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            value = pred()
            if value:
                return value
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise AssertionError(
                    f"fake_discord: timed out after {timeout} s waiting for {what}"
                    + (f"; violations so far: {self.violations}" if self.violations else "")
                    + (f"; unknown routes: {self.unknown_routes}" if self.unknown_routes else "")
                )
            if self._changed is None:
                self._changed = asyncio.Event()
            ev = self._changed
            try:
                await asyncio.wait_for(ev.wait(), timeout=min(remaining, 0.25))
            except TimeoutError:
                pass

    def _spawn(self, coro) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            coro.close()
            return
        task = loop.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _violate(
        self, detail: str, *, status: int = 400, code: int = 50035, message: str | None = None, field: str = "_base"
    ) -> ApiError:
        self.violations.append(detail)
        log.error("fake_discord VIOLATION: %s", detail)
        self._bump()
        if status == 400 and code == 50035:
            return ApiError(
                400,
                50035,
                "Invalid Form Body",
                {field: {"_errors": [{"code": "FAKE_DISCORD_RULE", "message": detail}]}},
            )
        return ApiError(status, code, message or detail)

    # ------------------------------------------------------------- lifecycle
    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_url(self) -> str:
        return f"{self.base_url}{API_PREFIX}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    @property
    def cdn_url(self) -> str:
        return self.base_url

    def env(self) -> dict[str, str]:
        """Environment for launch.py / a bot subprocess."""
        return {
            "FAKE_DISCORD_API": self.api_url,
            "FAKE_DISCORD_GATEWAY": self.gateway_url,
            "FAKE_DISCORD_CDN": self.cdn_url,
            "DISCORD_TOKEN": self.token,
        }

    async def start(self) -> FakeDiscord:
        self._changed = asyncio.Event()
        app = web.Application(client_max_size=64 * MiB)
        app.router.add_get("/gateway", self._gateway_handler)
        app.router.add_get("/attachments/{aid}/{filename}", self._attachment_handler)
        app.router.add_get("/embed/avatars/{name}", self._png_handler)
        app.router.add_get("/avatars/{uid}/{name}", self._png_handler)
        app.router.add_route("*", API_PREFIX + "/{tail:.*}", self._api_handler)
        app.router.add_route("*", "/{tail:.*}", self._unknown_handler)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        self._site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await self._site.start()
        server = self._site._server  # type: ignore[attr-defined]  # aiohttp keeps the listening server private
        self.port = server.sockets[0].getsockname()[1]
        log.info("fake_discord listening on %s", self.base_url)
        return self

    async def stop(self) -> None:
        for conn in list(self._conns):
            conn.closed = True
            try:
                await conn.ws.close(code=1001)
            except Exception:
                pass
        for task in list(self._tasks):
            task.cancel()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc) -> None:
        await self.stop()

    # ---------------------------------------------------------------- setup
    def _snowflake_in_shard(self, shard_id: int, shard_count: int) -> int:
        """A new snowflake (larger than every earlier one) of a guild on shard ``shard_id``."""
        sf = self._snowflake()
        ms = (sf >> 22) + (shard_id - (sf >> 22)) % shard_count  # the next millisecond on that shard
        sf = (ms << 22) | (sf & 0x3FFFFF)
        self._last_snowflake = max(self._last_snowflake, sf)
        return sf

    def add_guild(
        self,
        name: str,
        *,
        owner_id: int | None = None,
        shard: tuple[int, int] | None = None,
        locale: str = "en-US",
    ) -> int:
        """A guild; with ``shard=(id, count)`` its id is chosen so it belongs to that shard. ``locale``:
        the server's language (Discord's ``preferred_locale``, sent as ``guild_locale``); a test may give
        one Discord does not have (the pseudo-locale ``en-XA``)."""
        gid = self._snowflake_in_shard(*shard) if shard is not None else self._snowflake()
        guild = Guild(gid, name, owner_id or self.owner_user_id, locale)
        guild.roles[gid] = self._role_dict(gid, "@everyone", EVERYONE_PERMS, 0)
        guild.bot_role_id = self._snowflake()
        guild.roles[guild.bot_role_id] = self._role_dict(
            guild.bot_role_id, self.users[self.bot_user_id]["username"], BOT_ROLE_PERMS, 1, bot_id=self.bot_user_id
        )
        self.guilds[gid] = guild
        guild.member_ids.append(self.bot_user_id)
        guild.member_roles[self.bot_user_id] = [guild.bot_role_id]
        for uid, u in self.users.items():
            if not u.get("bot") and uid != self.owner_user_id:
                guild.member_ids.append(uid)
                guild.member_roles[uid] = []
        for conn in self._conns_for(gid):
            self._spawn(self._send_guild_create(conn, guild))
        self._bump()
        return gid

    @staticmethod
    def _role_dict(rid: int, name: str, perms: int, position: int, bot_id: int | None = None) -> dict:
        d = {
            "id": str(rid),
            "name": name,
            "color": 0,
            "colors": {"primary_color": 0},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": position,
            "permissions": str(perms),
            "managed": bot_id is not None,
            "mentionable": False,
            "flags": 0,
        }
        if bot_id is not None:
            d["tags"] = {"bot_id": str(bot_id)}
        return d

    def add_text_channel(self, guild_id: int, name: str, *, topic: str | None = None) -> int:
        guild = self.guilds[guild_id]
        cid = self._snowflake()
        ch = Channel(cid, CH_TEXT, name, guild_id)
        ch.position = len(guild.channel_ids)
        ch.topic = topic
        self.channels[cid] = ch
        guild.channel_ids.append(cid)
        for conn in self._conns_for(guild_id):
            self._spawn(conn.send(0, self._channel_payload(ch), "CHANNEL_CREATE"))
        self._bump()
        return cid

    def add_user(self, name: str, *, locale: str = "en-US") -> int:
        """A (human) user, made a member of every guild; ``locale``: the language of their Discord client
        (the ``locale`` of their interactions; see ``set_locale``)."""
        uid = self._snowflake()
        self.users[uid] = self._user_dict(uid, name)
        self.user_locales[uid] = locale
        for gid in self.guilds:
            self.add_member(gid, uid)
        return uid

    def add_member(self, guild_id: int, user_id: int) -> None:
        guild = self.guilds[guild_id]
        if user_id in guild.member_ids:
            return
        guild.member_ids.append(user_id)
        guild.member_roles[user_id] = []
        for conn in self._conns_for(guild_id):
            if conn.intents & INTENT_GUILD_MEMBERS:
                d = self._member_payload(guild, user_id)
                d["guild_id"] = str(guild_id)
                self._spawn(conn.send(0, d, "GUILD_MEMBER_ADD"))
        self._bump()

    def set_locale(self, user_id: int, locale: str) -> None:
        """The user switched their Discord client to ``locale``: their next interactions carry it."""
        self.user_locales[user_id] = locale

    def make_admin(self, guild_id: int, user_id: int, permission: int = 1 << 5) -> None:
        """Give ``user_id`` a role with ``permission`` (default Manage Server) in the guild."""
        guild = self.guilds[guild_id]
        rid = self._snowflake()
        guild.roles[rid] = self._role_dict(rid, "Admins", EVERYONE_PERMS | permission, len(guild.roles))
        guild.member_roles.setdefault(user_id, []).append(rid)

    def set_overwrite(
        self, channel_id: int, target_id: int, *, allow: int = 0, deny: int = 0, member: bool = True
    ) -> None:
        """Set the permission overwrite of ``target_id`` (a member, or a role with ``member=False``; the
        guild id is @everyone) on a channel, replacing any earlier one, and send CHANNEL_UPDATE.
        E.g. ``set_overwrite(channel, guild, deny=P_VIEW_CHANNEL, member=False)`` hides it from everyone."""
        ch = self.channels[channel_id]
        ch.overwrites = [o for o in ch.overwrites if o["id"] != str(target_id)]
        ch.overwrites.append({"id": str(target_id), "type": 1 if member else 0, "allow": str(allow), "deny": str(deny)})
        for conn in self._conns_for(ch.guild_id):
            self._spawn(conn.send(0, self._channel_payload(ch), "CHANNEL_UPDATE"))
        self._bump()

    def close_dms(self, user_id: int) -> None:
        """From now on the bot cannot DM this user (403, code 50007)."""
        self._closed_dms.add(user_id)

    def open_dms(self, user_id: int) -> None:
        self._closed_dms.discard(user_id)

    def inject_rate_limit(
        self, method: str, path_regex: str, *, retry_after: float = 0.05, count: int = 1, is_global: bool = False
    ) -> None:
        """The next ``count`` matching REST requests answer 429 (with Via and retry_after)."""
        self._rate_limits.append(
            {
                "method": method.upper(),
                "re": re.compile(path_regex),
                "retry_after": retry_after,
                "count": count,
                "global": is_global,
            }
        )

    # ------------------------------------------------------------- payloads
    def _member_payload(self, guild: Guild, uid: int, *, with_user: bool = True, with_perms: bool = False) -> dict:
        d: dict[str, Any] = {
            "nick": None,
            "avatar": None,
            "banner": None,
            "roles": [str(r) for r in guild.member_roles.get(uid, [])],
            "joined_at": _now_iso(guild.joined_at),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }
        if with_user:
            d["user"] = self.users[uid]
        if with_perms:
            d["permissions"] = str(self._member_perms(guild, uid))
        return d

    def _member_perms(self, guild: Guild, uid: int) -> int:
        if uid == guild.owner_id:
            return (1 << 53) - 1
        perms = int(guild.roles[guild.id]["permissions"])
        for rid in guild.member_roles.get(uid, []):
            perms |= int(guild.roles[rid]["permissions"])
        return perms

    def channel_perms(self, user_id: int, channel_id: int) -> int:
        """``user_id``'s permissions in a guild channel as Discord computes them: the @everyone role
        and the member's roles, then the channel's overwrites (@everyone's, the roles' together,
        the member's own); a thread has its parent's. The owner and an Administrator have all."""
        ch = self.channels[channel_id]
        if ch.is_thread and ch.parent_id is not None:
            ch = self.channels[ch.parent_id]
        guild = self.guilds[ch.guild_id] if ch.guild_id is not None else None
        if guild is None:
            return 0
        if user_id == guild.owner_id:
            return (1 << 53) - 1
        if user_id not in guild.member_ids:
            return 0
        perms = self._member_perms(guild, user_id)
        if perms & P_ADMINISTRATOR:
            return (1 << 53) - 1
        overwrites = {int(o["id"]): o for o in ch.overwrites}
        everyone = overwrites.get(guild.id)
        if everyone is not None:
            perms = (perms & ~int(everyone["deny"])) | int(everyone["allow"])
        allow = deny = 0
        for rid in guild.member_roles.get(user_id, []):
            role = overwrites.get(rid)
            if role is not None and role["type"] == 0:
                allow, deny = allow | int(role["allow"]), deny | int(role["deny"])
        perms = (perms & ~deny) | allow
        own = overwrites.get(user_id)
        if own is not None and own["type"] == 1:
            perms = (perms & ~int(own["deny"])) | int(own["allow"])
        return perms

    def can_view(self, user_id: int, channel_id: int) -> bool:
        """Whether ``user_id`` sees the channel, as Discord shows it: a DM its recipient (a group DM
        its members); a guild channel whoever has View Channel there; a private thread (type 12)
        only its members and those with Manage Threads, among those who see its parent."""
        ch = self.channels[channel_id]
        if ch.type == CH_DM:
            return ch.recipient_id == user_id or user_id == self.bot_user_id
        if ch.type == CH_GROUP_DM:
            return user_id in ch.member_ids
        perms = self.channel_perms(user_id, channel_id)
        if not perms & P_VIEW_CHANNEL:
            return False
        if ch.type == CH_PRIVATE_THREAD:
            return user_id in ch.member_ids or bool(perms & P_MANAGE_THREADS)
        return True

    def _channel_payload(self, ch: Channel) -> dict:
        last = str(ch.message_ids[-1]) if ch.message_ids else None
        if ch.type == CH_DM:
            return {
                "id": str(ch.id),
                "type": CH_DM,
                "last_message_id": last,
                "flags": 0,
                "recipients": [self.users[ch.recipient_id]],
            }
        if ch.type == CH_GROUP_DM:
            return {
                "id": str(ch.id),
                "type": CH_GROUP_DM,
                "last_message_id": last,
                "flags": 0,
                "name": None,
                "owner_id": str(ch.owner_id),
                "recipients": [self.users[uid] for uid in sorted(ch.member_ids)],
            }
        d: dict[str, Any] = {
            "id": str(ch.id),
            "type": ch.type,
            "guild_id": str(ch.guild_id),
            "name": ch.name,
            "last_message_id": last,
            "rate_limit_per_user": 0,
            "flags": 0,
            "nsfw": False,
        }
        if ch.is_thread:
            d.update(
                {
                    "parent_id": str(ch.parent_id),
                    "owner_id": str(ch.owner_id),
                    "message_count": len(ch.message_ids),
                    "total_message_sent": len(ch.message_ids),
                    "member_count": len(ch.member_ids),
                    "thread_metadata": {
                        "archived": ch.archived,
                        "auto_archive_duration": ch.auto_archive_duration,
                        "archive_timestamp": _now_iso(ch.archive_ts),
                        "locked": ch.locked,
                        "create_timestamp": _now_iso(ch.created_at),
                        "invitable": ch.invitable,
                    },
                }
            )
            if self.bot_user_id in ch.member_ids:
                d["member"] = {
                    "id": str(ch.id),
                    "user_id": str(self.bot_user_id),
                    "join_timestamp": _now_iso(ch.created_at),
                    "flags": 0,
                }
        else:
            d.update(
                {
                    "position": ch.position,
                    "permission_overwrites": list(ch.overwrites),
                    "topic": ch.topic,
                    "parent_id": None,
                    "default_auto_archive_duration": 1440,
                    "default_thread_rate_limit_per_user": 0,
                }
            )
        return d

    def _guild_payload(self, guild: Guild, members: bool) -> dict:
        member_ids = guild.member_ids if members else [self.bot_user_id]
        threads = [
            self._channel_payload(self.channels[c])
            for c in self._guild_thread_ids(guild.id)
            if not self.channels[c].archived and self._bot_sees_thread(self.channels[c])
        ]
        return {
            "id": str(guild.id),
            "name": guild.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(guild.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": list(guild.roles.values()),
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": str(guild.channel_ids[0]) if guild.channel_ids else None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "max_members": 500000,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": guild.locale,
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "safety_alerts_channel_id": None,
            "joined_at": _now_iso(guild.joined_at),
            "large": False,
            "unavailable": False,
            "member_count": len(guild.member_ids),
            "voice_states": [],
            "members": [self._member_payload(guild, uid) for uid in member_ids],
            "channels": [self._channel_payload(self.channels[c]) for c in guild.channel_ids],
            "threads": threads,
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "lazy": True,
        }

    def _guild_thread_ids(self, guild_id: int) -> list[int]:
        return [c.id for c in self.channels.values() if c.guild_id == guild_id and c.is_thread]

    def _bot_sees_thread(self, th: Channel) -> bool:
        """A private thread reaches the bot (GUILD_CREATE, the active threads) only when it is a
        member or has Manage Threads; every other thread does."""
        if th.type != CH_PRIVATE_THREAD:
            return True
        return self.bot_user_id in th.member_ids or bool(self.channel_perms(self.bot_user_id, th.id) & P_MANAGE_THREADS)

    def _message_payload(self, m: Message, *, for_event: bool = False) -> dict:
        d: dict[str, Any] = {
            "id": str(m.id),
            "channel_id": str(m.channel_id),
            "type": m.type,
            "content": m.content,
            "author": self.users.get(m.author_id) or self._user_dict(m.author_id, "unknown"),
            "timestamp": _now_iso(m.created_at),
            "edited_timestamp": _now_iso(m.edited_at) if m.edited_at else None,
            "tts": m.tts,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.to_payload() for a in m.attachments],
            "embeds": m.embeds,
            "components": m.components,
            "pinned": m.pinned,
            "flags": m.flags,
        }
        if m.webhook_id:
            d["webhook_id"] = str(m.webhook_id)
        if m.application_id:
            d["application_id"] = str(m.application_id)
        if m.reactions:
            d["reactions"] = [
                {
                    "emoji": self._emoji_payload(e),
                    "count": len(us),
                    "count_details": {"burst": 0, "normal": len(us)},
                    "burst_colors": [],
                    "me": self.bot_user_id in us,
                    "me_burst": False,
                    "burst_me": False,
                    "burst_count": 0,
                }
                for e, us in m.reactions.items()
                if us
            ]
        if m.interaction_id is not None:
            user = self.users.get(m.interaction_user_id or 0)
            d["interaction_metadata"] = {
                "id": str(m.interaction_id),
                "type": m.interaction_type or 2,
                "user": user,
                "authorizing_integration_owners": {},
            }
            if m.interaction_name:
                d["interaction_metadata"]["name"] = m.interaction_name
            d["interaction"] = {
                "id": str(m.interaction_id),
                "type": m.interaction_type or 2,
                "name": m.interaction_name or "",
                "user": user,
            }
        if m.message_reference:
            d["message_reference"] = m.message_reference
        if m.thread_id and m.thread_id in self.channels:
            d["thread"] = self._channel_payload(self.channels[m.thread_id])
        ch = self.channels.get(m.channel_id)
        if for_event and ch is not None and ch.guild_id:
            d["guild_id"] = str(ch.guild_id)
            guild = self.guilds.get(ch.guild_id)
            if guild is not None and m.author_id in guild.member_ids:
                d["member"] = self._member_payload(guild, m.author_id, with_user=False)
        return d

    @staticmethod
    def _emoji_payload(e: str) -> dict:
        m = re.match(r"^(?:a:)?([^:]+):(\d+)$", e)
        if m:
            return {"id": m.group(2), "name": m.group(1), "animated": e.startswith("a:")}
        return {"id": None, "name": e}

    # -------------------------------------------------------------- gateway
    def _ready_conns(self) -> list[_GatewayConn]:
        return [c for c in self._conns if c.identified and not c.closed and not c.ws.closed]

    def _conns_for(self, guild_id: int | None) -> list[_GatewayConn]:
        """The ready connections that receive the events of ``guild_id`` (None: DMs, shard 0)."""
        return [c for c in self._ready_conns() if c.owns(guild_id)]

    def ready_shards(self) -> list[tuple[int, int]]:
        """The ``(shard_id, shard_count)`` of every identified, open connection."""
        return sorted(c.shard for c in self._ready_conns())

    @property
    def connected(self) -> bool:
        return bool(self._ready_conns())

    async def _dispatch(
        self, event: str, data: dict, *, intent: int | None = None, guild_id: int | None = None
    ) -> None:
        """Send an event to the connections of its guild's shard (``guild_id``, else the
        payload's ``guild_id``; an event outside any guild goes to shard 0)."""
        if guild_id is None and data.get("guild_id"):
            guild_id = int(data["guild_id"])
        for conn in self._conns_for(guild_id):
            if intent is not None and not (conn.intents & intent):
                continue
            await conn.send(0, data, event)

    async def _gateway_handler(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        compress = request.query.get("compress") == "zlib-stream"
        if request.query.get("compress") and not compress:
            log.warning(
                "fake_discord: unsupported gateway compression %r, sending plain text frames",
                request.query.get("compress"),
            )
        conn = _GatewayConn(self, ws, compress, next(self._conn_numbers))
        self._conns.append(conn)
        log.info("gateway connection #%d opened (compress=%s)", conn.number, compress)
        try:
            await conn.send(10, {"heartbeat_interval": self.heartbeat_interval_ms, "_trace": ["fake-discord"]})
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                try:
                    payload = json.loads(msg.data)
                except ValueError:
                    await ws.close(code=4002, message=b"Error while decoding payload.")
                    break
                op = payload.get("op")
                if op == 1:
                    await conn.send(11)
                elif op == 2:
                    await self._on_identify(conn, payload.get("d") or {})
                elif op == 6:
                    self.resume_attempts += 1
                    await self._on_resume(conn, payload.get("d") or {})
                elif op == 8:
                    await self._on_request_members(conn, payload.get("d") or {})
                elif op in (3, 4):
                    pass
                else:
                    log.warning("gateway #%d: unexpected op %r", conn.number, op)
        finally:
            conn.closed = True
            if conn in self._conns:
                self._conns.remove(conn)
            log.info("gateway connection #%d closed", conn.number)
            self._bump()
        return ws

    def _shard_problem(self, shard: Any) -> tuple[int, bytes] | None:
        """Why Discord would refuse the ``shard`` field of an IDENTIFY (close code, reason), or None."""
        if shard is None:
            shard = [0, 1]
        if (
            not isinstance(shard, list)
            or len(shard) != 2
            or not all(isinstance(x, int) for x in shard)
            or shard[1] < 1
            or not 0 <= shard[0] < shard[1]
        ):
            return CLOSE_INVALID_SHARD, b"Invalid shard."
        if self.max_guilds_per_shard is not None:
            held = sum(1 for g in self.guilds if shard_of(g, shard[1]) == shard[0])
            if held > self.max_guilds_per_shard:
                return CLOSE_SHARDING_REQUIRED, b"Sharding required."
        return None

    async def _on_identify(self, conn: _GatewayConn, d: dict) -> None:
        if d.get("token") != self.token:
            log.error("gateway: IDENTIFY with a wrong token")
            await conn.ws.close(code=4004, message=b"Authentication failed.")
            return
        problem = self._shard_problem(d.get("shard"))
        if problem is not None:
            code, reason = problem
            log.error("gateway #%d: IDENTIFY with shard %r refused (%d)", conn.number, d.get("shard"), code)
            self.refused_identifies.append((d.get("shard"), code))
            conn.closed = True
            await conn.ws.close(code=code, message=reason)
            self._bump()
            return
        conn.shard = tuple(d["shard"]) if d.get("shard") is not None else (0, 1)  # type: ignore[assignment]  # a two-item list from the IDENTIFY payload
        own_guilds = [g for g in self.guilds.values() if conn.owns(g.id)]
        conn.intents = int(d.get("intents") or 0)
        conn.session_id = secrets.token_hex(16)
        conn.session_log = []
        self._sessions[conn.session_id] = conn
        self.identifies.append(d)
        ready = {
            "v": 10,
            "user": self.users[self.bot_user_id],
            "user_settings": {},
            "relationships": [],
            "private_channels": [],
            "presences": [],
            "guild_join_requests": [],
            "guilds": [{"id": str(g.id), "unavailable": True} for g in own_guilds],
            "session_id": conn.session_id,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url,
            "geo_ordered_rtc_regions": ["fake"],
            "application": {"id": str(self.application_id), "flags": 0},
            "_trace": ["fake-discord"],
        }
        if d.get("shard") is not None:
            ready["shard"] = list(conn.shard)
        await conn.send(0, ready, "READY")
        conn.identified = True
        for guild in own_guilds:
            await self._send_guild_create(conn, guild)
        conn.guilds_sent_mono = time.monotonic()
        self.identify_count += 1
        log.info(
            "gateway #%d identified (intents=%d, shard %s); %d guild(s) sent",
            conn.number,
            conn.intents,
            list(conn.shard),
            len(own_guilds),
        )
        self._bump()

    async def _on_resume(self, conn: _GatewayConn, d: dict) -> None:
        old = self._sessions.get(d.get("session_id") or "")
        seq = d.get("seq")
        if (
            not self.allow_resume
            or old is None
            or d.get("token") != self.token
            or seq is None
            or (old.session_log and seq < old.session_log[0][0] - 1)
        ):
            log.info("gateway #%d: RESUME refused -> INVALID_SESSION", conn.number)
            await conn.send(9, False)
            return
        if not old.closed:  # the old socket is still open: it is superseded
            old.closed = True
            self._spawn(old.ws.close(code=4000))
        conn.session_id, conn.intents, conn.seq, conn.shard = old.session_id, old.intents, old.seq, old.shard
        conn.session_log = old.session_log
        self._sessions[conn.session_id] = conn
        for s_, t_, d_ in list(old.session_log or []):
            if s_ > seq:
                await conn.send(0, d_, t_, seq=s_)
        conn.identified = True
        conn.guilds_sent_mono = time.monotonic()
        await conn.send(0, {"_trace": ["fake-discord"]}, "RESUMED")
        log.info("gateway #%d resumed session %s from seq %s", conn.number, conn.session_id, seq)
        self._bump()

    async def _send_guild_create(self, conn: _GatewayConn, guild: Guild) -> None:
        await conn.send(0, self._guild_payload(guild, bool(conn.intents & INTENT_GUILD_MEMBERS)), "GUILD_CREATE")

    async def _on_request_members(self, conn: _GatewayConn, d: dict) -> None:
        gid = int(d.get("guild_id") or 0)
        guild = self.guilds.get(gid)
        if guild is None:
            return
        uids = guild.member_ids
        if d.get("user_ids"):
            wanted = {int(u) for u in d["user_ids"]}
            uids = [u for u in uids if u in wanted]
        elif d.get("query"):
            q = str(d["query"]).lower()
            uids = [u for u in uids if self.users[u]["username"].lower().startswith(q)]
        limit = int(d.get("limit") or 0)
        if limit:
            uids = uids[:limit]
        chunk = {
            "guild_id": str(gid),
            "members": [self._member_payload(guild, u) for u in uids],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if d.get("nonce"):
            chunk["nonce"] = d["nonce"]
        await conn.send(0, chunk, "GUILD_MEMBERS_CHUNK")

    # ------------------------------------------------------------ http glue
    @staticmethod
    def _json(data: Any, status: int = 200, headers: dict | None = None) -> web.Response:
        # Content-Type must be exactly application/json for discord.py.
        h = {"Content-Type": "application/json"}
        if headers:
            h.update(headers)
        return web.Response(body=json.dumps(data).encode(), status=status, headers=h)

    async def _attachment_handler(self, request: web.Request) -> web.StreamResponse:
        aid = int(request.match_info["aid"])
        att = self._find_attachment(aid)
        if att is None:
            return self._json({"message": "404: Not Found", "code": 0}, 404)
        return web.Response(body=att.data, headers={"Content-Type": att.content_type or "application/octet-stream"})

    def _find_attachment(self, aid: int) -> Attachment | None:
        if aid in self._loose_attachments:
            return self._loose_attachments[aid]
        for m in self._messages.values():
            for a in m.attachments:
                if a.id == aid:
                    return a
        return None

    async def _png_handler(self, request: web.Request) -> web.StreamResponse:
        return web.Response(body=self._png, headers={"Content-Type": "image/png"})

    async def _unknown_handler(self, request: web.Request) -> web.StreamResponse:
        what = f"{request.method} {request.path}"
        self.unknown_routes.append(what)
        log.error("fake_discord: UNKNOWN ROUTE %s", what)
        self._bump()
        return self._json({"message": f"404: Not Found (fake_discord has no route {what})", "code": 0}, 404)

    async def _read_body(self, request: web.Request) -> tuple[dict, list[tuple[int, str, bytes, str | None]]]:
        files: list[tuple[int, str, bytes, str | None]] = []
        ctype = request.headers.get("Content-Type", "")
        if ctype.startswith("multipart/"):
            data: dict = {}
            reader = await request.multipart()
            while True:
                part = await reader.next()
                if part is None:
                    break
                name = part.name or ""
                if name == "payload_json":
                    data = json.loads((await part.read()).decode() or "{}")
                else:
                    m = re.match(r"^files\[(\d+)\]$", name) or re.match(r"^file(\d*)$", name)
                    idx = int(m.group(1) or 0) if m else len(files)
                    raw = bytes(await part.read())
                    files.append((idx, part.filename or f"file{idx}", raw, part.headers.get("Content-Type")))
            return data, files
        raw = await request.read()
        if not raw:
            return {}, files
        try:
            return json.loads(raw), files
        except ValueError:
            raise ApiError(400, 50109, "The request body contains invalid JSON.")

    async def _api_handler(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        method = request.method
        status = 500
        try:
            for rl in self._rate_limits:
                if rl["count"] > 0 and rl["method"] in (method, "*") and rl["re"].search(path):
                    rl["count"] -= 1
                    status = 429
                    return self._json(
                        {
                            "message": "You are being rate limited.",
                            "retry_after": rl["retry_after"],
                            "global": rl["global"],
                            "code": 0,
                        },
                        429,
                        {
                            "Via": "1.1 google",
                            "Retry-After": str(max(1, int(rl["retry_after"] + 0.999))),
                            "X-RateLimit-Scope": "global" if rl["global"] else "user",
                            "X-RateLimit-Global": "true" if rl["global"] else "false",
                        },
                    )
            for rmethod, regex, handler, auth in self._routes:
                if rmethod != method:
                    continue
                m = regex.match(path)
                if m is None:
                    continue
                if auth and request.headers.get("Authorization") != f"Bot {self.token}":
                    status = 401
                    return self._json({"message": "401: Unauthorized", "code": 0}, 401)
                result = await handler(request, **m.groupdict())
                if result is None:
                    status = 204
                    return web.Response(status=204)
                if isinstance(result, web.StreamResponse):
                    status = result.status
                    return result
                status = 200
                return self._json(result)
            what = f"{method} {API_PREFIX}{path}"
            self.unknown_routes.append(what)
            log.error("fake_discord: UNKNOWN ROUTE %s -- add it to tests/fake_discord/server.py", what)
            self._bump()
            status = 404
            return self._json({"message": f"404: Not Found (fake_discord has no route {what})", "code": 0}, 404)
        except ApiError as e:
            status = e.status
            log.info("fake_discord: %s %s -> %d %d %s", method, path, e.status, e.code, e.message)
            return self._json(e.body(), e.status)
        except Exception as e:
            log.exception("fake_discord: internal error on %s %s", method, path)
            self.violations.append(f"fake_discord internal error on {method} {path}: {e!r}")
            status = 500
            # 400, not 500: discord.py would retry a 500 five times (~25 s).
            return self._json({"message": f"fake_discord internal error: {e!r}", "code": 0}, 400)
        finally:
            self.requests.append((method, path, status))

    def _build_routes(self):
        S = r"(?P<{}>\d+)"
        T = r"(?P<token>[^/]+)"
        table = [
            ("GET", "/users/@me", self._r_get_me, True),
            ("GET", "/oauth2/applications/@me", self._r_app_info, True),
            ("GET", "/applications/@me", self._r_app_info, True),
            ("GET", "/gateway", self._r_gateway, False),
            ("GET", "/gateway/bot", self._r_gateway_bot, True),
            ("GET", f"/users/{S.format('uid')}", self._r_get_user, True),
            ("POST", "/users/@me/channels", self._r_create_dm, True),
            # commands
            ("GET", f"/applications/{S.format('app')}/commands", self._r_get_commands, True),
            ("PUT", f"/applications/{S.format('app')}/commands", self._r_put_commands, True),
            ("POST", f"/applications/{S.format('app')}/commands", self._r_post_command, True),
            ("GET", f"/applications/{S.format('app')}/commands/{S.format('cid')}", self._r_get_command, True),
            ("DELETE", f"/applications/{S.format('app')}/commands/{S.format('cid')}", self._r_delete_command, True),
            ("GET", f"/applications/{S.format('app')}/guilds/{S.format('gid')}/commands", self._r_get_commands, True),
            ("PUT", f"/applications/{S.format('app')}/guilds/{S.format('gid')}/commands", self._r_put_commands, True),
            ("POST", f"/applications/{S.format('app')}/guilds/{S.format('gid')}/commands", self._r_post_command, True),
            # guilds
            ("GET", f"/guilds/{S.format('gid')}", self._r_get_guild, True),
            ("GET", f"/guilds/{S.format('gid')}/channels", self._r_guild_channels, True),
            ("GET", f"/guilds/{S.format('gid')}/roles", self._r_guild_roles, True),
            ("GET", f"/guilds/{S.format('gid')}/members", self._r_guild_members, True),
            ("GET", f"/guilds/{S.format('gid')}/members/{S.format('uid')}", self._r_guild_member, True),
            ("GET", f"/guilds/{S.format('gid')}/threads/active", self._r_active_threads, True),
            # channels
            ("GET", f"/channels/{S.format('cid')}", self._r_get_channel, True),
            ("PATCH", f"/channels/{S.format('cid')}", self._r_patch_channel, True),
            ("DELETE", f"/channels/{S.format('cid')}", self._r_delete_channel, True),
            ("POST", f"/channels/{S.format('cid')}/typing", self._r_typing, True),
            ("GET", f"/channels/{S.format('cid')}/messages", self._r_get_messages, True),
            ("POST", f"/channels/{S.format('cid')}/messages", self._r_post_message, True),
            ("POST", f"/channels/{S.format('cid')}/messages/bulk-delete", self._r_bulk_delete, True),
            ("GET", f"/channels/{S.format('cid')}/messages/{S.format('mid')}", self._r_get_message, True),
            ("PATCH", f"/channels/{S.format('cid')}/messages/{S.format('mid')}", self._r_patch_message, True),
            ("DELETE", f"/channels/{S.format('cid')}/messages/{S.format('mid')}", self._r_delete_message, True),
            (
                "PUT",
                f"/channels/{S.format('cid')}/messages/{S.format('mid')}/reactions/(?P<emoji>[^/]+)/@me",
                self._r_add_reaction,
                True,
            ),
            (
                "DELETE",
                f"/channels/{S.format('cid')}/messages/{S.format('mid')}/reactions/(?P<emoji>[^/]+)/"
                r"(?P<who>@me|\d+)",
                self._r_remove_reaction,
                True,
            ),
            (
                "DELETE",
                f"/channels/{S.format('cid')}/messages/{S.format('mid')}/reactions",
                self._r_clear_reactions,
                True,
            ),
            (
                "GET",
                f"/channels/{S.format('cid')}/messages/{S.format('mid')}/reactions/(?P<emoji>[^/]+)",
                self._r_get_reactions,
                True,
            ),
            ("GET", f"/channels/{S.format('cid')}/messages/pins", self._r_get_pins, True),
            ("GET", f"/channels/{S.format('cid')}/pins", self._r_get_pins_legacy, True),
            ("PUT", f"/channels/{S.format('cid')}/(?:messages/)?pins/{S.format('mid')}", self._r_pin, True),
            ("DELETE", f"/channels/{S.format('cid')}/(?:messages/)?pins/{S.format('mid')}", self._r_unpin, True),
            ("POST", f"/channels/{S.format('cid')}/threads", self._r_create_thread, True),
            (
                "POST",
                f"/channels/{S.format('cid')}/messages/{S.format('mid')}/threads",
                self._r_create_thread_from_message,
                True,
            ),
            ("PUT", f"/channels/{S.format('cid')}/thread-members/(?P<who>@me|\\d+)", self._r_thread_join, True),
            ("DELETE", f"/channels/{S.format('cid')}/thread-members/(?P<who>@me|\\d+)", self._r_thread_leave, True),
            ("GET", f"/channels/{S.format('cid')}/thread-members", self._r_thread_members, True),
            # interactions and webhooks (no bot auth, as on Discord)
            ("POST", f"/interactions/{S.format('iid')}/{T}/callback", self._r_callback, False),
            ("POST", f"/webhooks/{S.format('app')}/{T}", self._r_followup, False),
            ("GET", f"/webhooks/{S.format('app')}/{T}/messages/(?P<mid>@original|\\d+)", self._r_wh_get, False),
            ("PATCH", f"/webhooks/{S.format('app')}/{T}/messages/(?P<mid>@original|\\d+)", self._r_wh_edit, False),
            ("DELETE", f"/webhooks/{S.format('app')}/{T}/messages/(?P<mid>@original|\\d+)", self._r_wh_delete, False),
        ]
        return [(m, re.compile("^" + p + "$"), h, a) for m, p, h, a in table]

    # ------------------------------------------------------- basic routes
    async def _r_get_me(self, request):
        return self.users[self.bot_user_id]

    async def _r_app_info(self, request):
        return {
            "id": str(self.application_id),
            "name": self.users[self.bot_user_id]["username"],
            "icon": None,
            "description": "",
            "summary": "",
            "rpc_origins": [],
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": self.users[self.owner_user_id],
            "team": None,
            "verify_key": "0" * 64,
            "flags": 0,
            "bot": self.users[self.bot_user_id],
            "interactions_endpoint_url": None,
            "tags": [],
            "redirect_uris": [],
            "approximate_guild_count": len(self.guilds),
        }

    async def _r_gateway(self, request):
        return {"url": self.gateway_url}

    async def _r_gateway_bot(self, request):
        return {
            "url": self.gateway_url,
            "shards": self.shard_count,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        }

    async def _r_get_user(self, request, uid):
        u = self.users.get(int(uid))
        if u is None:
            raise ApiError(404, 10013, "Unknown User")
        return u

    async def _r_create_dm(self, request):
        data, _ = await self._read_body(request)
        uid = int(data.get("recipient_id") or 0)
        if uid not in self.users:
            raise ApiError(
                400,
                50035,
                "Invalid Form Body",
                {"recipient_id": {"_errors": [{"code": "USER_UNKNOWN", "message": "Unknown user"}]}},
            )
        return self._channel_payload(self.channels[self.dm_channel(uid, create=True)])

    def add_group_dm(self, user_ids: list[int]) -> int:
        """A group DM of ``user_ids`` (the bot is not in it): a place of ``contexts`` 2."""
        cid = self._snowflake()
        ch = Channel(cid, CH_GROUP_DM)
        ch.member_ids = set(user_ids)
        ch.owner_id = user_ids[0]
        self.channels[cid] = ch
        return cid

    def install_for_user(self, user_id: int) -> None:
        """The member adds the app to their account (Discord's user install)."""
        if user_id not in self.users:
            raise AssertionError(f"fake_discord: unknown user {user_id}")
        self.user_installs.add(user_id)

    def dm_channel(self, user_id: int, *, create: bool = False) -> int | None:
        """The DM channel id between the bot and the user (None if never opened)."""
        cid = self._dm_by_user.get(user_id)
        if cid is None and create:
            cid = self._snowflake()
            ch = Channel(cid, CH_DM)
            ch.recipient_id = user_id
            self.channels[cid] = ch
            self._dm_by_user[user_id] = cid
        return cid

    # ------------------------------------------------------------ commands
    def _check_command(self, cmd: dict) -> list[str]:
        problems: list[str] = []
        ctype = cmd.get("type", 1)
        name = cmd.get("name")
        if not isinstance(name, str) or not name:
            return [f"command without a name: {cmd!r}"]
        if ctype == 1:
            if not _COMMAND_NAME_RE.match(name) or name != name.lower():
                problems.append(f"command name {name!r} must be 1-32 lowercase characters without spaces")
            desc = cmd.get("description", "")
            if not (1 <= len(desc or "") <= 100):
                problems.append(f"command {name!r}: description must be 1-100 characters (got {len(desc or '')})")
            problems += self._check_localizations(name, cmd)
            problems += self._check_options(name, cmd.get("options") or [], depth=0)
        else:
            if not (1 <= len(name) <= 32):
                problems.append(f"context menu name {name!r} must be 1-32 characters")
        problems += self._check_installs(name, cmd)
        return problems

    @staticmethod
    def _check_installs(name: str, cmd: dict) -> list[str]:
        """A top-level command's ``integration_types`` (0 server install, 1 user install; Discord's
        default [0]) and ``contexts`` (0 server, 1 the bot's DM, 2 group and other DMs). Each,
        unless null (Discord's default), is a non-empty list of distinct valid values. With
        ``contexts`` Discord ignores the deprecated ``dm_permission`` (see _allowed_contexts)."""
        problems: list[str] = []
        for field, valid in (("integration_types", {0, 1}), ("contexts", {0, 1, 2})):
            value = cmd.get(field)
            if value is None:
                continue
            if not isinstance(value, list) or not value:
                problems.append(f"command {name!r}: {field} must be a non-empty list (got {value!r})")
            elif any(type(v) is not int or v not in valid for v in value) or len(set(value)) != len(value):
                problems.append(f"command {name!r}: {field} {value!r} must hold distinct values of {sorted(valid)}")
        return problems

    def _check_options(self, where: str, options: list[dict], depth: int) -> list[str]:
        problems: list[str] = []
        if len(options) > 25:
            problems.append(f"{where}: {len(options)} options (max 25)")
        seen = set()
        optional_seen = False
        for opt in options:
            oname = opt.get("name", "")
            here = f"{where} {oname}"
            if not _COMMAND_NAME_RE.match(oname or "") or oname != oname.lower():
                problems.append(f"option name {oname!r} in {where!r} must be 1-32 lowercase characters")
            if oname in seen:
                problems.append(f"{where}: duplicate option name {oname!r}")
            seen.add(oname)
            if not (1 <= len(opt.get("description") or "") <= 100):
                problems.append(f"{here}: description must be 1-100 characters")
            problems += self._check_localizations(here, opt)
            for field in ("integration_types", "contexts", "dm_permission"):
                if field in opt:  # a top-level command's fields; subcommands inherit them
                    problems.append(f"{here}: {field} is a top-level command's field, not an option's")
            otype = opt.get("type")
            if otype in (1, 2):
                if depth >= (1 if otype == 2 else 2) or (otype == 2 and depth > 0):
                    problems.append(f"{here}: subcommand nesting too deep")
                problems += self._check_options(here, opt.get("options") or [], depth + 1)
                continue
            if opt.get("required"):
                if optional_seen:
                    problems.append(f"{here}: required options must come before optional ones")
            else:
                optional_seen = True
            choices = opt.get("choices") or []
            if len(choices) > 25:
                problems.append(f"{here}: {len(choices)} choices (max 25)")
            if choices and opt.get("autocomplete"):
                problems.append(f"{here}: autocomplete and choices are exclusive")
            for ch in choices:
                if not (1 <= len(str(ch.get("name", ""))) <= 100):
                    problems.append(f"{here}: choice name {ch.get('name')!r} must be 1-100 characters")
                problems += self._check_localized_texts(
                    f"{here} choice {ch.get('name')!r}", "name_localizations", ch.get("name_localizations"), 100
                )
                if isinstance(ch.get("value"), str) and len(ch["value"]) > 100:
                    problems.append(f"{here}: choice value longer than 100 characters")
        return problems

    def _check_localizations(self, where: str, item: dict) -> list[str]:
        """A command's or option's ``name_localizations`` (Discord locales to names that follow the
        name rules) and ``description_localizations`` (Discord locales to 1-100 characters)."""
        problems: list[str] = []
        names = item.get("name_localizations")
        problems += self._check_localized_texts(where, "name_localizations", names, 32)
        for locale, localized in (names or {}).items() if isinstance(names, dict) else ():
            if isinstance(localized, str) and (not _COMMAND_NAME_RE.match(localized) or localized != localized.lower()):
                problems.append(
                    f"{where}: {locale} name {localized!r} must be 1-32 lowercase characters without spaces"
                )
        problems += self._check_localized_texts(
            where, "description_localizations", item.get("description_localizations"), 100
        )
        return problems

    @staticmethod
    def _check_localized_texts(where: str, field: str, texts: Any, most: int) -> list[str]:
        """``texts`` (a localisations field) is absent, or maps Discord locales to 1-``most`` characters."""
        if texts is None:
            return []
        if not isinstance(texts, dict):
            return [f"{where}: {field} must be an object"]
        problems = []
        for locale, text in texts.items():
            if locale not in DISCORD_LOCALES:
                problems.append(f"{where}: {field} has {locale!r}, which is not a Discord locale")
            if not isinstance(text, str) or not 1 <= len(text) <= most:
                problems.append(f"{where}: {field}[{locale!r}] must be 1-{most} characters (got {text!r})")
        return problems

    def _command_length(self, cmd: dict) -> int:
        total = len(cmd.get("name", "")) + len(cmd.get("description", "") or "")

        def walk(opts):
            nonlocal total
            for o in opts or []:
                total += len(o.get("name", "")) + len(o.get("description", "") or "")
                for c in o.get("choices") or []:
                    total += len(str(c.get("name", ""))) + len(str(c.get("value", "")))
                walk(o.get("options"))

        walk(cmd.get("options"))
        return total

    def _store_commands(self, gid: int | None, cmds: list[dict]) -> list[dict]:
        problems: list[str] = []
        names = set()
        for c in cmds:
            problems += self._check_command(c)
            key = (c.get("type", 1), c.get("name"))
            if key in names:
                problems.append(f"duplicate command name {c.get('name')!r}")
            names.add(key)
            if self._command_length(c) > 4000:
                problems.append(f"command {c.get('name')!r}: more than 4000 characters in names/descriptions/choices")
        if len([c for c in cmds if c.get("type", 1) == 1]) > 100:
            problems.append("more than 100 slash commands")
        if problems:
            raise self._violate("command sync refused: " + "; ".join(problems))
        previous = {
            (c.get("type", 1), c["name"]): c
            for c in (self.guild_commands.get(gid, []) if gid else self.global_commands)
        }
        out = []
        for c in cmds:
            c = json.loads(json.dumps(c))
            old = previous.get((c.get("type", 1), c["name"]))
            c["id"] = old["id"] if old else str(self._snowflake())
            c["application_id"] = str(self.application_id)
            c["version"] = str(self._snowflake())
            c.setdefault("type", 1)
            c.setdefault("description", "")
            c.setdefault("default_member_permissions", None)
            c.setdefault("nsfw", False)
            if gid:
                c["guild_id"] = str(gid)
            out.append(c)
        if gid:
            self.guild_commands[gid] = out
        else:
            self.global_commands = out
        self.command_syncs += 1
        log.info("fake_discord: %d command(s) synced %s", len(out), f"to guild {gid}" if gid else "globally")
        self._bump()
        return out

    def _check_app(self, app: str) -> None:
        if int(app) != self.application_id:
            raise ApiError(403, 50001, "Missing Access")

    async def _r_get_commands(self, request, app, gid=None):
        self._check_app(app)
        return self.guild_commands.get(int(gid), []) if gid else self.global_commands

    async def _r_put_commands(self, request, app, gid=None):
        self._check_app(app)
        data, _ = await self._read_body(request)
        if not isinstance(data, list):
            raise self._violate("PUT commands body must be a list")
        return self._store_commands(int(gid) if gid else None, data)

    async def _r_post_command(self, request, app, gid=None):
        self._check_app(app)
        data, _ = await self._read_body(request)
        current = list(self.guild_commands.get(int(gid), []) if gid else self.global_commands)
        current = [
            c for c in current if not (c["name"] == data.get("name") and c.get("type", 1) == data.get("type", 1))
        ]
        out = self._store_commands(int(gid) if gid else None, [*current, data])
        return out[-1]

    async def _r_get_command(self, request, app, cid):
        for c in self.global_commands:
            if c["id"] == cid:
                return c
        raise ApiError(404, 10063, "Unknown application command")

    async def _r_delete_command(self, request, app, cid):
        self.global_commands = [c for c in self.global_commands if c["id"] != cid]
        return None

    @property
    def commands(self) -> dict[str, dict]:
        """name -> synced command JSON (global ones, overridden by guild ones)."""
        out = {c["name"]: c for c in self.global_commands}
        for cmds in self.guild_commands.values():
            for c in cmds:
                out[c["name"]] = c
        return out

    # -------------------------------------------------------------- guilds
    def _guild_or_404(self, gid) -> Guild:
        g = self.guilds.get(int(gid))
        if g is None:
            raise ApiError(404, 10004, "Unknown Guild")
        return g

    async def _r_get_guild(self, request, gid):
        g = self._guild_or_404(gid)
        d = self._guild_payload(g, members=False)
        for k in (
            "members",
            "channels",
            "threads",
            "presences",
            "voice_states",
            "joined_at",
            "large",
            "member_count",
            "unavailable",
        ):
            d.pop(k, None)
        d["approximate_member_count"] = len(g.member_ids)
        return d

    async def _r_guild_channels(self, request, gid):
        g = self._guild_or_404(gid)
        return [self._channel_payload(self.channels[c]) for c in g.channel_ids]

    async def _r_guild_roles(self, request, gid):
        return list(self._guild_or_404(gid).roles.values())

    async def _r_guild_members(self, request, gid):
        g = self._guild_or_404(gid)
        return [self._member_payload(g, u) for u in g.member_ids]

    async def _r_guild_member(self, request, gid, uid):
        g = self._guild_or_404(gid)
        if int(uid) not in g.member_ids:
            raise ApiError(404, 10007, "Unknown Member")
        return self._member_payload(g, int(uid))

    async def _r_active_threads(self, request, gid):
        self._guild_or_404(gid)
        threads = [
            self.channels[c]
            for c in self._guild_thread_ids(int(gid))
            if not self.channels[c].archived and self._bot_sees_thread(self.channels[c])
        ]
        return {
            "threads": [self._channel_payload(t) for t in threads],
            "members": [
                {"id": str(t.id), "user_id": str(self.bot_user_id), "join_timestamp": _now_iso(), "flags": 0}
                for t in threads
                if self.bot_user_id in t.member_ids
            ],
        }

    # ------------------------------------------------------------ channels
    def _channel_or_404(self, cid) -> Channel:
        ch = self.channels.get(int(cid))
        if ch is None:
            raise ApiError(404, 10003, "Unknown Channel")
        return ch

    async def _r_get_channel(self, request, cid):
        return self._channel_payload(self._channel_or_404(cid))

    async def _r_patch_channel(self, request, cid):
        ch = self._channel_or_404(cid)
        data, _ = await self._read_body(request)
        if "name" in data:
            if not (1 <= len(data["name"] or "") <= 100):
                raise self._violate(f"channel name must be 1-100 characters: {data['name']!r}")
            ch.name = data["name"]
        if "topic" in data:
            ch.topic = data["topic"]
        if ch.is_thread:
            if "archived" in data:
                ch.archived = bool(data["archived"])
                ch.archive_ts = time.time()
            if "locked" in data:
                ch.locked = bool(data["locked"])
            if "auto_archive_duration" in data:
                ch.auto_archive_duration = int(data["auto_archive_duration"])
            if "invitable" in data:
                ch.invitable = bool(data["invitable"])
        payload = self._channel_payload(ch)
        if ch.guild_id:
            await self._dispatch("THREAD_UPDATE" if ch.is_thread else "CHANNEL_UPDATE", payload)
        self._bump()
        return payload

    async def _r_delete_channel(self, request, cid):
        ch = self._channel_or_404(cid)
        payload = self._channel_payload(ch)
        if ch.type == CH_DM:
            return payload
        del self.channels[ch.id]
        if ch.guild_id and ch.id in self.guilds[ch.guild_id].channel_ids:
            self.guilds[ch.guild_id].channel_ids.remove(ch.id)
        if ch.guild_id:
            if ch.is_thread:
                await self._dispatch(
                    "THREAD_DELETE",
                    {"id": str(ch.id), "guild_id": str(ch.guild_id), "parent_id": str(ch.parent_id), "type": ch.type},
                )
            else:
                await self._dispatch("CHANNEL_DELETE", payload)
        self._bump()
        return payload

    async def _r_typing(self, request, cid):
        self._channel_or_404(cid)
        return None

    def _visible_messages(self, ch: Channel) -> list[Message]:
        return [
            self._messages[m]
            for m in ch.message_ids
            if not self._messages[m].deleted and not self._messages[m].ephemeral
        ]

    async def _r_get_messages(self, request, cid):
        ch = self._channel_or_404(cid)
        msgs = self._visible_messages(ch)
        q = request.query
        limit = int(q.get("limit", 50))
        if "before" in q:
            msgs = [m for m in msgs if m.id < int(q["before"])]
        if "after" in q:
            msgs = [m for m in msgs if m.id > int(q["after"])]
            msgs = msgs[:limit]
        if "around" in q:
            a = int(q["around"])
            msgs = sorted(msgs, key=lambda m: abs(m.id - a))[:limit]
            msgs.sort(key=lambda m: m.id)
        msgs = msgs[-limit:]
        return [m.to_payload() for m in reversed(msgs)]  # newest first, like Discord

    def _message_or_404(self, cid, mid) -> Message:
        m = self._messages.get(int(mid))
        if m is None or m.deleted or m.channel_id != int(cid) or m.ephemeral:
            raise ApiError(404, 10008, "Unknown Message")
        return m

    async def _r_get_message(self, request, cid, mid):
        return self._message_or_404(cid, mid).to_payload()

    async def _r_post_message(self, request, cid):
        ch = self._channel_or_404(cid)
        data, files = await self._read_body(request)
        if ch.type == CH_DM and ch.recipient_id in self._closed_dms:
            raise ApiError(403, 50007, "Cannot send messages to this user")
        if ch.is_thread and ch.locked:
            raise ApiError(403, 50083, "Thread is archived")
        if ch.is_thread and ch.archived:
            ch.archived = False  # sending to an archived (unlocked) thread unarchives it
        self._validate_message(data, files, where=f"POST /channels/{cid}/messages", creating=True)
        if self.message_post_hook is not None and self.message_post_hook("before", ch.id, data, files):
            raise ApiError(503, 0, "Service Unavailable")  # the test dropped this request: no message
        msg = self._new_message(ch, self.bot_user_id)
        self._apply_message_data(msg, data, files, creating=True)
        if data.get("message_reference"):
            ref = dict(data["message_reference"])
            ref.setdefault("channel_id", str(ch.id))
            if ch.guild_id:
                ref.setdefault("guild_id", str(ch.guild_id))
            msg.message_reference = ref
            msg.type = 19
        await self._after_create(msg)
        if self.message_post_hook is not None:
            self.message_post_hook("after", ch.id, data, files)
        return msg.to_payload()

    def _new_message(self, ch: Channel, author_id: int, mid: int | None = None) -> Message:
        msg = Message(self, mid or self._snowflake(), ch.id, author_id)
        self._messages[msg.id] = msg
        ch.message_ids.append(msg.id)
        return msg

    async def _after_create(self, msg: Message) -> None:
        msg.history.append(Snapshot(msg, edited=False))
        self._bump()
        if msg.ephemeral:
            return
        ch = self.channels.get(msg.channel_id)
        intent = INTENT_DM_MESSAGES if (ch and ch.type == CH_DM) else INTENT_GUILD_MESSAGES
        await self._dispatch_message("MESSAGE_CREATE", msg, intent)

    async def _dispatch_message(self, event: str, msg: Message, intent: int) -> None:
        payload = msg.to_payload(for_event=True)
        ch = self.channels.get(msg.channel_id)
        for conn in self._conns_for(ch.guild_id if ch is not None else None):
            if not (conn.intents & intent):
                continue
            p = payload
            if msg.author_id != self.bot_user_id and not (conn.intents & INTENT_MESSAGE_CONTENT):
                p = dict(payload, content="", embeds=[], attachments=[], components=[])
            await conn.send(0, p, event)

    async def _r_patch_message(self, request, cid, mid):
        msg = self._message_or_404(cid, mid)
        data, files = await self._read_body(request)
        if msg.author_id != self.bot_user_id:
            if set(data) - {"flags"}:
                raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        self._validate_message(data, files, where=f"PATCH /channels/{cid}/messages/{mid}", creating=False, existing=msg)
        self._apply_message_data(msg, data, files, creating=False)
        await self._after_edit(msg)
        return msg.to_payload()

    async def _after_edit(self, msg: Message) -> None:
        msg.edited_at = time.time()
        msg.changed_at = time.monotonic()
        msg.edits += 1
        msg.history.append(Snapshot(msg, edited=True))
        self._bump()
        if msg.ephemeral:
            return
        ch = self.channels.get(msg.channel_id)
        intent = INTENT_DM_MESSAGES if (ch and ch.type == CH_DM) else INTENT_GUILD_MESSAGES
        await self._dispatch_message("MESSAGE_UPDATE", msg, intent)

    async def _delete(self, msg: Message) -> None:
        msg.deleted = True
        self._bump()
        if msg.ephemeral:
            return
        ch = self.channels.get(msg.channel_id)
        d = {"id": str(msg.id), "channel_id": str(msg.channel_id)}
        if ch and ch.guild_id:
            d["guild_id"] = str(ch.guild_id)
        intent = INTENT_DM_MESSAGES if (ch and ch.type == CH_DM) else INTENT_GUILD_MESSAGES
        await self._dispatch("MESSAGE_DELETE", d, intent=intent)

    async def _r_delete_message(self, request, cid, mid):
        await self._delete(self._message_or_404(cid, mid))
        return None

    async def _r_bulk_delete(self, request, cid):
        data, _ = await self._read_body(request)
        ids = [int(x) for x in data.get("messages", [])]
        if not (2 <= len(ids) <= 100):
            raise self._violate(f"bulk delete needs 2-100 messages, got {len(ids)}")
        for mid in ids:
            m = self._messages.get(mid)
            if m is not None and m.channel_id == int(cid) and not m.deleted:
                await self._delete(m)
        return None

    async def _r_add_reaction(self, request, cid, mid, emoji):
        from urllib.parse import unquote

        msg = self._message_or_404(cid, mid)
        e = unquote(emoji)
        if e not in msg.reactions and len([r for r in msg.reactions.values() if r]) >= 20:
            raise ApiError(400, 30010, "Maximum number of reactions reached (20)")
        msg.reactions.setdefault(e, set()).add(self.bot_user_id)
        self._bump()
        return None

    async def _r_remove_reaction(self, request, cid, mid, emoji, who):
        from urllib.parse import unquote

        msg = self._message_or_404(cid, mid)
        uid = self.bot_user_id if who == "@me" else int(who)
        msg.reactions.get(unquote(emoji), set()).discard(uid)
        self._bump()
        return None

    async def _r_clear_reactions(self, request, cid, mid):
        self._message_or_404(cid, mid).reactions.clear()
        self._bump()
        return None

    async def _r_get_reactions(self, request, cid, mid, emoji):
        from urllib.parse import unquote

        msg = self._message_or_404(cid, mid)
        return [self.users[u] for u in msg.reactions.get(unquote(emoji), set()) if u in self.users]

    async def user_react(self, user_id: int, message: Message | int, emoji: str) -> None:
        """A user adds a reaction (dispatches MESSAGE_REACTION_ADD)."""
        msg = self._resolve_message(message)
        msg.reactions.setdefault(emoji, set()).add(user_id)
        d = {
            "user_id": str(user_id),
            "channel_id": str(msg.channel_id),
            "message_id": str(msg.id),
            "emoji": self._emoji_payload(emoji),
            "burst": False,
            "type": 0,
        }
        if msg.guild_id:
            d["guild_id"] = str(msg.guild_id)
            d["member"] = self._member_payload(self.guilds[msg.guild_id], user_id)
        self._bump()
        await self._dispatch("MESSAGE_REACTION_ADD", d)

    # ----------------------------------------------------------------- pins
    async def _r_get_pins(self, request, cid):
        ch = self._channel_or_404(cid)
        pinned = [m for m in self._visible_messages(ch) if m.pinned]
        return {
            "items": [{"pinned_at": _now_iso(m.created_at), "message": m.to_payload()} for m in reversed(pinned)],
            "has_more": False,
        }

    async def _r_get_pins_legacy(self, request, cid):
        ch = self._channel_or_404(cid)
        return [m.to_payload() for m in reversed(self._visible_messages(ch)) if m.pinned]

    async def _r_pin(self, request, cid, mid):
        ch = self._channel_or_404(cid)
        msg = self._message_or_404(cid, mid)
        if not msg.pinned and len([m for m in self._visible_messages(ch) if m.pinned]) >= 50:
            raise ApiError(400, 30003, "Maximum number of pins reached (50)")
        msg.pinned = True
        await self._after_edit(msg)
        return None

    async def _r_unpin(self, request, cid, mid):
        msg = self._message_or_404(cid, mid)
        msg.pinned = False
        await self._after_edit(msg)
        return None

    # -------------------------------------------------------------- threads
    async def _r_create_thread(self, request, cid):
        parent = self._channel_or_404(cid)
        data, _ = await self._read_body(request)
        ttype = int(data.get("type", CH_PRIVATE_THREAD))
        return await self._create_thread(parent, data, ttype, None)

    async def _r_create_thread_from_message(self, request, cid, mid):
        parent = self._channel_or_404(cid)
        msg = self._message_or_404(cid, mid)
        if msg.thread_id:
            raise ApiError(400, 160004, "A thread has already been created for this message")
        data, _ = await self._read_body(request)
        return await self._create_thread(parent, data, CH_PUBLIC_THREAD, msg)

    async def _create_thread(self, parent: Channel, data: dict, ttype: int, msg: Message | None) -> dict:
        if parent.type != CH_TEXT:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        name = data.get("name") or ""
        if not (1 <= len(name) <= 100):
            raise self._violate(f"thread name must be 1-100 characters: {name!r}")
        if ttype not in (CH_PUBLIC_THREAD, CH_PRIVATE_THREAD):
            raise self._violate(f"thread type must be 11 or 12, got {ttype}")
        if ttype == CH_PRIVATE_THREAD and msg is not None:
            raise self._violate("a thread started from a message is public (type 11)")
        # Discord: a private thread needs Create Private Threads in its parent, a public one Create
        # Public Threads; refused with Missing Permissions otherwise. (View Channel, which Discord
        # needs as well, is left unenforced here as everywhere else in the fake.)
        need = P_CREATE_PRIVATE_THREADS if ttype == CH_PRIVATE_THREAD else P_CREATE_PUBLIC_THREADS
        if not self.channel_perms(self.bot_user_id, parent.id) & need:
            raise ApiError(403, 50013, "Missing Permissions")
        if self.thread_create_hook is not None and self.thread_create_hook("before", parent.id, data):
            raise ApiError(503, 0, "Service Unavailable")  # the test dropped this request: no thread
        tid = msg.id if msg is not None else self._snowflake()  # Discord: thread id == starter message id
        th = Channel(tid, ttype, name, parent.guild_id)
        th.parent_id = parent.id
        th.owner_id = self.bot_user_id
        th.auto_archive_duration = int(data.get("auto_archive_duration") or 1440)
        # ``invitable`` belongs to private threads (whether non-moderators may add others); a public
        # thread has none, which Discord reports as invitable.
        th.invitable = bool(data.get("invitable", True)) if ttype == CH_PRIVATE_THREAD else True
        th.member_ids.add(self.bot_user_id)
        self.channels[tid] = th
        if msg is not None:
            msg.thread_id = tid
            th.starter_message_id = msg.id
        payload = self._channel_payload(th)
        await self._dispatch("THREAD_CREATE", dict(payload, newly_created=True))
        self._bump()
        if self.thread_create_hook is not None:
            self.thread_create_hook("after", tid, data)
        return payload

    async def _r_thread_join(self, request, cid, who):
        """Join a thread (``@me``) or add a member to it, as Discord documents: a thread only, not
        archived, the member one of its server's; a private thread takes members only from one of
        its members or from someone with Manage Threads (the bot here), and the bot joins one only
        with Manage Threads."""
        th = self._channel_or_404(cid)
        if not th.is_thread:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        uid = self.bot_user_id if who == "@me" else int(who)
        if uid not in self.users:
            raise ApiError(404, 10013, "Unknown User")
        if th.guild_id is not None and uid not in self.guilds[th.guild_id].member_ids:
            raise ApiError(404, 10007, "Unknown Member")
        if th.archived:
            raise ApiError(400, 50083, "Thread is archived")
        if th.type == CH_PRIVATE_THREAD:
            manage = bool(self.channel_perms(self.bot_user_id, th.id) & P_MANAGE_THREADS)
            if not manage and self.bot_user_id not in th.member_ids:
                raise ApiError(403, 50001, "Missing Access")
        th.member_ids.add(uid)
        self._bump()
        return None

    async def _r_thread_leave(self, request, cid, who):
        th = self._channel_or_404(cid)
        th.member_ids.discard(self.bot_user_id if who == "@me" else int(who))
        self._bump()
        return None

    async def _r_thread_members(self, request, cid):
        th = self._channel_or_404(cid)
        return [{"id": str(th.id), "user_id": str(u), "join_timestamp": _now_iso(), "flags": 0} for u in th.member_ids]

    # ---------------------------------------------------- message contents
    def _validate_message(
        self, data: dict, files: list, *, where: str, creating: bool, existing: Message | None = None
    ) -> None:
        problems: list[str] = []
        content = data.get("content")
        if content is not None and not isinstance(content, str):
            content = str(content)
        if content is not None and len(content) > 2000:
            problems.append(f"content is {len(content)} characters (max 2000)")
        embeds = data.get("embeds")
        if embeds is None and data.get("embed") is not None:
            embeds = [data["embed"]]
        if embeds:
            problems += self._check_embeds(embeds)
        components = data.get("components")
        flags = int(data.get("flags") or 0)
        if existing is not None:
            flags |= existing.flags & FLAG_COMPONENTS_V2  # once set, the flag stays
            if "flags" not in data:
                flags = existing.flags
        v2 = bool(flags & FLAG_COMPONENTS_V2)
        if components:
            problems += self._check_components(components, v2=v2)
        if v2:
            problems += self._check_v2_message(data, files, existing)
        if len(files) > 10:
            problems.append(f"{len(files)} files (max 10)")
        kept = 0
        if existing is not None:
            if "attachments" in data:
                kept_ids = {str(a.get("id")) for a in data.get("attachments") or []}
                kept = len([a for a in existing.attachments if str(a.id) in kept_ids])
            else:
                kept = len(existing.attachments)
        if kept + len(files) > 10:
            problems.append(f"{kept + len(files)} attachments (max 10)")
        for _, fname, raw, _ in files:
            if len(raw) > self.max_file_size:
                detail = f"{where}: file {fname!r} is {len(raw)} bytes (max {self.max_file_size})"
                raise self._violate(detail, status=413, code=40005, message="Request entity too large")
        if problems:
            raise self._violate(f"{where}: " + "; ".join(problems))
        if creating and not (content or embeds or components or files or data.get("sticker_ids") or data.get("poll")):
            raise self._violate(
                f"{where}: cannot send an empty message", code=50006, message="Cannot send an empty message"
            )

    @staticmethod
    def _check_v2_message(data: dict, files: list, existing: Message | None) -> list[str]:
        """What Discord refuses in an IS_COMPONENTS_V2 message, as it will be after this create or
        edit: any content, embed, poll or sticker (the text lives in text displays); more than 4,000
        characters over all text displays; more than 10 gallery items; an ``attachment://`` reference
        naming no file of the message."""
        problems: list[str] = []
        content = data.get("content", existing.content if existing else None)
        if content:
            problems.append("a Components V2 message cannot have content (use text displays)")
        embeds = data.get("embeds", existing.embeds if existing else None)
        if embeds or data.get("embed"):
            problems.append("a Components V2 message cannot have embeds")
        if data.get("poll") or data.get("sticker_ids"):
            problems.append("a Components V2 message cannot have a poll or stickers")
        components = data.get("components", existing.components if existing else [])
        text = sum(len(t) for t in text_displays(components))
        if text > V2_MAX_TEXT:
            problems.append(f"text displays hold {text} characters in total (max {V2_MAX_TEXT})")
        for c in walk_components(components):
            if c.get("type") == TEXT_DISPLAY and not c.get("content"):
                problems.append("a text display needs content")
            if c.get("type") == MEDIA_GALLERY:
                items = c.get("items") or []
                if not 1 <= len(items) <= GALLERY_MAX_ITEMS:
                    problems.append(f"a media gallery holds {len(items)} items (1-{GALLERY_MAX_ITEMS})")
                for item in items:
                    if len((item or {}).get("description") or "") > GALLERY_DESCRIPTION_MAX:
                        problems.append(f"a gallery item description is longer than {GALLERY_DESCRIPTION_MAX}")
        # The files the message will have: those kept (edits) and those uploaded now.
        metas = {str(a.get("id")): a for a in data.get("attachments") or [] if isinstance(a, dict)}
        names = {metas.get(str(idx), {}).get("filename") or fname for idx, fname, _, _ in files}
        if existing is not None:
            kept = (
                existing.attachments
                if "attachments" not in data
                else [a for a in existing.attachments if str(a.id) in metas]
            )
            names |= {a.filename for a in kept}
        for url in media_urls(components):
            if url.startswith(ATTACHMENT_REF) and url[len(ATTACHMENT_REF) :] not in names:
                problems.append(f"{url!r} names no file of the message")
        return problems

    @staticmethod
    def _check_embeds(embeds: list[dict]) -> list[str]:
        problems: list[str] = []
        if len(embeds) > 10:
            problems.append(f"{len(embeds)} embeds (max 10)")
        total = 0
        for i, e in enumerate(embeds):

            def n(v):
                return len(str(v)) if v else 0

            t, desc = n(e.get("title")), n(e.get("description"))
            if t > 256:
                problems.append(f"embed {i}: title {t} characters (max 256)")
            if desc > 4096:
                problems.append(f"embed {i}: description {desc} characters (max 4096)")
            fields = e.get("fields") or []
            if len(fields) > 25:
                problems.append(f"embed {i}: {len(fields)} fields (max 25)")
            ftotal = 0
            for j, f in enumerate(fields):
                fn, fv = n(f.get("name")), n(f.get("value"))
                if not f.get("name") or not f.get("value"):
                    problems.append(f"embed {i} field {j}: name and value are required")
                if fn > 256:
                    problems.append(f"embed {i} field {j}: name {fn} characters (max 256)")
                if fv > 1024:
                    problems.append(f"embed {i} field {j}: value {fv} characters (max 1024)")
                ftotal += fn + fv
            foot = n((e.get("footer") or {}).get("text"))
            auth = n((e.get("author") or {}).get("name"))
            if foot > 2048:
                problems.append(f"embed {i}: footer {foot} characters (max 2048)")
            if auth > 256:
                problems.append(f"embed {i}: author name {auth} characters (max 256)")
            total += t + desc + ftotal + foot + auth
        if total > 6000:
            problems.append(f"embeds have {total} characters in total (max 6000)")
        return problems

    def _check_components(self, components: list[dict], *, v2: bool) -> list[str]:
        problems: list[str] = []
        ids: dict[str, int] = {}

        def check_custom_id(c: dict, where: str):
            cid = c.get("custom_id")
            if cid is None:
                problems.append(f"{where}: custom_id is required")
                return
            if not isinstance(cid, str) or not (1 <= len(cid) <= 100):
                problems.append(f"{where}: custom_id must be 1-100 characters (got {len(str(cid))})")
            ids[cid] = ids.get(cid, 0) + 1

        def check_button(c: dict, where: str):
            style = c.get("style")
            if len(c.get("label") or "") > 80:
                problems.append(f"{where}: button label longer than 80 characters")
            if style == 5:
                if not c.get("url"):
                    problems.append(f"{where}: link button needs a url")
                if c.get("custom_id"):
                    problems.append(f"{where}: link button cannot have a custom_id")
            elif style == 6:
                if not c.get("sku_id"):
                    problems.append(f"{where}: premium button needs a sku_id")
            else:
                check_custom_id(c, where)
                if not c.get("label") and not c.get("emoji"):
                    problems.append(f"{where}: button needs a label or an emoji")

        def check_select(c: dict, where: str):
            check_custom_id(c, where)
            if len(c.get("placeholder") or "") > 150:
                problems.append(f"{where}: placeholder longer than 150 characters")
            mn, mx = c.get("min_values", 1), c.get("max_values", 1)
            if not (0 <= mn <= 25) or not (1 <= mx <= 25) or mn > mx:
                problems.append(f"{where}: min_values/max_values {mn}/{mx} out of range")
            if c.get("type") == 3:
                opts = c.get("options") or []
                if not (1 <= len(opts) <= 25):
                    problems.append(f"{where}: select has {len(opts)} options (must be 1-25)")
                if mx > len(opts) and opts:
                    problems.append(f"{where}: max_values {mx} exceeds the {len(opts)} options")
                values = set()
                for k, o in enumerate(opts):
                    if not (1 <= len(o.get("label") or "") <= 100):
                        problems.append(f"{where} option {k}: label must be 1-100 characters")
                    if not (1 <= len(str(o.get("value") or "")) <= 100):
                        problems.append(f"{where} option {k}: value must be 1-100 characters")
                    if len(o.get("description") or "") > 100:
                        problems.append(f"{where} option {k}: description longer than 100 characters")
                    if o.get("value") in values:
                        problems.append(f"{where}: duplicate option value {o.get('value')!r}")
                    values.add(o.get("value"))

        def walk_v2(items: list[dict], where: str):
            for k, c in enumerate(items or []):
                here = f"{where}.{k}"
                t = c.get("type")
                if t == 2:
                    check_button(c, here)
                elif t in SELECT_TYPES:
                    check_select(c, here)
                elif t == 1:
                    check_row(c, here)
                if isinstance(c.get("components"), list) and t != 1:
                    walk_v2(c["components"], here)
                if isinstance(c.get("accessory"), dict):
                    walk_v2([c["accessory"]], here + ".accessory")

        def check_row(row: dict, where: str):
            inner = row.get("components") or []
            kinds = [c.get("type") for c in inner]
            if not inner:
                problems.append(f"{where}: empty action row")
            elif all(k == 2 for k in kinds):
                if len(inner) > 5:
                    problems.append(f"{where}: action row holds {len(inner)} buttons (max 5)")
            elif all(k in SELECT_TYPES for k in kinds):
                if len(inner) != 1:
                    problems.append(f"{where}: action row holds {len(inner)} selects (a select needs its own row)")
            elif any(k == 4 for k in kinds):
                problems.append(f"{where}: text inputs are only allowed in modals")
            else:
                problems.append(f"{where}: action row mixes buttons and selects")
            for j, c in enumerate(inner):
                if c.get("type") == 2:
                    check_button(c, f"{where}.{j}")
                elif c.get("type") in SELECT_TYPES:
                    check_select(c, f"{where}.{j}")

        if v2:
            count = 0

            def count_all(items):
                nonlocal count
                for c in items or []:
                    count += 1
                    count_all(c.get("components"))
                    if isinstance(c.get("accessory"), dict):
                        count_all([c["accessory"]])

            count_all(components)
            if count > V2_MAX_COMPONENTS:
                problems.append(f"{count} components in total (max {V2_MAX_COMPONENTS})")
            walk_v2(components, "components")
        else:
            if len(components) > 5:
                problems.append(f"{len(components)} action rows (max 5)")
            for i, row in enumerate(components):
                if row.get("type") != 1:
                    problems.append(
                        f"components.{i}: top-level components must be action rows (type 1) "
                        f"unless the IS_COMPONENTS_V2 flag is set"
                    )
                    continue
                check_row(row, f"components.{i}")
        for cid, n in ids.items():
            if n > 1:
                problems.append(f"custom_id {cid!r} is used {n} times in one message")
        return problems

    def _apply_message_data(self, msg: Message, data: dict, files: list, *, creating: bool) -> None:
        if "content" in data:
            msg.content = "" if data["content"] is None else str(data["content"])
        allowed = data.get("allowed_mentions")
        msg.allowed_mentions_log.append(dict(allowed) if isinstance(allowed, dict) else None)
        if "embeds" in data or "embed" in data:
            embeds = data.get("embeds")
            if embeds is None and data.get("embed") is not None:
                embeds = [data["embed"]]
            msg.embeds = [dict(e, type=e.get("type", "rich")) for e in (embeds or [])]
        if "components" in data:
            msg.components = data["components"] or []
        # Discord pings the mentions of the content and of every text display (Components V2) alike,
        # under the message's allowed_mentions.
        msg.pinged |= pinged_users(msg.text, allowed if isinstance(allowed, dict) else None)
        if "flags" in data and data["flags"] is not None:
            wanted = int(data["flags"])
            if creating:
                msg.flags = wanted & _SETTABLE_FLAGS
            else:  # ephemerality cannot change on edit; suppress-embeds / components-v2 can be set
                fixed = msg.flags & (FLAG_EPHEMERAL | FLAG_LOADING | FLAG_COMPONENTS_V2)
                msg.flags = fixed | (wanted & (FLAG_SUPPRESS_EMBEDS | FLAG_COMPONENTS_V2))
        if creating:
            msg.tts = bool(data.get("tts", False))
        descs: dict[str, dict] = {}
        for a in data.get("attachments") or []:
            descs[str(a.get("id"))] = a
        if not creating and "attachments" in data:
            msg.attachments = [a for a in msg.attachments if str(a.id) in descs]
        for idx, fname, raw, ctype in files:
            meta = descs.get(str(idx), {})
            fname = meta.get("filename") or fname
            att_id = self._snowflake()
            guessed = mimetypes.guess_type(fname)[0]
            if ctype in (None, "application/octet-stream") and guessed:
                ctype = guessed
            url = f"{self.base_url}/attachments/{att_id}/{fname}"
            msg.attachments.append(Attachment(att_id, fname, raw, ctype, meta.get("description"), url))

    # --------------------------------------------------------- interactions
    def _resolve_message(self, message: Message | int | str) -> Message:
        if isinstance(message, Message):
            return message
        m = self._messages.get(int(message))
        if m is None:
            raise AssertionError(f"fake_discord: no message {message}")
        return m

    async def _r_callback(self, request, iid, token):
        ix = self.interactions.get(int(iid))
        data, files = await self._read_body(request)
        if ix is None or ix.token != token:
            raise self._violate(
                f"callback for unknown interaction {iid}", status=404, code=10062, message="Unknown interaction"
            )
        rtype = data.get("type")
        elapsed = time.monotonic() - ix.created_mono
        if ix.responded:
            ix.rejected.append(f"second response (type {rtype}): 40060")
            raise self._violate(
                f"interaction {ix.id} ({ix.name or ix.custom_id}) answered twice "
                f"(type {ix.response_type} then {rtype})",
                status=400,
                code=40060,
                message="Interaction has already been acknowledged.",
            )
        if elapsed > self.interaction_timeout:
            ix.rejected.append(f"late response (type {rtype}) after {elapsed:.2f} s: 10062")
            raise self._violate(
                f"interaction {ix.id} ({ix.name or ix.custom_id}) answered after {elapsed:.2f} s "
                f"(limit {self.interaction_timeout} s)",
                status=404,
                code=10062,
                message="Unknown interaction",
            )
        allowed = {
            IX_COMMAND: (4, 5, 9),
            IX_COMPONENT: (4, 5, 6, 7, 9),
            IX_AUTOCOMPLETE: (8,),
            IX_MODAL: (4, 5, 6, 7) if ix.component_message_id else (4, 5),
        }[ix.type]
        if rtype not in allowed:
            ix.rejected.append(f"response type {rtype} invalid for interaction type {ix.type}")
            raise self._violate(
                f"interaction {ix.id}: response type {rtype} is not valid for "
                f"interaction type {ix.type} (allowed {allowed})",
                field="type",
            )
        body = data.get("data") or {}
        where = f"interaction {ix.id} ({ix.name or ix.custom_id}) response type {rtype}"
        created: Message | None = None
        ch = self.channels[ix.channel_id]
        if rtype == 4:
            try:
                self._validate_message(body, files, where=where, creating=True)
            except ApiError:
                ix.rejected.append(f"invalid message in response type {rtype}")
                raise
            created = self._new_message(ch, self.bot_user_id)
            self._stamp_interaction_message(created, ix)
            self._apply_message_data(created, body, files, creating=True)
            ix.original_message_id = created.id
        elif rtype == 5:
            created = self._new_message(ch, self.bot_user_id)
            self._stamp_interaction_message(created, ix)
            created.flags = FLAG_LOADING | (int(body.get("flags") or 0) & FLAG_EPHEMERAL)
            ix.original_message_id = created.id
        elif rtype in (6, 7):
            target = self._messages.get(ix.component_message_id or 0)
            ix.original_message_id = ix.component_message_id
            if rtype == 7:
                if target is None:
                    raise ApiError(404, 10008, "Unknown Message")
                try:
                    self._validate_message(body, files, where=where, creating=False, existing=target)
                except ApiError:
                    ix.rejected.append(f"invalid message in response type {rtype}")
                    raise
                self._apply_message_data(target, body, files, creating=False)
                created = target
        elif rtype == 8:
            choices = body.get("choices") or []
            problems = []
            if len(choices) > 25:
                problems.append(f"{len(choices)} choices (max 25)")
            for c in choices:
                if not (1 <= len(str(c.get("name", ""))) <= 100):
                    problems.append(f"choice name {c.get('name')!r} must be 1-100 characters")
                if isinstance(c.get("value"), str) and len(c["value"]) > 100:
                    problems.append(f"choice value {c['value'][:20]!r}... longer than 100 characters")
            if problems:
                ix.rejected.append("invalid autocomplete result")
                raise self._violate(f"{where}: " + "; ".join(problems), field="data.choices")
            ix.choices = choices
        elif rtype == 9:
            problems = []
            if not (1 <= len(body.get("title") or "") <= 45):
                problems.append("modal title must be 1-45 characters")
            cid = body.get("custom_id") or ""
            if not (1 <= len(cid) <= 100):
                problems.append("modal custom_id must be 1-100 characters")
            comps = body.get("components") or []
            if not (1 <= len(comps) <= 5):
                problems.append(f"modal has {len(comps)} components (1-5)")
            if problems:
                ix.rejected.append("invalid modal")
                raise self._violate(f"{where}: " + "; ".join(problems))
            ix.modal = body
            self._modals[cid] = body
        ix.responses.append(data)
        ix.response_type = rtype
        ix._responded_mono = time.monotonic()
        if created is not None:
            if rtype == 7:
                await self._after_edit(created)
            else:
                await self._after_create(created)
        self._bump()
        if request.query.get("with_response") not in ("1", "true", "True"):
            return None
        orig = ix.original
        out: dict[str, Any] = {
            "interaction": {
                "id": str(ix.id),
                "type": ix.type,
                "response_message_id": str(orig.id) if orig is not None and rtype in (4, 5, 7) else None,
                "response_message_loading": rtype == 5,
                "response_message_ephemeral": bool(orig is not None and orig.ephemeral and rtype in (4, 5)),
            }
        }
        if created is not None:
            out["resource"] = {"type": rtype, "message": created.to_payload()}
        else:
            out["resource"] = {"type": rtype}
        return out

    def _stamp_interaction_message(self, msg: Message, ix: Interaction) -> None:
        msg.webhook_id = self.application_id
        msg.application_id = self.application_id
        msg.interaction_id = ix.id
        msg.interaction_user_id = ix.user_id
        msg.interaction_type = ix.type
        msg.interaction_name = ix.name
        msg.type = 20 if ix.type == IX_COMMAND else 0

    def _ix_for_webhook(self, app: str, token: str, what: str) -> Interaction:
        ix = self._ix_by_token.get(token)
        if ix is None or int(app) != self.application_id:
            raise self._violate(
                f"{what}: unknown webhook/interaction token", status=404, code=10015, message="Unknown Webhook"
            )
        if time.monotonic() - ix.created_mono > INTERACTION_TOKEN_LIFETIME:
            raise self._violate(
                f"{what}: interaction token expired (15 min)", status=401, code=50027, message="Invalid Webhook Token"
            )
        return ix

    async def _r_followup(self, request, app, token):
        ix = self._ix_for_webhook(app, token, "follow-up")
        data, files = await self._read_body(request)
        if not ix.responded:
            ix.rejected.append("follow-up before any response: 10015")
            raise self._violate(
                f"interaction {ix.id} ({ix.name or ix.custom_id}): follow-up before any response",
                status=404,
                code=10015,
                message="Unknown Webhook",
            )
        if ix.response_type in (8, 9) and ix.type == IX_AUTOCOMPLETE:
            raise self._violate(
                f"interaction {ix.id}: follow-up to an autocomplete", status=404, code=10015, message="Unknown Webhook"
            )
        where = f"follow-up to interaction {ix.id} ({ix.name or ix.custom_id})"
        orig = ix.original
        if ix.response_type == 5 and orig is not None and orig.loading and not orig.deleted:
            # The first follow-up after a "thinking" defer replaces that message (keeping its ephemerality),
            # as Discord still does; its documentation calls this deprecated and says to edit the original
            # response instead, so the fake records it as a violation while doing what Discord does.
            self._violate(
                f"{where}: the first follow-up after a deferred 'thinking' response replaced it; Discord "
                "documents this as deprecated: edit the original response (PATCH @original) instead"
            )
            self._validate_message(data, files, where=where, creating=True)
            keep_eph = orig.flags & FLAG_EPHEMERAL
            self._apply_message_data(orig, data, files, creating=True)
            orig.flags = (orig.flags & ~(FLAG_LOADING | FLAG_EPHEMERAL)) | keep_eph
            ix.followups.append(orig)
            await self._after_edit(orig)
            msg = orig
        else:
            self._validate_message(data, files, where=where, creating=True)
            ch = self.channels[ix.channel_id]
            thread_id = request.query.get("thread_id")
            if thread_id:
                ch = self._channel_or_404(thread_id)
            msg = self._new_message(ch, self.bot_user_id)
            self._stamp_interaction_message(msg, ix)
            msg.type = 0
            self._apply_message_data(msg, data, files, creating=True)
            msg.flags = int(data.get("flags") or 0) & _SETTABLE_FLAGS
            ix.followups.append(msg)
            await self._after_create(msg)
        self._bump()
        if request.query.get("wait") in ("1", "true", "True"):
            return msg.to_payload()
        return None

    def _wh_target(self, ix: Interaction, mid: str) -> Message:
        if mid == "@original":
            msg = ix.original
            if msg is None or msg.deleted:
                raise self._violate(
                    f"interaction {ix.id} ({ix.name or ix.custom_id}): @original requested but "
                    f"there is no original response",
                    status=404,
                    code=10008,
                    message="Unknown Message",
                )
            return msg
        msg = self._messages.get(int(mid))
        allowed = {m.id for m in ix.followups}
        if ix.original_message_id:
            allowed.add(ix.original_message_id)
        # messages of this interaction, or any other message the app's interactions sent
        if msg is None or msg.deleted or (msg.id not in allowed and msg.webhook_id != self.application_id):
            raise ApiError(404, 10008, "Unknown Message")
        return msg

    async def _r_wh_get(self, request, app, token, mid):
        ix = self._ix_for_webhook(app, token, "get webhook message")
        return self._wh_target(ix, mid).to_payload()

    async def _r_wh_edit(self, request, app, token, mid):
        ix = self._ix_for_webhook(app, token, "edit webhook message")
        data, files = await self._read_body(request)
        msg = self._wh_target(ix, mid)
        self._validate_message(data, files, where=f"edit of interaction {ix.id} message", creating=False, existing=msg)
        was_loading = msg.loading
        self._apply_message_data(msg, data, files, creating=False)
        msg.flags &= ~FLAG_LOADING
        if mid == "@original" or msg.id == ix.original_message_id:
            ix.original_edits += 1
        if was_loading and ix.response_type == 5:
            # editing a deferred response "resolves" it
            pass
        await self._after_edit(msg)
        return msg.to_payload()

    async def _r_wh_delete(self, request, app, token, mid):
        ix = self._ix_for_webhook(app, token, "delete webhook message")
        msg = self._wh_target(ix, mid)
        await self._delete(msg)
        return None

    # ------------------------------------------------------- driver: build
    def _require_connected(self, guild_id: int | None = None) -> None:
        if not self._ready_conns():
            raise AssertionError("fake_discord: the bot is not connected to the gateway (no identified session)")
        if not self._conns_for(guild_id):
            raise AssertionError(
                f"fake_discord: the bot is not connected to the gateway on the shard of guild "
                f"{guild_id} (connected shards: {self.ready_shards()})"
            )

    def _interaction_base(self, itype: int, user_id: int, channel_id: int) -> tuple[dict, Channel]:
        if user_id not in self.users:
            raise AssertionError(f"fake_discord: unknown user {user_id}")
        ch = self.channels.get(channel_id)
        if ch is None:
            raise AssertionError(f"fake_discord: unknown channel {channel_id}")
        if ch.type == CH_PRIVATE_THREAD and not self.can_view(user_id, ch.id):
            # Discord shows a private thread (its messages, their buttons) only to whoever sees it.
            raise AssertionError(f"fake_discord: user {user_id} cannot see private thread {ch.id}")
        iid = self._snowflake()
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": itype,
            "token": "ixtok_" + secrets.token_urlsafe(32),
            "version": 1,
            "channel_id": str(ch.id),
            "channel": dict(self._channel_payload(ch)),
            "locale": self.user_locales.get(user_id, "en-US"),
            "entitlements": [],
            "entitlement_sku_ids": [],
            "attachment_size_limit": self.max_file_size,
        }
        if ch.guild_id:
            guild = self.guilds[ch.guild_id]
            if user_id not in guild.member_ids:
                raise AssertionError(f"fake_discord: user {user_id} is not a member of guild {guild.id}")
            payload["guild_id"] = str(guild.id)
            payload["guild"] = {"id": str(guild.id), "locale": guild.locale, "features": []}
            payload["guild_locale"] = guild.locale
            payload["member"] = self._member_payload(guild, user_id, with_perms=True)
            payload["app_permissions"] = str(self._member_perms(guild, self.bot_user_id))
            payload["channel"]["permissions"] = str(self._member_perms(guild, user_id))
            payload["authorizing_integration_owners"] = {"0": str(guild.id)}
            payload["context"] = 0
        else:
            if ch.type == CH_DM and ch.recipient_id != user_id:
                raise AssertionError(f"fake_discord: user {user_id} cannot use the DM of user {ch.recipient_id}")
            if ch.type == CH_GROUP_DM and user_id not in ch.member_ids:
                raise AssertionError(f"fake_discord: user {user_id} is not in group DM {ch.id}")
            payload["user"] = self.users[user_id]
            payload["app_permissions"] = str(EVERYONE_PERMS)
            # A component in a group DM answers a command only a member's own install could offer.
            payload["authorizing_integration_owners"] = {"1": str(user_id)} if ch.type == CH_GROUP_DM else {"0": "0"}
            payload["context"] = 2 if ch.type == CH_GROUP_DM else 1
        return payload, ch

    @staticmethod
    def _allowed_contexts(cmd: dict) -> list[int]:
        """Where a command may be used: its ``contexts``; without them (null), the server and the
        bot's DM unless the deprecated ``dm_permission`` is false, as Discord decides."""
        contexts = cmd.get("contexts")
        if contexts is not None:
            return list(contexts)
        return [0] if cmd.get("dm_permission") is False else [0, 1]

    def _authorize(self, payload: dict, cmd: dict, ch: Channel, user_id: int) -> None:
        """Refuse a command its registration does not offer here, as Discord's client would not
        show it; otherwise fill in which installs authorized it (``authorizing_integration_owners``:
        "0" the server's id, or "0" in the bot's DM, for the server install; "1" the member's id for
        their own install)."""
        where = payload["context"]
        if where not in self._allowed_contexts(cmd):
            raise AssertionError(f"fake_discord: command {cmd['name']!r} is not offered in context {where}")
        installs = cmd.get("integration_types") or [0]
        owners: dict[str, str] = {}
        if 0 in installs:
            if ch.guild_id and self.bot_user_id in self.guilds[ch.guild_id].member_ids:
                owners["0"] = str(ch.guild_id)
            elif where == 1:
                owners["0"] = "0"
        if 1 in installs and user_id in self.user_installs:
            owners["1"] = str(user_id)
        if not owners:
            raise AssertionError(f"fake_discord: no install of the app offers {cmd['name']!r} to user {user_id} here")
        payload["authorizing_integration_owners"] = owners

    async def _fire(self, payload: dict, ch: Channel, user_id: int) -> Interaction:
        self._require_connected(ch.guild_id)
        ix = Interaction(
            self, int(payload["id"]), payload["token"], payload["type"], user_id, ch.id, ch.guild_id, payload
        )
        d = payload.get("data") or {}
        ix.custom_id = d.get("custom_id")
        if payload.get("message"):
            ix.component_message_id = int(payload["message"]["id"])
        ix.name = self._pending_name
        self._pending_name = None
        self.interactions[ix.id] = ix
        self._ix_by_token[ix.token] = ix
        ix.created_mono = time.monotonic()
        await self._dispatch("INTERACTION_CREATE", payload)
        self._bump()
        return ix

    @staticmethod
    def _typed(item: dict, word: str, locale: str | None) -> bool:
        """Whether ``word`` names ``item`` (a command, subcommand or option) as a member with
        ``locale`` types it: its name, or its name in their Discord language. Discord then sends
        the registered name."""
        return item.get("name") == word or (
            locale is not None and (item.get("name_localizations") or {}).get(locale) == word
        )

    def _find_command(self, top: str, guild_id: int | None, locale: str | None = None) -> dict:
        cmd = None
        if guild_id:
            cmd = next(
                (c for c in self.guild_commands.get(guild_id, []) if self._typed(c, top, locale) and c["type"] == 1),
                None,
            )
        if cmd is None:
            cmd = next((c for c in self.global_commands if self._typed(c, top, locale) and c["type"] == 1), None)
        if cmd is None:
            raise AssertionError(f"fake_discord: no synced slash command {top!r} (synced: {sorted(self.commands)})")
        return cmd

    def _build_options(
        self,
        path: str,
        options: dict[str, Any],
        guild_id: int | None,
        *,
        focused: str | None = None,
        locale: str | None = None,
    ) -> tuple[dict, dict]:
        """The interaction's ``data`` for ``path`` with ``options``, each word and option name as
        the member typed it (registered or in their ``locale``), sent under its registered name."""
        parts = path.split()
        cmd = self._find_command(parts[0], guild_id, locale)
        if guild_id is None and cmd.get("guild_id"):
            raise AssertionError(f"fake_discord: command {parts[0]!r} is a server's command, not available in DMs")
        node = cmd
        chain: list[dict] = []
        for p in parts[1:]:
            sub = next(
                (o for o in node.get("options") or [] if self._typed(o, p, locale) and o["type"] in (1, 2)), None
            )
            if sub is None:
                raise AssertionError(f"fake_discord: command {path!r}: no subcommand/group {p!r}")
            chain.append(sub)
            node = sub
        if any(o["type"] in (1, 2) for o in node.get("options") or []):
            raise AssertionError(f"fake_discord: {path!r} needs a subcommand ({[o['name'] for o in node['options']]})")
        resolved: dict[str, dict] = {}
        leaf_opts = []
        defs = {o["name"]: o for o in node.get("options") or []}
        registered: dict[str, str] = {}  # an option's name as typed -> its registered name
        for od in defs.values():
            registered[od["name"]] = od["name"]
            localized = (od.get("name_localizations") or {}).get(locale) if locale else None
            if localized:
                registered.setdefault(localized, od["name"])
        options = {registered.get(name, name): value for name, value in options.items()}
        if focused is not None:
            focused = registered.get(focused, focused)
        for name, value in options.items():
            od = defs.get(name)
            if od is None:
                raise AssertionError(f"fake_discord: command {path!r} has no option {name!r} (has {sorted(defs)})")
            entry = {
                "name": name,
                "type": od["type"],
                "value": self._coerce_option(od, value, resolved, guild_id, autocomplete=focused is not None),
            }
            if focused == name:
                entry["focused"] = True
            leaf_opts.append(entry)
        if focused is None:
            missing = [n for n, o in defs.items() if o.get("required") and n not in options]
            if missing:
                raise AssertionError(f"fake_discord: command {path!r}: missing required option(s) {missing}")
        elif focused not in options:
            raise AssertionError(f"fake_discord: focused option {focused!r} must be given a (partial) value")
        opts: list[dict] = leaf_opts
        for sub in reversed(chain):
            opts = [{"name": sub["name"], "type": sub["type"], "options": opts}]
        data: dict[str, Any] = {"id": cmd["id"], "name": cmd["name"], "type": 1, "options": opts}
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        if resolved:
            data["resolved"] = resolved
        return data, cmd

    def _coerce_option(self, od: dict, value: Any, resolved: dict, guild_id: int | None, *, autocomplete: bool) -> Any:
        t = od["type"]
        if autocomplete and t in (3, 4, 10) and isinstance(value, str):
            return value  # partial input is sent as typed
        if t == 3:
            value = str(value)
        elif t == 4:
            value = int(value)
        elif t == 10:
            value = float(value)
        elif t == 5:
            value = bool(value)
        elif t in (6, 9) and int(value) in self.users:
            uid = int(value)
            resolved.setdefault("users", {})[str(uid)] = self.users[uid]
            if guild_id and uid in self.guilds[guild_id].member_ids:
                m = self._member_payload(self.guilds[guild_id], uid, with_user=False, with_perms=True)
                resolved.setdefault("members", {})[str(uid)] = m
            value = str(uid)
        elif t == 7:
            ch = self.channels[int(value)]
            cp = self._channel_payload(ch)
            cp["permissions"] = str(EVERYONE_PERMS)
            resolved.setdefault("channels", {})[str(ch.id)] = cp
            value = str(ch.id)
        elif t in (8, 9):
            rid = int(value)
            role = self.guilds[guild_id].roles[rid] if guild_id else None
            if role is None:
                raise AssertionError(f"fake_discord: unknown role {value}")
            resolved.setdefault("roles", {})[str(rid)] = role
            value = str(rid)
        elif t == 11:
            if not (isinstance(value, tuple) and len(value) == 2):
                raise AssertionError("fake_discord: attachment options are given as (filename, bytes)")
            fname, raw = value
            aid = self._snowflake()
            att = Attachment(
                aid,
                fname,
                bytes(raw),
                mimetypes.guess_type(fname)[0],
                None,
                f"{self.base_url}/attachments/{aid}/{fname}",
            )
            self._loose_attachments[aid] = att
            resolved.setdefault("attachments", {})[str(aid)] = att.to_payload()
            value = str(aid)
        if not autocomplete and od.get("choices"):
            allowed = [c["value"] for c in od["choices"]]
            if value not in allowed:
                raise AssertionError(
                    f"fake_discord: option {od['name']!r} value {value!r} not among the choices {allowed}"
                )
        if not autocomplete and t in (4, 10):
            if ("min_value" in od and value < od["min_value"]) or ("max_value" in od and value > od["max_value"]):
                raise AssertionError(f"fake_discord: option {od['name']!r} value {value!r} out of range")
        if not autocomplete and t == 3:
            if len(value) < od.get("min_length", 0) or len(value) > od.get("max_length", 6000):
                raise AssertionError(f"fake_discord: option {od['name']!r} length out of range")
        return value

    # ------------------------------------------------------ driver: public
    async def slash(
        self, user_id: int, channel_id: int, command: str, options: dict[str, Any] | None = None
    ) -> Interaction:
        """Invoke a synced slash command; ``command`` may be "group sub" paths.

        Returns at once (after INTERACTION_CREATE was sent); await
        ``ix.wait_response()`` / ``ix.wait_done()``.
        """
        payload, ch = self._interaction_base(IX_COMMAND, user_id, channel_id)
        data, cmd = self._build_options(command, options or {}, ch.guild_id, locale=payload["locale"])
        self._authorize(payload, cmd, ch, user_id)
        payload["data"] = data
        self._pending_name = command
        return await self._fire(payload, ch, user_id)

    async def autocomplete(
        self, user_id: int, channel_id: int, command: str, options: dict[str, Any], *, focused: str, timeout: float = 5
    ) -> list[dict]:
        """Send an autocomplete interaction; returns the choices the bot answered."""
        payload, ch = self._interaction_base(IX_AUTOCOMPLETE, user_id, channel_id)
        data, cmd = self._build_options(command, options, ch.guild_id, focused=focused, locale=payload["locale"])
        self._authorize(payload, cmd, ch, user_id)
        payload["data"] = data
        self._pending_name = command
        ix = await self._fire(payload, ch, user_id)
        await ix.wait_response(timeout)
        return list(ix.choices or [])

    async def _await_clickable(self, msg: Message) -> None:
        # discord.py stores a View only after the HTTP answer that created the
        # message; humans never click within milliseconds, so neither do we. A
        # tenth of a second: the bot's components are all dynamic items, found by
        # their custom id without a stored view, so this only keeps clicks human.
        delay = msg.changed_at + self.click_delay - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)

    def _component_check(self, user_id: int, msg: Message, custom_id: str) -> dict:
        if msg.deleted:
            raise AssertionError(f"fake_discord: message {msg.id} was deleted")
        comp = msg.component(custom_id)
        if comp is None:
            raise AssertionError(
                f"fake_discord: message {msg.id} has no component {custom_id!r}; "
                f"buttons={msg.buttons()} selects={[s.get('custom_id') for s in msg.selects()]}"
            )
        if comp.get("disabled"):
            raise AssertionError(f"fake_discord: component {custom_id!r} on message {msg.id} is disabled")
        if msg.ephemeral and msg.interaction_user_id not in (None, user_id):
            raise AssertionError(f"fake_discord: user {user_id} cannot see ephemeral message {msg.id}")
        if msg.loading:
            raise AssertionError(f"fake_discord: message {msg.id} is still 'thinking'")
        return comp

    async def click(self, user_id: int, message: Message | int, custom_id: str) -> Interaction:
        """Click a button (component_type 2) on a message the fake holds."""
        msg = self._resolve_message(message)
        comp = self._component_check(user_id, msg, custom_id)
        if comp.get("type") != 2:
            raise AssertionError(f"fake_discord: {custom_id!r} is not a button")
        await self._await_clickable(msg)
        comp = self._component_check(user_id, msg, custom_id)
        payload, ch = self._interaction_base(IX_COMPONENT, user_id, msg.channel_id)
        payload["data"] = {"custom_id": custom_id, "component_type": 2}
        payload["message"] = msg.to_payload()
        return await self._fire(payload, ch, user_id)

    async def select(self, user_id: int, message: Message | int, custom_id: str, values: list[Any]) -> Interaction:
        """Choose values in a select menu (string select: option values)."""
        msg = self._resolve_message(message)
        comp = self._component_check(user_id, msg, custom_id)
        if comp.get("type") not in SELECT_TYPES:
            raise AssertionError(f"fake_discord: {custom_id!r} is not a select menu")
        values = [str(v) for v in values]
        mn, mx = comp.get("min_values", 1), comp.get("max_values", 1)
        if not (mn <= len(values) <= mx):
            raise AssertionError(f"fake_discord: select {custom_id!r} takes {mn}-{mx} values, got {len(values)}")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": comp["type"], "values": values}
        if comp["type"] == 3:
            allowed = [str(o.get("value")) for o in comp.get("options") or []]
            bad = [v for v in values if v not in allowed]
            if bad:
                raise AssertionError(f"fake_discord: values {bad} are not options of {custom_id!r} ({allowed})")
        else:
            resolved: dict[str, Any] = {}
            for v in values:
                vid = int(v)
                if vid in self.users:
                    resolved.setdefault("users", {})[v] = self.users[vid]
                    guild = self.guilds.get(msg.guild_id) if msg.guild_id else None
                    if guild is not None and vid in guild.member_ids:  # Discord resolves a server's member too
                        resolved.setdefault("members", {})[v] = self._member_payload(
                            guild, vid, with_user=False, with_perms=True
                        )
                elif vid in self.channels:
                    resolved.setdefault("channels", {})[v] = dict(
                        self._channel_payload(self.channels[vid]), permissions=str(EVERYONE_PERMS)
                    )
                elif msg.guild_id and vid in self.guilds[msg.guild_id].roles:
                    resolved.setdefault("roles", {})[v] = self.guilds[msg.guild_id].roles[vid]
            data["resolved"] = resolved
        await self._await_clickable(msg)
        payload, ch = self._interaction_base(IX_COMPONENT, user_id, msg.channel_id)
        payload["data"] = data
        payload["message"] = msg.to_payload()
        return await self._fire(payload, ch, user_id)

    async def submit_modal(
        self,
        user_id: int,
        channel_id: int,
        custom_id: str,
        values: dict[str, Any],
        *,
        message: Message | int | None = None,
    ) -> Interaction:
        """Submit a modal the bot showed (type-9 response with this custom_id)."""
        shown = self._modals.get(custom_id)
        if shown is None:
            raise AssertionError(f"fake_discord: the bot never showed a modal {custom_id!r}")
        remaining = dict(values)

        def fill(c: dict) -> dict | None:
            t = c.get("type")
            if t == 1:
                return {"type": 1, "components": [x for x in (fill(i) for i in c.get("components") or []) if x]}
            if t == 18:
                inner = fill(c.get("component") or {})
                return {"type": 18, "component": inner} if inner else None
            cid = c.get("custom_id")
            if cid is None:
                return None
            if t == 4:
                val = str(remaining.pop(cid, c.get("value") or ""))
                if c.get("required", True) and not val:
                    raise AssertionError(f"fake_discord: modal field {cid!r} is required")
                return {"type": 4, "custom_id": cid, "value": val}
            if t in SELECT_TYPES:
                vals = remaining.pop(cid, [])
                return {"type": t, "custom_id": cid, "values": [str(v) for v in vals]}
            return None

        comps = [x for x in (fill(c) for c in shown.get("components") or []) if x]
        if remaining:
            raise AssertionError(f"fake_discord: modal {custom_id!r} has no field(s) {sorted(remaining)}")
        payload, ch = self._interaction_base(IX_MODAL, user_id, channel_id)
        payload["data"] = {"custom_id": custom_id, "components": comps}
        if message is not None:
            payload["message"] = self._resolve_message(message).to_payload()
        return await self._fire(payload, ch, user_id)

    async def user_message(self, user_id: int, channel_id: int, content: str) -> Message:
        """A user posts a message (dispatched as MESSAGE_CREATE)."""
        ch = self._channel_or_404(channel_id)
        msg = self._new_message(ch, user_id)
        msg.content = content
        await self._after_create(msg)
        return msg

    async def moderator_delete(self, message: Message | int) -> None:
        """A moderator deletes a message (dispatched as MESSAGE_DELETE; later edits of it get 404)."""
        await self._delete(self._resolve_message(message))

    # ------------------------------------------------- driver: inspection
    def messages(self, channel_id: int, *, include_ephemeral: bool = True) -> list[Message]:
        ch = self.channels.get(channel_id)
        if ch is None:
            return []
        out = [self._messages[m] for m in ch.message_ids if not self._messages[m].deleted]
        if not include_ephemeral:
            out = [m for m in out if not m.ephemeral]
        return out

    def message(self, message_id: int) -> Message:
        return self._resolve_message(message_id)

    async def wait_for_message(
        self,
        channel_id: int,
        predicate: Callable[[Message], Any] | None = None,
        timeout: float = 10,
        *,
        new_only: bool | None = None,
    ) -> Message:
        """Wait for a message in the channel.

        Without a predicate: the first message created after this call.
        With a predicate: the first message (already there or new, re-checked
        after every edit) matching it; pass ``new_only=True`` to ignore older ones.
        Messages still "thinking" (deferred, not yet followed up) never match.
        """
        if new_only is None:
            new_only = predicate is None
        floor = self._last_snowflake if new_only else 0
        # a "thinking" message that gets its content after this call counts as new
        thinking = {m.id for m in self.messages(channel_id) if m.loading}

        def find():
            for m in self.messages(channel_id):
                if m.loading or (m.id <= floor and m.id not in thinking):
                    continue
                if predicate is None or predicate(m):
                    return m
            return None

        return await self._wait_until(find, timeout, f"a message in channel {channel_id}")

    def threads(self, parent_channel_id: int) -> list[Channel]:
        return [c for c in self.channels.values() if c.is_thread and c.parent_id == parent_channel_id]

    def dm_messages(self, user_id: int) -> list[Message]:
        cid = self._dm_by_user.get(user_id)
        return self.messages(cid) if cid else []

    def all_messages(self) -> list[Message]:
        return [m for m in self._messages.values() if not m.deleted]

    # ----------------------------------------------------- driver: waiting
    async def wait_ready(
        self,
        timeout: float = 20,
        *,
        settle: float | None = None,
        min_identifies: int | None = None,
        require_commands: bool = True,
    ) -> None:
        """Wait until the bot is connected (IDENTIFY answered with READY and
        GUILD_CREATEs) and commands have been synced at least once; then wait
        until ``settle`` seconds (default ``ready_settle``, 2.2 s) after the
        last GUILD_CREATE, so discord.py's on_ready (fired ~2 s after it) has run.
        ``min_identifies``: require that many IDENTIFYs in total (restarts)."""
        settle = self.ready_settle if settle is None else settle

        def ok():
            if min_identifies is not None and self.identify_count < min_identifies:
                return None
            conns = self._ready_conns()
            if not conns or (require_commands and self.command_syncs == 0):
                return None
            return max(conns, key=lambda c: c.guilds_sent_mono or 0)  # the latest shard to get its guilds

        conn = await self._wait_until(ok, timeout, "the bot to connect and sync its commands")
        rest = (conn.guilds_sent_mono or 0) + settle - time.monotonic()
        if rest > 0:
            await asyncio.sleep(rest)

    async def disconnect_gateway(self, code: int = 4000) -> None:
        """Close the bot's gateway connection(s) like a network blip; discord.py
        RESUMEs (events sent meanwhile are lost: the driver refuses to act while
        disconnected).  With ``allow_resume = False`` the RESUME gets
        INVALID_SESSION and discord.py IDENTIFYs again after its own 5 s pause."""
        for conn in list(self._conns):
            conn.closed = True
            await conn.ws.close(code=code, message=b"fake_discord: forced disconnect")

    async def wait_disconnected(self, timeout: float = 10) -> None:
        await self._wait_until(lambda: not self._ready_conns(), timeout, "the bot to disconnect")

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = 10, what: str = "a condition") -> Any:
        """Wait until ``predicate()`` (re-checked after every change) is truthy."""
        return await self._wait_until(predicate, timeout, what)

    def summary(self) -> str:
        """A human-readable dump for failing tests."""
        lines = [
            f"FakeDiscord on {self.base_url}: {len(self._conns)} gateway conn(s), "
            f"{self.identify_count} identify(s), {self.command_syncs} command sync(s)"
        ]
        for v in self.violations:
            lines.append(f"  VIOLATION {v}")
        for u in self.unknown_routes:
            lines.append(f"  UNKNOWN ROUTE {u}")
        for ch in self.channels.values():
            msgs = self.messages(ch.id)
            if msgs:
                lines.append(f"  channel {ch.name or ch.id} ({ch.type}):")
                lines.extend(f"    {m!r}" for m in msgs[-10:])
        return "\n".join(lines)
