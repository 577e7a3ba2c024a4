/**
 * A schematic dermatome map on a plain body outline, front and back, in the anatomical position
 * (palms forward). Limb dermatomes are laid out along each limb (from root to tip, lateral to
 * medial), trunk dermatomes as bands with the usual landmarks (T4 nipples, T10 umbilicus, L1
 * inguinal ligament), the saddle as rings. A schematic for recognising levels, not a surgical map.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { el, group, num, type Point, svg, text } from '../lib/svg.ts';

type Limb = 'arm' | 'leg';
interface LimbRegion {
  limb: Limb;
  /** Along the limb, 0 at the root and 1 at the tip; across, −1 lateral to +1 medial. */
  s: [number, number];
  t: [number, number];
}
interface Region {
  id: string;
  view: 'front' | 'back';
  limb?: LimbRegion[];
  band?: [number, number];
  circle?: [number, number, number];
}

const LIMBS: Record<Limb, { centre: Point[]; width: number[] }> = {
  arm: {
    centre: [
      [50, 68],
      [41, 110],
      [34, 152],
      [28, 200],
      [25, 236],
    ],
    width: [9, 8.5, 7, 5.5, 7.5],
  },
  leg: {
    centre: [
      [70, 196],
      [70, 236],
      [70, 272],
      [70, 330],
      [67, 354],
    ],
    width: [15, 12, 9, 6.5, 8.5],
  },
};

/** A point on a limb from its (s, t) coordinates; `mirror` draws the limb on the other side. */
function limbPoint(limb: Limb, s: number, t: number, mirror: boolean): Point {
  const { centre, width } = LIMBS[limb];
  const segments = centre.length - 1;
  const f = Math.min(Math.max(s, 0), 1) * segments;
  const i = Math.min(Math.floor(f), segments - 1);
  const u = f - i;
  const [x0, y0] = centre[i]!;
  const [x1, y1] = centre[i + 1]!;
  const cx = x0 + (x1 - x0) * u;
  const cy = y0 + (y1 - y0) * u;
  const w = width[i]! + (width[i + 1]! - width[i]!) * u;
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  // The normal pointing towards the body's midline (+x on the viewer's left limbs).
  let nx = (y1 - y0) / len;
  let ny = -(x1 - x0) / len;
  if (nx < 0) {
    nx = -nx;
    ny = -ny;
  }
  const x = cx + t * w * nx;
  const y = cy + t * w * ny;
  return mirror ? [170 - x, y] : [x, y];
}

function limbPolygon(r: LimbRegion, mirror: boolean): string {
  const pts: Point[] = [];
  const steps = Math.max(1, Math.ceil((r.s[1] - r.s[0]) * 8));
  for (let i = 0; i <= steps; i++)
    pts.push(limbPoint(r.limb, r.s[0] + ((r.s[1] - r.s[0]) * i) / steps, r.t[0], mirror));
  for (let i = steps; i >= 0; i--)
    pts.push(limbPoint(r.limb, r.s[0] + ((r.s[1] - r.s[0]) * i) / steps, r.t[1], mirror));
  return `M${pts.map(([x, y]) => `${num(x, 0)} ${num(y, 0)}`).join('L')}Z`;
}

const A = (s: [number, number], t: [number, number]): LimbRegion => ({ limb: 'arm', s, t });
const Lg = (s: [number, number], t: [number, number]): LimbRegion => ({ limb: 'leg', s, t });

const armRegions = (view: 'front' | 'back'): Region[] => [
  { id: 'C4', view, limb: [A([0, 0.07], [-1, 1])] },
  { id: 'C5', view, limb: [A([0.07, 0.5], [-1, 0.1])] },
  { id: 'C6', view, limb: [A([0.5, 0.86], [-1, -0.15]), A([0.86, 1], [-1, -0.35])] },
  {
    id: 'C7',
    view,
    limb: view === 'back' ? [A([0.55, 0.86], [-0.15, 0.3]), A([0.86, 1], [-0.35, 0.3])] : [A([0.86, 1], [-0.35, 0.3])],
  },
  {
    id: 'C8',
    view,
    limb:
      view === 'back'
        ? [A([0.62, 0.86], [0.3, 1]), A([0.86, 1], [0.3, 1])]
        : [A([0.62, 0.86], [0.1, 1]), A([0.86, 1], [0.3, 1])],
  },
  { id: 'T1', view, limb: [A([0.4, 0.62], [0.1, 1])] },
  { id: 'T2', view, limb: [A([0.07, 0.4], [0.1, 1])] },
  ...(view === 'front' ? [{ id: 'C7', view, limb: [A([0.62, 0.86], [-0.15, 0.1])] } as Region] : []),
];

const REGIONS: readonly Region[] = [
  // Front.
  { id: 'C3', view: 'front', band: [46, 58] },
  { id: 'C4', view: 'front', band: [58, 70] },
  { id: 'T2', view: 'front', band: [70, 80] },
  { id: 'T3', view: 'front', band: [80, 90] },
  { id: 'T4', view: 'front', band: [90, 100] },
  { id: 'T5', view: 'front', band: [100, 108] },
  { id: 'T6', view: 'front', band: [108, 116] },
  { id: 'T7', view: 'front', band: [116, 124] },
  { id: 'T8', view: 'front', band: [124, 132] },
  { id: 'T9', view: 'front', band: [132, 140] },
  { id: 'T10', view: 'front', band: [140, 151] },
  { id: 'T11', view: 'front', band: [150, 160] },
  { id: 'T12', view: 'front', band: [160, 172] },
  { id: 'L1', view: 'front', band: [172, 216], limb: [Lg([0, 0.06], [-0.1, 1])] },
  ...armRegions('front'),
  { id: 'L2', view: 'front', limb: [Lg([0.06, 0.3], [-1, 1]), Lg([0, 0.06], [-1, -0.1])] },
  { id: 'L3', view: 'front', limb: [Lg([0.3, 0.5], [-1, 1])] },
  { id: 'L4', view: 'front', limb: [Lg([0.5, 0.9], [0, 1]), Lg([0.9, 1], [0.55, 1])] },
  { id: 'L5', view: 'front', limb: [Lg([0.5, 0.9], [-1, 0]), Lg([0.9, 1], [-0.45, 0.55])] },
  { id: 'S1', view: 'front', limb: [Lg([0.9, 1], [-1, -0.45])] },
  // Back.
  { id: 'C2', view: 'back', band: [8, 46] },
  { id: 'C3', view: 'back', band: [46, 58] },
  { id: 'C4', view: 'back', band: [58, 68] },
  ...['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9', 'T10', 'T11', 'T12'].map(
    (id, i): Region => ({ id, view: 'back', band: [68 + i * 8.5, 76.5 + i * 8.5] }),
  ),
  { id: 'L1', view: 'back', band: [170, 178] },
  { id: 'L2', view: 'back', band: [178, 186], limb: [Lg([0.06, 0.35], [-1, -0.35])] },
  { id: 'L3', view: 'back', band: [186, 194], limb: [Lg([0.06, 0.35], [0.55, 1])] },
  ...armRegions('back'),
  { id: 'S2', view: 'back', limb: [Lg([0, 0.72], [-0.35, 0.55])] },
  { id: 'L4', view: 'back', limb: [Lg([0.35, 0.72], [0.55, 1])] },
  { id: 'L5', view: 'back', limb: [Lg([0.35, 0.72], [-1, -0.35])] },
  { id: 'S1', view: 'back', limb: [Lg([0.72, 1], [-1, 1])] },
  { id: 'S3', view: 'back', band: [194, 216], circle: [85, 202, 13] },
  { id: 'S4', view: 'back', circle: [85, 202, 7.5] },
];

const DERMATOMES = [...new Set(REGIONS.map((r) => r.id))] as [string, ...string[]];

const dermatomesParams = z.strictObject({
  view: z.enum(['both', 'front', 'back']).default('both'),
  /** Dermatomes shaded strongly; the rest pale. Empty: every dermatome in its level's colour. */
  highlight: z.array(z.enum(DERMATOMES)).max(6).default([]),
  /** `all`: name the limb dermatomes and landmark bands; `highlighted`: only those shaded; `none`. */
  labels: z.enum(['all', 'highlighted', 'none']).default('all'),
});
type DermatomesParams = z.output<typeof dermatomesParams>;

const FAMILY: Record<string, string[]> = {
  C: ['#bbdefb', '#90caf9'],
  T: ['#c8e6c9', '#a5d6a7'],
  L: ['#ffe0b2', '#ffcc80'],
  S: ['#e1bee7', '#ce93d8'],
};
const colourOf = (id: string) => {
  const level = Number(id.slice(1));
  return FAMILY[id[0]!]![level % 2]!;
};

const TORSO = 'M50 62L120 62L114 88L110 125L108 160L115 196L108 210L85 214L62 210L55 196L62 160L60 125L56 88Z';
const NECK = 'M77 44H93V64H77Z';

/** Neighbours are labelled on opposite limbs so their names do not collide. */
const LABEL_ON_RIGHT = new Set(['C6', 'C8', 'T2', 'L3', 'L5', 'S1']);
/** Where a limb dermatome's label goes: the centre of its first region. */
function labelPoint(r: Region): Point | undefined {
  const l = r.limb?.[0];
  if (!l) return undefined;
  return limbPoint(l.limb, (l.s[0] + l.s[1]) / 2, (l.t[0] + l.t[1]) / 2, LABEL_ON_RIGHT.has(r.id));
}
const LANDMARK_BANDS = new Set(['C3', 'C4', 'T4', 'T10', 'L1', 'C2']);

function body(view: 'front' | 'back', p: DermatomesParams, dx: number): string {
  const clipId = `k${view[0]}`;
  const parts: string[] = [];
  const outline = { fill: 'none', stroke: '#455a64', 'stroke-width': 1.1, 'stroke-linejoin': 'round' };
  const limbOutline = (limb: Limb, mirror: boolean) => limbPolygon({ limb, s: [0, 1], t: [-1, 1] }, mirror);
  const limbShapes = (['arm', 'leg'] as const).flatMap((l) => [limbOutline(l, false), limbOutline(l, true)]).join('');
  parts.push(
    el(
      'defs',
      {},
      el('clipPath', { id: clipId }, [
        el('path', { d: TORSO + NECK }),
        el('ellipse', { cx: 85, cy: 26, rx: 16, ry: 20 }),
      ]),
    ),
    el('path', { d: limbShapes, fill: '#fafafa' }),
  );
  const highlighted = new Set(p.highlight);
  const fillOf = (id: string) => (highlighted.size === 0 ? colourOf(id) : highlighted.has(id) ? '#e53935' : '#eceff1');
  const attrsOf = (id: string) => ({
    fill: fillOf(id),
    'data-dermatome': id,
    'data-highlight': highlighted.has(id) ? '1' : undefined,
  });
  // Limbs first, the trunk over their roots, so a limb joins the body without a seam.
  for (const r of REGIONS) {
    if (r.view === view && r.limb)
      parts.push(
        el('path', {
          d: r.limb.flatMap((l) => [limbPolygon(l, false), limbPolygon(l, true)]).join(''),
          ...attrsOf(r.id),
        }),
      );
  }
  parts.push(el('path', { d: limbShapes, ...outline }));
  parts.push(
    el('path', { d: TORSO + NECK, fill: '#fafafa' }),
    el('ellipse', { cx: 85, cy: 26, rx: 16, ry: 20, fill: '#fafafa' }),
  );
  for (const r of REGIONS) {
    if (r.view !== view) continue;
    if (r.band)
      parts.push(
        el('rect', {
          x: 30,
          y: r.band[0],
          width: 110,
          height: r.band[1] - r.band[0],
          'clip-path': `url(#${clipId})`,
          ...attrsOf(r.id),
        }),
      );
    if (r.circle) parts.push(el('circle', { cx: r.circle[0], cy: r.circle[1], r: r.circle[2], ...attrsOf(r.id) }));
  }
  if (view === 'back')
    parts.push(
      el('circle', {
        cx: 85,
        cy: 202,
        r: 2.5,
        fill: fillOf('S4') === '#eceff1' ? '#cfd8dc' : '#7b1fa2',
        'data-dermatome': 'S5',
      }),
    );
  parts.push(
    el('path', { d: TORSO + NECK, ...outline }),
    el('ellipse', { cx: 85, cy: 26, rx: 16, ry: 20, ...outline }),
  );
  if (view === 'front') {
    // Landmarks: nipples (T4) and umbilicus (T10).
    parts.push(
      el('circle', { cx: 72, cy: 95, r: 1.8, fill: '#455a64' }),
      el('circle', { cx: 98, cy: 95, r: 1.8, fill: '#455a64' }),
      el('circle', { cx: 85, cy: 145, r: 1.8, fill: '#455a64' }),
    );
  }
  if (p.labels !== 'none') {
    const shown = new Set<string>();
    for (const r of REGIONS) {
      if (r.view !== view || shown.has(r.id)) continue;
      if (p.labels === 'highlighted' && !highlighted.has(r.id)) continue;
      let at: Point | undefined;
      if (r.limb && (!r.band || view === 'back')) at = labelPoint(r);
      if (r.band && (LANDMARK_BANDS.has(r.id) || p.labels === 'highlighted'))
        at = [r.id === 'T10' && view === 'front' ? 99 : 85, (r.band[0] + r.band[1]) / 2];
      if (r.circle) at = [r.circle[0], r.circle[1] + (r.id === 'S3' ? -8.5 : 2)];
      if (!at) continue;
      shown.add(r.id);
      parts.push(
        text(at[0], at[1] + 2.6, r.id, {
          size: r.circle ? 6 : 7.5,
          anchor: 'middle',
          weight: 'bold',
          fill: '#212121',
          // The view's group strokes its shapes white; its names must not inherit it.
          attrs: { stroke: 'none', 'data-label-id': `${view}-${r.id}` },
        }),
      );
    }
  }
  parts.push(
    text(85, 372, view === 'front' ? 'Front' : 'Back', {
      size: 10,
      anchor: 'middle',
      fill: '#555',
      attrs: { stroke: 'none' },
    }),
  );
  return group(
    { transform: dx ? `translate(${dx} 0)` : undefined, 'data-view': view, stroke: '#fff', 'stroke-width': 0.5 },
    parts,
  );
}

function renderDermatomes(p: DermatomesParams): string {
  const views = p.view === 'both' ? (['front', 'back'] as const) : ([p.view] as const);
  const width = views.length * 180;
  return svg(
    { width, height: 380, fontSize: 8 },
    views.map((v, i) => body(v, p, i * 180 + 5)),
  );
}

export const dermatomes = defineGenerator({
  name: 'dermatomes',
  title: 'Dermatome map (schematic body outline)',
  params: dermatomesParams,
  render: renderDermatomes,
});
