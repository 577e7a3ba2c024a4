/**
 * Dose–response curves from the Hill equation: response = Emax · Dⁿ / (Dⁿ + EC50ⁿ), drawn on a
 * log-dose (or linear) axis. Each curve is given by its EC50, its Emax and its baseline, so an
 * agonist with a competitive antagonist is a set of parallel curves and a non-competitive one a
 * set of flattened curves. Quantal curves (percentage of subjects responding) show the median
 * effective, toxic and lethal doses.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { at, axes, CHART_WIDTH, COLOURS, chartSvg, curve, legend, plot, type Scale, sample } from '../lib/chart.ts';
import { el, num } from '../lib/svg.ts';

const curveSchema = z.strictObject({
  ec50: z.number().positive(),
  /** Maximal effect, % of the full agonist's; negative for an inverse agonist. */
  emax: z.number().min(-100).max(100).default(100),
  hill: z.number().min(0.3).max(4).default(1),
  label: z.string().max(40).optional(),
});

const doseResponseParams = z.strictObject({
  axis: z.enum(['log', 'linear']).default('log'),
  /** Dose range (same units as EC50). */
  from: z.number().positive().default(0.01),
  to: z.number().positive().default(1000),
  curves: z.array(curveSchema).min(1).max(5),
  /** `graded`: effect, % of maximum; `quantal`: % of subjects responding. */
  kind: z.enum(['graded', 'quantal']).default('graded'),
  /** Dashed guides at half of each curve's Emax down to its EC50. */
  markEc50: z.boolean().default(false),
});
type DoseResponseParams = z.output<typeof doseResponseParams>;

const response = (dose: number, c: { ec50: number; emax: number; hill: number }) =>
  (c.emax * dose ** c.hill) / (dose ** c.hill + c.ec50 ** c.hill);

const STROKES = [COLOURS.normal, COLOURS.a, COLOURS.b, COLOURS.c, COLOURS.e];
const DASHES = [undefined, '7 3', '2 3', '10 3 2 3', '4 2'];

function renderDoseResponse(p: DoseResponseParams): string {
  const W = CHART_WIDTH;
  const H = 300;
  const negative = p.curves.some((c) => c.emax < 0);
  const x: Scale =
    p.axis === 'log'
      ? { kind: 'log', d0: p.from, d1: p.to, r0: 56, r1: W - 14 }
      : { kind: 'lin', d0: 0, d1: p.to, r0: 56, r1: W - 14 };
  const y: Scale = { kind: 'lin', d0: negative ? -50 : 0, d1: 100, r0: H - 52, r1: 16 };
  const xTicks =
    p.axis === 'log'
      ? Array.from({ length: Math.round(Math.log10(p.to / p.from)) + 1 }, (_, i) => {
          const value = p.from * 10 ** i;
          return { value, label: num(value, 3).replace(/^\./, '0.') };
        })
      : Array.from({ length: 6 }, (_, i) => ({ value: (p.to * i) / 5, label: num((p.to * i) / 5, 2) }));
  const yValues = negative ? [-50, -25, 0, 25, 50, 75, 100] : [0, 25, 50, 75, 100];
  const parts: string[] = [
    axes({
      x,
      y,
      xTicks,
      yTicks: yValues.map((v) => ({ value: v, label: String(v) })),
      grid: true,
      xTitle: p.axis === 'log' ? 'Dose (log scale)' : 'Dose',
      yTitle: p.kind === 'quantal' ? 'Subjects responding (%)' : 'Response (% of maximum)',
    }),
  ];
  const inner: string[] = [];
  if (negative)
    inner.push(el('path', { d: `M${num(at(x, x.d0))} ${num(at(y, 0))}H${num(at(x, p.to))}`, stroke: '#555' }));
  const lo = p.axis === 'log' ? p.from : 0;
  p.curves.forEach((c, i) => {
    const pts = sample((d) => d, 0, 1, 120).map(([f]) => {
      const dose = p.axis === 'log' ? p.from * (p.to / p.from) ** f : lo + (p.to - lo) * f;
      return [dose, response(dose, c)] as const;
    });
    inner.push(
      curve(x, y, pts, {
        stroke: STROKES[i],
        'stroke-dasharray': DASHES[i],
        'data-curve': String.fromCharCode(65 + i),
        'data-ec50': num(c.ec50, 4),
        'data-emax': num(c.emax),
      }),
    );
    if (p.markEc50) {
      const half = c.emax / 2;
      inner.push(
        el('path', {
          d: `M${num(at(x, x.d0 === 0 ? 0 : p.from))} ${num(at(y, half))}H${num(at(x, c.ec50))}V${num(at(y, y.d0))}`,
          stroke: STROKES[i],
          'stroke-dasharray': '2 3',
          fill: 'none',
        }),
      );
    }
  });
  parts.push(plot(x, y, inner));
  parts.push(
    legend(
      62,
      24,
      p.curves.map((c, i) => ({ label: c.label ?? String.fromCharCode(65 + i), stroke: STROKES[i]!, dash: DASHES[i] })),
    ),
  );
  return chartSvg(H, parts);
}

export const doseResponse = defineGenerator({
  name: 'dose-response',
  title: 'Dose–response curves',
  params: doseResponseParams,
  render: renderDoseResponse,
});
