/**
 * Cranial nerve nuclei on a schematic brainstem seen from behind (midbrain, pons, medulla, upper
 * cord; the patient's left on the viewer's left), in their functional columns from the midline
 * outwards: somatic motor, parasympathetic, branchial motor, visceral sensory, trigeminal sensory,
 * vestibulocochlear. A lesion shades a zone at one level on one side.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { type Attrs, el, group, num, svg, text } from '../lib/svg.ts';

const MID = 140;
interface Nucleus {
  id: string;
  name: string;
  nerve: string;
  /** Distance from the midline (inner, outer) and the level (top, bottom). */
  x: [number, number];
  y: [number, number];
  colour: string;
}
const MOTOR = '#c62828';
const PARA = '#ef6c00';
const BRANCHIAL = '#ad1457';
const VISCERAL = '#2e7d32';
const TRIGEMINAL = '#1565c0';
const SPECIAL = '#6a1b9a';

const NUCLEI: readonly Nucleus[] = [
  { id: 'oculomotor', name: 'Oculomotor', nerve: 'III', x: [5, 19], y: [34, 66], colour: MOTOR },
  { id: 'edinger-westphal', name: 'Edinger–Westphal', nerve: 'III', x: [21, 31], y: [34, 50], colour: PARA },
  { id: 'trochlear', name: 'Trochlear', nerve: 'IV', x: [5, 19], y: [74, 88], colour: MOTOR },
  { id: 'mesencephalic-v', name: 'Mesencephalic', nerve: 'V', x: [56, 62], y: [30, 124], colour: TRIGEMINAL },
  { id: 'principal-v', name: 'Principal sensory', nerve: 'V', x: [56, 72], y: [128, 148], colour: TRIGEMINAL },
  { id: 'motor-v', name: 'Trigeminal motor', nerve: 'V', x: [36, 50], y: [128, 146], colour: BRANCHIAL },
  { id: 'abducens', name: 'Abducens', nerve: 'VI', x: [5, 19], y: [162, 176], colour: MOTOR },
  { id: 'facial', name: 'Facial motor', nerve: 'VII', x: [36, 50], y: [176, 196], colour: BRANCHIAL },
  { id: 'superior-salivatory', name: 'Sup. salivatory', nerve: 'VII', x: [21, 31], y: [188, 196], colour: PARA },
  { id: 'inferior-salivatory', name: 'Inf. salivatory', nerve: 'IX', x: [21, 31], y: [204, 212], colour: PARA },
  { id: 'vestibular', name: 'Vestibular', nerve: 'VIII', x: [76, 94], y: [168, 236], colour: SPECIAL },
  { id: 'cochlear', name: 'Cochlear', nerve: 'VIII', x: [96, 106], y: [196, 214], colour: SPECIAL },
  { id: 'solitary', name: 'Solitary', nerve: 'VII, IX, X', x: [44, 54], y: [196, 300], colour: VISCERAL },
  { id: 'spinal-v', name: 'Spinal trigeminal', nerve: 'V', x: [58, 72], y: [150, 372], colour: TRIGEMINAL },
  { id: 'hypoglossal', name: 'Hypoglossal', nerve: 'XII', x: [5, 17], y: [244, 302], colour: MOTOR },
  { id: 'dorsal-vagal', name: 'Dorsal motor', nerve: 'X', x: [19, 29], y: [240, 300], colour: PARA },
  { id: 'ambiguus', name: 'N. ambiguus', nerve: 'IX, X', x: [32, 41], y: [236, 306], colour: BRANCHIAL },
  { id: 'accessory', name: 'Accessory', nerve: 'XI', x: [30, 40], y: [318, 380], colour: BRANCHIAL },
];

/** Lesion zones: side, distance from the midline, level. */
const LESIONS = {
  'medial-midbrain': { x: [0, 32], y: [30, 70] },
  'medial-pons': { x: [0, 34], y: [156, 200] },
  'lateral-pons': { x: [34, 110], y: [170, 218] },
  'medial-medulla': { x: [0, 30], y: [238, 308] },
  'lateral-medulla': { x: [30, 76], y: [232, 310] },
} as const satisfies Record<string, { x: readonly [number, number]; y: readonly [number, number] }>;
export type BrainstemLesion = keyof typeof LESIONS;

const cranialNerveNucleiParams = z.strictObject({
  lesion: z
    .strictObject({
      zone: z.enum(Object.keys(LESIONS) as [BrainstemLesion, ...BrainstemLesion[]]),
      side: z.enum(['left', 'right']),
    })
    .optional(),
  labels: z.enum(['names', 'numbers', 'none']).default('names'),
});
type CranialNerveNucleiParams = z.output<typeof cranialNerveNucleiParams>;

/** Which nuclei a lesion zone covers (their rectangles overlap it). */
export function nucleiIn(zone: BrainstemLesion): string[] {
  const z = LESIONS[zone];
  return NUCLEI.filter((n) => n.x[0] < z.x[1] && n.x[1] > z.x[0] && n.y[0] < z.y[1] && n.y[1] > z.y[0]).map(
    (n) => n.id,
  );
}

/** A box given by its distance from the midline (x) and its height (y), drawn on one side of the midline. */
function sideRect(
  box: { x: readonly [number, number]; y: readonly [number, number] },
  left: boolean,
  attrs: Attrs,
): string {
  const x = left ? MID - box.x[1] : MID + box.x[0];
  return el('rect', { x, y: box.y[0], width: box.x[1] - box.x[0], height: box.y[1] - box.y[0], ...attrs });
}

function renderCranialNerveNuclei(p: CranialNerveNucleiParams): string {
  const parts: string[] = [
    // Outline: midbrain, pons, medulla, upper cord.
    el('path', {
      d: `M${MID - 62} 20C${MID - 70} 60 ${MID - 66} 100 ${MID - 110} 150C${MID - 112} 200 ${MID - 100} 226 ${MID - 78} 240C${MID - 74} 290 ${MID - 66} 330 ${MID - 44} 392H${MID + 44}C${MID + 66} 330 ${MID + 74} 290 ${MID + 78} 240C${MID + 100} 226 ${MID + 112} 200 ${MID + 110} 150C${MID + 66} 100 ${MID + 70} 60 ${MID + 62} 20Z`,
      fill: '#f5f5f5',
      stroke: '#757575',
      'stroke-width': 1.4,
    }),
    el('path', { d: `M${MID} 20V392`, stroke: '#bdbdbd', 'stroke-dasharray': '3 3' }),
    text(6, 60, 'Midbrain', { size: 9, fill: '#757575' }),
    text(6, 172, 'Pons', { size: 9, fill: '#757575' }),
    text(6, 280, 'Medulla', { size: 9, fill: '#757575' }),
    text(6, 384, 'Cord', { size: 9, fill: '#757575' }),
    text(MID - 40, 14, 'L', { size: 11, weight: 'bold', anchor: 'middle', fill: '#555' }),
    text(MID + 40, 14, 'R', { size: 11, weight: 'bold', anchor: 'middle', fill: '#555' }),
  ];
  for (const n of NUCLEI) {
    for (const side of [-1, 1]) {
      parts.push(
        sideRect(n, side < 0, {
          rx: 3,
          fill: n.colour,
          'fill-opacity': 0.75,
          'data-nucleus': n.id,
          'data-side': side < 0 ? 'left' : 'right',
        }),
      );
    }
  }
  if (p.lesion) {
    const z = LESIONS[p.lesion.zone];
    parts.push(
      sideRect(z, p.lesion.side === 'left', {
        fill: '#212121',
        'fill-opacity': 0.35,
        stroke: '#000',
        'stroke-width': 1.6,
        'stroke-dasharray': '4 2',
        'data-lesion': `${p.lesion.zone}-${p.lesion.side}`,
      }),
    );
  }
  if (p.labels !== 'none') {
    // Names on the right, each at its own height with a leader to the right-hand nucleus.
    const ordered = [...NUCLEI].sort((a, b) => a.y[0] + a.y[1] - (b.y[0] + b.y[1]));
    let last = -Infinity;
    ordered.forEach((n, i) => {
      const cy = (n.y[0] + n.y[1]) / 2;
      const ly = Math.max(cy, last + 12.5);
      last = ly;
      const ax = MID + (n.x[0] + n.x[1]) / 2;
      const label =
        p.labels === 'numbers' ? String(i + 1) : `${n.name === 'Edinger–Westphal' ? 'E–W' : n.name} (${n.nerve})`;
      parts.push(
        el('path', { d: `M${num(ax)} ${num(cy)}L${MID + 110} ${num(ly - 3)}`, stroke: '#9e9e9e', 'stroke-width': 0.6 }),
        text(MID + 112, ly, label, {
          size: 8.5,
          fill: '#212121',
          attrs: { 'data-label': n.id, ...(p.labels === 'numbers' ? {} : { 'data-label-id': n.id }) },
        }),
      );
    });
  }
  const key: Array<[string, string]> = [
    [MOTOR, 'somatic motor'],
    [PARA, 'parasympathetic'],
    [BRANCHIAL, 'branchial motor'],
    [VISCERAL, 'visceral sensory'],
    [TRIGEMINAL, 'trigeminal sensory'],
    [SPECIAL, 'vestibulocochlear'],
  ];
  key.forEach(([colour, name], i) => {
    const kx = 6 + (i % 3) * 118;
    const ky = 410 + Math.floor(i / 3) * 14;
    parts.push(
      el('rect', { x: kx, y: ky - 8, width: 9, height: 9, fill: colour, 'fill-opacity': 0.75 }),
      text(kx + 13, ky, name, { size: 9 }),
    );
  });
  return svg({ width: 360, height: 434, fontSize: 9 }, group({}, parts));
}

export const cranialNerveNuclei = defineGenerator({
  name: 'cranial-nerve-nuclei',
  title: 'Cranial nerve nuclei on a schematic brainstem',
  params: cranialNerveNucleiParams,
  render: renderCranialNerveNuclei,
});
