/**
 * ECG rhythm strips and 12-lead tracings on standard paper: 25 mm/s, 10 mm/mV, 1 mm and 5 mm
 * lines, a 1 mV calibration pulse at the start of each row. The drawing's unit is the millimetre,
 * so a test reads intervals and voltages straight off the path.
 */
import { z } from 'zod';
import { defineGenerator } from '../../generator.ts';
import { el, group, num, type Point, simplify, svg, text, tracePath } from '../../lib/svg.ts';
import { type Conduction, LEADS, type Lead, type Morphology, type Pattern } from './model.ts';
import { leadSignal, RHYTHMS, timeline } from './rhythm.ts';

const MM_PER_S = 25;
const MM_PER_MV = 10;
/** The calibration pulse and lead label sit in this margin; the tracing starts at its edge. */
const MARGIN = 10;
const SAMPLE_S = 1 / 300;
/** Pixels per millimetre for the figure's natural size. */
const PX_PER_MM = 4;

const CONDUCTIONS = ['normal', 'lbbb', 'rbbb', 'wpw', 'lvh', 'rvh', 'lafb'] as const satisfies readonly Conduction[];
const PATTERNS = [
  'none',
  'stemi-inferior',
  'stemi-anterior',
  'stemi-anteroseptal',
  'stemi-lateral',
  'stemi-anterolateral',
  'stemi-posterior',
  'old-inferior-mi',
  'pericarditis',
  'ischaemia',
  'hyperkalaemia-peaked-t',
  'hyperkalaemia-wide-qrs',
  'hyperkalaemia-sine-wave',
  'hypokalaemia',
  'hypercalcaemia',
  'hypocalcaemia',
  'digoxin',
] as const satisfies readonly Pattern[];

const ecgParams = z.strictObject({
  /** A single-lead rhythm strip, or the standard 3 × 4 layout with a lead II rhythm strip. */
  layout: z.enum(['strip', '12-lead']).default('strip'),
  /** The strip's lead. */
  lead: z.enum(LEADS).default('II'),
  /** The strip's length. */
  seconds: z.number().min(3).max(10).default(6),
  rhythm: z.enum(RHYTHMS).default('sinus'),
  /** Ventricular rate per minute (the sinus rate for sinus rhythms). */
  rate: z.number().min(20).max(320).default(75),
  /** Atrial rate: flutter waves, the P waves of the AV blocks and of P-wave asystole. */
  atrialRate: z.number().min(40).max(350).default(75),
  /** PR interval, seconds. */
  pr: z.number().min(0.08).max(0.44).default(0.16),
  /** Flutter: F waves per QRS, or 0 for a varying block. */
  block: z.number().int().min(0).max(6).default(2),
  /** Second-degree block: P waves per group, the last not conducted (2 gives 2:1). */
  ratio: z.number().int().min(2).max(6).default(4),
  escape: z.enum(['narrow', 'wide']).default('narrow'),
  every: z.number().int().min(2).max(8).default(4),
  coarse: z.boolean().default(true),
  pWaves: z.boolean().default(false),
  conduction: z.enum(CONDUCTIONS).default('normal'),
  pattern: z.enum(PATTERNS).default('none'),
  /** Frontal QRS axis, degrees. */
  axis: z.number().min(-180).max(180).default(50),
  /** Corrected QT, seconds. */
  qtc: z.number().min(0.3).max(0.7).default(0.4),
  seed: z.number().int().min(0).max(1e6).default(1),
});
type EcgParams = z.output<typeof ecgParams>;

const GRID_DEFS =
  '<pattern id="m" width="1" height="1" patternUnits="userSpaceOnUse"><path d="M1 0V1H0" fill="none" stroke="#f3b3b3" stroke-width=".08"/></pattern>' +
  '<pattern id="M" width="5" height="5" patternUnits="userSpaceOnUse"><rect width="5" height="5" fill="url(#m)"/><path d="M5 0V5H0" fill="none" stroke="#dd6b6b" stroke-width=".2"/></pattern>';

const TRACE = {
  fill: 'none',
  stroke: '#111',
  'stroke-width': 2.3,
  'stroke-linejoin': 'round',
  'stroke-linecap': 'round',
};

/** A stretch of one lead as a path in tenths of a millimetre, with what a reader needs to measure it. */
function trace(signal: Point[], lead: Lead, x0: number, base: number): string {
  const t0 = signal[0]![0];
  const points = signal.map(([t, mv]) => [x0 + (t - t0) * MM_PER_S, base - mv * MM_PER_MV] as const);
  return el('path', {
    d: tracePath(simplify(points, 0.045), 0.1),
    transform: 'scale(.1)',
    'data-lead': lead,
    'data-t0': num(t0, 3),
    'data-x0': x0,
    'data-base': base,
    ...TRACE,
  });
}

/** The 1 mV standardisation pulse: 10 mm tall, 5 mm (0.2 s) wide. */
const calibration = (base: number) =>
  el('path', {
    d: `M2 ${num(base)}h1.5v-${MM_PER_MV}h5v${MM_PER_MV}h1.5`,
    fill: 'none',
    stroke: '#111',
    'stroke-width': 0.23,
    'data-calibration': '',
  });

const label = (x: number, y: number, lead: string) => text(x, y, lead, { size: 3.4, weight: 'bold', fill: '#222' });

function morphologyOf(p: EcgParams): Morphology {
  return { conduction: p.conduction, pattern: p.pattern, axis: p.axis, qtc: p.qtc };
}

function renderEcg(p: EcgParams): string {
  const morphology = morphologyOf(p);
  const twelve = p.layout === '12-lead';
  const seconds = twelve ? 10 : p.seconds;
  const line = timeline(p, seconds);
  const width = MARGIN + seconds * MM_PER_S + 5;
  const parts: string[] = [];
  let height: number;
  if (!twelve) {
    height = 40;
    const base = 20;
    parts.push(calibration(base), label(MARGIN + 1, 5, p.lead));
    parts.push(trace(leadSignal(line, morphology, p.lead, 0, seconds, SAMPLE_S), p.lead, MARGIN, base));
  } else {
    height = 145;
    const columns: Lead[][] = [
      ['I', 'II', 'III'],
      ['aVR', 'aVL', 'aVF'],
      ['V1', 'V2', 'V3'],
      ['V4', 'V5', 'V6'],
    ];
    const rowBase = [20, 55, 90];
    let separators = '';
    columns.forEach((leads, column) => {
      const t0 = column * 2.5;
      const x0 = MARGIN + t0 * MM_PER_S;
      leads.forEach((lead, row) => {
        const base = rowBase[row]!;
        parts.push(label(x0 + 1, base - 11, lead));
        parts.push(trace(leadSignal(line, morphology, lead, t0, t0 + 2.5, SAMPLE_S), lead, x0, base));
        if (column > 0) separators += `M${num(x0)} ${base - 4}v8`;
      });
    });
    for (const base of rowBase) parts.push(calibration(base));
    parts.push(calibration(125), label(MARGIN + 1, 114, 'II'));
    parts.push(trace(leadSignal(line, morphology, 'II', 0, 10, SAMPLE_S), 'II', MARGIN, 125));
    parts.push(el('path', { d: separators, stroke: '#111', 'stroke-width': 0.3 }));
  }
  parts.push(text(width - 2, height - 1.5, '25 mm/s   10 mm/mV', { size: 2.6, anchor: 'end', fill: '#555' }));
  return svg(
    {
      width,
      height,
      scale: PX_PER_MM,
      defs: GRID_DEFS,
      attrs: { 'data-mm-per-s': MM_PER_S, 'data-mm-per-mv': MM_PER_MV },
    },
    [el('rect', { width, height, fill: 'url(#M)', 'data-grid': '' }), group({}, parts)],
  );
}

export const ecg = defineGenerator({
  name: 'ecg',
  title: 'ECG rhythm strips and 12-lead tracings',
  params: ecgParams,
  render: renderEcg,
});
