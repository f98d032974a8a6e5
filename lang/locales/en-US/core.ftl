# Shared words: numbers, lists, and what every part of the bot says.
number = { $value }
refusal-default = That cannot be done now.
refusal-not-your-turn-seat = It is { $seat }'s turn, not yours.
