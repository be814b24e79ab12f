// A small waltz made in the browser (WebAudio): bass on one, soft chords on two and three, and a
// simple 1950s-ish tune on top. Quiet, looping, started only by the player.

type Chord = [number, number, number, number]; // bass, three chord notes (MIDI numbers)

const C: Chord = [48, 64, 67, 72];
const F: Chord = [41, 65, 69, 72];
const G7: Chord = [43, 62, 65, 71];
const Am: Chord = [45, 64, 69, 72];
const BARS: Chord[] = [C, C, F, G7, Am, F, G7, C, F, F, C, Am, F, G7, C, C];
// One melody entry per beat (0 = rest, continue the previous note).
const TUNE: number[] = [
  76, 0, 79, 76, 0, 72, 77, 0, 81, 79, 77, 74,
  76, 0, 72, 77, 0, 76, 74, 72, 71, 72, 0, 0,
  77, 0, 81, 77, 0, 72, 76, 0, 79, 76, 0, 72,
  77, 76, 74, 74, 72, 71, 72, 0, 0, 0, 0, 0,
];

const BEAT = 60 / 138;
const VOLUME = 0.05;

let ctx: AudioContext | null = null;
let master: GainNode | null = null;
let timer: number | undefined;
let nextTime = 0;
let beat = 0;

const hz = (midi: number) => 440 * Math.pow(2, (midi - 69) / 12);

function tone(freq: number, at: number, length: number, type: OscillatorType, level: number): void {
  if (!ctx || !master) return;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.value = freq;
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(level, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.001, at + length);
  osc.connect(gain).connect(master);
  osc.start(at);
  osc.stop(at + length + 0.05);
}

function schedule(): void {
  if (!ctx) return;
  while (nextTime < ctx.currentTime + 0.4) {
    const bar = BARS[Math.floor(beat / 3) % BARS.length];
    const inBar = beat % 3;
    if (inBar === 0) tone(hz(bar[0]), nextTime, BEAT * 1.6, 'triangle', 0.9);
    else for (const n of bar.slice(1)) tone(hz(n), nextTime, BEAT * 0.5, 'sine', 0.25);
    const note = TUNE[beat % TUNE.length];
    if (note) {
      let held = 1;
      while (held < 3 && TUNE[(beat + held) % TUNE.length] === 0) held++;
      tone(hz(note), nextTime, BEAT * held * 0.95, 'square', 0.12);
    }
    nextTime += BEAT;
    beat++;
  }
}

export function startMusic(): void {
  if (timer !== undefined) return;
  const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return;
  ctx ??= new Ctor();
  void ctx.resume();
  master = ctx.createGain();
  master.gain.value = VOLUME;
  master.connect(ctx.destination);
  nextTime = ctx.currentTime + 0.1;
  beat = 0;
  timer = window.setInterval(schedule, 100);
  schedule();
}

export function stopMusic(): void {
  if (timer !== undefined) window.clearInterval(timer);
  timer = undefined;
  if (master && ctx) {
    const m = master;
    m.gain.setTargetAtTime(0, ctx.currentTime, 0.1);
    window.setTimeout(() => m.disconnect(), 600);
  }
  master = null;
}
