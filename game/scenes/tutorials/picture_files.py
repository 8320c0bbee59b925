"""Lesson pictures shipped as files: `pictures/<lesson-stem>.png` beside the lesson files, made
by `python3 build.py previews` (devtools/lesson_pictures.py). The colour-blind palette changes the player
colours many boards show: where it changes a lesson's picture, `<lesson-stem>.colour-blind.png`
holds that palette's picture; where it does not, the one picture serves both.

Each PNG carries in text chunks the SHA-256 of the lesson file's bytes it was drawn from and its
palette (standard, colour-blind or both); a picture whose hash no longer matches its lesson is
stale and not used, so an edited lesson is drawn live until the pictures are made again. Only
the lesson file is hashed: a change to a game's screen code leaves old pictures in use until
the task runs again.

Pure file work (PIL, no arcade): the tests check the shipped pictures without a display.
"""
from __future__ import annotations

import hashlib
from pathlib import Path

FOLDER = "pictures"
# twice the tutorials panel's picture box (452 x 336 logical, the board's 968:720 shape), so
# the picture stays sharp up to a 2560 x 1440 window
SIZE = (904, 672)
COLOURS = 256            # per file; the octree keeps the sky's gradient free of bands
HASH_KEY = "lesson-sha256"
PALETTE_KEY = "palette"


BOTH = "both"            # a picture the palette does not change


def palette_name(colour_blind: bool) -> str:
    return "colour-blind" if colour_blind else "standard"


def lesson_digest(lesson_path: str | Path) -> str:
    return hashlib.sha256(Path(lesson_path).read_bytes()).hexdigest()


def picture_path(lesson_path: str | Path, colour_blind: bool = False) -> Path:
    lesson = Path(lesson_path)
    suffix = ".colour-blind.png" if colour_blind else ".png"
    return lesson.parent / FOLDER / f"{lesson.stem}{suffix}"


def picture_stamp(path: Path) -> tuple[str, str] | None:
    """The (lesson hash, palette) a picture file was made for; None when it has none or is
    not a readable PNG. Reads the header only, not the pixels."""
    from PIL import Image
    try:
        with Image.open(path) as image:
            info = image.info
            return str(info.get(HASH_KEY, "")), str(info.get(PALETTE_KEY, ""))
    except (OSError, ValueError, SyntaxError):
        return None


def current_picture(lesson_path: str | Path, colour_blind: bool = False) -> Path | None:
    """The shipped picture of a lesson in a palette when it was made from the lesson file as it
    is now; None when there is none or it is stale."""
    try:
        digest = lesson_digest(lesson_path)
    except OSError:
        return None
    wanted = palette_name(colour_blind)
    for path in dict.fromkeys((picture_path(lesson_path, colour_blind), picture_path(lesson_path))):
        if path.is_file() and picture_stamp(path) in ((digest, wanted), (digest, BOTH)):
            return path
    return None


def missing_or_stale(lessons: list[Path]) -> list[str]:
    """What is wrong with the lessons' pictures: absent, or drawn from another version of the
    lesson (in either palette). Empty when every lesson shows its picture at once."""
    problems = []
    for lesson in lessons:
        path = picture_path(lesson)
        if not path.is_file():
            problems.append(f"{path.name} is missing")
            continue
        for colour_blind in (False, True):
            if current_picture(lesson, colour_blind) is None:
                problems.append(f"{lesson.name} has no current picture in the {palette_name(colour_blind)} "
                                f"palette (stale or missing)")
    return problems


def save_picture(image, lesson_path: str | Path, palette: str) -> Path:
    """Shrink a board picture (a PIL image) to SIZE, quantise it and save it with the lesson's
    hash and its palette ("standard", "colour-blind" or BOTH). Returns the file's path."""
    from PIL import Image, PngImagePlugin
    small = image.convert("RGB").resize(SIZE, resample=Image.Resampling.LANCZOS)
    quantised = small.quantize(COLOURS, method=Image.Quantize.FASTOCTREE)
    info = PngImagePlugin.PngInfo()
    info.add_text(HASH_KEY, lesson_digest(lesson_path))
    info.add_text(PALETTE_KEY, palette)
    out = picture_path(lesson_path, palette == palette_name(True))
    out.parent.mkdir(parents=True, exist_ok=True)
    quantised.save(out, pnginfo=info, optimize=True)
    return out
