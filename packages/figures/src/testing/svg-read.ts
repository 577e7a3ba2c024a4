/**
 * Reading an SVG back as a test needs it: elements and their attributes, path coordinates, the
 * scales a plot declares. Only what the generators write (no general SVG parser).
 */
import { invert, parseScale, type Scale } from '../lib/chart.ts';

export interface Element {
  tag: string;
  attrs: Record<string, string>;
  /** The raw text up to the element's closing tag (for text content). */
  text: string;
}

export function elements(svg: string, tag?: string): Element[] {
  const out: Element[] = [];
  const re = /<([a-zA-Z]+)((?:\s+[a-zA-Z0-9:-]+="[^"]*")*)\s*(\/?)>([^<]*)/g;
  for (const m of svg.matchAll(re)) {
    if (tag && m[1] !== tag) continue;
    const attrs: Record<string, string> = {};
    for (const a of m[2]!.matchAll(/([a-zA-Z0-9:-]+)="([^"]*)"/g)) attrs[a[1]!] = a[2]!;
    out.push({ tag: m[1]!, attrs, text: m[4] ?? '' });
  }
  return out;
}

export const withAttr = (svg: string, name: string, value?: string) =>
  elements(svg).filter((e) => e.attrs[name] !== undefined && (value === undefined || e.attrs[name] === value));

/** Absolute points of a path written with M, L, l, H, h, V, v, m and Z (no curves). */
export function pathPoints(d: string, scale = 1): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  const tokens = d.match(/[MLlHhVvmZz]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  let command = 'M';
  let x = 0;
  let y = 0;
  let i = 0;
  const next = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (/[a-zA-Z]/.test(token)) {
      command = token;
      i++;
      if (command === 'Z' || command === 'z') continue;
    }
    switch (command) {
      case 'M':
      case 'L':
        x = next();
        y = next();
        if (command === 'M') command = 'L';
        break;
      case 'm':
      case 'l':
        x += next();
        y += next();
        if (command === 'm') command = 'l';
        break;
      case 'H':
        x = next();
        break;
      case 'h':
        x += next();
        break;
      case 'V':
        y = next();
        break;
      case 'v':
        y += next();
        break;
      default:
        throw new Error(`unexpected path command ${command}`);
    }
    points.push([x * scale, y * scale]);
  }
  return points;
}

/** A plot's two scales, read from its data-x and data-y attributes. */
export function plotScales(e: Element): { x: Scale; y: Scale } {
  return { x: parseScale(e.attrs['data-x']!), y: parseScale(e.attrs['data-y']!) };
}

/** A drawn curve read back in the plot's quantities, sorted by x. */
export function curveValues(d: string, scales: { x: Scale; y: Scale }): Array<[number, number]> {
  return pathPoints(d).map(([px, py]) => [invert(scales.x, px), invert(scales.y, py)] as [number, number]);
}

/** Linear interpolation of y at x over points sorted by x. */
export function valueAt(points: ReadonlyArray<readonly [number, number]>, x: number): number {
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    if ((x >= x0 && x <= x1) || (x <= x0 && x >= x1)) return x1 === x0 ? y0 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  throw new Error(`x ${x} outside the curve`);
}

/** The first x at which a curve rising in y reaches `level`. */
export function crossing(points: ReadonlyArray<readonly [number, number]>, level: number): number {
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    if (y0 < level && y1 >= level) return x0 + ((x1 - x0) * (level - y0)) / (y1 - y0);
  }
  throw new Error(`the curve never reaches ${level}`);
}

export const translateOf = (e: Element): [number, number] => {
  const m = /translate\(([-\d.]+)[ ,]([-\d.]+)\)/.exec(e.attrs.transform ?? '');
  if (!m) throw new Error('no translate');
  return [Number(m[1]), Number(m[2])];
};
