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


def test_refused_interactions_use_no_token():
    cooldown = Cooldown(2, 5.0)
    assert [cooldown.hit(1, t) for t in (0.0, 0.5)] == [0.0, 0.0]
    assert [cooldown.hit(1, t) for t in (1.0, 2.0, 3.0)] == [4.0, 3.0, 2.0]
    assert cooldown.hit(1, 5.5) == 0.0  # a new window: the refused attempts did not extend it


def test_stale_buckets_are_evicted():
    cooldown = Cooldown(3, 5.0)
    for member in range(100):
        cooldown.hit(member, 0.0)
    assert cooldown.tracked() == 100
    cooldown.hit(1000, 3.0)
    assert cooldown.tracked() == 101  # still within everyone's window
    cooldown.hit(1001, 5.5)  # the 100 members have been quiet for longer than a window
    assert cooldown.tracked() == 2
