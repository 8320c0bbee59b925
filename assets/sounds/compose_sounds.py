"""Make every sound effect, assets/sounds/<set>/<effect>.wav (standard library only).

    python3 assets/sounds/compose_sounds.py

Each game has its own small set (the menu too); `shared` holds the effects any screen falls
back to. Everything is synthesised from sines and seeded noise, so the output is the same on
every run (tests/ui/test_sound.py compares it with the committed files). Mono, 16-bit,
22.05 kHz, a fraction of a second each. Every sound rises from silence and fades back to it
(no clicks) and peaks below full scale (no clipping); the relative loudness of each effect is
set in game/ui/sound.py, not here.
"""
from __future__ import annotations

import io
import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
PEAK = 0.8                     # every file is normalised to this peak (-2 dBFS)
HERE = Path(__file__).resolve().parent
TAU = 2 * math.pi


# ---- building blocks ---------------------------------------------------------------------------
def frames(seconds: float) -> int:
    return int(round(seconds * RATE))


def blank(seconds: float) -> list[float]:
    return [0.0] * frames(seconds)


def place(buffer: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    """Add `sound` into `buffer` from `at` seconds on (what runs past the end is cut)."""
    start = frames(at)
    for i, s in enumerate(sound[:max(0, len(buffer) - start)]):
        buffer[start + i] += s * gain


def ring(seconds: float, partials, attack: float = 0.002, phase_seed: int = 0) -> list[float]:
    """Decaying sine partials [(frequency, amplitude, decay per second)], after a short attack."""
    rnd = random.Random(phase_seed)
    phases = [rnd.uniform(0, TAU) if phase_seed else 0.0 for _ in partials]
    out = []
    for i in range(frames(seconds)):
        t = i / RATE
        s = sum(a * math.sin(TAU * f * t + p) * math.exp(-d * t) for (f, a, d), p in zip(partials, phases))
        out.append(s * min(1.0, t / attack))
    return out


def noise(seconds: float, seed: int) -> list[float]:
    rnd = random.Random(seed)
    return [rnd.uniform(-1.0, 1.0) for _ in range(frames(seconds))]


def lowpass(samples: list[float], cutoff: float) -> list[float]:
    a = 1 - math.exp(-TAU * cutoff / RATE)
    y, out = 0.0, []
    for x in samples:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(samples: list[float], cutoff: float) -> list[float]:
    return [x - y for x, y in zip(samples, lowpass(samples, cutoff))]


def bandpass(samples: list[float], centre, q: float) -> list[float]:
    """A state-variable band-pass; `centre` is a number or a function of time (a sweep)."""
    low = band = 0.0
    out = []
    for i, x in enumerate(samples):
        fc = centre(i / RATE) if callable(centre) else centre
        f = 2 * math.sin(math.pi * min(fc, RATE / 6) / RATE)
        high = x - low - band / q
        band += f * high
        low += f * band
        out.append(band)
    return out


def shape(samples: list[float], attack: float, hold: float, release: float) -> list[float]:
    """Rise over `attack`, stay for `hold`, fall over `release` (raised-cosine edges)."""
    out = []
    for i, s in enumerate(samples):
        t = i / RATE
        if t < attack:
            g = 0.5 - 0.5 * math.cos(math.pi * t / attack)
        elif t < attack + hold:
            g = 1.0
        elif t < attack + hold + release:
            g = 0.5 + 0.5 * math.cos(math.pi * (t - attack - hold) / release)
        else:
            g = 0.0
        out.append(s * g)
    return out


def midi(note: float) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


# ---- instruments --------------------------------------------------------------------------------
def mallet(note: float, seconds: float, kind: str = "marimba") -> list[float]:
    """A struck bar: marimba (wood), xylophone (bright wood), bell (metal)."""
    f = midi(note)
    partials = {
        "marimba": [(f, 1.0, 5.0), (f * 4.0, 0.22, 22.0), (f * 9.9, 0.05, 50.0)],
        "xylophone": [(f, 1.0, 7.0), (f * 3.0, 0.35, 18.0), (f * 6.1, 0.1, 40.0)],
        "bell": [(f, 1.0, 3.2), (f * 2.0, 0.35, 5.0), (f * 2.76, 0.3, 8.0), (f * 5.4, 0.08, 16.0)],
    }[kind]
    return ring(seconds, partials, attack=0.003)


def brass(note: float, seconds: float, release: float = 0.08, bright: float = 1.0) -> list[float]:
    """A soft brass note: harmonics that brighten as it swells, a little vibrato, a clean release."""
    f = midi(note)
    out = []
    attack = 0.025
    for i in range(frames(seconds + release)):
        t = i / RATE
        if t < attack:
            env = t / attack
        elif t < seconds:
            env = 1.0 - 0.15 * (t - attack) / max(seconds - attack, 1e-6)
        else:
            env = 0.85 * (0.5 + 0.5 * math.cos(math.pi * (t - seconds) / release))
        vib = 1 + 0.003 * math.sin(TAU * 5.5 * t) * min(1.0, t / 0.15)
        s = sum(math.sin(TAU * f * n * vib * t) * env ** (0.6 * (n - 1)) * bright ** (n - 1) / n ** 0.9
                for n in range(1, 7))
        out.append(s * env)
    return out


def knock(body: list[tuple[float, float, float]], snap: float, seed: int, seconds: float = 0.12) -> list[float]:
    """A hard object set down: ringing body modes plus a few milliseconds of filtered noise."""
    out = ring(seconds, body, attack=0.0008, phase_seed=seed)
    burst = shape(lowpass(noise(0.008, seed), snap), 0.0005, 0.002, 0.005)
    place(out, burst, 0.0, 0.6)
    return out


def whoosh(seconds: float, low: float, high: float, seed: int) -> list[float]:
    """Air rushing past: band-passed noise whose centre rises and falls as the loudness swells."""
    def centre(t):
        return low + (high - low) * math.sin(math.pi * min(1.0, t / seconds)) ** 1.5
    swept = bandpass(noise(seconds, seed), centre, q=1.4)
    return [s * math.sin(math.pi * i / len(swept)) ** 2 for i, s in enumerate(swept)]


def chalk_stroke(seconds: float, seed: int) -> list[float]:
    """One stroke of chalk: bright scratchy noise, grainy in loudness, rounded at both ends."""
    grit = lowpass(noise(seconds, seed + 1), 90)
    peak = max(abs(g) for g in grit) or 1.0
    scratch = bandpass(noise(seconds, seed), 3600, q=1.6)
    scratch = [s * (0.35 + 0.65 * abs(g) / peak) for s, g in zip(scratch, grit)]
    return shape(scratch, 0.006, seconds - 0.02, 0.014)


def rattle(seconds: float, seed: int, shakes: int = 2) -> list[float]:
    """Two dice shaken in a cup (bursts of small clicks), then thrown: each lands and bounces
    twice, the bounces closer and softer."""
    rnd = random.Random(seed)
    out = blank(seconds)
    shake_len = 0.12
    for shake in range(shakes):
        for n in range(7):
            f = rnd.uniform(2300, 4400)
            click = ring(0.03, [(f, 1.0, 170.0), (f * 1.47, 0.5, 230.0)], attack=0.0005,
                         phase_seed=seed + 10 * shake + n)
            place(out, click, shake * shake_len + rnd.uniform(0.0, shake_len * 0.8), rnd.uniform(0.25, 0.6))
    thrown = shakes * shake_len + 0.02
    for die in range(2):
        at, gap, gain = thrown + 0.035 * die, 0.07, 1.0 - 0.15 * die
        for bounce in range(3):
            landing = knock([(430 + 80 * die, 1.0, 45.0), (1160 + 60 * die, 0.5, 70.0), (2600, 0.25, 120.0)],
                            3500, seed + 50 + 3 * die + bounce, seconds=0.09)
            place(out, landing, at, gain)
            at, gap, gain = at + gap, gap * 0.6, gain * 0.5
    return out


def arpeggio(notes, step: float, tail: float, voice) -> list[float]:
    """Notes one after another, each left to ring; the last one rings for `tail`."""
    out = blank(step * (len(notes) - 1) + tail)
    for i, note in enumerate(notes):
        place(out, voice(note, tail if i == len(notes) - 1 else step + tail * 0.5), i * step,
              0.85 if i < len(notes) - 1 else 1.0)
    return out


def mix(seconds: float, *parts) -> list[float]:
    """(sound, at seconds, gain) parts into one buffer."""
    out = blank(seconds)
    for sound, at, gain in parts:
        place(out, sound, at, gain)
    return out


# ---- the sets -----------------------------------------------------------------------------------
def soft_tick(freq: float, seed: int) -> list[float]:
    return knock([(freq, 1.0, 160.0), (freq * 2.1, 0.2, 260.0)], 5000, seed, seconds=0.05)


def error_bonk(note: float) -> list[float]:
    low = ring(0.16, [(midi(note), 1.0, 14.0), (midi(note) * 2, 0.3, 25.0)], attack=0.004)
    lower = ring(0.2, [(midi(note - 3), 1.0, 14.0), (midi(note - 3) * 2, 0.3, 25.0)], attack=0.004)
    return mix(0.3, (low, 0.0, 1.0), (lower, 0.1, 1.0))


def wood_piece(seed: int) -> list[float]:
    return knock([(235, 1.0, 38.0), (610, 0.7, 55.0), (1330, 0.35, 90.0), (2450, 0.12, 150.0)], 2800, seed)


def stamp(seed: int) -> list[float]:
    """A rubber stamp: a sharp snap, then the thump of the handle."""
    body = ring(0.16, [(150, 1.0, 30.0), (95, 0.8, 22.0), (720, 0.25, 70.0)], attack=0.001)
    snap = shape(bandpass(noise(0.012, seed), 2600, 1.2), 0.0005, 0.003, 0.008)
    return mix(0.17, (snap, 0.0, 0.9), (body, 0.004, 1.0))


def ballot(seed: int) -> list[float]:
    """A ballot dropped in a box: a paper rustle into a soft, hollow thunk."""
    rustle = shape(highpass(noise(0.07, seed), 2500), 0.01, 0.03, 0.03)
    thunk = ring(0.16, [(118, 1.0, 26.0), (236, 0.35, 40.0), (540, 0.15, 80.0)], attack=0.0015)
    thud_noise = shape(lowpass(noise(0.03, seed + 1), 900), 0.001, 0.008, 0.02)
    return mix(0.22, (rustle, 0.0, 0.25), (thunk, 0.05, 1.0), (thud_noise, 0.05, 0.5))


def pen_click(seed: int) -> list[float]:
    first = knock([(2900, 1.0, 260.0), (4300, 0.4, 320.0)], 6000, seed, seconds=0.03)
    second = knock([(3400, 0.8, 260.0), (5100, 0.3, 320.0)], 6000, seed + 1, seconds=0.03)
    return mix(0.07, (first, 0.0, 1.0), (second, 0.028, 0.7))


def chalk_number(seed: int) -> list[float]:
    """Writing a number in chalk: the tap of the chalk touching, then two quick strokes."""
    tap = knock([(1250, 1.0, 120.0), (2700, 0.4, 200.0)], 3000, seed, seconds=0.04)
    return mix(0.23, (tap, 0.0, 0.8), (chalk_stroke(0.075, seed + 2), 0.012, 0.9),
               (chalk_stroke(0.09, seed + 4), 0.115, 0.75))


def fanfare(notes, seconds) -> list[float]:
    """Brass notes [(midi, start, length)] with a short release each."""
    out = blank(seconds)
    for note, start, length in notes:
        place(out, brass(note, length), start, 1.0)
    return out


RECIPES = {
    # shared: what any screen plays when its own set has no such effect
    ("shared", "click"): lambda: soft_tick(1150, 1),
    ("shared", "focus"): lambda: soft_tick(1700, 2),
    ("shared", "error"): lambda: error_bonk(55),
    ("shared", "move"): lambda: mallet(72, 0.2, "marimba"),
    ("shared", "capture"): lambda: arpeggio([72, 79], 0.06, 0.22, lambda n, s: mallet(n, s, "marimba")),
    ("shared", "dice"): lambda: rattle(0.52, 3),
    ("shared", "score"): lambda: arpeggio([84, 88, 91], 0.06, 0.32, lambda n, s: mallet(n, s, "bell")),
    ("shared", "win"): lambda: arpeggio([72, 76, 79, 84], 0.09, 0.55, lambda n, s: mallet(n, s, "bell")),
    ("shared", "lose"): lambda: arpeggio([67, 63, 60], 0.16, 0.5, lambda n, s: mallet(n, s, "marimba")),
    # the menus: a soft tick as the focus moves, a rising blip to choose
    ("menu", "focus"): lambda: soft_tick(2100, 5),
    ("menu", "click"): lambda: arpeggio([83, 88], 0.045, 0.11, lambda n, s: mallet(n, s, "xylophone")),
    ("menu", "error"): lambda: error_bonk(50),
    # Grundy: chalk on a blackboard, a xylophone to finish
    ("grundy", "move"): lambda: chalk_number(7),
    ("grundy", "click"): lambda: knock([(1500, 1.0, 140.0), (3300, 0.3, 220.0)], 3200, 8, seconds=0.05),
    ("grundy", "win"): lambda: arpeggio([72, 76, 79, 84, 88], 0.075, 0.5, lambda n, s: mallet(n, s, "xylophone")),
    ("grundy", "lose"): lambda: arpeggio([69, 65, 62], 0.15, 0.45, lambda n, s: mallet(n, s, "xylophone")),
    # Not a Dodgson System Chess: wooden pieces, the rush of a crossing, a marimba to finish
    ("dodgson", "move"): lambda: wood_piece(11),
    ("dodgson", "capture"): lambda: mix(0.16, (knock([(880, 1.0, 70.0), (2150, 0.5, 120.0)], 4000, 12,
                                                     seconds=0.08), 0.0, 0.8), (wood_piece(13), 0.04, 1.0)),
    ("dodgson", "crossing"): lambda: whoosh(0.55, 350, 2400, 14),
    ("dodgson", "click"): lambda: knock([(1750, 1.0, 170.0), (3900, 0.25, 260.0)], 4000, 15, seconds=0.045),
    ("dodgson", "win"): lambda: arpeggio([67, 72, 76, 79, 84], 0.08, 0.55, lambda n, s: mallet(n, s, "marimba")),
    ("dodgson", "lose"): lambda: arpeggio([72, 67, 63, 60], 0.14, 0.5, lambda n, s: mallet(n, s, "marimba")),
    # Constitution: ballots and stamps, brass for states and for the election
    ("constitution", "move"): lambda: ballot(21),
    ("constitution", "capture"): lambda: stamp(22),
    ("constitution", "score"): lambda: fanfare([(67, 0.0, 0.07), (72, 0.08, 0.07), (76, 0.16, 0.2)], 0.46),
    ("constitution", "click"): lambda: pen_click(23),
    ("constitution", "win"): lambda: fanfare([(67, 0.0, 0.1), (72, 0.12, 0.1), (76, 0.24, 0.1), (79, 0.36, 0.48),
                                              (72, 0.36, 0.48), (76, 0.36, 0.48)], 0.96),
    ("constitution", "lose"): lambda: fanfare([(64, 0.0, 0.18), (60, 0.22, 0.18), (57, 0.44, 0.36)], 0.9),
    # Margin of Error: dice, campaign chips, bells
    ("margin", "dice"): lambda: rattle(0.66, 31, shakes=3),
    ("margin", "move"): lambda: knock([(2350, 1.0, 110.0), (3650, 0.5, 160.0), (330, 0.4, 60.0)], 5000, 32,
                                      seconds=0.1),
    ("margin", "win"): lambda: arpeggio([76, 79, 84, 88], 0.085, 0.6, lambda n, s: mallet(n, s, "bell")),
    ("margin", "lose"): lambda: arpeggio([76, 72, 69, 64], 0.14, 0.5, lambda n, s: mallet(n, s, "bell")),
}


# ---- output -------------------------------------------------------------------------------------
def finish(samples: list[float]) -> list[float]:
    """Normalise to PEAK and round both ends to silence (2 ms in, 12 ms out)."""
    peak = max(abs(s) for s in samples) or 1.0
    out = [s / peak * PEAK for s in samples]
    fade_in, fade_out = frames(0.002), frames(0.012)
    for i in range(fade_in):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fade_in)
    for i in range(fade_out):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fade_out)
    return out


def wav_bytes(samples: list[float]) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(round(s * 32767))) for s in samples))
    return buffer.getvalue()


def render(sound_set: str, effect: str) -> bytes:
    """The WAV file of one effect, as bytes."""
    return wav_bytes(finish(RECIPES[sound_set, effect]()))


def path_of(sound_set: str, effect: str) -> Path:
    return HERE / sound_set / f"{effect}.wav"


def main(argv: list[str]) -> None:
    only = set(argv)
    for sound_set, effect in RECIPES:
        if only and sound_set not in only:
            continue
        target = path_of(sound_set, effect)
        target.parent.mkdir(exist_ok=True)
        data = render(sound_set, effect)
        target.write_bytes(data)
        print(f"wrote {target.relative_to(HERE)} ({len(data) // 1024} KB)")


if __name__ == "__main__":
    main(sys.argv[1:])
