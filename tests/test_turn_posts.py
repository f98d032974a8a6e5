"""The one-post-per-turn policy and the text of a turn post."""

from __future__ import annotations

from lang import Speaker
from services.turn_posts import MAX_CONTENT, move_line, post_content, starts_new_post
from tests.speech import named

HUMANS = {0, 2}  # seats 0 and 2 are people; 1 and 3 are bots


def test_a_human_who_keeps_deciding_keeps_the_post():
    assert not starts_new_post({0}, {0}, HUMANS)


def test_ai_turns_after_a_human_edit_the_post():
    assert not starts_new_post({0}, {1}, HUMANS)
    assert not starts_new_post({1}, {3}, HUMANS)
    assert not starts_new_post({1}, set(), HUMANS)  # the game ended on an AI move


def test_the_next_human_gets_a_new_post():
    assert starts_new_post({0}, {2}, HUMANS)
    assert starts_new_post({1}, {2}, HUMANS)  # after AI turns


def test_the_same_human_again_after_others_played_gets_a_new_post():
    assert starts_new_post({1}, {0}, HUMANS)
    assert starts_new_post(set(), {0}, HUMANS)


def test_simultaneous_decisions():
    # Both humans decide at once: the first to answer leaves the other waiting (same post) ...
    assert not starts_new_post({0, 2}, {2}, HUMANS)
    # ... and the next round asks the first one again (new post).
    assert starts_new_post({2}, {0, 2}, HUMANS)
    # A bot joining a decision the human already faces is no new turn.
    assert not starts_new_post({0}, {0, 1}, HUMANS)


def test_seats_on_autopilot_count_as_ai():
    assert not starts_new_post({1}, {2}, {0})


ENGLISH = Speaker("en-US", ["Alice", "Bob"])


def test_move_lines_number_moves_from_one_and_never_say_moved():
    assert move_line(ENGLISH, 1, ["Alice grabbed Ruby at B2."], 0) == "Move 1: Alice grabbed Ruby at B2."
    assert move_line(ENGLISH, 4, ["a", "b"], 1) == "Move 4: a · b"
    assert move_line(ENGLISH, 2, [], 1) == f"Move 2: {named('Bob')} decided."  # the name isolated


def test_a_move_the_ai_made_for_a_member_says_so():
    line = move_line(ENGLISH, 3, ["Bob grabbed Ruby at B2."], 1, for_player=True)
    assert line == f"Move 3 (the AI played for {named('Bob')}): Bob grabbed Ruby at B2."


def test_move_lines_and_their_notes_speak_the_table_language():
    pseudo = Speaker("en-XA", ["Alice", "Bob"])
    line = move_line(pseudo, 2, [], 1)
    assert line.startswith("Ṁöṽé") and f"{named('Bob')} đéçîđéđ" in line and "Move" not in line
    text = post_content(pseudo, "", ["x" * 1500, "y" * 1500], "")
    assert "ŢĤîš" not in text and "éåŕļîéŕ" in text and "earlier" not in text


def test_post_content_keeps_the_newest_lines_within_the_limit():
    lines = [f"Move {n}: " + "x" * 90 for n in range(1, 60)]
    tail = "Next: <@1> to decide."
    text = post_content(ENGLISH, "Head", lines, tail)
    assert len(text) <= MAX_CONTENT
    assert text.startswith("Head\n(") and text.endswith(tail)
    assert lines[-1] in text and lines[0] not in text
    shown = [line for line in lines if line in text]
    assert shown == lines[-len(shown) :]
    dropped = len(lines) - len(shown)
    assert f"({dropped} earlier moves:" in text


def test_post_content_untouched_when_it_fits():
    assert post_content(ENGLISH, "", ["Move 1: a", "Move 2: b"], "Next") == "Move 1: a\nMove 2: b\nNext"
    assert post_content(ENGLISH, "Head", [], "") == "Head"
    assert len(post_content(ENGLISH, "", ["y" * 5000], "")) == MAX_CONTENT


def test_the_catch_up_says_every_move_since_the_last_decision_within_its_bounds():
    from lang import Speaker
    from services.turn_posts import CATCH_UP_CHARS, CATCH_UP_LINES, catch_up

    speaker = Speaker("en-US")
    assert catch_up(speaker, []) == ""
    three = catch_up(speaker, ["Move 4: a", "Move 5: b", "Move 6: c"])
    assert three.splitlines() == ["**Since your last decision, 3 moves:**", "Move 4: a", "Move 5: b", "Move 6: c"]
    many = [f"Move {n}: Ada placed a tile" for n in range(1, 31)]
    shown = catch_up(speaker, many).splitlines()
    assert shown[0] == "**Since your last decision, 30 moves:**"
    assert shown[1] == f"({30 - CATCH_UP_LINES} earlier ones: `/game log`)"
    assert shown[2:] == many[-CATCH_UP_LINES:]  # the newest, in order
    long = [f"Move {n}: " + "x" * 400 for n in range(1, 9)]
    text = catch_up(speaker, long)
    assert len(text) <= CATCH_UP_CHARS and text.endswith(long[-1])


def test_the_catch_up_links_the_earlier_posts_that_showed_the_missed_moves():
    from services.turn_posts import MAX_POST_LINKS, catch_up, missed_posts, post_url

    # Posts began after versions 0, 2, 5 and 9 (the current one); the player last decided at version
    # 4, so they missed versions 5 to 11 (moves 4 to 10). The post after 2 showed versions 3 to 5
    # (move 4 among them), the one after 5 versions 6 to 9 (moves 5 to 8); the first showed none.
    posts = [(0, 600), (2, 700), (5, 701), (9, 702)]
    missed = [(version, version - 1) for version in range(5, 12)]
    assert missed_posts(posts, 702, missed) == [(4, 700), (5, 701)]
    assert missed_posts(posts, None, missed) == [(4, 700), (5, 701), (9, 702)]
    # A post that began after every missed move showed none of them.
    assert missed_posts([(20, 800)], None, missed) == []
    many = [(n, 900 + n) for n in range(12)]
    assert len(missed_posts(many, None, [(13, 13)] + [(n + 1, n) for n in range(12)])) == MAX_POST_LINKS
    url = post_url(1, 2, 701)
    assert url == "https://discord.com/channels/1/2/701" and post_url(None, 2, 3).endswith("/@me/2/3")
    text = catch_up(ENGLISH, ["Move 4: a", "Move 5: b"], links=[(4, url)])
    assert text.splitlines()[-1] == f"Earlier posts: [move 4]({url})"
