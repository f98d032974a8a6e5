"""The spectators' boards a game has posted, kept on disk until its replay GIF is drawn from them.

Every turn post shows the spectators' board of the game as it stands, drawn in a drawing worker; at
the end of the game the replay GIF shows those same boards again, frame by frame. Drawing a frame
costs several milliseconds of CPU; reading back the PNG already drawn for the post costs about
one. So the worker that draws a posted spectators' board also writes its PNG into the game's
folder here, named by what it shows (:func:`board_name`: the view, the names and the language),
and the GIF's process reads a frame from there when its view is one the game posted, and draws
only the others (a restart's boards, a view never posted).

Only the spectators' boards are kept (never a seat's private view), each under the folder of its
game in this process's own temporary folder, which goes when the process closes its image service;
a game's folder goes once its replay GIF is made. A board found is the board that would be drawn:
the same view, names and language draw the same pixels (and a posted board is on the palette the
GIF uses, see ``render.palettes``).
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import shutil
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PIL import Image

PREFIX = "tabletop-boards-"


def board_name(view: dict[str, Any], names: Sequence[str], locale: str) -> str:
    """The file name of the board of ``view`` drawn with ``names`` in ``locale``: a digest of all three
    (a view is JSON data; two views that serialise alike draw alike)."""
    text = json.dumps([view, list(names), locale], sort_keys=True, separators=(",", ":"), default=repr)
    return hashlib.sha256(text.encode("utf-8")).hexdigest() + ".png"


def keep(folder: str, view: dict[str, Any], names: Sequence[str], locale: str, png: bytes) -> None:
    """In a drawing worker: write the posted spectators' board ``png`` of ``view`` into ``folder``
    (written to a temporary name first and renamed, so a reader never sees half a file). A board
    that cannot be written is simply not kept: the GIF will draw it."""
    with contextlib.suppress(OSError):
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, board_name(view, names, locale))
        if os.path.exists(path):
            return
        partial = f"{path}.{os.getpid()}.part"
        with open(partial, "wb") as out:
            out.write(png)
        os.replace(partial, path)


def finder(folder: str | None, names: Sequence[str], locale: str) -> Callable[[dict[str, Any]], Image.Image | None]:
    """In the replay GIF's process: the board the game posted for a view, as an image, or None when
    it posted none (or ``folder`` is None)."""

    def posted(view: dict[str, Any]) -> Image.Image | None:
        if folder is None:
            return None
        try:
            data = Path(folder, board_name(view, names, locale)).read_bytes()
            image = Image.open(io.BytesIO(data))
            image.load()
        except (OSError, ValueError):
            return None
        return image

    return posted


class PostedBoards:
    """This process's folder of posted boards, one folder per game in it, made when first needed."""

    def __init__(self, parent: str | None = None) -> None:
        self._parent = parent  # where the process's folder goes (None: the system's temporary folder)
        self._root: str | None = None
        self._unavailable = False  # no folder could be made: nothing is kept, every frame is drawn

    def folder(self, game_id: int) -> str | None:
        """The folder of ``game_id``'s posted boards (the process's folder is made on first use), or
        None when no folder can be made here (a read-only file system): the GIFs then draw every frame."""
        if self._root is None and not self._unavailable:
            sweep(self._parent)
            try:
                self._root = tempfile.mkdtemp(prefix=f"{PREFIX}{os.getpid()}-", dir=self._parent)
            except OSError:
                self._unavailable = True
        return None if self._root is None else os.path.join(self._root, str(game_id))

    def existing(self, game_id: int) -> str | None:
        """The folder of ``game_id``'s posted boards, or None when this process posted none."""
        if self._root is None:
            return None
        folder = os.path.join(self._root, str(game_id))
        return folder if os.path.isdir(folder) else None

    def forget(self, game_id: int) -> None:
        """Remove ``game_id``'s posted boards (its replay is made)."""
        if self._root is not None:
            shutil.rmtree(os.path.join(self._root, str(game_id)), ignore_errors=True)

    def close(self) -> None:
        """Remove every posted board of this process."""
        if self._root is not None:
            shutil.rmtree(self._root, ignore_errors=True)
            self._root = None


def sweep(parent: str | None = None) -> None:
    """Remove the folders of posted boards left by processes that are gone (a crash, a kill): each
    folder's name carries the id of the process that made it."""
    parent = parent or tempfile.gettempdir()
    with contextlib.suppress(OSError):
        for entry in os.scandir(parent):
            if not entry.name.startswith(PREFIX) or not entry.is_dir():
                continue
            pid = entry.name[len(PREFIX) :].split("-", 1)[0]
            if pid.isdigit() and not _alive(int(pid)):
                shutil.rmtree(entry.path, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
