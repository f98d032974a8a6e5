"""The shared theme: size limits, text in every script, and colours that survive colour blindness."""

from __future__ import annotations

import importlib
import itertools

import pytest
from PIL import Image, ImageChops

from render import RENDER_MODULES, fonts, theme, words
from render.colour_vision import DEFICIENCIES, MIN_DELTA_E, delta_e, simulate

NAMES = {
    "latin": "Alice",
    "greek": "Ελένη",
    "cyrillic": "Саша",
    "cjk": "太郎",
    "arabic": "محمد",
    "hebrew": "דוד",
    "emoji": "🎲",
}


def strip_image(name: str, bold: bool = False) -> Image.Image:
    """A player strip with only the name varying (seat, detail and frame fixed)."""
    image, draw = theme.canvas(500, theme.STRIP_HEIGHT)
    theme.player_strip(draw, (0, 0), 500, 0, name, to_act=False)
    if bold:
        image, draw = theme.canvas(500, theme.STRIP_HEIGHT)
        theme.text(draw, (10, 4), name, bold=True)
    return image


def test_theme_refuses_text_below_minimum():
    _image, draw = theme.canvas(200, 60)
    with pytest.raises(ValueError):
        theme.font(theme.MIN_TEXT_PX - 1)
    with pytest.raises(ValueError):
        theme.text(draw, (0, 0), "tiny", size=theme.MIN_TEXT_PX - 1)
    with pytest.raises(ValueError):
        theme.text_width("tiny", theme.MIN_TEXT_PX - 1)
    theme.text(draw, (0, 0), "fine", size=theme.MIN_TEXT_PX)  # the minimum itself is allowed


def test_theme_refuses_images_wider_than_the_maximum():
    assert theme.MAX_WIDTH == 1100
    theme.canvas(theme.MAX_WIDTH, 10)
    with pytest.raises(ValueError):
        theme.canvas(theme.MAX_WIDTH + 1, 10)


def test_names_in_every_script_draw_distinct_visible_pixels():
    empty = strip_image("")
    drawn = {script: strip_image(name) for script, name in NAMES.items()}
    for script, image in drawn.items():
        assert ImageChops.difference(image, empty).getbbox() is not None, f"{script} name drew nothing"
    for (a, image_a), (b, image_b) in itertools.combinations(drawn.items(), 2):
        assert ImageChops.difference(image_a, image_b).getbbox() is not None, f"{a} and {b} look the same"


def test_every_script_is_drawn_by_a_real_face_and_emoji_by_a_box():
    for script in ("latin", "greek", "cyrillic", "cjk", "arabic", "hebrew"):
        assert all(run.face is not None for run in fonts.runs(NAMES[script])), script
    assert [run.face for run in fonts.runs("🎲")] == [None]  # no bundled emoji face: a visible box
    # An emoji with a variation selector is still one box, not two.
    assert [(run.text, run.face) for run in fonts.runs("a🎲\ufe0f")] == [("a", 0), ("🎲", None)]


def test_bold_is_a_different_face_not_a_stroke():
    regular, bold = theme.font(26), theme.font(26, bold=True)
    assert bold.getlength("Leopard") > regular.getlength("Leopard")
    # A real bold keeps the counters of 'e' open: the letters differ in shape, not by an outline.
    assert regular.getmask("e").getbbox() != bold.getmask("e").getbbox() or bytes(regular.getmask("e")) != bytes(
        bold.getmask("e")
    )
    assert ImageChops.difference(strip_image("Leopard", bold=True), strip_image("Leopard")).getbbox() is not None


def test_control_characters_are_stripped_but_every_script_kept():
    assert theme.clean("Al\x00ice\u202e") == "Alice"
    for name in NAMES.values():
        assert theme.clean(name) == name


def _renderer_pairs() -> list[tuple[str, theme.Color, theme.Color]]:
    pairs = list(theme.MEANINGFUL_COLOUR_PAIRS)
    for module_name in RENDER_MODULES.values():
        pairs += list(getattr(importlib.import_module(module_name), "MEANINGFUL_COLOUR_PAIRS", []))
    return pairs


def test_machado_simulation_matches_known_values():
    # Pure red under protanopia loses most of its brightness; pure blue under tritanopia turns teal.
    assert simulate((255, 0, 0), "protanopia")[0] < 120
    r, g, b = simulate((0, 0, 255), "tritanopia")
    assert g > r and b > r
    assert delta_e((0, 0, 0), (255, 255, 255)) == pytest.approx(100, abs=0.1)


@pytest.mark.parametrize("deficiency", DEFICIENCIES)
def test_seat_colours_stay_apart_under_colour_blindness(deficiency):
    for a, b in itertools.combinations(range(len(theme.SEAT_COLORS)), 2):
        distance = delta_e(theme.SEAT_COLORS[a], theme.SEAT_COLORS[b], deficiency)
        assert distance >= MIN_DELTA_E, (theme.SEAT_COLOUR_NAMES[a], theme.SEAT_COLOUR_NAMES[b], deficiency, distance)


@pytest.mark.parametrize("deficiency", (None, *DEFICIENCIES))
def test_meaningful_colour_pairs_stay_apart(deficiency):
    pairs = _renderer_pairs()
    assert len(pairs) >= len(theme.SEAT_COLORS)
    for label, a, b in pairs:
        assert delta_e(a, b, deficiency) >= MIN_DELTA_E, (label, deficiency, delta_e(a, b, deficiency))


def test_every_seat_has_its_own_marker_shape():
    assert len(set(theme.SEAT_MARKERS)) == len(theme.SEAT_MARKERS) == len(theme.SEAT_COLORS)
    # The badges differ even with colour removed (grey scale): the shape carries the seat.
    badges = []
    for seat in range(len(theme.SEAT_COLORS)):
        image, draw = theme.canvas(40, 40)
        theme.seat_badge(draw, 20, 20, 36, seat)
        badges.append(image.convert("L").point(lambda v: 255 if v > 128 else 0))
    for a, b in itertools.combinations(badges, 2):
        assert ImageChops.difference(a, b).getbbox() is not None


def test_right_to_left_runs_read_in_order_without_raqm(monkeypatch):
    # Without Raqm (no FriBiDi on the host) Hebrew and Arabic letters are reversed into visual order.
    monkeypatch.setattr(fonts, "RAQM", False)
    assert fonts.ordered_for_basic_layout("דוד ב") == "ב דוד"
    assert fonts.ordered_for_basic_layout("Alice") == "Alice"
    monkeypatch.setattr(fonts, "RAQM", True)
    assert fonts.ordered_for_basic_layout("דוד ב") == "דוד ב"  # Raqm orders and shapes it itself


def test_text_size_probe_records_the_sizes_drawn():
    _image, draw = theme.canvas(300, 80)
    with theme.text_size_probe() as probe:
        theme.text(draw, (0, 0), "a", size=30)
        theme.text(draw, (0, 40), "b", size=theme.MIN_TEXT_PX)
    assert probe.smallest == theme.MIN_TEXT_PX and sorted(probe.sizes) == [theme.MIN_TEXT_PX, 30]


def test_japanese_wraps_between_characters_never_before_a_closing_mark_nor_inside_a_name():
    sentence = "セカンドチャンスで引いたタイルは、獲得できなかったため、パノラマに置かれます。"
    lines = theme.wrap_text(sentence, theme.TEXT_SMALL, 300)
    assert len(lines) > 1 and "".join(lines) == sentence  # nothing cut, nothing added
    assert all(theme.text_width(line, theme.TEXT_SMALL) <= 300 for line in lines)
    assert not any(line[0] in "、。ー）」" for line in lines)
    name = theme.isolate("アンナ")
    lines = theme.wrap_text(name + "の直前の手番です", theme.TEXT_SMALL, 120)
    assert any(name in line for line in lines)  # the name stays whole on one line
    assert theme.wrap_text("Take the tile now", theme.TEXT_SMALL, 1000) == ["Take the tile now"]


def test_a_name_too_long_for_a_line_of_its_own_goes_on_over_the_next_lines_not_cut():
    """A line across the image names every player whole: a 32-character name that no line holds
    goes on over the next lines, each line a run of the name's own direction."""
    small = theme.TEXT_SMALL
    for raw in ("山田太郎" * 8, "محمد بن عبد الله " * 2):
        name = theme.isolate(raw.strip())
        room = theme.text_width(name, small) * 0.6
        lines = theme.wrap_text(f"{name} +2", small, room)
        assert len(lines) >= 2 and all(theme.text_width(line, small) <= room for line in lines)
        assert not any("…" in line for line in lines)
        assert all(line.count(fonts.FSI) == line.count(fonts.PDI) for line in lines)
        shown = "".join(theme.visible(line) for line in lines).replace(" ", "")
        assert shown == (raw + "+2").replace(" ", "")


def test_japanese_keeps_a_number_with_its_counter_and_breaks_at_a_space_where_it_can():
    small = theme.TEXT_SMALL
    room = theme.text_width("魔人の面各4", small) + 1  # one character short of the whole text
    assert theme.wrap_text("魔人の面各4点", small, room) == ["魔人の面各", "4点"]  # not "…各4" / "点"
    spaced = theme.wrap_text("魔人の面 各4点", small, theme.text_width("魔人の面 各4", small) + 1)
    assert spaced == ["魔人の面", "各4点"]  # at the space, not inside the words after it
    room = theme.text_width("あ" * 8, small)
    lines = theme.wrap_text("あ " + "い" * 12, small, room)  # too long for a line of its own: it goes on
    assert lines[0].startswith("あ い") and "".join(lines) == "あ " + "い" * 12
    assert all(theme.text_width(line, small) <= room for line in lines)


# Kanji whose Japanese forms differ from the Traditional Chinese ones the bundled CJK face draws by
# default (直: the left stroke of the base; 選, 遊: one dot on the walking radical; 今, 後).
JAPANESE_FORMS = "直選今遊後"


def _ink(locale: str, content: str, size: int = 60, bold: bool = False) -> Image.Image:
    """``content`` drawn by the theme in a drawing of ``locale``, white on black, cut to its ink."""
    image, draw = theme.canvas(400, 120, color=(0, 0, 0))
    with words.speaking(locale, []):
        theme.text(draw, (20, 90), content, size=size, color=(255, 255, 255), bold=bold, anchor="ls")
    grey = image.convert("L")
    return grey.crop(grey.getbbox())


def _cjk_face_ink(content: str, language: str | None, size: int = 60) -> Image.Image:
    """``content`` set straight in the CJK face by Pillow, with the given layout language, cut to its ink."""
    from PIL import ImageDraw, ImageFont

    cjk = next(index for index, face in enumerate(fonts.faces()) if face.name == "Noto Sans CJK")
    face = ImageFont.truetype(str(fonts.faces()[cjk].path), size, layout_engine=ImageFont.Layout.RAQM)
    image = Image.new("L", (400, 120), 0)
    ImageDraw.Draw(image).text((20, 90), content, fill=255, font=face, anchor="ls", language=language)
    return image.crop(image.getbbox())


def _same(a: Image.Image, b: Image.Image) -> bool:
    return a.size == b.size and a.tobytes() == b.tobytes()


def test_a_japanese_drawing_uses_the_japanese_forms_of_kanji():
    assert fonts.RAQM, "the text layout needs Raqm to take a language (Pillow's wheels bundle it)"
    for char in JAPANESE_FORMS:
        japanese = _ink("ja", char)
        assert _same(japanese, _cjk_face_ink(char, "ja")), f"{char}: not the Japanese form"
        assert not _same(japanese, _cjk_face_ink(char, "zh-Hant")), f"{char}: drawn in its Chinese form"
    # The same text on an English board keeps the face's default forms: the language is the drawing's.
    assert _same(_ink("en-US", JAPANESE_FORMS), _cjk_face_ink(JAPANESE_FORMS, None))


def _amount_of_ink(image: Image.Image) -> int:
    """Every grey level of ``image`` weighed by its value."""
    return sum(level * count for level, count in enumerate(image.histogram()))


def test_japanese_text_in_a_heading_is_bold_like_the_digits_beside_it():
    """The CJK face has no Bold: bold CJK text gets the synthetic bold, so a heading such as
    "1位" or "ラウンド 9/16" is bold throughout, and bold text measures what it draws."""
    for content in ("位", "ラウンド"):
        regular, bold = _ink("ja", content), _ink("ja", content, bold=True)
        regular_ink, bold_ink = _amount_of_ink(regular), _amount_of_ink(bold)
        assert bold_ink > 1.2 * regular_ink, (content, regular_ink, bold_ink)
        with words.speaking("ja", []):
            assert theme.text_width(content, 60, bold=True) >= bold.width
    # Latin keeps its real Bold face, with no outline added.
    assert fonts.synthetic_bold(0, 60, True) == 0
