/**
 * Spirometry: the forced expiratory volume–time curve, the flow–volume loop (expiration above the
 * axis, inspiration below, volume expired from total lung capacity to the right) and the static
 * lung volumes on a spirogram. Each pattern is a set of numbers (FVC, FEV1/FVC, peak flows, a
 * shape for the falling limb, a ceiling for fixed or variable obstruction).
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { at, axes, CHART_WIDTH, COLOURS, chartSvg, legend, plot, type Scale, ticks } from '../lib/chart.ts';
import { type Attrs, el, group, num, type Point, polyline, text } from '../lib/svg.ts';

const SPIRO_PATTERNS = [
  'normal',
  'obstructive',
  'severe-obstructive',
  'restrictive',
  'mixed',
  'fixed-upper-airway',
  'variable-extrathoracic',
  'variable-intrathoracic',
] as const;
type SpiroPattern = (typeof SPIRO_PATTERNS)[number];

const spirometryParams = z.strictObject({
  view: z.enum(['flow-volume', 'volume-time', 'lung-volumes']).default('flow-volume'),
  pattern: z.enum(SPIRO_PATTERNS).default('normal'),
  /** Draw the predicted (normal) curve dashed underneath. */
  predicted: z.boolean().default(true),
  /** Also draw the same patient after a bronchodilator. */
  afterBronchodilator: z.boolean().default(false),
  /** Lung volumes: name the volumes and capacities, or letter them. */
  names: z.enum(['names', 'letters']).default('names'),
});
type SpirometryParams = z.output<typeof spirometryParams>;

interface SpiroNumbers {
  fvc: number;
  ratio: number;
  pef: number;
  pif: number;
  /** Exponent of the falling expiratory limb: 1 straight, > 1 scooped (concave). */
  scoop: number;
  expCeiling?: number;
  inspCeiling?: number;
}

function numbersFor(pattern: SpiroPattern, bronchodilator = false): SpiroNumbers {
  switch (pattern) {
    case 'normal':
      return { fvc: 4.8, ratio: 0.8, pef: 9.5, pif: 7, scoop: 1 };
    case 'obstructive':
      return bronchodilator
        ? { fvc: 4.3, ratio: 0.66, pef: 7.2, pif: 6.3, scoop: 1.6 }
        : { fvc: 4.1, ratio: 0.55, pef: 5.6, pif: 6, scoop: 2.2 };
    case 'severe-obstructive':
      return { fvc: 3.2, ratio: 0.38, pef: 3.6, pif: 5, scoop: 3.4 };
    case 'restrictive':
      return { fvc: 2.6, ratio: 0.88, pef: 7.4, pif: 5, scoop: 0.9 };
    case 'mixed':
      return { fvc: 2.5, ratio: 0.55, pef: 3.9, pif: 4.2, scoop: 2 };
    case 'fixed-upper-airway':
      return { fvc: 4.5, ratio: 0.68, pef: 9, pif: 7, scoop: 1, expCeiling: 3.2, inspCeiling: 3 };
    case 'variable-extrathoracic':
      return { fvc: 4.6, ratio: 0.78, pef: 9.2, pif: 7, scoop: 1, inspCeiling: 2.6 };
    case 'variable-intrathoracic':
      return { fvc: 4.5, ratio: 0.7, pef: 9, pif: 7, scoop: 1, expCeiling: 3.2 };
  }
}

/** Expiratory flow (L/s) after `v` litres expired; inspiratory flow (negative) at the same volume. */
function expiratoryFlow(n: SpiroNumbers, v: number): number {
  if (v <= 0 || v >= n.fvc) return 0;
  const vp = Math.min(0.45, n.fvc * 0.1);
  const f = v < vp ? n.pef * Math.sin(((Math.PI / 2) * v) / vp) : n.pef * (1 - (v - vp) / (n.fvc - vp)) ** n.scoop;
  return n.expCeiling === undefined ? f : Math.min(f, n.expCeiling);
}
function inspiratoryFlow(n: SpiroNumbers, v: number): number {
  if (v <= 0 || v >= n.fvc) return 0;
  const f = n.pif * Math.sin((Math.PI * v) / n.fvc) ** 0.7;
  return -(n.inspCeiling === undefined ? f : Math.min(f, n.inspCeiling));
}
/** Volume expired by time t (s): an exponential whose one-second fraction is FEV1/FVC. */
function volumeAt(n: SpiroNumbers, t: number): number {
  const tau = -1 / Math.log(1 - n.ratio);
  return t <= 0 ? 0 : n.fvc * (1 - Math.exp(-t / tau));
}

const W = CHART_WIDTH;
const H = 300;

type LegendItem = Parameters<typeof legend>[2][number];

/**
 * The curves the flow–volume and volume–time views layer the same way: the predicted (normal) one
 * dashed grey underneath, the patient's, and the patient's after a bronchodilator. Each path is
 * tagged with `tag` (predicted / measured / after), plus `measuredAttrs` on the patient's own.
 * Returns the patient's numbers.
 */
function patientCurves(
  p: SpirometryParams,
  draw: (n: SpiroNumbers) => string,
  tag: 'data-loop' | 'data-curve',
  inner: string[],
  items: LegendItem[],
  measuredAttrs: (n: SpiroNumbers) => Attrs = () => ({}),
): SpiroNumbers {
  if (p.predicted && p.pattern !== 'normal') {
    inner.push(
      el('path', {
        d: draw(numbersFor('normal')),
        fill: 'none',
        stroke: '#999',
        'stroke-dasharray': '6 4',
        [tag]: 'predicted',
      }),
    );
    items.push({ label: 'Predicted', stroke: '#999', dash: '6 4', width: 1.5 });
  }
  const n = numbersFor(p.pattern);
  inner.push(
    el('path', {
      d: draw(n),
      fill: 'none',
      stroke: COLOURS.b,
      'stroke-width': 2.3,
      [tag]: 'measured',
      ...measuredAttrs(n),
    }),
  );
  items.push({ label: p.afterBronchodilator ? 'Before bronchodilator' : 'Measured', stroke: COLOURS.b });
  if (p.afterBronchodilator) {
    inner.push(
      el('path', {
        d: draw(numbersFor(p.pattern, true)),
        fill: 'none',
        stroke: COLOURS.c,
        'stroke-width': 2,
        'stroke-dasharray': '3 2',
        [tag]: 'after',
      }),
    );
    items.push({ label: 'After bronchodilator', stroke: COLOURS.c, dash: '3 2' });
  }
  return n;
}

/**
 * The gridded frame the flow–volume and volume–time views share: 0 to 6 across (litres or
 * seconds) with a tick every unit; `yTicks` is the vertical axis's from, to and step.
 */
function litreFrame(yTicks: [number, number, number], xTitle: string, yTitle: string) {
  const [from, to, step] = yTicks;
  const x: Scale = { kind: 'lin', d0: 0, d1: 6, r0: 50, r1: W - 14 };
  const y: Scale = { kind: 'lin', d0: from, d1: to, r0: H - 52, r1: 16 };
  const parts = [axes({ x, y, xTicks: ticks(0, 6, 1), yTicks: ticks(from, to, step), grid: true, xTitle, yTitle })];
  return { x, y, parts };
}

function flowVolume(p: SpirometryParams): string[] {
  const { x, y, parts } = litreFrame([-10, 12, 2], 'Volume expired (L)', 'Flow (L/s)   insp ↓  exp ↑');
  const loop = (n: SpiroNumbers) => {
    const pts: Point[] = [];
    for (let i = 0; i <= 120; i++) {
      const v = (n.fvc * i) / 120;
      pts.push([at(x, v), at(y, expiratoryFlow(n, v))]);
    }
    for (let i = 119; i >= 1; i--) {
      const v = (n.fvc * i) / 120;
      pts.push([at(x, v), at(y, inspiratoryFlow(n, v))]);
    }
    return `${polyline(pts)}Z`;
  };
  const inner = [el('path', { d: `M${num(at(x, 0))} ${num(at(y, 0))}H${num(at(x, 6))}`, stroke: '#555' })];
  const items: LegendItem[] = [];
  patientCurves(p, loop, 'data-loop', inner, items, (n) => ({ 'data-fvc': n.fvc }));
  parts.push(plot(x, y, inner), legend(at(x, 3.2), at(y, 11), items));
  return parts;
}

function volumeTime(p: SpirometryParams): string[] {
  const { x, y, parts } = litreFrame([0, 6, 1], 'Time (s)', 'Volume expired (L)');
  const line = (n: SpiroNumbers) => {
    const pts: Point[] = [];
    for (let i = 0; i <= 90; i++) {
      const t = (6 * i) / 90;
      pts.push([at(x, t), at(y, volumeAt(n, t))]);
    }
    return polyline(pts);
  };
  const inner: string[] = [];
  const items: LegendItem[] = [];
  const n = patientCurves(p, line, 'data-curve', inner, items);
  // FEV1 at one second, FVC at the plateau: the two numbers a reader measures.
  const fev1 = volumeAt(n, 1);
  inner.push(
    el('path', {
      d: `M${num(at(x, 1))} ${num(at(y, 0))}V${num(at(y, fev1))}H${num(at(x, 0))}M${num(at(x, 0))} ${num(at(y, volumeAt(n, 6)))}H${num(at(x, 6))}`,
      stroke: COLOURS.b,
      'stroke-dasharray': '2 3',
      fill: 'none',
    }),
    text(at(x, 1) + 4, at(y, fev1) + 14, 'FEV₁', { size: 10, fill: COLOURS.b }),
    text(at(x, 5.9), at(y, volumeAt(n, 6)) - 5, 'FVC', { size: 10, anchor: 'end', fill: COLOURS.b }),
  );
  parts.push(plot(x, y, inner), legend(at(x, 2.6), at(y, 1.3), items));
  return parts;
}

/** The spirogram: quiet breaths, a maximal inspiration, a maximal expiration, quiet breaths again. */
function lungVolumes(p: SpirometryParams): string[] {
  const x: Scale = { kind: 'lin', d0: 0, d1: 30, r0: 30, r1: 214 };
  const y: Scale = { kind: 'lin', d0: 0, d1: 6.5, r0: H - 30, r1: 20 };
  const rv = 1.2;
  const frc = 2.4;
  const vt = 0.5;
  const tlc = 6;
  const pts: Point[] = [];
  for (let i = 0; i <= 300; i++) {
    const t = (30 * i) / 300;
    let v: number;
    if (t < 10) v = frc + (vt / 2) * (1 - Math.cos((2 * Math.PI * t) / 4));
    else if (t < 13) v = frc + ((tlc - frc) * (1 - Math.cos((Math.PI * (t - 10)) / 3))) / 2;
    else if (t < 18) v = tlc - ((tlc - rv) * (1 - Math.cos((Math.PI * (t - 13)) / 5))) / 2;
    else if (t < 21) v = rv + ((frc - rv) * (1 - Math.cos((Math.PI * (t - 18)) / 3))) / 2;
    else v = frc + (vt / 2) * (1 - Math.cos((2 * Math.PI * (t - 21)) / 4));
    pts.push([at(x, t), at(y, v)]);
  }
  const parts: string[] = [
    el('path', { d: `M30 ${num(at(y, 0))}H214`, stroke: '#555' }),
    text(30, at(y, 0) + 14, 'zero volume', { size: 9, fill: '#666' }),
    el('path', { d: polyline(pts), fill: 'none', stroke: COLOURS.b, 'stroke-width': 2.2, 'data-curve': 'spirogram' }),
  ];
  let guides = '';
  for (const level of [tlc, frc + vt, frc, rv]) guides += `M30 ${num(at(y, level))}H${W - 30}`;
  parts.push(el('path', { d: guides, stroke: '#bbb', 'stroke-dasharray': '3 3' }));
  const letters = p.names === 'letters';
  const brackets: Array<[string, string, number, number, number]> = [
    ['IRV', 'A', frc + vt, tlc, 224],
    ['TV', 'B', frc, frc + vt, 224],
    ['ERV', 'C', rv, frc, 224],
    ['RV', 'D', 0, rv, 224],
    ['IC', 'E', frc, tlc, 262],
    ['FRC', 'F', 0, frc, 262],
    ['VC', 'G', rv, tlc, 298],
    ['TLC', 'H', 0, tlc, 330],
  ];
  const marks = brackets.map(([name, letter, lo, hi, bx]) => {
    const y0 = at(y, lo) - 1;
    const y1 = at(y, hi) + 1;
    return group({ 'data-volume': name }, [
      el('path', { d: `M${bx - 3} ${num(y0)}h3V${num(y1)}h-3`, stroke: '#333', fill: 'none' }),
      text(bx + 3, (y0 + y1) / 2 + 3.5, letters ? letter : name, { size: name === 'TV' ? 9 : 10, weight: 'bold' }),
    ]);
  });
  parts.push(...marks);
  parts.push(text(122, 14, 'Volume against time (schematic)', { size: 10, anchor: 'middle', fill: '#555' }));
  return parts;
}

function renderSpirometry(p: SpirometryParams): string {
  const body = p.view === 'flow-volume' ? flowVolume(p) : p.view === 'volume-time' ? volumeTime(p) : lungVolumes(p);
  return chartSvg(H, body);
}

export const spirometry = defineGenerator({
  name: 'spirometry',
  title: 'Spirometry: volume–time curves, flow–volume loops, lung volumes',
  params: spirometryParams,
  render: renderSpirometry,
});
