/**
 * Left ventricular pressure–volume loops. A loop is built from its four corners (end-diastole,
 * aortic valve opening, end-systole, mitral valve opening) with the filling limb on the
 * end-diastolic pressure–volume relation and the end-systolic corner on the end-systolic
 * pressure–volume relation (elastance line). A changed loop is drawn over the reference loop.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { at, axes, CHART_WIDTH, COLOURS, chartSvg, legend, plot, type Scale, ticks } from '../lib/chart.ts';
import { el, num, type Point, polyline, text } from '../lib/svg.ts';

const PV_STATES = [
  'normal',
  'increased-preload',
  'decreased-preload',
  'increased-afterload',
  'increased-contractility',
  'decreased-contractility',
  'diastolic-dysfunction',
  'aortic-stenosis',
  'mitral-regurgitation',
  'aortic-regurgitation',
  'mitral-stenosis',
] as const;
type PvState = (typeof PV_STATES)[number];

const pvLoopParams = z.strictObject({
  state: z.enum(PV_STATES).default('normal'),
  /** Draw the normal loop underneath (dashed) for comparison. */
  reference: z.boolean().default(true),
  /** Draw the end-systolic and end-diastolic pressure–volume relations. */
  relations: z.boolean().default(false),
  /** Letter the four corners (A end-diastole, B aortic valve opens, C end-systole, D mitral valve opens). */
  corners: z.boolean().default(false),
});
type PvLoopParams = z.output<typeof pvLoopParams>;

interface Loop {
  edv: number;
  esv: number;
  /** End-diastolic pressure, diastolic aortic pressure (valve opens), peak and end-systolic pressure. */
  edp: number;
  open: number;
  peak: number;
  esp: number;
  /** EDPVR stiffness: P = a (e^(k (V − V0)) − 1). */
  stiffness: number;
  /** End-systolic elastance, mmHg/mL, and its volume intercept. */
  ees: number;
  v0: number;
  /** No true isovolumetric phases in regurgitation. */
  leakSystole?: boolean;
  leakDiastole?: boolean;
}

const NORMAL_LOOP: Loop = {
  edv: 120,
  esv: 50,
  edp: 8,
  open: 80,
  peak: 122,
  esp: 100,
  stiffness: 0.028,
  ees: 2.5,
  v0: 10,
};

function loopFor(state: PvState): Loop {
  const n = NORMAL_LOOP;
  switch (state) {
    case 'normal':
      return n;
    case 'increased-preload':
      return { ...n, edv: 150, edp: 14, esv: 53, esp: 108, peak: 128 };
    case 'decreased-preload':
      return { ...n, edv: 95, edp: 5, esv: 46, esp: 92, open: 74, peak: 108 };
    case 'increased-afterload':
      return { ...n, open: 110, peak: 155, esp: 140, esv: 66, edp: 9 };
    case 'increased-contractility':
      return { ...n, ees: 4.2, esv: 35, esp: 105, peak: 128 };
    case 'decreased-contractility':
      return { ...n, ees: 0.95, edv: 165, esv: 110, edp: 22, open: 70, peak: 104, esp: 95 };
    case 'diastolic-dysfunction':
      return { ...n, stiffness: 0.06, edv: 100, esv: 49, edp: 22, esp: 98 };
    case 'aortic-stenosis':
      // The ventricle generates a high pressure the aorta never sees.
      return { ...n, open: 82, peak: 200, esp: 175, esv: 58, edp: 16, stiffness: 0.04, ees: 3.6, edv: 125 };
    case 'mitral-regurgitation':
      return { ...n, edv: 175, esv: 48, edp: 16, open: 78, peak: 112, esp: 95, stiffness: 0.017, leakSystole: true };
    case 'aortic-regurgitation':
      return { ...n, edv: 210, esv: 60, edp: 18, open: 50, peak: 150, esp: 125, stiffness: 0.0135, leakDiastole: true };
    case 'mitral-stenosis':
      return { ...n, edv: 90, esv: 47, edp: 5, open: 76, peak: 110, esp: 92 };
  }
}

const edpvr = (loop: Loop, v: number, mvOpensPressure: number) => {
  // Scaled so the curve passes through (ESV, the pressure at mitral opening) and (EDV, EDP).
  const a = (loop.edp - mvOpensPressure) / (Math.exp(loop.stiffness * (loop.edv - loop.esv)) - 1);
  return mvOpensPressure + a * (Math.exp(loop.stiffness * (v - loop.esv)) - 1);
};

/** The loop's outline, counter-clockwise from end-diastole, in (volume, pressure). */
function loopPoints(loop: Loop): Point[] {
  const out: Point[] = [];
  const mvOpen = 4;
  const steps = 30;
  // Isovolumetric contraction (or, with a leaking mitral valve, volume already falling).
  for (let i = 0; i <= steps; i++) {
    const f = i / steps;
    const v = loop.leakSystole ? loop.edv - 22 * f ** 1.6 : loop.edv;
    out.push([v, loop.edp + (loop.open - loop.edp) * f]);
  }
  // Ejection: pressure rises to its peak then falls to the end-systolic point. The bump's height
  // is solved so the drawn maximum is the loop's peak pressure.
  const vStart = out[out.length - 1]![0];
  const line = (f: number) => loop.open + (loop.esp - loop.open) * f;
  const bump = (f: number) => Math.sin(Math.PI * f ** 1.15);
  const top = (h: number) => Math.max(...Array.from({ length: 61 }, (_, i) => line(i / 60) + h * bump(i / 60)));
  let lo = 0;
  let hi = 200;
  for (let k = 0; k < 30; k++) {
    const mid = (lo + hi) / 2;
    if (top(mid) < loop.peak) lo = mid;
    else hi = mid;
  }
  for (let i = 1; i <= steps * 2; i++) {
    const f = i / (steps * 2);
    out.push([vStart - (vStart - loop.esv) * f, line(f) + lo * bump(f)]);
  }
  // Isovolumetric relaxation (or, with a leaking aortic valve, volume already rising).
  for (let i = 1; i <= steps; i++) {
    const f = i / steps;
    const v = loop.leakDiastole ? loop.esv + 28 * f ** 1.8 : loop.esv;
    out.push([v, loop.esp + (mvOpen - loop.esp) * f ** 0.9]);
  }
  // Filling along the EDPVR.
  const vFill = out[out.length - 1]![0];
  for (let i = 1; i <= steps * 2; i++) {
    const v = vFill + ((loop.edv - vFill) * i) / (steps * 2);
    out.push([v, Math.min(edpvr(loop, v, mvOpen), loop.edp)]);
  }
  return out;
}

function renderPvLoop(p: PvLoopParams): string {
  const W = CHART_WIDTH;
  const H = 310;
  const loop = loopFor(p.state);
  const vMax = Math.max(220, loop.edv + 30);
  const pMax = loop.peak > 170 ? 220 : 180;
  const x: Scale = { kind: 'lin', d0: 0, d1: vMax, r0: 56, r1: W - 14 };
  const y: Scale = { kind: 'lin', d0: 0, d1: pMax, r0: H - 52, r1: 16 };
  const toXY = (pts: Point[]) => `${polyline(pts.map(([v, pr]) => [at(x, v), at(y, pr)] as const))}Z`;
  const parts: string[] = [
    axes({
      x,
      y,
      xTicks: ticks(0, vMax, 40),
      yTicks: ticks(0, pMax, 40),
      grid: true,
      xTitle: 'LV volume (mL)',
      yTitle: 'LV pressure (mmHg)',
    }),
  ];
  const inner: string[] = [];
  const clip = (v: number) => Math.max(0, Math.min(v, pMax));
  if (p.relations) {
    const shown = [loop, ...(p.reference && p.state !== 'normal' ? [NORMAL_LOOP] : [])];
    shown.forEach((l, i) => {
      const vEnd = Math.min(vMax, l.v0 + pMax / l.ees);
      inner.push(
        el('path', {
          d: `M${num(at(x, l.v0))} ${num(at(y, 0))}L${num(at(x, vEnd))} ${num(at(y, clip(l.ees * (vEnd - l.v0))))}`,
          stroke: i === 0 ? COLOURS.e : '#999',
          'stroke-dasharray': '6 3',
          'data-relation': i === 0 ? 'espvr' : 'espvr-reference',
        }),
      );
      const pts: Point[] = [];
      for (let v = l.esv - 20; v <= Math.min(vMax, l.edv + 30); v += 3) pts.push([v, clip(edpvr(l, v, 4))]);
      inner.push(
        el('path', {
          d: polyline(pts.map(([v, pr]) => [at(x, v), at(y, pr)] as const)),
          fill: 'none',
          stroke: i === 0 ? COLOURS.e : '#999',
          'stroke-dasharray': '2 3',
          'data-relation': i === 0 ? 'edpvr' : 'edpvr-reference',
        }),
      );
    });
  }
  if (p.reference && p.state !== 'normal')
    inner.push(
      el('path', {
        d: toXY(loopPoints(NORMAL_LOOP)),
        fill: 'none',
        stroke: '#8a8a8a',
        'stroke-width': 1.6,
        'stroke-dasharray': '6 4',
        'data-loop': 'reference',
      }),
    );
  inner.push(
    el('path', {
      d: toXY(loopPoints(loop)),
      fill: 'rgba(21,101,192,.08)',
      stroke: COLOURS.b,
      'stroke-width': 2.4,
      'stroke-linejoin': 'round',
      'data-loop': 'shown',
      'data-edv': loop.edv,
      'data-esv': loop.esv,
    }),
  );
  if (p.corners) {
    const pts = loopPoints(loop);
    const corners: Array<[string, Point, number, number]> = [
      ['A', pts[0]!, 8, 4],
      ['B', pts[30]!, 8, 0],
      ['C', pts[90]!, -12, -4],
      ['D', pts[120]!, -12, 12],
    ];
    for (const [name, [v, pr], dx, dy] of corners)
      inner.push(
        el('circle', { cx: at(x, v), cy: at(y, pr), r: 2.6, fill: '#111' }),
        text(at(x, v) + dx, at(y, pr) + dy, name, { size: 12, weight: 'bold' }),
      );
  }
  parts.push(plot(x, y, inner));
  if (p.reference && p.state !== 'normal')
    parts.push(
      legend(at(x, vMax * 0.6), 30, [
        { label: 'Reference loop', stroke: '#8a8a8a', dash: '6 4', width: 1.6 },
        { label: 'Altered loop', stroke: COLOURS.b },
      ]),
    );
  return chartSvg(H, parts);
}

export const pvLoop = defineGenerator({
  name: 'pv-loop',
  title: 'Left ventricular pressure–volume loops',
  params: pvLoopParams,
  render: renderPvLoop,
});
