# /settings: each member's own choices, and the second look before a move that cannot be
# taken back. The on/off lines start with ✅ or ⬜ so the panel reads at a glance.

## The command
cmd-settings-name = settings
cmd-settings-description = Your choices: confirm final moves, DMs, reminders, language.
help-settings-command = /settings
help-settings-text = Your own choices: confirm moves that cannot be taken back, private views by DM, reminders, your language.

## The panel (only the member sees it)
settings-title = **Your settings** (only you see them; they count in every server):
settings-confirm-on = ✅ **Confirm moves that cannot be taken back**: on. Before a move that draws, reveals something hidden or ends your turn, I say what it does and wait for **Confirm**.
settings-confirm-off = ⬜ **Confirm moves that cannot be taken back**: off. Every move is played as soon as you choose it.
settings-dms-on = ✅ **Private views by DM**: on. When your hand (or anything only you may see) changes, I send it to you by direct message.
settings-dms-off = ⬜ **Private views by DM**: off. No direct messages: see your private view with `/hand` or the **My hand** button.
settings-reminders-on = ✅ **Reminders**: on. When half of your time for a decision is gone, I remind you.
settings-reminders-off = ⬜ **Reminders**: off. No reminders; the clock still runs, and at time-out the AI decides for you.
settings-language-chosen = 🌐 **Language**: { $language }. My answers to you and my direct messages are in it.
settings-language-discord = 🌐 **Language**: your Discord app's, now { $language }.
settings-footer = A game's thread keeps the table's language.
settings-button-confirm-on = Turn confirmation on
settings-button-confirm-off = Turn confirmation off
settings-button-dms-on = Turn DMs on
settings-button-dms-off = Turn DMs off
settings-button-reminders-on = Turn reminders on
settings-button-reminders-off = Turn reminders off
settings-language-placeholder = The language of my answers to you
settings-language-option-discord = My Discord app's language ({ $language })
settings-refusal-unknown = There is no such setting.
settings-refusal-language = I do not speak that language yet; choose one from the list.

## The second look before a move that cannot be taken back
confirm-prompt = **Before you play:** { $move }
confirm-reason-chance = This move draws at random, so it cannot be taken back.
confirm-reason-hidden = This move draws or reveals something hidden, so it cannot be taken back.
confirm-reason-game-ends = This move ends the game, so it cannot be taken back.
confirm-reason-turn-ends = This move ends your turn, so it cannot be taken back.
confirm-how = **Confirm** plays it; **Back** returns to your choices. (`/settings` turns this check off.)
confirm-button-yes = Confirm
confirm-button-back = Back
