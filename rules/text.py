"""Words the rules say, as message ids and arguments, never as sentences.

The engines know no language. Everything they say to a player (an event in the log, an action's
label, a refusal) is a :class:`Msg`: an id from the message catalogue (``lang/locales/en-US`` is the
source) and its arguments. An argument is a number, a short literal that needs no translation (a
cell such as ``"C4"``), a seat (:func:`seat`: the name is filled in by whoever shows the message,
so a name is never parsed again), another message (a tile's name, itself an id with arguments) or
a list of those. A ``Msg`` is JSON as it is, so the log stores ids and arguments and a game started
in one language reads correctly in another.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Union

# An argument as stored: int, str, {"seat": n}, {"id": ..., "args": {...}} or a list of these.
Arg = Union[int, float, str, "Seat", "Msg", "ArgList"]


@dataclass(frozen=True)
class Seat:
    """A seat named in a message: shown as that seat's display name."""

    seat: int


@dataclass(frozen=True)
class ArgList:
    """A list of arguments, joined the way the reader's language writes a list ("a, b and c")."""

    items: tuple[Arg, ...]


@dataclass(frozen=True)
class Msg:
    """A message id and its arguments: one sentence, label or name in every language."""

    id: str
    args: Mapping[str, Arg] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "args": {name: _arg_to_json(value) for name, value in self.args.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Msg:
        return cls(str(data["id"]), {name: _arg_from_json(value) for name, value in dict(data.get("args", {})).items()})

    def __hash__(self) -> int:
        return hash((self.id, tuple(sorted((k, repr(v)) for k, v in self.args.items()))))


def msg(message_id: str, /, **args: Any) -> Msg:
    """``msg("solstis-played", seat=seat(0), tile=tile)``: a message with its arguments. A list or
    tuple argument becomes an :class:`ArgList`."""
    return Msg(message_id, {name: _as_arg(value) for name, value in args.items()})


def seat(number: int) -> Seat:
    """The player at ``number``, named by whoever shows the message."""
    return Seat(number)


def seats_in(message: Msg | str) -> set[int]:
    """Every seat a message names (nested messages and lists included)."""
    if isinstance(message, str):
        return set()
    found: set[int] = set()
    for value in message.args.values():
        found |= _seats_of(value)
    return found


def ids_in(message: Msg | str) -> set[str]:
    """The id of ``message`` and of every message nested in its arguments (none for a plain string)."""
    if isinstance(message, str):
        return set()
    return {message.id}.union(*(_ids_of(value) for value in message.args.values()))


def _ids_of(value: Arg) -> set[str]:
    if isinstance(value, Msg):
        return ids_in(value)
    if isinstance(value, ArgList):
        return set().union(*(_ids_of(item) for item in value.items))
    return set()


def _seats_of(value: Arg) -> set[int]:
    if isinstance(value, Seat):
        return {value.seat}
    if isinstance(value, Msg):
        return seats_in(value)
    if isinstance(value, ArgList):
        return set().union(*(_seats_of(item) for item in value.items)) if value.items else set()
    return set()


def _as_arg(value: object) -> Arg:
    if isinstance(value, bool):
        raise TypeError(f"a flag is not a message argument (choose a message instead): {value!r}")
    if isinstance(value, (Seat, Msg, ArgList, str, int, float)):
        return value
    if isinstance(value, Sequence):
        return ArgList(tuple(_as_arg(item) for item in value))
    raise TypeError(f"not a message argument: {value!r}")


def _arg_to_json(value: Arg) -> object:
    if isinstance(value, Seat):
        return {"seat": value.seat}
    if isinstance(value, Msg):
        return value.to_json()
    if isinstance(value, ArgList):
        return [_arg_to_json(item) for item in value.items]
    return value


def _arg_from_json(value: object) -> Arg:
    if isinstance(value, dict):
        return Seat(int(value["seat"])) if "seat" in value else Msg.from_json(value)
    if isinstance(value, list):
        return ArgList(tuple(_arg_from_json(item) for item in value))
    if isinstance(value, (int, float, str)):
        return value
    raise TypeError(f"not a stored message argument: {value!r}")
