/**
 * Axes for the graphs (dissociation curves, loops, audiograms, growth charts…): a scale maps a
 * quantity to the drawing, and the plot area says its mapping in `data-x`/`data-y`, so a test can
 * read a drawn point back as the quantity it stands for.
 */
import { el, group, num, type Point, polyline, svg, text } from './svg.ts';

export interface Scale {
  kind: 'lin' | 'log';
  /** Domain (the quantity) and range (the drawing's units). */
  d0: number;
  d1: number;
  r0: number;
  r1: number;
}

export function at(scale: Scale, value: number): number {
  const f =
    scale.kind === 'log'
      ? (Math.log(value) - Math.log(scale.d0)) / (Math.log(scale.d1) - Math.log(scale.d0))
      : (value - scale.d0) / (scale.d1 - scale.d0);
  return scale.r0 + f * (scale.r1 - scale.r0);
}

export function invert(scale: Scale, position: number): number {
  const f = (position - scale.r0) / (scale.r1 - scale.r0);
  return scale.kind === 'log'
    ? Math.exp(Math.log(scale.d0) + f * (Math.log(scale.d1) - Math.log(scale.d0)))
    : scale.d0 + f * (scale.d1 - scale.d0);
}

const scaleSpec = (s: Scale) => `${s.kind} ${num(s.d0, 4)} ${num(s.d1, 4)} ${num(s.r0)} ${num(s.r1)}`;

export function parseScale(spec: string): Scale {
  const [kind, d0, d1, r0, r1] = spec.split(' ');
  return { kind: kind === 'log' ? 'log' : 'lin', d0: Number(d0), d1: Number(d1), r0: Number(r0), r1: Number(r1) };
}

interface Tick {
  value: number;
  label?: string;
}

export interface AxesOptions {
  x: Scale;
  y: Scale;
  xTicks: Tick[];
  yTicks: Tick[];
  xTitle?: string;
  yTitle?: string;
  /** Light grid lines at every tick. */
  grid?: boolean;
  fontSize?: number;
  /** Extra minor grid values (no label). */
  xMinor?: number[];
  yMinor?: number[];
}

const AXIS = '#333';
const GRID = '#d9dde3';
const MINOR = '#eef0f3';

/** Frame, grid, ticks and titles for a plot area. */
export function axes(options: AxesOptions): string {
  const { x, y } = options;
  const fs = options.fontSize ?? 11;
  const left = Math.min(x.r0, x.r1);
  const right = Math.max(x.r0, x.r1);
  const top = Math.min(y.r0, y.r1);
  const bottom = Math.max(y.r0, y.r1);
  const parts: string[] = [];
  let minor = '';
  for (const v of options.xMinor ?? []) minor += `M${num(at(x, v), 1)} ${num(top, 1)}V${num(bottom, 1)}`;
  for (const v of options.yMinor ?? []) minor += `M${num(left, 1)} ${num(at(y, v), 1)}H${num(right, 1)}`;
  if (minor) parts.push(el('path', { d: minor, stroke: MINOR, 'stroke-width': 0.7, fill: 'none' }));
  if (options.grid) {
    let grid = '';
    for (const t of options.xTicks) grid += `M${num(at(x, t.value), 1)} ${num(top, 1)}V${num(bottom, 1)}`;
    for (const t of options.yTicks) grid += `M${num(left, 1)} ${num(at(y, t.value), 1)}H${num(right, 1)}`;
    parts.push(el('path', { d: grid, stroke: GRID, 'stroke-width': 0.8, fill: 'none' }));
  }
  parts.push(el('rect', { x: left, y: top, width: right - left, height: bottom - top, fill: 'none', stroke: AXIS }));
  let ticks = '';
  for (const t of options.xTicks) ticks += `M${num(at(x, t.value), 1)} ${num(bottom, 1)}v4`;
  for (const t of options.yTicks) ticks += `M${num(left, 1)} ${num(at(y, t.value), 1)}h-4`;
  parts.push(el('path', { d: ticks, stroke: AXIS, fill: 'none' }));
  for (const t of options.xTicks) {
    if (t.label !== undefined)
      parts.push(text(at(x, t.value), bottom + 6 + fs, t.label, { anchor: 'middle', size: fs }));
  }
  for (const t of options.yTicks) {
    if (t.label !== undefined)
      parts.push(text(left - 7, at(y, t.value) + fs * 0.35, t.label, { anchor: 'end', size: fs }));
  }
  if (options.xTitle)
    parts.push(text((left + right) / 2, bottom + 12 + 2 * fs, options.xTitle, { anchor: 'middle', size: fs }));
  if (options.yTitle) {
    const yx = left - 14 - fs * 2.2;
    parts.push(text(yx, (top + bottom) / 2, options.yTitle, { anchor: 'middle', size: fs, rotate: -90 }));
  }
  return group({ 'data-axes': '' }, parts);
}

/** How wide every chart is, in the drawing's units; each chart's height is its own. */
export const CHART_WIDTH = 360;

/** A chart's root element: CHART_WIDTH wide, with 11-unit text. */
export const chartSvg = (height: number, parts: string | string[]): string =>
  svg({ width: CHART_WIDTH, height, fontSize: 11 }, parts);

/** The plot's own group, carrying its scales for tests. */
export function plot(x: Scale, y: Scale, children: string | string[]): string {
  return group({ 'data-plot': '', 'data-x': scaleSpec(x), 'data-y': scaleSpec(y) }, children);
}

/** A curve through quantity points (not drawing points). */
export function curve(
  x: Scale,
  y: Scale,
  points: readonly Point[],
  attrs: Record<string, string | number | undefined>,
): string {
  return el('path', {
    d: polyline(points.map(([a, b]) => [at(x, a), at(y, b)] as const)),
    fill: 'none',
    'stroke-width': 2,
    'stroke-linejoin': 'round',
    ...attrs,
  });
}

/** Evenly spaced samples of f over [a, b]. */
export function sample(f: (v: number) => number, a: number, b: number, count = 80): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const v = a + ((b - a) * i) / count;
    out.push([v, f(v)]);
  }
  return out;
}

const range = (a: number, b: number, step: number) => {
  const out: number[] = [];
  for (let v = a; v <= b + step / 1000; v += step) out.push(Math.round(v * 1000) / 1000);
  return out;
};

/** Ticks from a to b every step, each labelled with its value (`label` writes it another way). */
export const ticks = (a: number, b: number, step: number, label: (v: number) => string = String): Tick[] =>
  range(a, b, step).map((v) => ({ value: v, label: label(v) }));

/** A legend: coloured line samples with labels, one per row. */
export function legend(
  x: number,
  y: number,
  items: Array<{ label: string; stroke: string; dash?: string; width?: number }>,
  fontSize = 11,
): string {
  return group(
    { 'data-legend': '' },
    items.map((item, i) => {
      const row = y + i * (fontSize + 5);
      return (
        el('path', {
          d: `M${num(x)} ${num(row)}h18`,
          stroke: item.stroke,
          'stroke-width': item.width ?? 2.2,
          'stroke-dasharray': item.dash,
        }) + text(x + 23, row + fontSize * 0.35, item.label, { size: fontSize })
      );
    }),
  );
}

/** Standard colours: distinct, readable by most colour-blind readers, and named for what they mean. */
export const COLOURS = {
  ink: '#222',
  normal: '#1f2937',
  a: '#c62828',
  b: '#1565c0',
  c: '#2e7d32',
  d: '#ef6c00',
  e: '#6a1b9a',
  muted: '#777',
  shade: '#cfd8dc',
  highlight: '#fdd835',
  lesion: '#d32f2f',
} as const;

/**
 * A smooth curve through knots that never overshoots them (Fritsch–Carlson monotone cubic):
 * physiological traces are written as a few landmark values and joined without invented bumps.
 */
export function smooth(knots: readonly Point[]): (t: number) => number {
  const n = knots.length;
  const xs = knots.map((k) => k[0]);
  const ys = knots.map((k) => k[1]);
  const d: number[] = [];
  for (let i = 0; i < n - 1; i++) d.push((ys[i + 1]! - ys[i]!) / (xs[i + 1]! - xs[i]!));
  const m: number[] = [d[0] ?? 0];
  for (let i = 1; i < n - 1; i++) m.push(d[i - 1]! * d[i]! <= 0 ? 0 : (d[i - 1]! + d[i]!) / 2);
  m.push(d[n - 2] ?? 0);
  for (let i = 0; i < n - 1; i++) {
    if (d[i] === 0) {
      m[i] = 0;
      m[i + 1] = 0;
      continue;
    }
    const a = m[i]! / d[i]!;
    const b = m[i + 1]! / d[i]!;
    const s = a * a + b * b;
    if (s > 9) {
      const k = 3 / Math.sqrt(s);
      m[i] = k * a * d[i]!;
      m[i + 1] = k * b * d[i]!;
    }
  }
  return (t: number) => {
    if (t <= xs[0]!) return ys[0]!;
    if (t >= xs[n - 1]!) return ys[n - 1]!;
    let i = 0;
    while (t > xs[i + 1]!) i++;
    const h = xs[i + 1]! - xs[i]!;
    const u = (t - xs[i]!) / h;
    const h00 = 2 * u ** 3 - 3 * u ** 2 + 1;
    const h10 = u ** 3 - 2 * u ** 2 + u;
    const h01 = -2 * u ** 3 + 3 * u ** 2;
    const h11 = u ** 3 - u ** 2;
    return h00 * ys[i]! + h10 * h * m[i]! + h01 * ys[i + 1]! + h11 * h * m[i + 1]!;
  };
}
