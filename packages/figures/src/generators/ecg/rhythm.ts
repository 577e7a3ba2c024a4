/**
 * When the atria and the ventricles fire: each rhythm is a list of beats (a P onset, a QRS onset,
 * or both, and what started the ventricles), plus, for the rhythms without discrete atrial
 * waves, a baseline activity (fibrillatory f waves, flutter's sawtooth, ventricular fibrillation).
 */
import { type Point, seeded } from '../../lib/svg.ts';
import {
  atrialExtras,
  type BeatKind,
  type Component,
  dot,
  LEAD_AXES,
  type Lead,
  type Morphology,
  pWave,
  scaleVec,
  shape,
  type Vec,
  ventricularComplex,
} from './model.ts';

export const RHYTHMS = [
  'sinus',
  'sinus-arrhythmia',
  'af',
  'flutter',
  'svt',
  'vt',
  'torsades',
  'vf',
  'asystole',
  'av-block-1',
  'mobitz-1',
  'mobitz-2',
  'av-block-3',
  'junctional',
  'pvc',
  'pac',
] as const;
type Rhythm = (typeof RHYTHMS)[number];

export interface RhythmParams {
  rhythm: Rhythm;
  /** The ventricular rate (for sinus rhythms, the sinus rate). */
  rate: number;
  /** The atrial rate where it differs: flutter waves, the AV blocks' P waves, P-wave asystole. */
  atrialRate: number;
  pr: number;
  /** Flutter: F waves per QRS (2, 3, 4) or 0 for a varying block. */
  block: number;
  /** Mobitz: P waves per group (the last one not conducted). */
  ratio: number;
  /** Complete heart block: a narrow junctional or a wide ventricular escape. */
  escape: 'narrow' | 'wide';
  /** Ectopics: every nth beat (2 bigeminy, 3 trigeminy). */
  every: number;
  coarse: boolean;
  /** Asystole: whether P waves continue (ventricular standstill). */
  pWaves: boolean;
  seed: number;
}

export interface Beat {
  p?: number;
  pKind?: 'sinus' | 'retrograde' | 'ectopic';
  qrs?: number;
  kind?: BeatKind;
  /** The RR interval before this QRS (sets its QT). */
  rr: number;
  /** Torsades' turning amplitude, 1 otherwise. */
  gain?: number;
}

export interface Timeline {
  beats: Beat[];
  baseline?: (t: number) => Vec;
}

const START = -1.6;

function sinusBeats(rate: number, pr: number, end: number, jitter?: (t: number) => number): Beat[] {
  const rr = 60 / rate;
  const beats: Beat[] = [];
  // The first QRS falls a little after the start, where a recording would catch it.
  let t = START + 0.35;
  while (t < end + 1) {
    const thisRr = jitter ? rr * jitter(t) : rr;
    beats.push({ p: t - pr, pKind: 'sinus', qrs: t, kind: 'conducted', rr: thisRr });
    t += thisRr;
  }
  return beats;
}

/** A sum of a few sines with seeded phases: an irregular but smooth signal. */
function wobble(random: () => number, lo: number, hi: number, count: number): (t: number) => number {
  const parts = Array.from({ length: count }, () => ({
    f: lo + (hi - lo) * random(),
    phase: random() * Math.PI * 2,
    a: 0.6 + 0.4 * random(),
  }));
  const total = parts.reduce((s, p) => s + p.a, 0);
  return (t) => parts.reduce((s, p) => s + p.a * Math.sin(2 * Math.PI * p.f * t + p.phase), 0) / total;
}

export function timeline(params: RhythmParams, end: number): Timeline {
  const random = seeded(params.seed * 7919 + 17);
  const { pr } = params;
  const rr = 60 / params.rate;
  switch (params.rhythm) {
    case 'sinus':
    case 'av-block-1':
      return { beats: sinusBeats(params.rate, pr, end) };
    case 'sinus-arrhythmia':
      // Faster on inspiration, slower on expiration: a breath every ~4.5 s.
      return { beats: sinusBeats(params.rate, pr, end, (t) => 1 + 0.18 * Math.sin((2 * Math.PI * t) / 4.5)) };
    case 'af': {
      const beats: Beat[] = [];
      let t = START + 0.3 * random();
      let last = rr;
      while (t < end + 1) {
        beats.push({ qrs: t, kind: 'conducted', rr: last });
        // Irregularly irregular: each interval independent, 60–140% of the mean.
        last = rr * (0.6 + 0.8 * random());
        t += last;
      }
      const amp = params.coarse ? 0.11 : 0.045;
      const fx = wobble(random, 5, 8, 4);
      const fy = wobble(random, 5, 8, 4);
      const fz = wobble(random, 5, 8, 4);
      return { beats, baseline: (time) => [fx(time) * amp * 0.5, fy(time) * amp * 0.8, fz(time) * amp * 1.6] };
    }
    case 'flutter': {
      const period = 60 / params.atrialRate;
      const beats: Beat[] = [];
      const pattern = params.block > 0 ? [params.block] : [2, 4, 3, 2, 4, 4, 2, 3];
      let k = 0;
      let wave = START / period;
      wave = Math.ceil(wave);
      let lastQrs = Number.NaN;
      while (wave * period < end + 1) {
        const qrs = wave * period + 0.27;
        beats.push({ qrs, kind: 'conducted', rr: Number.isNaN(lastQrs) ? period * pattern[0]! : qrs - lastQrs });
        lastQrs = qrs;
        wave += pattern[k % pattern.length]!;
        k++;
      }
      // The sawtooth: a slow fall through most of the cycle and a quick return (negative in the
      // inferior leads, as the circuit runs counter-clockwise up the septum).
      const saw = (time: number) => {
        const phase = (((time / period) % 1) + 1) % 1;
        const s = phase < 0.72 ? -phase / 0.72 : -1 + (phase - 0.72) / 0.28;
        return s + 0.5;
      };
      return { beats, baseline: (time) => scaleVec([0.05, 0.9, -0.45], saw(time) * 0.4) };
    }
    case 'svt':
    case 'junctional': {
      const beats: Beat[] = [];
      for (let t = START + 0.3; t < end + 1; t += rr) beats.push({ qrs: t, kind: 'conducted', rr });
      return { beats };
    }
    case 'vt':
    case 'torsades': {
      const beats: Beat[] = [];
      const turn = 2.6;
      let t = START + 0.2;
      while (t < end + 1) {
        const gain = params.rhythm === 'torsades' ? 0.35 + 0.9 * Math.abs(Math.cos((Math.PI * t) / turn)) : 1;
        const sign = params.rhythm === 'torsades' && Math.cos((Math.PI * t) / turn) < 0 ? -1 : 1;
        const thisRr = params.rhythm === 'torsades' ? rr * (0.9 + 0.2 * random()) : rr;
        beats.push({ qrs: t, kind: 'ventricular', rr: thisRr, gain: gain * sign });
        t += thisRr;
      }
      if (params.rhythm === 'vt') {
        // The sinus node goes on at its own rate: P waves dissociated from the QRS complexes.
        for (let p = START + 0.5; p < end + 1; p += 60 / 78) beats.push({ p, pKind: 'sinus', rr });
      }
      return { beats };
    }
    case 'vf': {
      const amp = params.coarse ? 0.75 : 0.22;
      const fx = wobble(random, 3.2, 6.5, 5);
      const fy = wobble(random, 3.2, 6.5, 5);
      const fz = wobble(random, 3.2, 6.5, 5);
      const envelope = wobble(random, 0.25, 0.6, 2);
      return {
        beats: [],
        baseline: (t) => {
          const k = amp * (0.75 + 0.35 * envelope(t));
          return [fx(t) * k, fy(t) * k * 1.2, fz(t) * k];
        },
      };
    }
    case 'asystole': {
      const beats: Beat[] = [];
      const prr = 60 / params.atrialRate;
      if (params.pWaves) for (let p = START + 0.4; p < end + 1; p += prr) beats.push({ p, pKind: 'sinus', rr: prr });
      const drift = wobble(random, 0.15, 0.4, 2);
      return { beats, baseline: (t) => [0, drift(t) * 0.03, 0] };
    }
    case 'mobitz-1':
    case 'mobitz-2': {
      const beats: Beat[] = [];
      const group = Math.max(2, params.ratio);
      // Wenckebach: each PR longer than the last by less each time, until a P is not conducted.
      const increments = [0, 0.12, 0.18, 0.215, 0.235, 0.245];
      let lastQrs = Number.NaN;
      let index = 0;
      const prr = 60 / params.atrialRate;
      for (let p = START + 0.1; p < end + 1; p += prr, index++) {
        const position = index % group;
        if (position === group - 1) {
          beats.push({ p, pKind: 'sinus', rr: prr });
          continue;
        }
        const thisPr = params.rhythm === 'mobitz-1' ? pr + (increments[position] ?? 0.25) : pr;
        const qrs = p + thisPr;
        beats.push({ p, pKind: 'sinus', qrs, kind: 'conducted', rr: Number.isNaN(lastQrs) ? prr : qrs - lastQrs });
        lastQrs = qrs;
      }
      return { beats };
    }
    case 'av-block-3': {
      const beats: Beat[] = [];
      const prr = 60 / params.atrialRate;
      for (let p = START + 0.25; p < end + 1; p += prr) beats.push({ p, pKind: 'sinus', rr: prr });
      const vrr = rr;
      const kind: BeatKind = params.escape === 'wide' ? 'ventricular' : 'junctional';
      for (let q = START + 0.85; q < end + 1; q += vrr) beats.push({ qrs: q, kind, rr: vrr });
      return { beats };
    }
    case 'pvc':
    case 'pac': {
      const beats: Beat[] = [];
      const every = Math.max(2, params.every);
      let t = START + 0.35;
      let index = 0;
      while (t < end + 1) {
        index++;
        if (index % every === 0) {
          if (params.rhythm === 'pvc') {
            // Early, wide, no P; the next sinus beat comes on time (a full compensatory pause).
            beats.push({ qrs: t - rr + rr * 0.58, kind: 'ventricular', rr: rr * 0.58 });
            t += rr;
            continue;
          }
          // An early P of another shape, conducted normally; the sinus node is reset.
          const early = t - rr + rr * 0.68;
          beats.push({ p: early - pr, pKind: 'ectopic', qrs: early, kind: 'conducted', rr: rr * 0.68 });
          t = early + rr;
          continue;
        }
        beats.push({ p: t - pr, pKind: 'sinus', qrs: t, kind: 'conducted', rr });
        t += rr;
      }
      return { beats };
    }
  }
}

interface Placed {
  c: Component;
  /** The beat's time the component is relative to, and its gain (torsades' twisting). */
  offset: number;
  gain: number;
  /** The window it reaches, in absolute time. */
  from: number;
  to: number;
}

/** Every component of every beat, placed in time once per tracing (all twelve leads share them). */
const placedCache = new WeakMap<Timeline, Map<string, Placed[]>>();
function placed(line: Timeline, morphology: Morphology): Placed[] {
  let byMorphology = placedCache.get(line);
  if (!byMorphology) {
    byMorphology = new Map();
    placedCache.set(line, byMorphology);
  }
  const key = JSON.stringify(morphology);
  const cached = byMorphology.get(key);
  if (cached) return cached;
  const out: Placed[] = [];
  const place = (c: Component, offset: number, gain: number) => {
    const from = c.kind === 'gauss' ? c.t - 6 * c.rise : c.t - 4 * c.rise;
    const to = c.kind === 'gauss' ? c.t + 6 * c.fall : (c.end ?? c.t) + 4 * c.fall;
    out.push({ c, offset, gain, from: offset + from, to: offset + to });
  };
  for (const beat of line.beats) {
    if (beat.p !== undefined) {
      for (const c of pWave(beat.pKind ?? 'sinus', morphology)) place(c, beat.p, 1);
      if (beat.qrs !== undefined) for (const c of atrialExtras(morphology, 0, beat.qrs - beat.p)) place(c, beat.p, 1);
    }
    if (beat.qrs !== undefined && beat.kind) {
      for (const c of ventricularComplex(beat.kind, morphology, beat.rr)) place(c, beat.qrs, beat.gain ?? 1);
    }
  }
  byMorphology.set(key, out);
  return out;
}

/** A lead's voltage (mV) sampled every `dt` seconds from `t0` to `t1`. */
export function leadSignal(
  line: Timeline,
  morphology: Morphology,
  lead: Lead,
  t0: number,
  t1: number,
  dt: number,
): Point[] {
  const axis = LEAD_AXES[lead];
  const count = Math.round((t1 - t0) / dt);
  const values = new Float64Array(count + 1);
  for (const { c, offset, gain, from, to } of placed(line, morphology)) {
    if (to < t0 || from > t1) continue;
    const amplitude = dot(c.v, axis) * gain;
    if (Math.abs(amplitude) < 1e-4) continue;
    const i0 = Math.max(0, Math.ceil((from - t0) / dt));
    const i1 = Math.min(count, Math.floor((to - t0) / dt));
    for (let i = i0; i <= i1; i++) values[i]! += amplitude * shape(c, t0 + i * dt - offset);
  }
  const points: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const t = t0 + i * dt;
    const base = line.baseline ? dot(line.baseline(t), axis) : 0;
    points.push([t, values[i]! + base]);
  }
  return points;
}
