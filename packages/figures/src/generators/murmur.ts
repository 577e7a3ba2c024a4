/**
 * Heart sounds and murmurs as a phonocardiogram schematic: two cycles, S1 and S2 as bursts of
 * vibration, a murmur as a hatched envelope whose shape and timing are the diagnosis (diamond,
 * plateau, decrescendo, rumble, continuous), extra sounds as short bursts. The splitting of S2 is
 * drawn over an expiration and an inspiration.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { CHART_WIDTH, chartSvg } from '../lib/chart.ts';
import { el, group, num, text } from '../lib/svg.ts';

const MURMURS = [
  'none',
  'ejection-systolic',
  'ejection-click-systolic',
  'pansystolic',
  'late-systolic-click',
  'early-diastolic',
  'mid-diastolic-opening-snap',
  'continuous',
  'to-and-fro',
  's3',
  's4',
  'split-s2-physiological',
  'split-s2-wide-fixed',
  'split-s2-reversed',
  'split-s2-wide-variable',
] as const;
type Murmur = (typeof MURMURS)[number];

const murmurParams = z.strictObject({
  murmur: z.enum(MURMURS).default('none'),
  /** `sounds`: name every sound (clicks, snaps, A2/P2); `basic`: only S1 and S2. */
  labels: z.enum(['basic', 'sounds']).default('basic'),
});
type MurmurParams = z.output<typeof murmurParams>;

const W = CHART_WIDTH;
const L = 16;
const R = W - 12;
const BASE = 78;
/** One cycle is 0.8 s: systole S1 → S2 0.32 s, diastole 0.48 s. Two cycles shown. */
const CYCLE = 0.8;
const SYSTOLE = 0.32;
const S1_AT = 0.08;
const x = (t: number) => L + ((R - L) * t) / (2 * CYCLE);

interface Sound {
  t: number;
  amp: number;
  name: string;
  label: boolean;
}
interface Envelope {
  name: string;
  /** Time and height pairs: the murmur's loudness over time. */
  points: Array<[number, number]>;
}

function sounds(m: Murmur, labels: MurmurParams['labels']): { sounds: Sound[]; murmurs: Envelope[]; split: boolean } {
  const all: Sound[] = [];
  const murmurs: Envelope[] = [];
  const named = labels === 'sounds';
  /** A murmur's loudness over time, as time and height pairs. */
  const addMurmur = (name: string, ...points: Array<[number, number]>) => murmurs.push({ name, points });
  const splitKind = m.startsWith('split-s2');
  for (let c = 0; c < 2; c++) {
    const s1 = c * CYCLE + S1_AT;
    const s2 = s1 + SYSTOLE;
    const next = s1 + CYCLE;
    all.push({ t: s1, amp: m === 'mid-diastolic-opening-snap' ? 30 : 24, name: 'S1', label: true });
    if (splitKind) {
      // Cycle 0 is drawn in expiration, cycle 1 in inspiration.
      const gap: Record<string, [number, number]> = {
        'split-s2-physiological': [0, 0.045],
        'split-s2-wide-fixed': [0.06, 0.06],
        'split-s2-reversed': [-0.045, 0],
        'split-s2-wide-variable': [0.04, 0.075],
      };
      const g = gap[m]![c]!;
      if (g === 0) all.push({ t: s2, amp: 20, name: 'S2', label: true });
      else {
        const a2 = g > 0 ? s2 : s2 - g;
        const p2 = g > 0 ? s2 + g : s2;
        all.push({ t: a2, amp: 20, name: 'A2', label: true }, { t: p2, amp: 15, name: 'P2', label: true });
      }
      continue;
    }
    all.push({ t: s2, amp: m === 'early-diastolic' || m === 'ejection-systolic' ? 14 : 20, name: 'S2', label: true });
    switch (m) {
      case 'ejection-systolic':
        addMurmur('ejection-systolic', [s1 + 0.04, 0], [s1 + 0.15, 20], [s2 - 0.03, 0]);
        break;
      case 'ejection-click-systolic':
        all.push({ t: s1 + 0.05, amp: 14, name: 'EC', label: named });
        addMurmur('ejection-systolic', [s1 + 0.07, 0], [s1 + 0.16, 16], [s2 - 0.03, 0]);
        break;
      case 'pansystolic':
        addMurmur('pansystolic', [s1 + 0.005, 13], [s2 - 0.005, 13]);
        break;
      case 'late-systolic-click':
        all.push({ t: s1 + 0.17, amp: 13, name: 'MC', label: named });
        addMurmur('late-systolic', [s1 + 0.18, 4], [s2 - 0.005, 15]);
        break;
      case 'early-diastolic':
        addMurmur('early-diastolic', [s2 + 0.005, 16], [s2 + 0.3, 0]);
        break;
      case 'mid-diastolic-opening-snap':
        all.push({ t: s2 + 0.07, amp: 14, name: 'OS', label: named });
        addMurmur('mid-diastolic', [s2 + 0.09, 10], [s2 + 0.24, 3], [next - 0.14, 4], [next - 0.005, 14]);
        break;
      case 'continuous':
        // Machinery: rising through systole, loudest around S2, fading through diastole.
        addMurmur('continuous', [s1 + 0.01, 3], [s2, 18], [next - 0.02, 3]);
        break;
      case 'to-and-fro':
        addMurmur('ejection-systolic', [s1 + 0.04, 0], [s1 + 0.15, 18], [s2 - 0.03, 0]);
        addMurmur('early-diastolic', [s2 + 0.005, 14], [s2 + 0.3, 0]);
        break;
      case 's3':
        all.push({ t: s2 + 0.14, amp: 9, name: 'S3', label: named });
        break;
      case 's4':
        all.push({ t: next - 0.08, amp: 9, name: 'S4', label: named });
        break;
      default:
        break;
    }
  }
  return { sounds: all, murmurs, split: splitKind };
}

function burst(s: Sound): string {
  let d = '';
  const strokes = 7;
  for (let i = 0; i < strokes; i++) {
    const dx = (i - (strokes - 1) / 2) * 1.5;
    const h = s.amp * (1 - Math.abs(i - (strokes - 1) / 2) / (strokes / 2 + 0.5));
    d += `M${num(x(s.t) + dx, 1)} ${num(BASE - h, 1)}V${num(BASE + h, 1)}`;
  }
  return el('path', { d, stroke: '#111', 'stroke-width': 1.1, 'data-sound': s.name, 'data-t': num(s.t, 3) });
}

/** The envelope, hatched with vertical lines as phonocardiograms draw vibration. */
function envelope(e: Envelope): string {
  const pts = e.points;
  const height = (t: number) => {
    for (let i = 0; i < pts.length - 1; i++) {
      const [t0, h0] = pts[i]!;
      const [t1, h1] = pts[i + 1]!;
      if (t >= t0 && t <= t1) return h0 + ((h1 - h0) * (t - t0)) / (t1 - t0);
    }
    return 0;
  };
  const first = pts[0]![0];
  const last = pts[pts.length - 1]![0];
  let hatch = '';
  for (let t = first; t <= last + 1e-9; t += 0.008) {
    const h = Math.max(height(t), 0.8);
    hatch += `M${num(x(t), 1)} ${num(BASE - h, 1)}V${num(BASE + h, 1)}`;
  }
  const top = pts.map(([t, h]) => `${num(x(t), 1)} ${num(BASE - h, 1)}`).join(' L');
  const bottom = [...pts]
    .reverse()
    .map(([t, h]) => `${num(x(t), 1)} ${num(BASE + h, 1)}`)
    .join(' L');
  return group({ 'data-murmur': e.name, 'data-from': num(first, 3), 'data-to': num(last, 3) }, [
    el('path', { d: `M${top} L${bottom}Z`, fill: '#ffe0b2', stroke: '#e65100', 'stroke-width': 0.8 }),
    el('path', { d: hatch, stroke: '#e65100', 'stroke-width': 0.6 }),
  ]);
}

function renderMurmur(p: MurmurParams): string {
  const { sounds: all, murmurs, split } = sounds(p.murmur, p.labels);
  const parts: string[] = [el('path', { d: `M${L} ${BASE}H${R}`, stroke: '#999', 'stroke-width': 0.8 })];
  for (const m of murmurs) parts.push(envelope(m));
  for (const s of all) parts.push(burst(s));
  for (const s of all) {
    if (!s.label) continue;
    const crowded = s.name === 'P2' || s.name === 'EC' || s.name === 'MC' || s.name === 'OS' || s.name === 'S3';
    parts.push(
      text(x(s.t) + (s.name === 'P2' ? 4 : 0), BASE + 44 + (crowded ? 12 : 0), s.name, { size: 11, anchor: 'middle' }),
    );
  }
  // Systole and diastole brackets.
  for (let c = 0; c < 2; c++) {
    const s1 = x(c * CYCLE + S1_AT);
    const s2 = x(c * CYCLE + S1_AT + SYSTOLE);
    const next = x((c + 1) * CYCLE + S1_AT);
    parts.push(
      el('path', { d: `M${num(s1)} 22v-5H${num(s2)}v5`, stroke: '#666', fill: 'none' }),
      text((s1 + s2) / 2, 13, 'systole', { size: 10, anchor: 'middle', fill: '#555' }),
    );
    parts.push(
      el('path', { d: `M${num(s2 + 2)} 22v-5H${num(Math.min(next - 2, R))}v5`, stroke: '#666', fill: 'none' }),
      text((s2 + Math.min(next, R)) / 2, 13, 'diastole', { size: 10, anchor: 'middle', fill: '#555' }),
    );
  }
  if (split) {
    parts.push(text(x(0.4), 148, 'expiration', { size: 11, anchor: 'middle', italic: true }));
    parts.push(text(x(1.2), 148, 'inspiration', { size: 11, anchor: 'middle', italic: true }));
    parts.push(el('path', { d: `M${num(x(0.8))} 30V150`, stroke: '#bbb', 'stroke-dasharray': '3 3' }));
  }
  return chartSvg(split ? 158 : 142, parts);
}

export const murmur = defineGenerator({
  name: 'murmur',
  title: 'Heart sounds and murmur timing diagrams',
  params: murmurParams,
  render: renderMurmur,
});
