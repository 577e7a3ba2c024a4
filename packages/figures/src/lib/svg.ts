/**
 * The few pieces every generator writes SVG with. Output is a string built by hand: no DOM, no
 * dependency, and the same parameters give the same bytes (numbers are rounded the same way
 * everywhere, attributes keep their written order).
 */

/** A number as SVG wants it: at most `digits` decimals, no trailing zeros, no "-0", no leading 0. */
export function num(value: number, digits = 2): string {
  const factor = 10 ** digits;
  let rounded = Math.round(value * factor) / factor;
  if (Object.is(rounded, -0) || Math.abs(rounded) < 1 / factor / 2) rounded = 0;
  let text = String(rounded);
  if (text.includes('e')) text = rounded.toFixed(digits).replace(/\.?0+$/, '');
  return text.replace(/^(-?)0\./, '$1.');
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type Attrs = Record<string, string | number | undefined | false>;

function attrText(attrs: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : escapeText(value)}"`;
  }
  return out;
}

/** `<tag attrs>children</tag>`, or `<tag attrs/>` without children. */
export function el(tag: string, attrs: Attrs = {}, children?: string | string[]): string {
  const inner = Array.isArray(children) ? children.join('') : children;
  return inner === undefined || inner === ''
    ? `<${tag}${attrText(attrs)}/>`
    : `<${tag}${attrText(attrs)}>${inner}</${tag}>`;
}

export const group = (attrs: Attrs, children: string | string[]) => el('g', attrs, children);

/** The system's own sans-serif: no font is fetched, and every phone has one. */
const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif';

export interface TextOptions {
  size?: number;
  anchor?: 'start' | 'middle' | 'end';
  weight?: 'bold' | 'normal';
  fill?: string;
  italic?: boolean;
  baseline?: 'middle' | 'hanging';
  rotate?: number;
  attrs?: Attrs;
}

export function text(x: number, y: number, content: string, options: TextOptions = {}): string {
  return el(
    'text',
    {
      x,
      y,
      'font-size': options.size,
      'text-anchor': options.anchor === 'start' ? undefined : options.anchor,
      'font-weight': options.weight === 'bold' ? 'bold' : undefined,
      'font-style': options.italic ? 'italic' : undefined,
      fill: options.fill,
      'dominant-baseline': options.baseline,
      transform: options.rotate ? `rotate(${num(options.rotate)} ${num(x)} ${num(y)})` : undefined,
      ...options.attrs,
    },
    escapeText(content),
  );
}

export interface SvgOptions {
  /** The drawing's own units: its viewBox is `0 0 width height`. */
  width: number;
  height: number;
  /** Pixels per unit for the explicit width/height (CSS may scale it down to the screen). */
  scale?: number;
  /** Text size in the drawing's units when a text element names none. */
  fontSize?: number;
  attrs?: Attrs;
  /** `<defs>` content. */
  defs?: string;
  background?: string;
}

/** The root element: viewBox, explicit size, `role="img"`, the system font, a white ground. */
export function svg(options: SvgOptions, children: string | string[]): string {
  const scale = options.scale ?? 1;
  const body = Array.isArray(children) ? children.join('') : children;
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${num(options.width)} ${num(options.height)}`,
      width: Math.round(options.width * scale),
      height: Math.round(options.height * scale),
      role: 'img',
      'font-family': FONT,
      'font-size': options.fontSize,
      ...options.attrs,
    },
    [
      options.defs ? el('defs', {}, options.defs) : '',
      el('rect', { width: '100%', height: '100%', fill: options.background ?? '#fff' }),
      body,
    ],
  );
}

export type Point = readonly [number, number];

/** Ramer–Douglas–Peucker: drops points that lie within `epsilon` of the line through their neighbours. */
export function simplify(points: readonly Point[], epsilon: number): Point[] {
  if (points.length < 3) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const [x1, y1] = points[first]!;
    const [x2, y2] = points[last]!;
    const dx = x2 - x1;
    const dy = y2 - y1;
    const length = Math.hypot(dx, dy) || 1;
    let worst = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const [x, y] = points[i]!;
      const distance = Math.abs(dy * x - dx * y + x2 * y1 - y2 * x1) / length;
      if (distance > worst) {
        worst = distance;
        index = i;
      }
    }
    if (worst > epsilon && index > 0) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/**
 * A polyline as path data in whole units of `step` (the path is drawn with `scale(step)`):
 * an absolute move, then relative line-tos, the shortest form SVG has for a tracing.
 */
export function tracePath(points: readonly Point[], step: number): string {
  if (points.length === 0) return '';
  let out = '';
  const push = (value: number) => {
    out += `${value >= 0 && /\d$/.test(out) ? ' ' : ''}${value}`;
  };
  let px = 0;
  let py = 0;
  points.forEach(([x, y], i) => {
    const ix = Math.round(x / step);
    const iy = Math.round(y / step);
    if (i === 0) {
      out = 'M';
      push(ix);
      push(iy);
      out += 'l';
    } else if (ix !== px || iy !== py) {
      push(ix - px);
      push(iy - py);
    }
    px = ix;
    py = iy;
  });
  return out.endsWith('l') ? out.slice(0, -1) : out;
}

/** A smooth polyline in the drawing's units (absolute, rounded): for curves on charts. */
export function polyline(points: readonly Point[], digits = 1): string {
  return points
    .map(([x, y], i) => `${i === 0 ? 'M' : i === 1 ? 'L' : ''}${num(x, digits)} ${num(y, digits)}`)
    .join(' ');
}

/** Mulberry32: a small seeded generator, so "random" irregularity is the same on every build. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A string's FNV-1a hash, to seed the generator from a figure's own parameters. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
