"""What a game looks like: its board images (the spectators' and each seat's) with their alt text,
the score sheet and the replay GIF, drawn off the event loop through the image cache and drawing
processes (``services.images``), in the table's language unless a reader's is given.
"""

from __future__ import annotations

from lang import chain
from render.alt_text import describe_result, describe_view
from render.score_sheet import render_score_sheet
from rules import get_game
from rules.base import Result
from services.images import ImageKey, ImageService, SeatView, dealt_state
from services.naming import speaker_title, table_language
from store import GameRecord, Store


class Boards:
    """The drawings of the games on ``store``, through ``images`` (its cache and processes)."""

    def __init__(self, store: Store, images: ImageService | None = None) -> None:
        self.store = store
        self.images = images or ImageService()  # every board image is drawn through its cache and pool

    # ------------------------------------------------------------------ images
    async def public_images(self, record: GameRecord, locale: str | None = None) -> list[bytes]:
        """The spectators' board at this version (1 to 4 PNGs), drawn once per language and then
        shared; in the table's language unless ``locale`` says otherwise (a private look at it)."""
        return await self._images(record, None, locale)

    async def seat_images(self, record: GameRecord, seat: int, locale: str | None = None) -> list[bytes]:
        """What ``seat`` sees at this version (1 to 4 PNGs), drawn once per language and then shared;
        ``locale``: the reader's (the table's language when not given)."""
        return await self._images(record, seat, locale)

    async def public_image(self, record: GameRecord) -> bytes:
        return (await self.public_images(record))[0]

    async def seat_image(self, record: GameRecord, seat: int, locale: str | None = None) -> bytes:
        return (await self.seat_images(record, seat, locale))[0]

    def _drawing(
        self, record: GameRecord, seat: int | None, locale: str | None
    ) -> tuple[ImageKey, str, SeatView, list[str], str]:
        """What the drawing pool needs for what ``seat`` (None: spectators) sees at this version: the
        cache key, the game, the view (plain data, not a closure, so it is computed with the drawing,
        in a worker process), the names and the drawing's language."""
        language = chain(locale)[0] if locale else table_language(record.language)
        key = (record.id, record.version, seat, language)
        return key, record.game_key, self.images.view_of(record, seat), record.names, language

    async def _images(self, record: GameRecord, seat: int | None, locale: str | None) -> list[bytes]:
        return await self.images.images(*self._drawing(record, seat, locale))

    async def described(
        self, record: GameRecord, seat: int | None, locale: str | None = None
    ) -> tuple[list[bytes], str]:
        """What ``seat`` (None: spectators) sees at this version, as :meth:`seat_images` (or
        :meth:`public_images`) draws it, with the alt text :meth:`seat_alt` (or :meth:`public_alt`)
        says of it: drawn and described together in the drawing pool (one view, one job), off the
        event loop."""
        alt_locale = locale or table_language(record.language)
        return await self.images.described(*self._drawing(record, seat, locale), alt_locale)

    def public_alt(self, record: GameRecord, locale: str | None = None) -> str:
        """Alt text of the public board image: what it shows, from the same view (in the table's
        language unless ``locale`` is given)."""
        view = get_game(record.game_key).view(dealt_state(record), None)
        return describe_view(record.game_key, view, record.names, locale or table_language(record.language))

    def seat_alt(self, record: GameRecord, seat: int, locale: str | None = None) -> str:
        view = get_game(record.game_key).view(dealt_state(record), seat)
        return describe_view(record.game_key, view, record.names, locale or table_language(record.language))

    def score_sheet_alt(self, record: GameRecord) -> str:
        game = get_game(record.game_key)
        result = Result.from_json(record.result) if record.result else game.result(dealt_state(record))
        assert result is not None
        return describe_result(record.game_key, record.names, result, table_language(record.language))

    def forget_posted(self, game_id: int) -> None:
        """Let go of the spectators' boards kept for ``game_id``'s replay GIF (a game that ends
        without one: abandoned)."""
        self.images.posted.forget(game_id)

    async def replay_gif(self, record: GameRecord) -> tuple[bytes, int]:
        """The replay GIF of a finished game and its number of moves, drawn in the replay process from
        a bounded read of the log (one at a time, so the frames of a whole game never weigh on the bot's
        memory; see ``ImageService.replay``), in the table's language."""
        return await self.images.replay(self.store, record, locale=table_language(record.language))

    async def score_sheet(self, record: GameRecord) -> bytes:
        """The score sheet, in the table's language."""
        game = get_game(record.game_key)
        result = Result.from_json(record.result) if record.result else game.result(dealt_state(record))
        assert result is not None
        language = table_language(record.language)
        return await self.images.run(
            render_score_sheet,
            speaker_title(record.game_key, language),
            record.names,
            result,
            record.game_key,
            language,
        )
