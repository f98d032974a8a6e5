"""The Discord side of the game flow: how committed changes are shown in a game's thread.

``services.flow.GameFlow`` decides what is owed (a new turn post, an edit, a notice, the result);
this module only turns those facts into Discord messages. A turn post's images are named
``game-<id>-post-<key>-move-<version>.png``: the key names the post, so a restart can find a post
Discord accepted before the process died (``find_turn_post``), and the version is what it shows.

Everything posted in the thread (turn posts, their images and alt text, notices, the final text and
score sheet) is in the table's language (``games.language``); a direct message is in the language
the member last used the bot in (``services.members``). Reminders go by DM, with the **Next
decision** button of ``/game mine`` (``cogs.mine``); a member whose DMs are closed is reminded in the
thread instead. The turn post shows each human's remaining time
(``Clocks.clock_summary``) under who is to act.
"""

from __future__ import annotations

import io
import logging
import re
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING

import discord

from cogs.away import pause_buttons, post_lines
from cogs.end_stats import MAX_STATS, stats_text
from cogs.layout import MAX_FILES, MAX_TEXT, PostTexts, images_view, result_view, seat_colour, seat_mark, turn_post_view
from cogs.mine import next_view
from cogs.private_thread import furnish_private_thread, is_private_thread, open_private_thread, say_thread_is_public
from cogs.rematch import rematch_buttons, rematch_lines
from cogs.replay import ReplayButton
from cogs.review import ReviewButton
from cogs.turns import DM_CLOSED, board_buttons, image_files
from cogs.ui import NO_PINGS, HostView, clip, pinging, plain, say_in_thread, speaker_for, table_speaker, thread_of
from lang import Speaker
from render.score_sheet import column_label
from rules import get_game
from rules.base import Result
from rules.text import Msg, msg
from rules.text import seat as seat_arg
from services.end_stats import EndStats
from services.ending import resigned
from services.naming import game_title
from services.notices import AIPaused, Notice, PostFacts, Reminder, TimedOut, TimerTrouble
from services.paces import SeatClock, clock_text
from services.rematch import RematchChain
from services.standings import PairStanding
from services.turn_posts import acting_seat, caption_events, move_line, standings
from store import ACTIVE, FINISHED, GameRecord, MoveRecord, PostIntent, SeatRecord
from store.members import MemberSettings

if TYPE_CHECKING:
    from cogs.client import TabletopClient

log = logging.getLogger("tabletop.publisher")

RECONCILE_LOOKBACK = 50  # messages of a thread searched for a post made just before a restart
NO_IMAGE = msg("turn-no-image")


def to_ping(record: GameRecord) -> list[int]:
    """The members whose decision the game waits for now: the only users a board post pings."""
    if record.status != ACTIVE or record.state is None:
        return []
    to_act = sorted(get_game(record.game_key).to_act(record.state))
    return [record.seats[s].user_id for s in to_act if record.seats[s].user_id and not record.seats[s].is_ai]  # type: ignore[misc]  # None filtered


def intro_line(record: GameRecord, speaker: Speaker | None = None) -> str:
    """The head of the game's first post, in the table's language: each seat with its marker."""
    speaker = speaker or table_speaker(record)
    seats = [
        f"{seat_mark(s.seat)} {speaker.t('turn-intro-seat', number=s.seat + 1, player=seat_arg(s.seat))}"
        for s in record.seats
    ]
    return speaker.t("turn-intro", game=game_title(record.game_key), seats=", ".join(seats))


def clocks_line(clocks: list[SeatClock], speaker: Speaker, *, named: bool = True) -> str:
    """Each human's remaining time (``Clocks.clock_summary``) on one line, in ``speaker``'s
    language: a player deciding now shows their base time and bank left and when they time out
    (a Discord timestamp, live in every reader's client); a waiting player shows their bank.
    ``named=False``: one deciding player, whom the post's top line names: when their time runs out."""
    if not clocks:
        return ""
    parts = []
    for clock in clocks:
        if clock.deciding and clock.deadline is not None:
            left, bank = clock_text(clock.base_left), clock_text(clock.bank_left)
            deadline = timestamp(clock.deadline - time.time())
            if named:
                said = speaker.t(
                    "paces-clock-deciding", player=seat_arg(clock.seat), left=left, bank=bank, deadline=deadline
                )
            else:
                said = speaker.t("paces-clock-deciding-alone", left=left, bank=bank, deadline=deadline)
            parts.append(said)
        else:
            parts.append(
                speaker.t("paces-clock-waiting", player=seat_arg(clock.seat), bank=clock_text(clock.bank_left))
            )
    return speaker.t("paces-clocks", clocks=" · ".join(parts))


def is_human(info: SeatRecord) -> bool:
    """A seat a person plays now (not a bot, not on autopilot)."""
    return bool(info.user_id) and not info.is_ai


def turn_text(record: GameRecord, speaker: Speaker | None = None, hint: bool = False) -> str:
    """Whose turn it is, one short line in the table's language: each seat to act with its marker,
    a person by their mention (the post pings exactly them, see :func:`to_ping`), an AI seat by its
    name; with ``hint`` (the game's first post), then how to act when a person is to act. Empty
    when nobody is to act."""
    if record.status != ACTIVE or record.state is None:
        return ""
    speaker = speaker or table_speaker(record)
    to_act = sorted(get_game(record.game_key).to_act(record.state))
    people = []
    for seat in to_act:
        info = record.seats[seat]
        who = f"<@{info.user_id}>" if is_human(info) else speaker.t("turn-ai-seat", player=seat_arg(seat))
        people.append(f"{seat_mark(seat)} {who}")
    if not people:
        return ""
    lines = [speaker.t("layout-to-act", players=people)]
    if hint and any(is_human(record.seats[seat]) for seat in to_act):
        lines.append(speaker.t("layout-to-act-hint"))
    return "\n".join(lines)


def standings_text(record: GameRecord, speaker: Speaker | None = None) -> str:
    """Every seat's points as the game stands on one line, leader first, each with its marker (ties
    share a place), in the table's language; empty before the game starts or when the rules cannot
    say. The points are the ones a spectator can count (``Game.public_scores``): a secret tile's
    worth stays out of them until the game is over. The images leave the points to this line."""
    if record.state is None:
        return ""
    speaker = speaker or table_speaker(record)
    try:
        scores = get_game(record.game_key).public_scores(record.state)
    except Exception:  # the post goes out without its scores rather than not at all
        log.exception("could not count the scores of game %s at version %s", record.id, record.version)
        return ""
    rows = [
        speaker.t(
            "layout-standing", place=row.place, mark=seat_mark(row.seat), player=seat_arg(row.seat), points=row.points
        )
        for row in standings(scores)
    ]
    return speaker.t("layout-standings", standings=" · ".join(rows))


def result_accent(result: Result) -> discord.Colour | None:
    """The final post's colour: the winner's (none for a shared win)."""
    return seat_colour(result.winners[0]) if len(result.winners) == 1 else None


def accent_of(record: GameRecord) -> discord.Colour | None:
    """The colour of the seat to act (the first person to act, else the first seat); None when
    nobody is to act."""
    if record.status != ACTIVE or record.state is None:
        return None
    to_act = get_game(record.game_key).to_act(record.state)
    seat = acting_seat(to_act, [info.seat for info in record.seats if is_human(info)])
    return seat_colour(seat) if seat is not None else None


TOTAL_KEYS = frozenset({"total"})


def score_label(key: str, game_key: str | None = None, speaker: Speaker | None = None) -> str:
    """What a score breakdown key is called: the same words as the score sheet's column, so the final
    text and the sheet posted with it agree."""
    return column_label(key, game_key, speaker)


def score_parts(result: Result, seat: int, game_key: str | None = None, speaker: Speaker | None = None) -> list[str]:
    """The seat's score breakdown in words, without the total and without parts that are zero
    for every player (a column nobody scored in says nothing)."""
    speaker = speaker or Speaker()
    shown = [
        key
        for key in result.breakdown[seat]
        if key.lower() not in TOTAL_KEYS and any(part.get(key, 0) for part in result.breakdown)
    ]
    return [
        speaker.t("turn-final-part", part=score_label(key, game_key, speaker), points=result.breakdown[seat][key])
        for key in shown
    ]


def tie_lines(record: GameRecord, result: Result, speaker: Speaker) -> list[str]:
    """How each tie on points was settled, one line a tie: the seats share their place (the rules
    break no tie), or the game's tie-break ordered them (named), or a resignation ranked one last."""
    tied: dict[int, list[int]] = {}
    for seat in result.ranking:
        tied.setdefault(result.scores[seat], []).append(seat)
    gone = resigned(record)
    rule = get_game(record.game_key).TIEBREAK
    lines = []
    for points, seats in tied.items():
        if len(seats) < 2:
            continue
        players = [seat_arg(s) for s in seats]
        places = {result.places[s] for s in seats} if result.places else set(seats)
        if len(places) == 1:
            lines.append(speaker.t("turn-final-tie-shared", players=players, points=points))
            continue
        why = msg("turn-tiebreak-resigned") if any(s in gone for s in seats) or rule is None else rule
        lines.append(speaker.t("turn-final-tie-broken", players=players, points=points, rule=why))
    return lines


def final_text(record: GameRecord, result: Result, speaker: Speaker | None = None) -> str:
    """The final scores in words, in the table's language; a tie on points says how it was settled."""
    speaker = speaker or table_speaker(record)
    lines = [speaker.t("turn-final-head")]
    winners = [seat_arg(s) for s in result.winners]
    lines.append(speaker.t("turn-final-winners", count=len(winners), winners=winners))
    lines += tie_lines(record, result, speaker)
    for seat in result.ranking:
        parts = score_parts(result, seat, record.game_key, speaker)
        place = result.places[seat] if result.places else result.ranking.index(seat) + 1
        if parts:
            line = speaker.t(
                "turn-final-line-parts",
                place=place,
                player=seat_arg(seat),
                points=result.scores[seat],
                parts=", ".join(parts),
            )
        else:
            line = speaker.t("turn-final-line", place=place, player=seat_arg(seat), points=result.scores[seat])
        lines.append(line)
    return clip("\n".join(lines))


STANDING_PAIRS = 6  # every pair of up to four members; with more, only the winner's pairs


def standing_lines(
    finished: GameRecord,
    pairs: list[PairStanding],
    speaker: Speaker,
    top: int | None = None,
    seats_in: GameRecord | None = None,
) -> list[str]:
    """The standing between the members of a game just finished at that game ("Alice leads Bob 5–3
    at Solstis"), one line per pair; past ``STANDING_PAIRS`` pairs only those of seat ``top`` (the
    winner). The seats are named as in ``seats_in`` (a rematch seats them elsewhere; default: the
    finished game itself)."""
    seats_in = seats_in or finished
    if len(pairs) > STANDING_PAIRS:
        pairs = [p for p in pairs if top in (p.first, p.second)][:STANDING_PAIRS]
    lines = []
    for pair in pairs:
        first = seats_in.seat_of(finished.seats[pair.first].user_id or 0)
        second = seats_in.seat_of(finished.seats[pair.second].user_id or 0)
        if first is None or second is None:
            continue
        args = {
            "leader": seat_arg(first),
            "other": seat_arg(second),
            "wins": pair.wins,
            "losses": pair.losses,
            "game": game_title(finished.game_key),
        }
        line = speaker.t("standing-leads", **args) if pair.wins > pair.losses else speaker.t("standing-level", **args)
        if pair.ties:
            line = f"{line} {speaker.t('standing-ties', ties=pair.ties)}"
        lines.append(line)
    return lines


def final_post(
    record: GameRecord,
    result: Result,
    chain: RematchChain | None,
    pairs: list[PairStanding] | None = None,
    stats: EndStats | None = None,
) -> tuple[str, list[discord.ui.Item[HostView]]]:
    """The final post of a game: its final scores, its statistics (``stats``, see
    ``cogs.end_stats``; none when they could not be read), the standing between its members
    (``pairs``, see :func:`standing_lines`), then what it says of its rematches, and its buttons:
    Rematch (``cogs.rematch``; none without ``chain``, when it could not be read), Replay
    (``cogs.replay``) and Review (``cogs.review``), in the table's language."""
    speaker = table_speaker(record)
    text = final_text(record, result, speaker)
    buttons: list[discord.ui.Item[HostView]] = []
    top = result.ranking[0] if result.ranking else None
    lines = standing_lines(record, pairs or [], speaker, top)
    if chain is not None:
        lines += rematch_lines(chain, speaker)
        buttons.extend(rematch_buttons(chain, table_speaker(record, in_markdown=False)))
    tail = "\n".join(lines)
    if stats is not None:  # the statistics take the room the scores and the tail leave, whole rows only
        room = MAX_TEXT - len(text) - (len(tail) + 1 if tail else 0) - 1
        block = stats_text(record, result, stats, speaker, min(MAX_STATS, room))
        if block:
            text = text + "\n" + block
    if tail:  # the standing and rematch lines stay whole; the scores above them are cut if they must be
        text = clip(text, MAX_TEXT - len(tail) - 1) + "\n" + tail
    buttons.append(ReplayButton.for_game(record))  # anyone steps through the game, privately
    buttons.append(ReviewButton.for_game(record))  # each player sees their own review, privately
    return text, buttons


def timestamp(seconds_from_now: float) -> str:
    """A Discord timestamp ``seconds_from_now`` ahead: every reader's client shows it in their own
    language and time zone ("in 2 minutes")."""
    return f"<t:{int(time.time() + seconds_from_now)}:R>"


def post_file_prefix(game_id: int, key: int) -> str:
    return f"game-{game_id}-post-{key}-move-"


POST_FILE = re.compile(r"^game-(\d+)-post-(\d+)-move-(\d+)(?:-\d+)?\.png$")


class DiscordPublisher:
    """Shows what the flow commits, in the game's thread (see ``services.flow.Publisher``)."""

    def __init__(self, bot: TabletopClient) -> None:
        self.bot = bot

    # ------------------------------------------------------------------ the thread
    def _thread_name(self, record: GameRecord) -> str:
        """The name the game's thread is given (it carries the game's number, so it names one game)."""
        speaker, title = self._speaker(record), game_title(record.game_key)
        if record.practice:
            return speaker.t("learn-thread-name", game=title, number=record.id)[:100]
        return speaker.t("turn-thread-name", game=title, number=record.id)[:100]

    async def open_thread(self, record: GameRecord) -> int | None:
        if record.practice:
            return await self._open_practice_thread(record)
        name = self._thread_name(record)
        why_public: Msg | None = None
        try:
            channel = await self._channel_of(record)
            if record.private:  # a private table: a private thread holding its players (cogs.private_thread)
                private, why_public = await open_private_thread(channel, name)
                if private is not None:
                    await furnish_private_thread(record, private)
                    return private.id
            thread = await self._open_public_thread(record, channel, name)
        except discord.HTTPException:
            log.exception("could not open a thread for game %s", record.id)
            return None
        if why_public is not None:
            await say_thread_is_public(record, thread, why_public)
        return thread.id

    async def _open_public_thread(
        self,
        record: GameRecord,
        channel: discord.abc.GuildChannel | discord.Thread | discord.abc.PrivateChannel,
        name: str,
    ) -> discord.Thread:
        """A public thread for ``record``: on its lobby message, else in the channel."""
        if record.lobby_message_id:
            message: discord.PartialMessage = channel.get_partial_message(record.lobby_message_id)  # type: ignore[union-attr]  # text channels only
            try:
                return await message.create_thread(name=name, auto_archive_duration=1440)
            except discord.HTTPException:
                log.warning("could not open the thread of game %s on its lobby message", record.id)
        opened: discord.Thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)  # type: ignore[union-attr]  # text channels only
        return opened

    @staticmethod
    def _speaker(record: GameRecord) -> Speaker:
        """The table's language, for plain text (a thread's name)."""
        return table_speaker(record, in_markdown=False)

    async def _channel_of(
        self, record: GameRecord
    ) -> discord.abc.GuildChannel | discord.Thread | discord.abc.PrivateChannel:
        """The channel where ``record``'s lobby was opened (from the cache, else from Discord)."""
        return self.bot.get_channel(record.channel_id) or await self.bot.fetch_channel(record.channel_id)

    async def find_thread(self, record: GameRecord) -> int | None:
        """The thread the bot made for ``record`` before it could record it (it died in between):
        among the server's active threads, the one the bot owns in the game's channel with the
        game's thread name. A practice thread found this way gets what opening it would have given
        it (its member, and the greeting when it has no message yet). None when there is none (then
        a thread is asked for), or when Discord cannot say."""
        guild = self.bot.get_guild(record.guild_id) if record.guild_id is not None else None
        me = self.bot.user
        if guild is None or me is None:
            return None
        name = self._thread_name(record)
        try:
            threads = await guild.active_threads()
        except discord.HTTPException:
            log.warning("could not list the active threads to find the thread of game %s", record.id)
            return None
        found = [t for t in threads if t.parent_id == record.channel_id and t.owner_id == me.id and t.name == name]
        if not found:
            return None
        thread = min(found, key=lambda t: t.id)  # the first made, should there ever be more than one
        if record.practice:
            await self._furnish_practice_thread(record, thread, None, greet_once=True)
        elif record.private and is_private_thread(thread):
            await furnish_private_thread(record, thread, greet_once=True)
        return thread.id

    async def _open_practice_thread(self, record: GameRecord) -> int | None:
        """A practice game's thread: private, with its member added, greeted by how the game
        teaches. A channel that cannot hold a private thread (the bot may not make one there, or
        the channel is of a kind that has none) gets a public thread, and the greeting says why."""
        name = self._thread_name(record)
        try:
            channel = await self._channel_of(record)
        except discord.HTTPException:
            log.exception("could not find the channel of practice game %s", record.id)
            return None
        create = getattr(channel, "create_thread", None)
        if create is None:
            log.warning("the channel of practice game %s cannot hold threads", record.id)
            return None
        thread: discord.Thread | None = None
        why_public: Msg | None = None
        try:
            thread = await create(
                name=name, type=discord.ChannelType.private_thread, invitable=False, auto_archive_duration=1440
            )
        except discord.Forbidden:
            why_public = msg("learn-public-no-permission")
        except (discord.HTTPException, TypeError, ValueError):
            why_public = msg("learn-public-channel")
        if thread is None:
            try:
                thread = await create(name=name, type=discord.ChannelType.public_thread, auto_archive_duration=1440)
            except discord.HTTPException:
                log.exception("could not open a thread for practice game %s", record.id)
                return None
        await self._furnish_practice_thread(record, thread, why_public)
        return thread.id

    async def _furnish_practice_thread(
        self, record: GameRecord, thread: discord.Thread, why_public: Msg | None, *, greet_once: bool = False
    ) -> None:
        """The member added to their practice thread and greeted (``why_public``: why the thread is
        public, said with the greeting). ``greet_once``: a thread found again, greeted only when it
        holds no message yet. A failure is logged: the game goes on in the thread all the same."""
        try:
            await thread.add_user(discord.Object(record.host_id))
        except discord.HTTPException:
            log.warning("could not add the member to the thread of practice game %s", record.id)
        try:
            if greet_once and [message async for message in thread.history(limit=1)]:
                return
            speaker = table_speaker(record)
            text = speaker.t("learn-welcome", member=f"<@{record.host_id}>", game=game_title(record.game_key))
            if why_public is not None:
                text = f"{text}\n{speaker.t('learn-public-thread', reason=why_public)}"
            await thread.send(clip(text), allowed_mentions=pinging([record.host_id]))
        except discord.HTTPException:
            log.exception("could not greet the member in the thread of practice game %s", record.id)

    # ------------------------------------------------------------------ turn posts
    async def send_turn_post(self, record: GameRecord, owed: PostIntent, facts: PostFacts) -> int | None:
        thread = await thread_of(self.bot, record)
        if thread is None:
            return None
        view, files = await self._post(record, owed.start, owed.key, facts)
        try:
            message = await thread.send(view=view, files=files, allowed_mentions=pinging(to_ping(record)))
        except discord.HTTPException as refused:
            log.warning("could not post the turn post of game %s (%s)", record.id, refused)
            return None
        return message.id

    async def edit_turn_post(self, record: GameRecord, message_id: int, start: int, facts: PostFacts) -> bool:
        thread = await thread_of(self.bot, record)
        partial = getattr(thread, "get_partial_message", None)
        if partial is None:
            return False
        key = record.board.owed.key if record.board.owed else self._key_of(record)
        view, files = await self._post(record, start, key, facts)
        try:
            await partial(message_id).edit(
                content=None,  # a post made before layouts had content: a layout has none
                embeds=[],
                attachments=files,
                view=view,
                allowed_mentions=discord.AllowedMentions.none(),  # the turn's post pinged when it was made
            )
        except discord.HTTPException as refused:
            log.warning("could not edit the turn post of game %s (%s)", record.id, refused)
            return False
        return True

    async def _post(
        self, record: GameRecord, start_version: int, key: int, facts: PostFacts
    ) -> tuple[discord.ui.LayoutView, list[discord.File]]:
        """The turn post's layout and the files it shows, in the table's language (``facts``: the
        clocks and the moves it shows, as the flow read them)."""
        speaker = table_speaker(record)
        files = (await self._board_files(record, key))[:MAX_FILES]
        # The time left of whoever decides now (the others' banks are in their pickers and /board).
        # The time of whoever decides now (one player deciding: unnamed, the line on top names them).
        deciding = [clock for clock in facts.clocks if clock.deciding]
        clocks = clocks_line(deciding, speaker, named=len(deciding) > 1)
        texts = PostTexts(
            head=intro_line(record, speaker) if start_version == 0 else "",
            turn=turn_text(record, speaker, hint=start_version == 0),
            moves=self._move_lines(record, facts.moves, speaker),
            standings="\n".join(
                part
                for part in (standings_text(record, speaker), clocks, post_lines(record, facts.away, speaker))
                if part
            ),
            note="" if files else speaker.say(NO_IMAGE),
        )
        buttons = board_buttons(record) + pause_buttons(record)
        return turn_post_view(texts, speaker, files, accent_of(record), buttons), files

    @staticmethod
    def _key_of(record: GameRecord) -> int:
        """The key an edited post keeps: the one its first image carries (the version it started at,
        for posts made before keys were recorded)."""
        return record.board.start

    async def find_turn_post(self, record: GameRecord, key: int) -> tuple[int, int] | None:
        thread = await thread_of(self.bot, record)
        if thread is None or not hasattr(thread, "history"):
            return None
        me = self.bot.user.id if self.bot.user else None
        try:
            async for message in thread.history(limit=RECONCILE_LOOKBACK):
                if message.author.id != me or not message.attachments:
                    continue
                found = POST_FILE.match(message.attachments[0].filename)
                if found and int(found.group(1)) == record.id and int(found.group(2)) == key:
                    return message.id, int(found.group(3))
        except discord.HTTPException as refused:
            log.warning("could not read the thread of game %s (%s)", record.id, refused)
        return None

    @staticmethod
    def _move_lines(record: GameRecord, moves: tuple[MoveRecord, ...], speaker: Speaker) -> list[str]:
        """One caption line per move of ``moves`` (those the post shows), in ``speaker``'s language."""
        return [
            move_line(
                speaker,
                move.number,
                [speaker.stored(event) for event in caption_events(record.game_key, move.events)],
                move.seat,
                for_player=move.by_ai and record.seats[move.seat].user_id is not None,
            )
            for move in moves
        ]

    async def _board_files(self, record: GameRecord, key: int) -> list[discord.File]:
        """The board's images as attachments named after the post (none when drawing failed)."""
        try:
            images, described = await self.bot.boards.described(record, None)  # the alt text with the drawing
        except Exception:
            log.exception("could not draw the board of game %s at version %s", record.id, record.version)
            return []
        alt = plain(described, in_markdown=False)
        speaker = table_speaker(record, in_markdown=False)
        files = []
        for index, image in enumerate(images):
            suffix = "" if index == 0 else f"-{index + 1}"
            description = (
                alt if index == 0 else speaker.t("turn-alt-image-of", alt=alt, number=index + 1, count=len(images))
            )
            name = f"{post_file_prefix(record.id, key)}{record.version:04d}{suffix}.png"
            files.append(discord.File(fp=io.BytesIO(image), filename=name, description=description[:1024]))
        return files

    # ------------------------------------------------------------------ the end, notices, refreshes
    async def show_result(self, record: GameRecord, result: Result) -> None:
        thread = await thread_of(self.bot, record)
        if thread is not None:
            files = await self._score_sheet_files(record)
            pairs = await self._standings_after(record, result)
            stats = await self._end_stats(record)
            text, buttons = final_post(record, result, await self._rematch_chain(record), pairs, stats)
            try:
                message = await thread.send(
                    view=result_view(text, files, result_accent(result), buttons),
                    files=files,
                    allowed_mentions=NO_PINGS,
                )
            except discord.HTTPException:
                log.warning("could not post the final scores of game %s", record.id)
            else:
                await self._remember_final_post(record, message.id)
        self.bot.dispatch("game_finished", record, result)  # statistics record the ratings

    async def _score_sheet_files(self, record: GameRecord) -> list[discord.File]:
        """The score sheet as the final post's attachment (none when drawing failed: the result is
        committed, and its words go out anyway)."""
        try:
            sheet = await self.bot.boards.score_sheet(record)
        except Exception:
            log.exception("could not draw the score sheet of game %s", record.id)
            return []
        description = plain(self.bot.boards.score_sheet_alt(record), in_markdown=False)
        return [discord.File(io.BytesIO(sheet), filename=f"game-{record.id}-scores.png", description=description)]

    async def notify(self, record: GameRecord, notice: Notice) -> None:
        if isinstance(notice, Reminder) and await self._remind_by_dm(record, notice):
            return
        text, ping = notice_text(record, notice)
        await say_in_thread(self.bot, record, text, ping=ping)

    async def _remind_by_dm(self, record: GameRecord, notice: Reminder) -> bool:
        """A reminder by DM, in the member's language (the one they last used the bot in); False when
        it could not go (their DMs are closed: the thread says it instead, pinging them)."""
        info = record.seats[notice.seat] if 0 <= notice.seat < len(record.seats) else None
        if info is None or info.user_id is None or info.dm_closed:
            return False
        locale = await self.bot.records.members.locale_of(info.user_id) or record.language
        speaker = speaker_for(locale, record.names)
        title = game_title(record.game_key)
        deadline = timestamp(notice.seconds_left) if notice.seconds_left is not None else None
        if notice.last_call and deadline is not None:
            text = speaker.t("paces-dm-last-call", game=title, number=record.id, deadline=deadline)
        elif deadline is not None:
            text = speaker.t("paces-dm-reminder", game=title, number=record.id, deadline=deadline)
        else:
            text = speaker.t("paces-dm-reminder-half", game=title, number=record.id)
        if record.thread_id:
            text = f"{text} {speaker.t('turn-dm-thread', thread=f'<#{record.thread_id}>')}"
        try:
            # Next decision: the picker of the oldest decision waiting for them, this one or another.
            await (await self._dm_channel(info.user_id)).send(clip(text), view=next_view(speaker))
        except discord.Forbidden as refused:
            if refused.code != DM_CLOSED:
                log.warning("reminder DM to %s refused: %s", info.user_id, refused)
            await self.bot.records.mark_dm_closed(record.id, notice.seat)
            return False
        except discord.HTTPException:
            log.warning("reminder DM to %s failed", info.user_id, exc_info=True)
            return False
        return True

    async def _dm_channel(self, user_id: int) -> discord.DMChannel:
        """The direct-message channel with a member: opened once (one request), then known to
        discord.py; the user object is not needed, so it is never fetched."""
        return await self.bot.create_dm(discord.Object(id=user_id))

    async def game_started(self, record: GameRecord) -> None:
        self.bot.dispatch("game_started", record)  # the journal notes it
        if record.rematch_of is not None:
            await self._rematch_started(record)
        if record.state is None or not get_game(record.game_key).has_private_view(record.state):
            return
        for seat in record.seats:
            await self._dm_view(record, seat.seat, first=True)

    async def private_views_changed(
        self, record: GameRecord, seats: list[int], settings: Mapping[int, MemberSettings]
    ) -> None:
        if record.state is None or not get_game(record.game_key).has_private_view(record.state):
            return
        for seat in seats:
            user_id = record.seats[seat].user_id
            await self._dm_view(record, seat, first=False, settings=settings.get(user_id) if user_id else None)

    async def _dm_view(
        self, record: GameRecord, seat: int, first: bool, settings: MemberSettings | None = None
    ) -> None:
        """A player's private view by DM; when their DMs are closed, the thread says where to look.
        No DM to a bot's seat, to closed DMs, or to a member who turned private views by DM off in
        /settings (they look with /hand or My hand, as with closed DMs). ``settings``: the member's,
        as the flow read them (None: read here, for the first views of a game)."""
        info = record.seats[seat]
        members = self.bot.records.members
        if settings is not None:
            wanted, locale = members.private_view_dm_with(record, seat, settings)
        else:
            wanted, locale = await members.private_view_dm(record, seat)
        if info.user_id is None or not wanted:
            return
        # A direct message comes with no interaction: the member's language is the one they last used.
        locale = locale or record.language
        speaker = speaker_for(locale, record.names)
        images, alt = await self.bot.boards.described(record, seat, locale)
        title = game_title(record.game_key)
        text = (
            speaker.t("turn-dm-first", game=title, number=record.id)
            if first
            else speaker.t("turn-dm-changed", game=title, number=record.id, move=record.moves_logged)
        )
        if record.thread_id:
            text = f"{text} {speaker.t('turn-dm-thread', thread=f'<#{record.thread_id}>')}"
        try:
            files = image_files(images, f"game-{record.id}-hand-v{record.version}", alt)
            await (await self._dm_channel(info.user_id)).send(
                view=images_view(text, files, seat_colour(seat)), files=files
            )
        except discord.Forbidden as refused:
            if refused.code != DM_CLOSED:
                log.warning("DM to %s refused: %s", info.user_id, refused)
            await self.bot.records.mark_dm_closed(record.id, seat)
            await say_in_thread(
                self.bot, record, msg("turn-dm-closed", member=f"<@{info.user_id}>"), ping=(info.user_id,)
            )
        except discord.HTTPException:
            log.warning("DM to %s failed", info.user_id, exc_info=True)

    async def game_changed(self, record: GameRecord) -> None:
        from cogs.lobby import edit_lobby_message  # the lobby cog imports the picker, which imports us

        if record.status == FINISHED and await self._refresh_final_post(record):
            return
        await edit_lobby_message(self.bot, record)

    async def _remember_final_post(self, record: GameRecord, message_id: int) -> None:
        """Record the final post, which its rematch edits (a failure only keeps it as it was made)."""
        try:
            await self.bot.records.record_final_post(record.id, message_id)
        except Exception:
            log.exception("could not record the final post of game %s", record.id)

    async def _rematch_started(self, record: GameRecord) -> None:
        """A rematch's thread is open: it links the game before it, whose final post links it (also
        when the thread was opened by a resume after a restart)."""
        if record.rematch_of is None:  # not a rematch: nothing to link
            return
        try:
            previous = await self.bot.records.game(record.rematch_of)
            if previous is None:
                return
            back = f"<#{previous.thread_id}>" if previous.thread_id else f"#{previous.id}"
            speaker = table_speaker(record)
            lines = [speaker.say(msg("rematch-started-from", number=previous.id, thread=back))]
            if previous.result is not None:
                result = Result.from_json(previous.result)
                pairs = await self._standings_after(previous, result)
                top = result.ranking[0] if result.ranking else None
                lines += standing_lines(previous, pairs, speaker, top, seats_in=record)
            await say_in_thread(self.bot, record, "\n".join(lines))
            await self.game_changed(previous)
        except Exception:
            log.exception("could not link rematch %s to the game before it", record.id)

    async def _standings_after(self, record: GameRecord, result: Result) -> list[PairStanding]:
        """The standing between the game's members after it (none when it cannot be read: the post
        goes out without)."""
        try:
            return await self.bot.records.standings.standings_after(record, result)
        except Exception:
            log.exception("could not read the standings after game %s", record.id)
            return []

    async def _end_stats(self, record: GameRecord) -> EndStats | None:
        """The finished game's statistics, or None when they cannot be read (the post goes out without)."""
        try:
            return await self.bot.records.end_stats(record)
        except Exception:
            log.exception("could not count the statistics of game %s", record.id)
            return None

    async def _rematch_chain(self, record: GameRecord) -> RematchChain | None:
        """The game's rematches, or None when they cannot be read (the final post goes out without)."""
        try:
            return await self.bot.flow.rematch(record.id)
        except Exception:
            log.exception("could not read the rematches of game %s", record.id)
            return None

    async def _refresh_final_post(self, record: GameRecord) -> bool:
        """The final post once the game's rematch changed (asked, answered, started or lapsed); False
        when there is no rematch to show (the post is as it was made) or no post to edit."""
        if record.final_message_id is None or record.result is None:
            return False
        chain = await self._rematch_chain(record)
        if chain is None or chain.rematch is None:
            return False
        thread = await thread_of(self.bot, record)
        partial = getattr(thread, "get_partial_message", None)
        if partial is None:
            return False
        result = Result.from_json(record.result)
        pairs = await self._standings_after(record, result)
        text, buttons = final_post(record, result, chain, pairs, await self._end_stats(record))
        files = await self._score_sheet_files(record)
        try:
            await partial(record.final_message_id).edit(
                view=result_view(text, files, result_accent(result), buttons),
                attachments=files,
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as refused:
            log.warning("could not edit the final post of game %s (%s)", record.id, refused)
        return True


def notice_text(record: GameRecord, notice: Notice) -> tuple[Msg, tuple[int, ...]]:
    """What a notice says in the thread (a message for the table's language), and whom it pings."""
    title = game_title(record.game_key)
    if isinstance(notice, Reminder):
        member = f"<@{notice.user_id}>"
        if notice.last_call and notice.seconds_left is not None:
            when = timestamp(notice.seconds_left)
            return msg("paces-last-call", member=member, game=title, number=record.id, deadline=when), (notice.user_id,)
        if notice.seconds_left is None:
            return msg("notice-reminder-half", member=member, game=title, number=record.id), (notice.user_id,)
        when = timestamp(notice.seconds_left)
        return msg("notice-reminder", member=member, game=title, number=record.id, deadline=when), (notice.user_id,)
    if isinstance(notice, TimedOut):
        member = f"<@{notice.user_id}>"
        if notice.autopilot:
            return (
                msg("notice-autopilot", member=member, count=notice.in_a_row, player=seat_arg(notice.seat)),
                (notice.user_id,),
            )
        caption = notice.move.caption(table_speaker(record))
        text = (
            msg(
                "notice-timed-out-warning",
                member=member,
                player=seat_arg(notice.seat),
                move=caption,
                count=notice.in_a_row,
                left=notice.before_autopilot,
            )
            if notice.before_autopilot > 0
            else msg(
                "notice-timed-out", member=member, player=seat_arg(notice.seat), move=caption, count=notice.in_a_row
            )
        )
        return text, (notice.user_id,)
    if isinstance(notice, AIPaused):
        if 0 <= notice.seat < len(record.seats):
            return msg("notice-ai-paused", player=seat_arg(notice.seat)), ()
        return msg("notice-ai-paused-unknown"), ()
    if isinstance(notice, TimerTrouble):
        return msg("notice-timer-trouble", count=notice.attempts), ()
    raise TypeError(f"unknown notice {notice!r}")
