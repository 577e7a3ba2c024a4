/**
 * Ventricular function: Frank–Starling curves (stroke volume against end-diastolic pressure) for
 * different contractile states, with points a patient moves between; and Guyton's diagram, the
 * cardiac function curve against the venous return curve, whose crossing is the operating point.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import {
  at,
  axes,
  CHART_WIDTH,
  COLOURS,
  chartSvg,
  curve,
  legend,
  plot,
  type Scale,
  sample,
  ticks,
} from '../lib/chart.ts';
import { el, num, text } from '../lib/svg.ts';

const STARLING_CURVES = {
  normal: { max: 100, k: 6 },
  'positive-inotropy': { max: 132, k: 5.2 },
  'negative-inotropy': { max: 70, k: 7 },
  failure: { max: 52, k: 9 },
} as const;
type StarlingCurve = keyof typeof STARLING_CURVES;

const GUYTON_CHANGES = [
  'none',
  'transfusion',
  'haemorrhage',
  'resistance-up',
  'resistance-down',
  'inotropy-up',
  'heart-failure',
] as const;

const starlingParams = z.strictObject({
  view: z.enum(['starling', 'guyton']).default('starling'),
  curves: z
    .array(z.enum(Object.keys(STARLING_CURVES) as [StarlingCurve, ...StarlingCurve[]]))
    .min(1)
    .max(4)
    .default(['normal']),
  /** Numbered points on the Starling curves: which curve and at what filling pressure. */
  points: z
    .array(z.strictObject({ curve: z.number().int().min(0).max(3), edp: z.number().min(1).max(30) }))
    .max(4)
    .default([]),
  /** Guyton's diagram: what changed (drawn over the reference curves). */
  change: z.enum(GUYTON_CHANGES).default('none'),
});
type StarlingParams = z.output<typeof starlingParams>;

const strokeVolume = (curveName: StarlingCurve, edp: number) => {
  const c = STARLING_CURVES[curveName];
  return c.max * (1 - Math.exp(-edp / c.k));
};

/** Guyton: mean systemic filling pressure and resistance to venous return. */
function venousReturn(rap: number, msfp: number, rvr: number): number {
  return Math.max(0, (msfp - Math.max(rap, -2)) / rvr);
}
function cardiacFunction(rap: number, max: number, mid: number): number {
  return max / (1 + Math.exp(-(rap - mid) / 1.25));
}
function guytonState(change: (typeof GUYTON_CHANGES)[number]) {
  const s = { msfp: 7, rvr: 1.4, max: 13, mid: 1.4 };
  switch (change) {
    case 'transfusion':
      return { ...s, msfp: 10 };
    case 'haemorrhage':
      return { ...s, msfp: 4.5 };
    case 'resistance-up':
      return { ...s, rvr: 2.2 };
    case 'resistance-down':
      return { ...s, rvr: 1 };
    case 'inotropy-up':
      return { ...s, max: 17, mid: 0.6 };
    case 'heart-failure':
      return { ...s, max: 8, mid: 3.2, msfp: 9 };
    default:
      return s;
  }
}

/** The right atrial pressure where venous return meets cardiac output (bisection). */
function operatingPoint(state: ReturnType<typeof guytonState>): [number, number] {
  let lo = -4;
  let hi = 14;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    const diff = cardiacFunction(mid, state.max, state.mid) - venousReturn(mid, state.msfp, state.rvr);
    if (diff > 0) hi = mid;
    else lo = mid;
  }
  return [lo, cardiacFunction(lo, state.max, state.mid)];
}

const STROKES = [COLOURS.normal, COLOURS.a, COLOURS.b, COLOURS.c];
const DASHES = [undefined, '7 3', '2 3', '10 3 2 3'];

function renderStarling(p: StarlingParams): string {
  const W = CHART_WIDTH;
  const H = 300;
  const parts: string[] = [];
  if (p.view === 'starling') {
    const x: Scale = { kind: 'lin', d0: 0, d1: 30, r0: 56, r1: W - 14 };
    const y: Scale = { kind: 'lin', d0: 0, d1: 140, r0: H - 52, r1: 16 };
    parts.push(
      axes({
        x,
        y,
        xTicks: ticks(0, 30, 5),
        yTicks: ticks(0, 140, 20),
        grid: true,
        xTitle: 'LV end-diastolic pressure (mmHg)',
        yTitle: 'Stroke volume (mL)',
      }),
    );
    const inner = p.curves.map((c, i) =>
      curve(
        x,
        y,
        sample((v) => strokeVolume(c, v), 0, 30, 60),
        {
          stroke: STROKES[i],
          'stroke-dasharray': DASHES[i],
          'data-curve': String.fromCharCode(65 + i),
        },
      ),
    );
    p.points.forEach((pt, i) => {
      const name = p.curves[pt.curve] ?? p.curves[0]!;
      const cx = at(x, pt.edp);
      const cy = at(y, strokeVolume(name, pt.edp));
      inner.push(
        el('circle', { cx, cy, r: 4, fill: '#111', 'data-point': String(i + 1) }),
        text(cx + 5, cy - 6, String(i + 1), { size: 12, weight: 'bold' }),
      );
    });
    parts.push(plot(x, y, inner));
    if (p.curves.length > 1)
      parts.push(
        legend(
          at(x, 21),
          at(y, 16),
          p.curves.map((_, i) => ({
            label: `Curve ${String.fromCharCode(65 + i)}`,
            stroke: STROKES[i]!,
            dash: DASHES[i],
          })),
        ),
      );
    return chartSvg(H, parts);
  }
  const x: Scale = { kind: 'lin', d0: -4, d1: 14, r0: 56, r1: W - 14 };
  const y: Scale = { kind: 'lin', d0: 0, d1: 18, r0: H - 52, r1: 16 };
  parts.push(
    axes({
      x,
      y,
      xTicks: ticks(-4, 14, 2),
      yTicks: ticks(0, 18, 3),
      grid: true,
      xTitle: 'Right atrial pressure (mmHg)',
      yTitle: 'Cardiac output / venous return (L/min)',
    }),
  );
  const base = guytonState('none');
  const shown = guytonState(p.change);
  const inner: string[] = [];
  const draw = (s: typeof base, dash: string | undefined, strokeCf: string, strokeVr: string, tag: string) => {
    inner.push(
      curve(
        x,
        y,
        sample((v) => cardiacFunction(v, s.max, s.mid), -4, 14, 72),
        {
          stroke: strokeCf,
          'stroke-dasharray': dash,
          'data-curve': `cardiac-${tag}`,
        },
      ),
      curve(
        x,
        y,
        sample((v) => venousReturn(v, s.msfp, s.rvr), -4, Math.min(14, s.msfp), 72),
        {
          stroke: strokeVr,
          'stroke-dasharray': dash,
          'data-curve': `venous-${tag}`,
        },
      ),
    );
    const [rap, co] = operatingPoint(s);
    inner.push(el('circle', { cx: at(x, rap), cy: at(y, co), r: 4, fill: dash ? '#888' : '#111', 'data-point': tag }));
  };
  if (p.change !== 'none') draw(base, '6 4', '#9e9e9e', '#bdbdbd', 'reference');
  draw(shown, undefined, COLOURS.a, COLOURS.b, 'shown');
  parts.push(plot(x, y, inner));
  parts.push(
    legend(at(x, 6.2), at(y, 17), [
      { label: 'Cardiac function', stroke: COLOURS.a },
      { label: 'Venous return', stroke: COLOURS.b },
      ...(p.change !== 'none' ? [{ label: 'Before the change', stroke: '#9e9e9e', dash: '6 4' }] : []),
    ]),
  );
  parts.push(
    text(at(x, shown.msfp), at(y, 0) - 6, `${num(shown.msfp)}`, { size: 10, anchor: 'middle', fill: COLOURS.b }),
  );
  return chartSvg(H, parts);
}

export const starling = defineGenerator({
  name: 'starling',
  title: 'Frank–Starling and Guyton curves',
  params: starlingParams,
  render: renderStarling,
});
