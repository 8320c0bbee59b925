"""Compose the title music loop, assets/music/theme.wav (standard library only).

    python3 assets/music/compose_theme.py

A calm 20-second loop at 96 beats a minute in C major (C - Am - F - G, twice): a soft
pad, a plucked bass and a bell arpeggio with a small melody on top. Every note's tail
is wrapped around to the start, so the loop has no seam. Mono, 16-bit, 16 kHz: the
file stays small and any pyglet build can play it (WAV needs no decoder).
"""
from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 16000
BPM = 96
BEAT = 60.0 / BPM
BARS = 8
LENGTH = BARS * 4 * BEAT                      # 20 seconds
OUT = Path(__file__).with_name("theme.wav")

# Chords by bar (MIDI notes), the progression played twice.
CHORDS = [[48, 52, 55, 60], [45, 52, 57, 60], [41, 48, 53, 57], [43, 50, 55, 59]] * 2
# A small melody: (bar, beat, midi, beats long)
MELODY = [(0, 0, 76, 1.5), (0, 1.5, 74, 0.5), (0, 2, 72, 2), (1, 0, 72, 1), (1, 1, 76, 1), (1, 2, 79, 2),
          (2, 0, 77, 1.5), (2, 1.5, 76, 0.5), (2, 2, 72, 2), (3, 0, 74, 3), (4, 0, 76, 1.5), (4, 1.5, 77, 0.5),
          (4, 2, 79, 2), (5, 0, 81, 1), (5, 1, 79, 1), (5, 2, 76, 2), (6, 0, 77, 1), (6, 1, 76, 1),
          (6, 2, 74, 2), (7, 0, 71, 2), (7, 2, 74, 2)]


def freq(midi: float) -> float:
    return 440.0 * 2 ** ((midi - 69) / 12)


def add_note(buffer: list[float], start: float, seconds: float, midi: float, volume: float, kind: str) -> None:
    f = freq(midi)
    total = len(buffer)
    first = int(start * RATE)
    tail = {"pad": 1.2, "bass": 0.6, "bell": 1.4, "lead": 0.5}[kind]
    count = int((seconds + tail) * RATE)
    for i in range(count):
        t = i / RATE
        if kind == "pad":   # slow swell in, slow fade out, a little chorus
            env = min(1.0, t / 0.5) * (1.0 if t < seconds else max(0.0, 1 - (t - seconds) / tail))
            s = math.sin(2 * math.pi * f * t) + 0.35 * math.sin(2 * math.pi * f * 2.003 * t)
            s += 0.25 * math.sin(2 * math.pi * f * 0.997 * t)
        elif kind == "bass":  # a plucked string: quick attack, exponential decay
            env = min(1.0, t / 0.01) * math.exp(-t * 3.0)
            s = math.sin(2 * math.pi * f * t) + 0.3 * math.sin(2 * math.pi * f * 2 * t)
        elif kind == "bell":  # soft mallet: bright start, long decay
            env = min(1.0, t / 0.005) * math.exp(-t * 2.6)
            s = math.sin(2 * math.pi * f * t) + 0.4 * math.sin(2 * math.pi * f * 3.0 * t) * math.exp(-t * 4)
        else:                 # lead: a gentle flute-like tone with vibrato
            vib = 1 + 0.004 * math.sin(2 * math.pi * 5.2 * t)
            env = min(1.0, t / 0.06) * (1.0 if t < seconds else max(0.0, 1 - (t - seconds) / tail))
            s = math.sin(2 * math.pi * f * vib * t) + 0.15 * math.sin(2 * math.pi * f * 2 * vib * t)
        buffer[(first + i) % total] += s * env * volume   # tails wrap round: a seamless loop


def compose() -> list[float]:
    buffer = [0.0] * int(LENGTH * RATE)
    bar = 4 * BEAT
    for index, chord in enumerate(CHORDS):
        start = index * bar
        for note in chord:
            add_note(buffer, start, bar, note + 12, 0.045, "pad")
        add_note(buffer, start, BEAT, chord[0] - 12, 0.16, "bass")
        add_note(buffer, start + 2 * BEAT, BEAT, chord[0] - 12, 0.12, "bass")
        for step in range(8):   # eighth-note arpeggio on the bell
            note = chord[[1, 2, 3, 2, 1, 2, 3, 2][step]] + 12
            add_note(buffer, start + step * BEAT / 2, BEAT / 2, note, 0.035 if step % 2 else 0.05, "bell")
    for bar_index, beat, midi, beats in MELODY:
        add_note(buffer, bar_index * bar + beat * BEAT, beats * BEAT * 0.95, midi, 0.07, "lead")
    peak = max(abs(s) for s in buffer) or 1.0
    return [s / peak * 0.6 for s in buffer]


def main() -> None:
    samples = compose()
    with wave.open(str(OUT), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(s * 32767)) for s in samples))
    print(f"wrote {OUT} ({len(samples) / RATE:.1f} s)")


if __name__ == "__main__":
    main()
