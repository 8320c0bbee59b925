"""The post-game review as the command line prints it (`python -m game review`): one line per
move with its values for the mover, then the mistakes with their lines, and where it turned."""
from __future__ import annotations

from game.core.review_model import POINTS, Review


def value_text(value: float | None, units: str) -> str:
    if value is None:
        return "-"
    return f"{value:+g}" if units == POINTS else f"{value:.0%}"


def review_lines(review: Review) -> list[str]:
    """`python -m game review`: one line per move (values for its mover), then the mistakes."""
    unit = "final margin in points under perfect play" if review.units == POINTS else \
        f"expected score, estimated by {review.search} per position"
    lines = [f"{review.game}: {review.total_plies} moves; values are the mover's {unit}"]
    for p in review.plies:
        who = "roll" if p.seat is None else f"seat {p.seat + 1}"
        change = "" if p.seat is None else \
            f"  {value_text(p.value_before, review.units)} -> {value_text(p.value_after, review.units)}"
        mark = "  MISTAKE" if p.mistake else ""
        lines.append(f"{p.ply:4d}  {who:7s} {p.move:18s} {p.words}{change}{mark}")
    mistakes = review.mistakes()
    lines.append(f"{len(mistakes)} mistake{'s' if len(mistakes) != 1 else ''}" + (":" if mistakes else "."))
    for p in mistakes:
        lines.append(f"  move {p.ply} (seat {p.seat + 1}, {p.move}): better {p.best}. {p.why}")
        if p.line:
            lines.append(f"    after the better move: {'; '.join(p.line)}")
            lines.append(f"    after the move played: {'; '.join(p.played_line)}")
    if review.turning_point is not None:
        lines.append(review.turning_point.words)
    return lines


