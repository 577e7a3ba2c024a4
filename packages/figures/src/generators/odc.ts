/**
 * Oxygen–haemoglobin dissociation curves from the Hill equation (S = Pⁿ / (Pⁿ + P50ⁿ), n = 2.7,
 * adult P50 26.8 mmHg), or oxygen content curves (1.34 mL per g of Hb times saturation, plus
 * 0.003 mL/dL per mmHg dissolved). Curves are named by letter, so the figure does not say which
 * shift is which.
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

/** Standard curves: P50 (mmHg), Hill coefficient, capacity (fraction of normal carrying capacity). */
const ODC_CURVES = {
  normal: { p50: 26.8, n: 2.7, capacity: 1 },
  right: { p50: 36, n: 2.7, capacity: 1 },
  left: { p50: 19, n: 2.7, capacity: 1 },
  fetal: { p50: 19, n: 2.7, capacity: 1 },
  myoglobin: { p50: 2.8, n: 1, capacity: 1 },
  /** Carbon monoxide at ~50% COHb: half the sites lost and the rest holding on harder. */
  'carbon-monoxide': { p50: 14, n: 2.1, capacity: 0.5 },
} as const;
type OdcCurve = keyof typeof ODC_CURVES;

const curveSchema = z.strictObject({
  kind: z.enum(Object.keys(ODC_CURVES) as [OdcCurve, ...OdcCurve[]]),
  /** Haemoglobin, g/dL (content curves). */
  hb: z.number().min(3).max(25).default(15),
  /** Overrides the kind's P50. */
  p50: z.number().min(1).max(60).optional(),
  label: z.string().max(24).optional(),
});

const odcParams = z.strictObject({
  /** `saturation`: SO2 (%) against PO2; `content`: O2 content (mL/dL) against PO2. */
  y: z.enum(['saturation', 'content']).default('saturation'),
  curves: z.array(curveSchema).min(1).max(4),
  /** Dashed guides at 50% saturation and each curve's P50. */
  markP50: z.boolean().default(false),
  /** Dotted guides at typical arterial (100 mmHg) and mixed venous (40 mmHg) PO2. */
  markArterialVenous: z.boolean().default(false),
});
type OdcParams = z.output<typeof odcParams>;

function saturation(po2: number, p50: number, n: number): number {
  if (po2 <= 0) return 0;
  return po2 ** n / (po2 ** n + p50 ** n);
}

const STROKES = [COLOURS.normal, COLOURS.a, COLOURS.b, COLOURS.c];
const DASHES = [undefined, '7 3', '2 3', '10 3 2 3'];

function renderOdc(p: OdcParams): string {
  const W = CHART_WIDTH;
  const H = 300;
  const x: Scale = { kind: 'lin', d0: 0, d1: 120, r0: 58, r1: W - 14 };
  const content = p.y === 'content';
  const yMax = content ? 28 : 100;
  const y: Scale = { kind: 'lin', d0: 0, d1: yMax, r0: H - 52, r1: 16 };
  const parts: string[] = [
    axes({
      x,
      y,
      xTicks: ticks(0, 120, 20),
      yTicks: ticks(0, yMax, content ? 4 : 20),
      grid: true,
      xTitle: 'PO₂ (mmHg)',
      yTitle: content ? 'O₂ content (mL/dL)' : 'Haemoglobin saturation (%)',
    }),
  ];
  const curves: string[] = [];
  const guides: string[] = [];
  p.curves.forEach((c, i) => {
    const spec = ODC_CURVES[c.kind];
    const p50 = c.p50 ?? spec.p50;
    const value = (po2: number) => {
      const s = saturation(po2, p50, spec.n) * spec.capacity;
      return content ? 1.34 * c.hb * s + 0.003 * po2 : 100 * s;
    };
    curves.push(
      curve(x, y, sample(value, 0, 120, 120), {
        stroke: STROKES[i],
        'stroke-dasharray': DASHES[i],
        'data-curve': c.label ?? String.fromCharCode(65 + i),
      }),
    );
    if (p.markP50 && !content && spec.capacity === 1) {
      guides.push(
        el('path', {
          d: `M${num(at(x, p50))} ${num(at(y, 50))}V${num(at(y, 0))}`,
          stroke: STROKES[i],
          'stroke-dasharray': '3 3',
          'stroke-width': 1,
        }),
      );
    }
  });
  if (p.markP50 && !content)
    guides.push(
      el('path', {
        d: `M${num(at(x, 0))} ${num(at(y, 50))}H${num(at(x, 120))}`,
        stroke: '#888',
        'stroke-dasharray': '3 3',
      }),
      text(at(x, 118), at(y, 50) - 4, '50%', { size: 10, anchor: 'end', fill: '#555' }),
    );
  if (p.markArterialVenous)
    for (const v of [40, 100])
      guides.push(
        el('path', {
          d: `M${num(at(x, v))} ${num(at(y, 0))}V${num(at(y, yMax))}`,
          stroke: '#999',
          'stroke-dasharray': '1 3',
        }),
      );
  parts.push(plot(x, y, [...guides, ...curves]));
  if (p.curves.length > 1)
    parts.push(
      legend(
        at(x, 78),
        at(y, yMax * 0.3),
        p.curves.map((c, i) => ({
          label: c.label ?? `Curve ${String.fromCharCode(65 + i)}`,
          stroke: STROKES[i]!,
          dash: DASHES[i],
        })),
      ),
    );
  return chartSvg(H, parts);
}

export const odc = defineGenerator({
  name: 'odc',
  title: 'Oxygen–haemoglobin dissociation curves',
  params: odcParams,
  render: renderOdc,
});
