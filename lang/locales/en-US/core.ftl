# Shared words: numbers, lists, and what every part of the bot says.
number = { $value }
refusal-default = That cannot be done now.

## Refusals of any game's rules
rules-refusal-player-count = { $game } is for { $low } to { $high } players.
rules-refusal-unknown-option = { $game } has no option “{ $option }”.
rules-refusal-option-value = Option “{ $option }” cannot be “{ $value }”.
rules-refusal-not-an-action = That is not a move of this game.
rules-refusal-game-over = The game is over.
rules-refusal-not-your-turn = It is not your turn to decide.
rules-refusal-not-legal-now = “{ $action }” is not one of your legal moves now.
rules-option-chosen = { $option }: { $choice }

## Short tags side by side ("Lookout, picked, 12 points"): what goes between two of them
tag-separator = { ", " }
