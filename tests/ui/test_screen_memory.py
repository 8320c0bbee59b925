"""A screen left gives its GPU memory back at the scene change: reopening the campaign map
again and again keeps the same number of OpenGL objects alive."""
from __future__ import annotations

from game.scenes.manager import settle_memory
from devtools.showcase import show_scene
from devtools.shot import render


def _live_gl_objects(ctx) -> dict[str, int]:
    stats = ctx.stats
    return {kind: getattr(stats, kind)[0] - getattr(stats, kind)[1]
            for kind in ("texture", "framebuffer", "buffer", "vertex_array")}


def test_reopening_the_campaign_map_keeps_the_same_opengl_objects_alive(app):
    live = []
    for _ in range(4):
        show_scene(app, "campaign")
        render(app, 3)
        show_scene(app, "menu")
        render(app, 3)
        settle_memory()          # as at the dark moment of the fade between the two
        assert len(app.ctx.objects) == 0       # nothing left waiting to be deleted
        live.append(_live_gl_objects(app.ctx))
    assert live[1] == live[2] == live[3], live
