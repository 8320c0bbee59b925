"""CampaignMapScene: the country with the trail of stops, the bus between them, the side
panel, and the cards (briefing, headline, opening, finale) over the map.

The beats of the trail: the map opens on the current stop (the opening card first on a new
campaign); Play opens the briefing; Start plays the match (game/modes/campaign.py), whose
results lead back here with match_finished(): the result is stamped on the stop, the
headline reacts, and after a win the route extends and the bus travels on to the next stop,
whose briefing opens on arrival. After the last stop, election night.
"""
from __future__ import annotations

import math

import arcade

from game.core.campaign import Campaign, CampaignProgress, Stop, load_campaigns
from game.core.us_map import project
from game.modes.campaign import CampaignMatch
from game.scenes.base import Scene, draw_backdrop
from game.scenes.campaign import stories
from game.scenes.campaign.briefing import BriefingCard
from game.scenes.campaign.country import CountryLayer
from game.scenes.campaign.map_camera import MAP_BOUNDS, MapCamera
from game.scenes.campaign.map_frame import MAP_RECT, MapFrame, StopLabel, build_sea, draw_stamp
from game.scenes.campaign.map_texture import DynamicShape, MapTexture
from game.scenes.campaign.markers import (CAMPAIGN_BLUE, build_pin, build_route, pulse_ring,
                                          route_legs, selection_ring)
from game.scenes.campaign.panel import BUTTON_LEFT, BUTTON_WIDTH, PANEL_RECT, CampaignPanel
from game.scenes.campaign.problem import ProblemView
from game.scenes.campaign.route import Leg
from game.scenes.campaign.travel import NEAR_ZOOM, Travel, draw_travel, place_vehicle
from game.scenes.directory import make_scene
from game.ui import theme
from game.ui.draw import CachedLayer, CachedShapes, ShapeBuilder
from game.ui.input import Action
from game.ui.widgets import Button
from game.scenes.mode_steps import begin

PICK_PIXELS = 18            # a click this near a pin picks its stop
STAMP_SECONDS = 0.9
HINTS_LEFT = 372            # the hint line starts right of the insets
PAD = 200                   # map units of sea around the country in the map's texture
PARKED_BUS_SCALE = 1.2      # the parked bus, in screen pixels per pixel of its drawing
PARKED_BUS_OFFSET = (30, -18)                  # screen pixels from its stop's pin
PARKED_BUS_HALF_WIDTH = 22 * PARKED_BUS_SCALE  # half the bus's 44 pixels, scaled


class CampaignMapScene(Scene):
    scene_name = "campaign"
    heading = ""
    show_backdrop = False          # it is in the screen's still layer
    hints_left = HINTS_LEFT
    hints_right = MAP_RECT[0] + MAP_RECT[2] - 8
    MAP_HINTS = ("[←↑↓→] Choose a stop   [Enter] Play   [Esc] Back", "[D-pad] Choose   [A] Play   [B] Back")
    TRAVEL_HINTS = ("[Enter] [Space] Skip travel", "[A] Skip travel")
    CARD_HINTS = ("[←↑↓→] Choose   [Enter] Select   [Esc] Back", "[D-pad] Choose   [A] Select   [B] Back")

    def __init__(self, campaign: Campaign | None = None, progress: CampaignProgress | None = None,
                 directory=None):
        super().__init__()
        self.problem: ProblemView | None = None
        self.campaign = campaign
        if campaign is None:
            campaigns, errors = load_campaigns(directory) if directory is not None else load_campaigns()
            if campaigns:
                self.campaign = campaigns[0]
                for error in errors:       # another campaign file is broken: this one still plays
                    self.window.notify(f"A campaign could not be loaded: {error}", "error", seconds=8)
            else:
                self.problem = ProblemView(errors[0] if errors else None, self._leave, self.play)
                self.ui = self.problem.ui
                return
        self.demo = progress is not None             # a showcase: nothing is saved
        self.progress = progress or self._profile_progress()
        self.positions = {s.id: project(s.lat, s.lon, s.state) for s in self.campaign.stops}
        self.camera = MapCamera(MAP_RECT)
        self.frame = MapFrame()
        self.country = CountryLayer()
        self.static = CachedShapes(self._build_static)
        l, b, r, t = MAP_BOUNDS
        ratio = self.window.logical_camera.viewport.width / theme.WIDTH
        self.map_texture = MapTexture((l - PAD, b - PAD, r + PAD, t + PAD), self._draw_still_map,
                                      self.camera.overview_zoom * NEAR_ZOOM * max(1.0, ratio))
        self.moving = DynamicShape()                 # pulse, selection, bus: rebuilt each frame
        self.panel = CampaignPanel(self.campaign)
        self.still = CachedLayer(self._draw_still_screen, region=PANEL_RECT)     # the sidebar, drawn once
        self.sea = CachedShapes(lambda sb: build_sea(sb, self.map_texture.bounds))
        self.panel_ui = self.ui
        x, w = BUTTON_LEFT, BUTTON_WIDTH
        self.play_button = self.ui.add(Button("Play", self.open_briefing, x, 84, w, 52, style="primary"))
        self.skip_button = self.ui.add(Button("Skip travel", self.skip_travel, x, 84, w, 52, style="primary"))
        self.back_button = self.ui.add(Button("Back to the title", self._leave, x, 24, w, 44, style="quiet",
                                              size=theme.SIZE_SMALL))
        self.travel: Travel | None = None
        self.card = None
        self.pending: tuple[str, bool] | None = None       # (stop id, won) from the match just played
        self.stamp: tuple[str, float] | None = None        # (stop id, seconds since) the stamp lands
        self.stamp_won = False
        self.finale_shown = False
        current = self.progress.current()
        self.bus_at: Stop | None = current or (self.progress.visited() or self.campaign.trail)[-1]
        self.selected: Stop = self.bus_at
        self.label = StopLabel()
        self._sync()

    # ---- progress ---------------------------------------------------------------------------
    def _profile_progress(self) -> CampaignProgress:
        return self.window.profiles.current().progress(self.campaign)

    def profile_name(self) -> str:
        return "Demo" if self.demo else self.window.profiles.current().name

    def match_finished(self, stop: Stop, won: bool) -> None:
        """Called by the campaign mode before the map shows again: how the stop went."""
        self.pending = (stop.id, won)

    def _sync(self) -> None:
        """Everything drawn from the progress and the selection, brought up to date."""
        self.country.set_tints({s.state: theme.with_alpha(CAMPAIGN_BLUE, 150)
                                for s in self.campaign.stops if self.progress.won(s.id)})
        self.open_stops = [(self.positions[s.id], s.bonus) for s in self.campaign.stops
                           if self.progress.status(s) == "open"]      # their pulse is drawn each frame
        self.static.invalidate()
        self.map_texture.invalidate()
        self.panel.refresh(self.progress, self.profile_name(), self.selected)
        self.still.invalidate()
        self._sync_buttons()
        self.label.set(self.selected)

    def _sync_buttons(self) -> None:
        travelling = self.travel is not None
        status = self.progress.status(self.selected)
        result = self.progress.result(self.selected.id)
        self.play_button.label.text = ("Replay" if status == "done" else
                                       "Try again" if result.plays else "Play")
        self.play_button.visible = not travelling
        self.play_button.enabled = status != "locked"
        self.skip_button.visible = travelling
        self.panel_ui.focus(self.skip_button if travelling else self.play_button)
        self.panel_ui.invalidate()
        if self.card is not None:
            self.hints, self.pad_hints = self.CARD_HINTS
        elif travelling:
            self.hints, self.pad_hints = self.TRAVEL_HINTS
        else:
            self.hints, self.pad_hints = self.MAP_HINTS

    # ---- the beats ----------------------------------------------------------------------------
    def on_enter(self, returning: bool = False) -> None:
        if self.problem is not None:
            return
        if not self.demo:
            self.progress = self._profile_progress()      # the profile may have changed meanwhile
        if self.pending is not None:
            stop_id, won = self.pending
            self.pending = None
            self.selected = self.campaign.stop(stop_id)
            self.stamp = (stop_id, 0.0)
            self.stamp_won = won
            self.camera.fly_to(*self.positions[stop_id], self.camera.overview_zoom * 1.6)
            self.play("click")
        elif not returning and not self.demo and not self.progress.results:
            self.open_card(stories.intro_card(self, self._after_intro, on_back=self._leave))
        self._sync()

    def _after_intro(self) -> None:
        self.close_card(fly_home=False)
        self.open_briefing()

    def _stamp_landed(self) -> None:
        stop = self.selected
        self.open_card(stories.headline_card(self, stop, self.stamp_won, lambda: self._after_headline(stop)))

    def _after_headline(self, stop: Stop) -> None:
        self.close_card()
        current = self.progress.current()
        if current is None and not self.finale_shown:
            self.finale_shown = True
            self.bus_at = self.campaign.trail[-1]
            self.open_card(stories.finale_card(self, self.close_card))
            return
        if current is not None and self.bus_at is not current and self.progress.won(stop.id) and not stop.bonus:
            visited = self.progress.visited()
            self.begin_travel(visited[-1] if visited else stop, current)

    def begin_travel(self, origin: Stop, destination: Stop) -> None:
        self.selected = destination
        self.bus_at = None
        self.travel = Travel(self.leg(origin, destination), self.camera, destination)
        self._sync()

    def leg(self, origin: Stop, destination: Stop) -> Leg:
        from game.core.campaign import travel_kind
        return Leg(self.positions[origin.id], self.positions[destination.id], travel_kind(origin, destination))

    def skip_travel(self) -> None:
        if self.travel is not None:
            self.travel.skip()
            self._arrive()

    def _arrive(self) -> None:
        travel, self.travel = self.travel, None
        self.bus_at = travel.destination
        self._sync()
        self.open_briefing()

    def open_briefing(self) -> None:
        stop = self.selected
        if self.travel is not None or self.progress.status(stop) == "locked":
            self.play("error")
            return
        result = self.progress.result(stop.id)
        level = result.level if result.won and result.level in stop.levels_offered() else stop.level
        self.play("click")
        self.open_card(BriefingCard(self.campaign, self.progress, stop, level, self.start_stop, self.close_card,
                                    sound=self.play))
        x, y = self.positions[stop.id]
        self.camera.fly_to(x, y, self.camera.overview_zoom * 1.5)

    def start_stop(self, level: str) -> None:
        stop = self.selected
        self.close_card(fly_home=False)
        begin(self.window, CampaignMatch(self.campaign, stop, level))

    def open_card(self, card) -> None:
        self.card = card
        self.ui = card.ui
        self._sync_buttons()

    def close_card(self, fly_home: bool = True) -> None:
        self.card = None
        self.ui = self.panel_ui
        if fly_home and self.travel is None:
            self.camera.fly_home()
        self._sync_buttons()

    def _leave(self) -> None:
        self.play("click")
        scenes = self.window.scenes
        if len(scenes.stack) > 1:
            scenes.pop()
        else:
            scenes.reset(make_scene("title"))

    # ---- frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.problem is not None:
            return
        if self.travel is not None:
            self.travel.update(dt)
            if self.travel.done and self.travel.looping:
                self.travel.restart()
            elif self.travel.done:
                self._arrive()
        else:
            self.camera.update(dt)
        if self.stamp is not None:
            stop_id, t = self.stamp
            t += dt
            self.stamp = (stop_id, t)
            if t >= theme.anim(STAMP_SECONDS) and self.card is None:
                self.stamp = None
                self._stamp_landed()
        if self.card is not None:
            self.card.update(dt)

    def _build_static(self, sb: ShapeBuilder) -> None:
        unit = 1 / self.camera.overview_zoom
        visited = self.progress.visited()
        points = [self.positions[s.id] for s in visited]
        kinds = [self.leg(a, b).kind for a, b in zip(visited, visited[1:])]
        planned = None
        if visited and self.bus_at is not None and not self.progress.won(self.bus_at.id) and not self.bus_at.bonus:
            planned = self.leg(visited[-1], self.bus_at)
        build_route(sb, route_legs(points, kinds), unit, planned)
        stamping = self.stamp[0] if self.stamp is not None else None
        for stop in self.campaign.stops:
            x, y = self.positions[stop.id]
            status = self.progress.status(stop)
            result = self.progress.result(stop.id)
            stars = 0 if stop.id == stamping else result.stars
            build_pin(sb, x, y, unit, status, stop.bonus, stars, stop.is_built(), stop.game,
                      lost=status == "open" and result.plays > 0)

    def _build_moving(self) -> None:
        sb = self.moving.clear()
        unit = 1 / self.camera.overview_zoom
        for (x, y), bonus in self.open_stops:
            pulse_ring(sb, x, y, unit, self.time * 0.8 + (0.5 if bonus else 0.0), bonus)
        sx, sy = self.positions[self.selected.id]
        selection_ring(sb, sx, sy, unit, self.time)
        if self.stamp is not None:
            stop_id, t = self.stamp
            draw_stamp(sb, self.positions[stop_id], unit, t / theme.anim(STAMP_SECONDS), self.stamp_won,
                       self.progress.result(stop_id).stars)
        if self.travel is not None:
            draw_travel(sb, self.travel, self.camera.zoom)
        elif self.bus_at is not None:
            place_vehicle(sb, "bus", *self.parked_bus(), 0.0, PARKED_BUS_SCALE / self.camera.zoom)

    def parked_bus(self) -> tuple[float, float]:
        """Where the bus stands (map units): beside its stop's pin, on the right unless that
        would put it under the side panel (an east-coast stop), then on the left."""
        bx, by = self.positions[self.bus_at.id]
        pixel = 1 / self.camera.zoom
        sx, _ = self.camera.to_screen(bx, by)
        left, _, width, _ = self.camera.rect
        side = 1 if sx + PARKED_BUS_OFFSET[0] + PARKED_BUS_HALF_WIDTH <= left + width - 4 else -1
        return bx + side * PARKED_BUS_OFFSET[0] * pixel, by + PARKED_BUS_OFFSET[1] * pixel

    def _draw_still_map(self) -> None:
        """What the map's texture holds, in map units: the sea, the country, route and pins."""
        self.sea.draw()
        self.country.draw()
        self.static.draw()

    def _draw_still_screen(self) -> None:
        self.panel.draw()

    def draw(self) -> None:
        if self.problem is not None:
            draw_backdrop()
            self.problem.draw()
            return
        self.still.draw()
        self.camera.use()           # the map fills the screen left of the sidebar
        self.map_texture.draw()
        self._build_moving()
        self.moving.draw()
        self.window.logical_camera.use()
        self.window.ctx.scissor = None
        self.frame.draw_over()
        self.label.draw(self.camera, self.positions[self.selected.id])
        if self.card is not None:
            self.panel_ui.draw()
            arcade.draw_lrbt_rectangle_filled(0, theme.WIDTH, 0, theme.HEIGHT, (6, 10, 22, 150))
            self.card.draw()

    # ---- input --------------------------------------------------------------------------------
    def on_action(self, device: str, action: Action) -> bool:
        if self.problem is not None:
            return super().on_action(device, action)
        if self.card is not None:
            if action == Action.MENU:
                action = Action.CANCEL
            return self.card.on_action(action)
        if self.travel is not None:
            if action in (Action.CONFIRM, Action.CANCEL, Action.MENU):
                self.skip_travel()
                return True
            return False
        if self.stamp is not None:
            return True
        if action in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT):
            self.select_towards(action)
            return True
        if action in (Action.NEXT, Action.PREV):
            stops = self.campaign.stops
            self.select(stops[(stops.index(self.selected) + (1 if action == Action.NEXT else -1)) % len(stops)])
            return True
        if action == Action.CONFIRM:
            focused = self.ui.focused
            if focused is self.back_button:
                return self.ui.on_action(action)
            self.open_briefing()
            return True
        if action in (Action.CANCEL, Action.MENU):
            self._leave()
            return True
        return False

    def select(self, stop: Stop) -> None:
        if stop is not self.selected:
            self.selected = stop
            self.play("focus")
            self.panel.refresh(self.progress, self.profile_name(), stop)
            self.still.invalidate()
            self._sync_buttons()
            self.label.set(stop)

    def select_towards(self, action: Action) -> None:
        """The nearest stop on the map in that direction (as the menus move their focus)."""
        dx, dy = {Action.UP: (0, 1), Action.DOWN: (0, -1), Action.LEFT: (-1, 0), Action.RIGHT: (1, 0)}[action]
        x0, y0 = self.positions[self.selected.id]
        best, best_score = None, math.inf
        for stop in self.campaign.stops:
            x, y = self.positions[stop.id]
            along = (x - x0) * dx + (y - y0) * dy
            across = abs((x - x0) * dy) + abs((y - y0) * dx)
            if along > 1 and along + 2.0 * across < best_score:
                best, best_score = stop, along + 2.0 * across
        if best is not None:
            self.select(best)

    def stop_at(self, sx: float, sy: float) -> Stop | None:
        if not self.camera.contains_screen(sx, sy):
            return None
        best, best_d = None, PICK_PIXELS * max(1.0, self.camera.zoom / self.camera.overview_zoom)
        for stop in self.campaign.stops:
            px, py = self.camera.to_screen(*self.positions[stop.id])
            d = math.hypot(px - sx, py - sy)
            if d < best_d:
                best, best_d = stop, d
        return best

    def pointer_press(self, x: float, y: float, button: int) -> None:
        if self.problem is not None or self.card is not None:
            super().pointer_press(x, y, button)
            return
        if self.travel is not None and self.camera.contains_screen(x, y):
            self.skip_travel()
            return
        stop = self.stop_at(x, y)
        if stop is None:
            super().pointer_press(x, y, button)
        elif stop is self.selected and self.stamp is None:
            self.open_briefing()
        else:
            self.select(stop)
