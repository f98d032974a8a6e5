## /learn in a DM or group DM (cogs/learn.py: rules_summary): the rules in short, and where to practise. $game: a game's title.

learn-summary-title = { $game }: the rules in short
learn-summary-needs-server = A practice game against bots needs a server: type `/learn` in a text channel of a server the bot is in. Until then, here is how the game goes.
learn-summary-scoring = How it scores
learn-summary-footer = `/rules` shows every rule of the game, page by page.
