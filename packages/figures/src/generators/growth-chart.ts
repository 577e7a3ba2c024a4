/**
 * A child's measurements plotted against centile lines. The centile lines have the shape of the
 * WHO charts (medians close to the published ones, a constant coefficient of variation) but are
 * NOT the WHO values, and the chart says so: it teaches the pattern (tracking, crossing centiles,
 * catching up), never a real child's centile.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { at, axes, CHART_WIDTH, chartSvg, curve, plot, type Scale, sample, smooth, ticks } from '../lib/chart.ts';
import { el, group, num, type Point, polyline, text } from '../lib/svg.ts';

/** Approximate medians (age, value) and the spread used to draw the schematic centiles. */
const MEASURES = {
  'weight-0-5': {
    title: 'Weight (kg)',
    ageTitle: 'Age (months)',
    ages: [0, 60],
    step: 12,
    range: [0, 28],
    yStep: 4,
    cv: 0.13,
    median: {
      boy: [
        [0, 3.3],
        [3, 6.4],
        [6, 7.9],
        [12, 9.6],
        [24, 12.2],
        [36, 14.3],
        [48, 16.3],
        [60, 18.3],
      ],
      girl: [
        [0, 3.2],
        [3, 5.8],
        [6, 7.3],
        [12, 8.9],
        [24, 11.5],
        [36, 13.9],
        [48, 16.1],
        [60, 18.2],
      ],
    },
  },
  'length-0-2': {
    title: 'Length (cm)',
    ageTitle: 'Age (months)',
    ages: [0, 24],
    step: 3,
    range: [45, 95],
    yStep: 5,
    cv: 0.036,
    median: {
      boy: [
        [0, 49.9],
        [3, 61.4],
        [6, 67.6],
        [9, 72],
        [12, 75.7],
        [18, 82.3],
        [24, 87.8],
      ],
      girl: [
        [0, 49.1],
        [3, 59.8],
        [6, 65.7],
        [9, 70.1],
        [12, 74],
        [18, 80.7],
        [24, 86.4],
      ],
    },
  },
  'height-2-18': {
    title: 'Height (cm)',
    ageTitle: 'Age (years)',
    ages: [2, 18],
    step: 2,
    range: [70, 200],
    yStep: 10,
    cv: 0.042,
    median: {
      boy: [
        [2, 87],
        [4, 103],
        [6, 116],
        [8, 128],
        [10, 138],
        [12, 149],
        [14, 163],
        [16, 173],
        [18, 176],
      ],
      girl: [
        [2, 86],
        [4, 102],
        [6, 115],
        [8, 127],
        [10, 138],
        [12, 151],
        [14, 159],
        [16, 162],
        [18, 163],
      ],
    },
  },
  'head-0-2': {
    title: 'Head circumference (cm)',
    ageTitle: 'Age (months)',
    ages: [0, 24],
    step: 3,
    range: [30, 54],
    yStep: 2,
    cv: 0.03,
    median: {
      boy: [
        [0, 34.5],
        [3, 40.5],
        [6, 43.3],
        [9, 45],
        [12, 46.1],
        [18, 47.4],
        [24, 48.3],
      ],
      girl: [
        [0, 33.9],
        [3, 39.5],
        [6, 42.2],
        [9, 43.8],
        [12, 45],
        [18, 46.2],
        [24, 47.2],
      ],
    },
  },
} as const;
type Measure = keyof typeof MEASURES;

/** Centiles drawn (WHO charts use 3, 15, 50, 85, 97), and their z-scores. */
const CENTILES: ReadonlyArray<[number, number]> = [
  [3, -1.881],
  [15, -1.036],
  [50, 0],
  [85, 1.036],
  [97, 1.881],
];

const growthChartParams = z.strictObject({
  measure: z.enum(Object.keys(MEASURES) as [Measure, ...Measure[]]),
  sex: z.enum(['boy', 'girl']),
  /** The child's measurements as (age, z-score) pairs; drawn at the schematic centiles' values. */
  points: z
    .array(z.tuple([z.number(), z.number().min(-5).max(5)]))
    .min(1)
    .max(16),
  /** A second series, e.g. mid-parental target or a sibling, drawn hollow. */
  marker: z.strictObject({ age: z.number(), z: z.number(), label: z.string().max(24) }).optional(),
});
type GrowthChartParams = z.output<typeof growthChartParams>;

function valueAt(measure: Measure, sex: 'boy' | 'girl', age: number, z: number): number {
  const m = MEASURES[measure];
  const median = smooth(m.median[sex] as unknown as Point[])(age);
  return median * Math.exp(z * m.cv);
}

function renderGrowthChart(p: GrowthChartParams): string {
  const W = CHART_WIDTH;
  const H = 330;
  const m = MEASURES[p.measure];
  const x: Scale = { kind: 'lin', d0: m.ages[0], d1: m.ages[1], r0: 50, r1: W - 36 };
  const y: Scale = { kind: 'lin', d0: m.range[0], d1: m.range[1], r0: H - 66, r1: 28 };
  const band = p.sex === 'boy' ? '#e3f2fd' : '#fce4ec';
  const parts: string[] = [
    el('rect', { x: 0, y: 0, width: W, height: 22, fill: band }),
    text(W / 2, 15, `${m.title.replace(/ \(.*\)/, '')}-for-age · ${p.sex}s · centiles schematic`, {
      size: 11,
      anchor: 'middle',
      weight: 'bold',
    }),
    axes({
      x,
      y,
      xTicks: ticks(m.ages[0], m.ages[1], m.step),
      yTicks: ticks(m.range[0], m.range[1], m.yStep),
      grid: true,
      xTitle: m.ageTitle,
      yTitle: m.title,
    }),
  ];
  const inner: string[] = [];
  for (const [centile, z] of CENTILES) {
    const pts = sample((age) => valueAt(p.measure, p.sex, age, z), m.ages[0], m.ages[1], 48);
    inner.push(
      curve(x, y, pts, {
        stroke: centile === 50 ? '#2e7d32' : centile === 3 || centile === 97 ? '#c62828' : '#f9a825',
        'stroke-width': centile === 50 ? 1.8 : 1.3,
        'data-centile': centile,
      }),
    );
    const [, last] = pts[pts.length - 1]!;
    inner.push(text(at(x, m.ages[1]) + 3, at(y, last) + 3.5, String(centile), { size: 9, fill: '#444' }));
  }
  const child = p.points.map(([age, z]) => [at(x, age), at(y, valueAt(p.measure, p.sex, age, z))] as const);
  inner.push(
    el('path', { d: polyline(child), fill: 'none', stroke: '#111', 'stroke-width': 1.4 }),
    group(
      { 'data-child': '' },
      child.map(([cx, cy], i) =>
        el('circle', {
          cx,
          cy,
          r: 3.4,
          fill: '#111',
          'data-age': num(p.points[i]![0], 2),
          'data-z': num(p.points[i]![1], 2),
        }),
      ),
    ),
  );
  if (p.marker) {
    const mx = at(x, p.marker.age);
    const my = at(y, valueAt(p.measure, p.sex, p.marker.age, p.marker.z));
    inner.push(
      el('circle', { cx: mx, cy: my, r: 4, fill: '#fff', stroke: '#111', 'stroke-width': 1.6 }),
      text(mx - 6, my - 7, p.marker.label, { size: 10, anchor: 'end' }),
    );
  }
  parts.push(plot(x, y, inner));
  parts.push(
    text(W / 2, H - 8, 'Centile lines show the shape of WHO-style charts; not for plotting a real child.', {
      size: 9,
      anchor: 'middle',
      fill: '#666',
    }),
  );
  return chartSvg(H, parts);
}

export const growthChart = defineGenerator({
  name: 'growth-chart',
  title: 'Growth charts (schematic centiles)',
  params: growthChartParams,
  render: renderGrowthChart,
});
