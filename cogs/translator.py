"""Slash commands in each member's language: Discord shows a command's name, description, options
and choices in the language of the member's client, from the localisations registered with it.

Every name and description of a command is written ``t("cmd-…")`` (this module's :func:`t`): the
source's words (the catalogue's ``en-US``) with the message id attached. At ``tree.sync`` discord.py
asks :class:`CatalogueTranslator` for each of Discord's locales; it answers from the catalogue for
every language the catalogue has (along ``lang.chain``: es-419 reads es-ES), and nothing for the
others, which then see the English. Names are checked against Discord's rules (lowercase, at most
32 letters, digits, ``-`` or ``_``); a translated name that breaks them is left out (logged) rather
than making Discord refuse the whole sync, and ``tests/test_discord_limits_i18n.py`` catches it first.
"""

from __future__ import annotations

import logging
import unicodedata
from typing import Any

from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from lang import CATALOGUE, SOURCE, Speaker, chain, speaker
from lang.catalogue import MissingMessages, register_command
from rules import available_keys

log = logging.getLogger("tabletop.translator")

MAX_NAME = 32
MAX_DESCRIPTION = 100
MAX_CHOICE = 100
NAMES = (Where.command_name, Where.group_name, Where.parameter_name)
LIMITS = {
    Where.command_name: MAX_NAME,
    Where.group_name: MAX_NAME,
    Where.parameter_name: MAX_NAME,
    Where.command_description: MAX_DESCRIPTION,
    Where.group_description: MAX_DESCRIPTION,
    Where.parameter_description: MAX_DESCRIPTION,
    Where.choice_name: MAX_CHOICE,
}


# The command texts asked for that the source catalogue lacks: with them the commands would be
# registered under their message ids (``/cmd-play-name``), so the bot refuses to start (check_words).
UNWORDED: set[str] = set()


def t(message_id: str) -> app_commands.locale_str:
    """A command's name, description or choice: the source's words, carrying their message id."""
    if not CATALOGUE.has(SOURCE, message_id):
        UNWORDED.add(message_id)
    return app_commands.locale_str(speaker(SOURCE).t(message_id), id=message_id)


def check_words() -> None:
    """Raise :class:`~lang.catalogue.MissingMessages` if a command text asked for so far (every cog
    loaded) is not in the source catalogue."""
    if UNWORDED:
        raise MissingMessages(sorted(UNWORDED))


def game_choices() -> list[app_commands.Choice[str]]:
    """The games as slash-command choices, each named in the member's language."""
    return [app_commands.Choice(name=t(f"game-title-{key}"), value=key) for key in available_keys()][:25]


def season_choices() -> list[app_commands.Choice[str]]:
    """The seasons ``/leaderboard`` can show: the open one, or the last one closed."""
    return [app_commands.Choice(name=t(f"season-choice-{key}"), value=key) for key in ("current", "last")]


def is_command_name(name: str) -> bool:
    """Discord's rule for command, group and option names: ``^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``,
    and lowercase wherever the script has cases."""
    if not 1 <= len(name) <= MAX_NAME or name != name.lower():
        return False
    for char in name:
        if char in "-_" or unicodedata.category(char)[0] in "LN":
            continue
        if "\u0900" <= char <= "\u097f" or "\u0e00" <= char <= "\u0e7f":  # Devanagari, Thai (their marks too)
            continue
        return False
    return True


def localized(message_id: str, locale: str, where: Where) -> str | None:
    """What Discord should show members with ``locale`` for the command text ``message_id`` at
    ``where``, or None to let Discord show the source's words (a locale the catalogue does not have,
    or a name Discord would refuse)."""
    codes = chain(locale)
    if codes[0] == SOURCE and locale != SOURCE:
        return None  # not a language of the catalogue: Discord falls back to the source itself
    text = Speaker(locale).t(message_id)
    if where in NAMES:
        text = text.lower()
        if not is_command_name(text):
            log.warning("the %s name %r of %s breaks Discord's rules; left out", locale, text, message_id)
            return None
    elif not 1 <= len(text) <= LIMITS.get(where, MAX_DESCRIPTION):
        log.warning("the %s text of %s is %d characters, over Discord's limit; left out", locale, message_id, len(text))
        return None
    return text


class CatalogueTranslator(app_commands.Translator):
    """Every command's words from the catalogue (see the module)."""

    async def translate(
        self, string: app_commands.locale_str, locale: object, context: app_commands.TranslationContextTypes
    ) -> str | None:
        message_id = string.extras.get("id")
        if not message_id:
            return None
        return localized(message_id, str(getattr(locale, "value", locale)), context.location)


def register_command_words(tree: app_commands.CommandTree) -> int:
    """Tell the catalogue how every slash command and its options are named (``lang.register_command``),
    so a message that mentions `/game takeback` shows it as the reader's Discord does. Returns how
    many commands were registered."""
    count = 0
    for command in tree.walk_commands():
        chain_of: list[app_commands.Command[Any, ..., Any] | app_commands.Group] = []
        node: app_commands.Command[Any, ..., Any] | app_commands.Group | None = command
        while node is not None:
            chain_of.append(node)
            node = node.parent
        chain_of.reverse()
        ids = tuple(_message_id(part) for part in chain_of)
        if any(message_id is None for message_id in ids):
            continue
        options: dict[str, str] = {}
        if isinstance(command, app_commands.Command):
            # The inner parameters (``_params``): the public ``parameters`` wrap them and hide the
            # rename, so no option was ever found through them. Keyed by the name messages write.
            for parameter in command._params.values():
                rename = getattr(parameter, "_rename", None)
                message_id = rename.extras.get("id") if isinstance(rename, app_commands.locale_str) else None
                if message_id:
                    options[parameter.display_name] = message_id
        register_command(tuple(part.name for part in chain_of), tuple(i for i in ids if i), options)
        count += 1
    return count


def _message_id(item: app_commands.Command[Any, ..., Any] | app_commands.Group) -> str | None:
    name = getattr(item, "_locale_name", None)
    return name.extras.get("id") if isinstance(name, app_commands.locale_str) else None
