/**
 * The jugular venous pulse under a lead II reference: a (atrial contraction), c (tricuspid valve
 * bulging at the start of systole), x descent (atrial relaxation, the base descending), v (atrial
 * filling against the closed valve), y descent (the valve opens). Timed from the same beats as the
 * ECG generator, so a cannon a wave falls exactly where the atrium contracts against a closed valve.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { at, CHART_WIDTH, chartSvg, type Scale } from '../lib/chart.ts';
import { el, group, num, type Point, polyline, simplify, text } from '../lib/svg.ts';
import type { Morphology } from './ecg/model.ts';
import { type Beat, leadSignal, type RhythmParams, timeline } from './ecg/rhythm.ts';

const JVP_PATTERNS = [
  'normal',
  'giant-a',
  'cannon-a',
  'absent-a',
  'large-v',
  'steep-y',
  'slow-y',
  'dominant-x',
] as const;

const jvpParams = z.strictObject({
  pattern: z.enum(JVP_PATTERNS).default('normal'),
  /** Heart rate (for cannon waves, the ventricular rate; the atria run at 90). */
  rate: z.number().min(35).max(130).default(72),
  seconds: z.number().min(2).max(6).default(3.2),
  /** Name the waves and descents on the tracing. */
  labels: z.boolean().default(true),
  /** Draw the lead II reference above the venous pulse. */
  ecg: z.boolean().default(true),
  seed: z.number().int().min(0).max(1e6).default(3),
});
type JvpParams = z.output<typeof jvpParams>;

const W = CHART_WIDTH;
const PLOT_L = 14;
const PLOT_R = W - 8;

function rhythmFor(p: JvpParams): RhythmParams {
  const base = { pr: 0.16, block: 2, ratio: 4, escape: 'narrow' as const, every: 4, coarse: false, pWaves: false };
  if (p.pattern === 'cannon-a')
    return { ...base, rhythm: 'av-block-3', rate: Math.min(p.rate, 48), atrialRate: 92, seed: p.seed };
  if (p.pattern === 'absent-a') return { ...base, rhythm: 'af', rate: p.rate, atrialRate: 75, seed: p.seed };
  return { ...base, rhythm: 'sinus', rate: p.rate, atrialRate: p.rate, seed: p.seed };
}

const bump = (t: number, centre: number, rise: number, fall: number) => {
  const d = t - centre;
  const z = d / (d < 0 ? rise : fall);
  return z * z > 40 ? 0 : Math.exp(-0.5 * z * z);
};

interface WaveMark {
  name: 'a' | 'c' | 'v' | 'x' | 'y';
  t: number;
}

/** Venous pressure (cm H2O above the sternal angle, schematic) and where each wave peaks. */
function venousPressure(beats: Beat[], p: JvpParams): { f: (t: number) => number; marks: WaveMark[] } {
  const marks: WaveMark[] = [];
  const qrsTimes = beats.filter((b) => b.qrs !== undefined).map((b) => b.qrs!);
  const aWaves: Array<{ t: number; size: number }> = [];
  for (const beat of beats) {
    if (beat.p === undefined || p.pattern === 'absent-a') continue;
    const t = beat.p + 0.11;
    // The atrium contracting against a closed tricuspid valve (during ventricular systole) throws
    // its whole stroke up the neck: a cannon wave.
    const inSystole = qrsTimes.some((q) => t > q + 0.02 && t < q + 0.36);
    const size = p.pattern === 'giant-a' ? 3.4 : inSystole && p.pattern === 'cannon-a' ? 5.2 : 1.6;
    aWaves.push({ t, size });
    marks.push({ name: 'a', t });
  }
  const systoles = qrsTimes.map((q) => {
    const v = p.pattern === 'large-v' ? 4.2 : 1.35;
    return { q, v };
  });
  for (const { q } of systoles) {
    if (p.pattern !== 'large-v') marks.push({ name: 'c', t: q + 0.07 }, { name: 'x', t: q + 0.21 });
    marks.push({ name: 'v', t: q + (p.pattern === 'large-v' ? 0.3 : 0.39) }, { name: 'y', t: q + 0.54 });
  }
  const f = (t: number) => {
    let value = 5;
    for (const a of aWaves) value += a.size * bump(t, a.t, 0.05, 0.045);
    for (const { q, v } of systoles) {
      const yFall = p.pattern === 'steep-y' ? 0.03 : p.pattern === 'slow-y' ? 0.17 : 0.07;
      const yDepth =
        p.pattern === 'steep-y' ? 3.1 : p.pattern === 'dominant-x' ? 0 : p.pattern === 'slow-y' ? 0.7 : 1.2;
      const xDepth = p.pattern === 'dominant-x' ? 2.6 : p.pattern === 'large-v' ? 0 : 1.4;
      if (p.pattern === 'large-v') {
        // Regurgitation through the tricuspid valve: one large systolic cv wave, no x descent.
        value += v * bump(t, q + 0.3, 0.13, 0.09);
      } else {
        value += 0.7 * bump(t, q + 0.07, 0.025, 0.03);
        value += v * bump(t, q + 0.39, 0.1, 0.06);
      }
      value -= xDepth * bump(t, q + 0.22, 0.06, 0.06);
      value -= yDepth * bump(t, q + 0.54, yFall, 0.1);
    }
    return value;
  };
  return { f, marks };
}

function renderJvp(p: JvpParams): string {
  const rhythm = rhythmFor(p);
  const line = timeline(rhythm, p.seconds);
  const { f, marks } = venousPressure(line.beats, p);
  const ecgTop = p.ecg ? 10 : 0;
  const ecgBase = ecgTop + 34;
  const top = p.ecg ? 70 : 18;
  const bottom = top + 120;
  const height = bottom + 26;
  const x: Scale = { kind: 'lin', d0: 0, d1: p.seconds, r0: PLOT_L, r1: PLOT_R };
  const y: Scale = { kind: 'lin', d0: 0.5, d1: 11.5, r0: bottom, r1: top };
  const parts: string[] = [];
  if (p.ecg) {
    const morphology: Morphology = { conduction: 'normal', pattern: 'none', axis: 50, qtc: 0.4 };
    const signal = leadSignal(line, morphology, 'II', 0, p.seconds, 1 / 250);
    const pts = signal.map(([t, mv]) => [at(x, t), ecgBase - mv * 16] as const);
    parts.push(text(PLOT_L, ecgTop + 6, 'ECG (II)', { size: 10, fill: '#555' }));
    parts.push(
      el('path', {
        d: polyline(simplify(pts, 0.25)),
        fill: 'none',
        stroke: '#444',
        'stroke-width': 1.1,
        'data-ecg': '',
      }),
    );
  }
  const points: Point[] = [];
  for (let i = 0; i <= 400; i++) {
    const t = (p.seconds * i) / 400;
    points.push([at(x, t), at(y, f(t))]);
  }
  parts.push(el('path', { d: `M${PLOT_L} ${bottom}H${PLOT_R}`, stroke: '#999', 'stroke-width': 0.8 }));
  parts.push(text(PLOT_L, top - 6, 'JVP', { size: 10, fill: '#555' }));
  parts.push(
    el('path', {
      d: polyline(simplify(points, 0.2)),
      fill: 'none',
      stroke: '#1565c0',
      'stroke-width': 2.2,
      'stroke-linejoin': 'round',
      'data-jvp': '',
      'data-x': `lin 0 ${num(p.seconds)} ${PLOT_L} ${PLOT_R}`,
      'data-y': `lin .5 11.5 ${bottom} ${top}`,
    }),
  );
  if (p.labels) {
    const labelled: string[] = [];
    for (const mark of marks) {
      if (mark.t < 0.05 || mark.t > p.seconds - 0.05) continue;
      // Dissociated beats and a tamponade's absent y have no regular descents to name.
      if (p.pattern === 'cannon-a' && mark.name !== 'a') continue;
      if (p.pattern === 'dominant-x' && mark.name === 'y') continue;
      const value = f(mark.t);
      const below = mark.name === 'x' || mark.name === 'y';
      const ly = Math.max(top + 4, at(y, value) + (below ? 14 : -6));
      labelled.push(
        text(at(x, mark.t), ly, mark.name, {
          size: 12,
          anchor: 'middle',
          italic: true,
          attrs: { 'data-wave': mark.name },
        }),
      );
    }
    parts.push(group({ fill: '#222' }, labelled));
  }
  parts.push(
    text(PLOT_R, height - 8, `time · ${num(p.seconds, 1)} s shown`, { size: 10, anchor: 'end', fill: '#555' }),
  );
  return chartSvg(height, parts);
}

export const jvp = defineGenerator({
  name: 'jvp',
  title: 'Jugular venous pulse waveforms',
  params: jvpParams,
  render: renderJvp,
});
