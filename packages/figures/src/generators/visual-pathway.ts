/**
 * The visual pathway seen from above (eyes at the top, the patient's left on the viewer's left)
 * with a lesion marked, and the visual fields it leaves: one circle per eye as the patient sees
 * them (left eye's field on the left, temporal halves outward), lost field shaded. The field loss
 * is worked out from which fibres the lesion cuts, not written per lesion: the right visual field
 * lands on the left half of each retina, nasal fibres cross at the chiasm, inferior retinal fibres
 * (the upper field) loop through the temporal lobe.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { el, group, num, svg, text } from '../lib/svg.ts';

export type Eye = 'left' | 'right';
export type Half = 'temporal' | 'nasal';
export type Vertical = 'superior' | 'inferior';
export type Quadrant = `${Eye}-${Half}-${Vertical}`;

export interface FieldLoss {
  quadrants: Quadrant[];
  /** The central field kept (occipital lesions with macular sparing). */
  maculaSpared?: boolean;
  /** Only the central field lost (a central scotoma). */
  central?: Eye[];
}

const ALL: Quadrant[] = (['left', 'right'] as const).flatMap((eye) =>
  (['temporal', 'nasal'] as const).flatMap((half) =>
    (['superior', 'inferior'] as const).map((v) => `${eye}-${half}-${v}` as Quadrant),
  ),
);
const q = (eye: Eye, half?: Half, vertical?: Vertical) =>
  ALL.filter(
    (x) => x.startsWith(`${eye}-`) && (!half || x.includes(`-${half}-`)) && (!vertical || x.endsWith(vertical)),
  );
/** The field on the viewer's (and patient's) `side`: for the left eye that is its temporal half on the left. */
const homonymous = (side: 'left' | 'right', vertical?: Vertical): Quadrant[] => [
  ...q('left', side === 'left' ? 'temporal' : 'nasal', vertical),
  ...q('right', side === 'left' ? 'nasal' : 'temporal', vertical),
];

export const LESIONS = {
  none: () => ({ quadrants: [] }),
  'optic-nerve-left': () => ({ quadrants: q('left') }),
  'optic-nerve-right': () => ({ quadrants: q('right') }),
  'central-scotoma-left': () => ({ quadrants: [], central: ['left'] }),
  'central-scotoma-right': () => ({ quadrants: [], central: ['right'] }),
  'junction-left': () => ({ quadrants: [...q('left'), ...q('right', 'temporal', 'superior')] }),
  'junction-right': () => ({ quadrants: [...q('right'), ...q('left', 'temporal', 'superior')] }),
  chiasm: () => ({ quadrants: [...q('left', 'temporal'), ...q('right', 'temporal')] }),
  // Pressure from below reaches the inferior crossing fibres first: the upper temporal fields go first.
  'chiasm-from-below': () => ({
    quadrants: [...q('left', 'temporal', 'superior'), ...q('right', 'temporal', 'superior')],
  }),
  'chiasm-from-above': () => ({
    quadrants: [...q('left', 'temporal', 'inferior'), ...q('right', 'temporal', 'inferior')],
  }),
  'chiasm-both-lateral': () => ({ quadrants: [...q('left', 'nasal'), ...q('right', 'nasal')] }),
  'optic-tract-left': () => ({ quadrants: homonymous('right') }),
  'optic-tract-right': () => ({ quadrants: homonymous('left') }),
  'meyer-loop-left': () => ({ quadrants: homonymous('right', 'superior') }),
  'meyer-loop-right': () => ({ quadrants: homonymous('left', 'superior') }),
  'parietal-left': () => ({ quadrants: homonymous('right', 'inferior') }),
  'parietal-right': () => ({ quadrants: homonymous('left', 'inferior') }),
  'occipital-left': () => ({ quadrants: homonymous('right'), maculaSpared: true }),
  'occipital-right': () => ({ quadrants: homonymous('left'), maculaSpared: true }),
} satisfies Record<string, () => FieldLoss>;
type Lesion = keyof typeof LESIONS;

const fieldLoss = (lesion: Lesion): FieldLoss => LESIONS[lesion]();

const visualPathwayParams = z.strictObject({
  lesion: z.enum(Object.keys(LESIONS) as [Lesion, ...Lesion[]]).default('none'),
  /** `both`: pathway and fields; `fields`: only the fields; `pathway`: only the pathway with the lesion. */
  view: z.enum(['both', 'fields', 'pathway']).default('both'),
  /** Mark the lesion with a letter instead of a bar (for "which site" questions, several letters). */
  letters: z.boolean().default(false),
  /** Name the structures. */
  labels: z.boolean().default(true),
});
type VisualPathwayParams = z.output<typeof visualPathwayParams>;

/** Where each lesion is drawn on the pathway: a bar across at (x, y), angle in degrees. */
const LESION_MARKS: Record<Exclude<Lesion, 'none'>, [number, number, number, number]> = {
  'optic-nerve-left': [134, 76, 0, 18],
  'optic-nerve-right': [226, 76, 0, 18],
  'central-scotoma-left': [128, 66, 0, 10],
  'central-scotoma-right': [232, 66, 0, 10],
  'junction-left': [160, 100, 35, 16],
  'junction-right': [200, 100, -35, 16],
  chiasm: [180, 112, 90, 14],
  'chiasm-from-below': [180, 120, 0, 18],
  'chiasm-from-above': [180, 104, 0, 18],
  'chiasm-both-lateral': [180, 112, 90, 44],
  'optic-tract-left': [150, 144, -40, 18],
  'optic-tract-right': [210, 144, 40, 18],
  'meyer-loop-left': [90, 214, 20, 16],
  'meyer-loop-right': [270, 214, -20, 16],
  'parietal-left': [140, 220, 20, 14],
  'parietal-right': [220, 220, -20, 14],
  'occipital-left': [150, 272, 90, 18],
  'occipital-right': [210, 272, 90, 18],
};

const RIGHT_FIELD = '#c62828';
const LEFT_FIELD = '#1565c0';

function pathway(p: VisualPathwayParams): string[] {
  const parts: string[] = [];
  // Eyes: the left half of each retina sees the right field (red), the right half the left field (blue).
  for (const [cx, name] of [
    [128, 'Left eye'],
    [232, 'Right eye'],
  ] as const) {
    parts.push(
      el('path', { d: `M${cx} 22a22 22 0 0 0 0 44Z`, fill: '#ffebee', stroke: RIGHT_FIELD, 'stroke-width': 1.5 }),
      el('path', { d: `M${cx} 22a22 22 0 0 1 0 44Z`, fill: '#e3f2fd', stroke: LEFT_FIELD, 'stroke-width': 1.5 }),
    );
    if (p.labels) parts.push(text(cx, 14, name, { size: 10, anchor: 'middle' }));
  }
  const line = (d: string, stroke: string, w = 2.2) =>
    el('path', { d, fill: 'none', stroke, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  // Left eye: temporal (red) stays left; nasal (blue) crosses. Right eye: temporal (blue) stays right; nasal (red) crosses.
  parts.push(
    line('M124 66L160 110L146 138L124 168', RIGHT_FIELD),
    line('M132 66L166 108L204 138L236 168', LEFT_FIELD),
    line('M236 66L200 110L214 138L236 168', LEFT_FIELD),
    line('M228 66L194 108L156 138L124 168', RIGHT_FIELD),
  );
  // LGN and radiations: upper fibres (lower field) straight back through the parietal lobe, lower
  // fibres (upper field) looping forward through the temporal lobe (Meyer's loop).
  for (const side of [-1, 1] as const) {
    const cx = 180 + side * 56;
    const colour = side < 0 ? RIGHT_FIELD : LEFT_FIELD;
    parts.push(el('ellipse', { cx, cy: 172, rx: 11, ry: 7, fill: '#fff3e0', stroke: '#ef6c00', 'stroke-width': 1.5 }));
    parts.push(
      line(`M${cx} 178C${cx - side * 4} 210 ${180 + side * 34} 240 ${180 + side * 32} 266`, colour, 2),
      line(`M${cx} 178C${cx + side * 60} 196 ${180 + side * 92} 232 ${180 + side * 40} 274`, colour, 2),
    );
    parts.push(
      el('path', {
        d: `M${180 + side * 10} 260L${180 + side * 52} 262L${180 + side * 52} 286L${180 + side * 10} 288Z`,
        fill: '#ede7f6',
        stroke: '#6a1b9a',
        'stroke-width': 1.3,
      }),
    );
  }
  if (p.labels) {
    parts.push(
      text(22, 80, 'Optic nerve', { size: 10, attrs: { 'data-label-id': 'optic-nerve' } }),
      el('path', { d: 'M78 77L118 76', stroke: '#999', 'stroke-width': 0.7 }),
      text(232, 114, 'Chiasm', { size: 10, attrs: { 'data-label-id': 'chiasm' } }),
      el('path', { d: 'M230 111L196 110', stroke: '#999', 'stroke-width': 0.7 }),
      text(22, 142, 'Optic tract', { size: 10, attrs: { 'data-label-id': 'optic-tract' } }),
      el('path', { d: 'M78 139L142 140', stroke: '#999', 'stroke-width': 0.7 }),
      text(22, 176, 'LGN', { size: 10, attrs: { 'data-label-id': 'lgn' } }),
      el('path', { d: 'M44 173L112 172', stroke: '#999', 'stroke-width': 0.7 }),
      text(14, 224, "Meyer's loop", { size: 10, attrs: { 'data-label-id': 'meyers-loop' } }),
      // One label on two lines: one element to hide.
      group({ 'data-label-id': 'parietal-radiation' }, [
        text(290, 236, 'Parietal', { size: 10, anchor: 'start' }),
        text(290, 248, 'radiation', { size: 10, anchor: 'start' }),
      ]),
      el('path', { d: 'M288 236L222 226', stroke: '#999', 'stroke-width': 0.7 }),
      text(180, 302, 'Occipital cortex', {
        size: 10,
        anchor: 'middle',
        attrs: { 'data-label-id': 'occipital-cortex' },
      }),
    );
  }
  if (p.lesion !== 'none') {
    const [x, y, angle, length] = LESION_MARKS[p.lesion];
    const r = ((angle + 90) * Math.PI) / 180;
    const dx = (Math.cos(r) * length) / 2;
    const dy = (Math.sin(r) * length) / 2;
    parts.push(
      p.letters
        ? group({ 'data-lesion': p.lesion }, [
            el('circle', { cx: x, cy: y, r: 8, fill: '#111' }),
            text(x, y + 4, 'A', { size: 11, anchor: 'middle', fill: '#fff', weight: 'bold' }),
          ])
        : el('path', {
            d: `M${num(x - dx)} ${num(y - dy)}L${num(x + dx)} ${num(y + dy)}`,
            stroke: '#111',
            'stroke-width': 5,
            'stroke-linecap': 'round',
            'data-lesion': p.lesion,
          }),
    );
  }
  return parts;
}

/** Field circles: each quadrant a path carrying its name and whether it is lost. */
function fields(loss: FieldLoss, top: number): string[] {
  const parts: string[] = [];
  const r = 34;
  for (const [eye, cx] of [
    ['left', 118],
    ['right', 242],
  ] as const) {
    const cy = top + r + 18;
    parts.push(text(cx, top + 10, eye === 'left' ? 'Left eye' : 'Right eye', { size: 10, anchor: 'middle' }));
    for (const half of ['temporal', 'nasal'] as const) {
      // The left eye's temporal field is on its left; the right eye's on its right.
      const onLeft = (eye === 'left') === (half === 'temporal');
      for (const vertical of ['superior', 'inferior'] as const) {
        const name: Quadrant = `${eye}-${half}-${vertical}`;
        const lost = loss.quadrants.includes(name);
        const sx = onLeft ? -1 : 1;
        const sy = vertical === 'superior' ? -1 : 1;
        const sweep = sx * sy > 0 ? 1 : 0;
        parts.push(
          el('path', {
            d: `M${cx} ${cy}h${sx * r}a${r} ${r} 0 0 ${sweep} ${-sx * r} ${sy * r}Z`,
            fill: lost ? '#37474f' : '#fff',
            stroke: '#37474f',
            'stroke-width': 1,
            'data-quadrant': name,
            'data-lost': lost ? '1' : '0',
          }),
        );
      }
    }
    if (loss.maculaSpared)
      parts.push(el('circle', { cx, cy, r: 7, fill: '#fff', stroke: '#37474f', 'data-macula': eye }));
    if (loss.central?.includes(eye)) parts.push(el('circle', { cx, cy, r: 11, fill: '#37474f', 'data-central': eye }));
    parts.push(
      text(cx - r - 4, cy + 4, eye === 'left' ? 'T' : 'N', { size: 9, anchor: 'end', fill: '#777' }),
      text(cx + r + 4, cy + 4, eye === 'left' ? 'N' : 'T', { size: 9, fill: '#777' }),
    );
  }
  return parts;
}

function renderVisualPathway(p: VisualPathwayParams): string {
  const loss = fieldLoss(p.lesion);
  const parts: string[] = [];
  let height = 0;
  if (p.view !== 'fields') {
    parts.push(...pathway(p));
    height = 312;
  }
  if (p.view !== 'pathway') {
    parts.push(...fields(loss, height));
    height += 104;
    parts.push(
      text(180, height - 4, 'Fields as the patient sees them · shaded = lost', {
        size: 9,
        anchor: 'middle',
        fill: '#666',
      }),
    );
  }
  return svg({ width: 360, height, fontSize: 10 }, parts);
}

export const visualPathway = defineGenerator({
  name: 'visual-pathway',
  title: 'Visual pathway lesions and field defects',
  params: visualPathwayParams,
  render: renderVisualPathway,
});
