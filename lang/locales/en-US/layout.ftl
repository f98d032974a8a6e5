## The turn post and the end of a game as one Discord layout (cogs/layout.py, cogs/publisher.py).
## A turn post shows, as text: whose turn it is, the moves since the post began, and the scores.

# Whose turn it is: one bold line above the board. $players: each seat to act, written as its
# marker and its mention (a person) or "name (AI)" (see turn-ai-seat), joined as a list.
layout-to-act = **Next to decide:** { $players }
# Under that line in the game's first post only, when a person is to act; "Take turn" is the button's label (turn-button-take).
layout-to-act-hint = Press **Take turn** below (or use `/move`).
# The scores on one line under the board. $standings: every seat's layout-standing, leader first, joined by " · ".
layout-standings = Scores: { $standings }
# One seat's place, shape (the same as on the images: ● ■ ▲ ◆ ★ ✚), name and points (in bold).
layout-standing = { render-score-place } { $mark } { $player } **{ $points }**
