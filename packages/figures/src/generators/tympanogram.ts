/**
 * Tympanograms (226 Hz probe): middle-ear admittance (mL equivalent volume) against ear-canal
 * pressure (daPa), with the usual normal region boxed and the ear-canal volume printed, as a
 * screening printout shows them. Jerger's types: A, As, Ad, B, C.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { at, axes, CHART_WIDTH, chartSvg, curve, plot, type Scale, sample, ticks } from '../lib/chart.ts';
import { el, text } from '../lib/svg.ts';

const TYMPANOGRAM_TYPES = {
  A: { peak: 0.85, at: -10, width: 70 },
  As: { peak: 0.22, at: -5, width: 60 },
  Ad: { peak: 2.7, at: -5, width: 55 },
  B: { peak: 0, at: 0, width: 100 },
  C: { peak: 0.7, at: -240, width: 75 },
} as const;
type TympanogramType = keyof typeof TYMPANOGRAM_TYPES;

const tympanogramParams = z.strictObject({
  type: z.enum(Object.keys(TYMPANOGRAM_TYPES) as [TympanogramType, ...TympanogramType[]]),
  ear: z.enum(['right', 'left']).default('right'),
  /** Ear canal volume, mL (large with a perforation or a patent grommet). */
  canalVolume: z.number().min(0.2).max(6).default(1),
  /** Overrides the type's peak pressure (daPa). */
  peakPressure: z.number().min(-400).max(200).optional(),
});
type TympanogramParams = z.output<typeof tympanogramParams>;

function admittance(p: TympanogramParams, pressure: number): number {
  const t = TYMPANOGRAM_TYPES[p.type];
  const centre = p.peakPressure ?? t.at;
  if (p.type === 'B') return 0.08 + 0.00008 * (pressure + 400);
  const z = (pressure - centre) / t.width;
  return 0.06 + t.peak / (1 + z * z * 1.6);
}

function renderTympanogram(p: TympanogramParams): string {
  const W = CHART_WIDTH;
  const H = 290;
  const yMax = p.type === 'Ad' ? 3 : 2;
  const x: Scale = { kind: 'lin', d0: -400, d1: 200, r0: 52, r1: W - 14 };
  const y: Scale = { kind: 'lin', d0: 0, d1: yMax, r0: H - 62, r1: 18 };
  const colour = p.ear === 'right' ? '#c62828' : '#1565c0';
  const parts: string[] = [
    axes({
      x,
      y,
      xTicks: ticks(-400, 200, 100),
      yTicks: ticks(0, yMax, 0.5, (v) => v.toFixed(1)),
      grid: true,
      xTitle: 'Ear canal pressure (daPa)',
      yTitle: 'Admittance (mL)',
    }),
  ];
  const inner = [
    el('rect', {
      x: at(x, -100),
      y: at(y, 1.6),
      width: at(x, 50) - at(x, -100),
      height: at(y, 0.3) - at(y, 1.6),
      fill: 'rgba(46,125,50,.08)',
      stroke: '#2e7d32',
      'stroke-dasharray': '4 3',
      'data-normal-region': '',
    }),
    curve(
      x,
      y,
      sample((v) => Math.min(admittance(p, v), yMax), -400, 200, 150),
      { stroke: colour, 'stroke-width': 2.4, 'data-curve': p.ear },
    ),
  ];
  parts.push(plot(x, y, inner));
  const peak = p.type === 'B' ? 'no peak' : `${Math.round(p.peakPressure ?? TYMPANOGRAM_TYPES[p.type].at)} daPa`;
  parts.push(
    text(
      W / 2,
      H - 12,
      `${p.ear === 'right' ? 'Right' : 'Left'} ear · canal volume ${p.canalVolume.toFixed(1)} mL · peak ${peak}`,
      {
        size: 10,
        anchor: 'middle',
        fill: '#333',
        attrs: { 'data-canal-volume': p.canalVolume.toFixed(1) },
      },
    ),
  );
  return chartSvg(H, parts);
}

export const tympanogram = defineGenerator({
  name: 'tympanogram',
  title: 'Tympanograms (Jerger types)',
  params: tympanogramParams,
  render: renderTympanogram,
});
