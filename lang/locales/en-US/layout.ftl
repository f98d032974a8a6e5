## The turn post and the end of a game as one Discord layout (cogs/layout.py, cogs/publisher.py).
## A turn post shows, as text: whose turn it is, the moves since the post began, and the scores.

# Whose turn it is, shown as a heading. $players: each seat to act, written as its marker and
# its mention (a person) or "name (AI)" (see turn-ai-seat), joined as a list.
layout-to-act = ### Next to decide: { $players }
# Under the heading when a person is to act; "Take turn" is the button's label (turn-button-take).
layout-to-act-hint = Press **Take turn** below (or use `/move`).
layout-standings = **Scores so far**
# One line per seat, leader first; seats with equal points share the place.
# $mark: the seat's shape, the same as on the images (● ■ ▲ ◆ ★ ✚).
layout-standing = { $place }. { $mark } { $player }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
