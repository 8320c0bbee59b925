"""The board on screen (`ConstitutionTable`): the map with the candidates' pieces, the position
shown, the move being animated, and the order its layers are drawn in. It knows nothing of bots
or sessions: the screen tells it the state and asks it for the move chosen.

Its parts, each in its own file: the choice of a move and its input (controls.py), destination markers and the move
preview (move_markers.py), the tooltip (tooltip.py), the starting-point choice (start_choice.py),
the pass button (pass_button.py), rising labels (floating_texts.py), piece shapes (pieces.py)."""
from __future__ import annotations

import math

import arcade

from game.scenes.constitution.animations import MoveAnimation, ease_out_back
from game.ui.layer_boxes import Box, box_union
from game.scenes.constitution.controls import TableControls
from game.scenes.constitution.floating_texts import FloatingTexts
from game.scenes.constitution.layout import MAP_RECT
from game.scenes.constitution.map_view import ConstitutionMapView
from game.scenes.constitution.move_markers import MoveMarkers
from game.scenes.constitution.pass_button import PassButton
from game.scenes.constitution.pieces import PieceShapes
from game.scenes.constitution.snapshot import Snapshot, seat_name
from game.scenes.constitution.start_choice import StartChoice
from game.scenes.constitution.tooltip import MapTooltip
from game.ui import theme
from game.ui.draw import CachedLayer, ShapeBuilder


class ConstitutionTable:
    """The map with pieces, destinations, previews, tooltips and move animation.

    The screen calls `show(state, interactive)` for a position (no animation), or
    `animate(before_state, after_state, mover)` after a move; it feeds pointer and action
    events to its `controls` (controls.py), and gets back the move the player chose (a lattice
    point, or "pass")."""

    def __init__(self, board, rect=MAP_RECT, sound=None, name_of=seat_name):
        self.view = ConstitutionMapView(board, *rect)
        self.rect = rect
        self.sound = sound or (lambda name: None)
        self.state = None
        self.snap: Snapshot | None = None
        self.animation: MoveAnimation | None = None
        self.time = 0.0
        self.name_of = name_of                 # seat -> player name (the screen gives its own)
        self.pieces = PieceShapes(self.view.scale)
        self.pass_button = PassButton(rect, lambda: self.name_of(self.state.current_player()))
        self.controls = TableControls(self.view, rect, pass_button=self.pass_button, busy=lambda: self.busy,
                                      sound=self.sound, preview_changed=lambda: self.markers.preview_changed(),
                                      hover_changed=lambda: self.tooltip.invalidate())
        self.markers = MoveMarkers(self)
        self.tooltip = MapTooltip(self)
        self.start_choice = StartChoice(self)
        self.floating = FloatingTexts()
        self._labels_ready: set[tuple] = set()      # the playing move's "+TX 38" laid out so far
        self._palette = None

    # ---- the choice of a move: the controls' (read by the markers, the tooltip, the start choice)
    @property
    def interactive(self) -> bool:
        return self.controls.interactive

    @property
    def destinations(self) -> list[tuple[int, int]]:
        return self.controls.destinations

    @property
    def selected(self) -> tuple[int, int] | None:
        return self.controls.selected

    @property
    def preview(self):
        return self.controls.preview

    @property
    def hover_region(self) -> int | None:
        return self.controls.hover_region

    @property
    def pointer(self) -> tuple[float, float] | None:
        return self.controls.pointer

    # ---- positions --------------------------------------------------------------------
    def show(self, state, interactive: bool) -> None:
        """Show `state` as it is (no animation); `interactive` when a human may move now."""
        self.state = state
        self.snap = Snapshot.of(state)
        self.animation = None
        self._apply_snapshot(self.snap)
        self.set_interactive(interactive)

    def set_interactive(self, interactive: bool) -> None:
        self.controls.offer(self.state, self.snap, interactive)
        self._destinations_changed()
        self.markers.preview_changed()
        self.tooltip.invalidate()
        self.start_choice.make_labels()

    def animate(self, before_state, after_state, mover: int) -> None:
        """Play the move that led from `before_state` to `after_state` (by seat `mover`)."""
        before = self.snap if self.snap is not None and self.state is before_state else Snapshot.of(before_state)
        after = Snapshot.of(after_state)
        self.state = after_state
        self.controls.withdraw()
        self._destinations_changed()
        self.markers.preview_changed()
        self.tooltip.invalidate()
        if after.pieces[mover] == before.pieces[mover] and before.started:
            # a pass: nothing moves
            self.snap = after
            self._apply_snapshot(after)
            self.floating.add(f"{self.name_of(mover)} passes", *self.view.point_xy(after.pieces[mover]), theme.TEXT)
            return
        self.animation = MoveAnimation(self.view, before, after, mover, start_choice=not before.started)
        self._labels_ready: set[tuple] = set()
        self.snap = after
        self.start_choice.make_labels()

    @property
    def busy(self) -> bool:
        return self.animation is not None

    def finish_animation(self) -> None:
        """Skip to the end of the running animation."""
        if self.animation is not None:
            self.animation.time = self.animation.length
            self.update(0.0)

    def _apply_snapshot(self, snap: Snapshot) -> None:
        self.view.show_support(snap.owners, snap.elector_cells)

    # ---- update -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Advance time: the rising labels, and the move animation with its sounds."""
        self.time += dt
        self.floating.update(dt)
        anim = self.animation
        if anim is None:
            return
        anim.update(dt)
        labels = self._won_labels(anim)
        for event in anim.events:
            if event == "land" and anim.fill_cells:
                self.sound("capture")
            elif event == "flip":
                self.sound("score")
                for i, label in enumerate(labels):
                    self.floating.add(*label, delay=0.3 * i)
        if "flip" not in anim.events and anim.time > dt:
            # while the piece travels (not on the frame the move lands, which has enough to do),
            # one "+TX 38" a frame is laid out ahead of the flip
            for label in labels:
                if label not in self._labels_ready:
                    self._labels_ready.add(label)
                    self.floating.prepare(*label)
                    break
        anim.events.clear()
        if anim.done:
            self.animation = None
            self._apply_snapshot(self.snap)

    def _won_labels(self, anim: MoveAnimation) -> list[tuple]:
        """The rising "+TX 38" of each state the move wins: (message, x, y, colour)."""
        colour = theme.shade(theme.player_colour(anim.mover), 1.4)
        labels = []
        for r in anim.regions_won:
            region = self.view.regions[r]
            x, y = region.label_xy
            labels.append((f"+{region.code} {region.size}", x, y + 10, colour))
        return labels

    # ---- drawing ----------------------------------------------------------------------
    @property
    def palette(self) -> tuple | None:
        """The seats' colours the map is drawn in (a change redraws the whole board layer)."""
        return self._palette

    def take_layer_damage(self) -> list[Box] | None:
        """Where the map's static look (the screen's board layer) changed since the last call:
        one box per region around its changed cells; None when most of the map changed."""
        view = self.view
        changed = view.take_changed_cells()
        if len(changed) * 2 > len(view.cells):
            return None
        by_region: dict[int, Box] = {}
        for c in changed:
            r = view.cell_region[c]
            box = view.cell_box(c)
            by_region[r] = box_union(by_region[r], box) if r in by_region else box
        return list(by_region.values())

    def _check_palette(self) -> None:
        palette = tuple(theme.player_colours()[:2])
        if palette != self._palette:
            self._palette = palette
            self.pieces.clear()
            self.view.invalidate()
            if self.snap is not None:
                self.view.show_support(self.snap.owners, self.snap.elector_cells)
            self._destinations_changed()
            self.markers.preview_changed()

    def _destinations_changed(self) -> None:
        self.markers.destinations_changed()

    def draw_static(self) -> None:
        """What changes only after a move: the map's fills, borders and coast. Drawn into the
        screen's board layer (where a move changed it: see `take_layer_damage`)."""
        self._check_palette()
        self.view.draw()

    def shown_snapshot(self) -> Snapshot | None:
        """The position the map (and the scoreboard) show: while a move plays, the one before
        it until its last cell has turned over (the cells turning over are drawn on top), then
        the one after it, a few frames before the animation ends. So the map's and the
        scoreboard's redraws fall on a frame apart from the one where the turn passes."""
        anim = self.animation
        return anim.before if anim is not None and not anim.settled else self.snap

    def prepare(self) -> None:
        """Before drawing a frame: make the map show what it should (`shown_snapshot`) so the
        screen knows where its board layer is stale."""
        self._check_palette()
        snap = self.shown_snapshot()
        if snap is not None:
            self.view.show_support(snap.owners, snap.elector_cells)
            self.view.ensure_built()

    def draw(self) -> None:
        """Everything that moves, follows the pointer or changes with the turn, over the baked
        map: the destination markers (far apart all over the map: cheaper drawn each frame than
        redrawn into the layer twice a move), the move playing, the states' labels over both,
        the preview, the pieces."""
        anim = self.animation
        if anim is None:
            self.markers.draw_destinations(hold=CachedLayer.render_spent())
        else:
            sb = ShapeBuilder()
            anim.build(sb)
            sb.draw()
        self.start_choice.draw_glow()
        if anim is None and self.snap is not None:
            # a piece at rest would hide the label under it: that label steps aside
            self.view.keep_labels_clear_of([self.view.point_xy(p) for p in self.snap.pieces if p is not None],
                                           self.pieces.radius)
        self.view.draw_labels()              # readable over the markers and the cells turning over
        if anim is None and self.snap is not None:
            self.markers.draw_preview()
        self._draw_pieces()
        self.start_choice.draw()
        if anim is None and self.interactive and self.state.must_pass():
            self.pass_button.draw()

    def draw_popups(self) -> None:
        """What rises over the map for a moment (tooltips, "+TX 38"): drawn over everything else."""
        if self.animation is None:
            self.tooltip.draw()
        self.floating.draw()

    def _draw_pieces(self) -> None:
        snap = self.snap
        if snap is None:
            return
        anim = self.animation
        order = [1 - snap.to_move, snap.to_move] if snap.to_move in (0, 1) else [0, 1]
        if anim is not None:
            order = [1 - anim.mover, anim.mover]
        for seat in order:
            if anim is not None:
                xy = anim.piece_xy(seat)
                if anim.start_choice:
                    # both pieces drop onto their starting points
                    p = min(1.0, anim.time / max(0.01, anim.length * 0.8))
                    if xy is not None:
                        self.pieces.piece(seat).draw_at(xy[0], xy[1] + (1 - ease_out_back(p)) * 40)
                    continue
            else:
                point = snap.pieces[seat]
                xy = self.view.point_xy(point) if point is not None else None
            if xy is None:
                continue
            if seat == snap.to_move and anim is None and not snap.terminal:
                # the piece to move breathes a soft halo
                pulse = 0.5 + 0.5 * math.sin(self.time * 4.0)
                arcade.draw_circle_filled(xy[0], xy[1], self.view.scale * (0.78 + 0.12 * pulse),
                                          theme.with_alpha(theme.player_colour(seat), 50 + 40 * pulse))
            self.pieces.piece(seat).draw_at(*xy)
