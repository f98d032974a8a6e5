from services.cooldown import Cooldown


def test_limit_within_window_then_released():
    cooldown = Cooldown(3, 10.0)
    assert [cooldown.hit(1, t) for t in (0.0, 1.0, 2.0)] == [0.0, 0.0, 0.0]
    assert cooldown.hit(1, 3.0) == 7.0  # the oldest of the three leaves the window at t=10
    assert cooldown.hit(2, 3.0) == 0.0  # other members are not affected
    assert cooldown.hit(1, 9.5) == 0.5
    assert cooldown.hit(1, 10.0) == 0.0


def test_parse():
    cooldown = Cooldown.parse("25/5")
    assert (cooldown.limit, cooldown.window) == (25, 5.0)
