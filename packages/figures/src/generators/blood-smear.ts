/**
 * Peripheral smear cell shapes as a schematic drawing: a round field of red cells, a share of them
 * drawn in the finding's shape (target, sphere, fragment, sickle, teardrop…), a white cell where
 * the finding is one, a few platelets. It is a drawing of shapes, not a micrograph, and says so.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { el, group, num, seeded, svg, text } from '../lib/svg.ts';

export const FINDINGS = [
  'normal',
  'target-cells',
  'spherocytes',
  'schistocytes',
  'sickle-cells',
  'teardrop-cells',
  'elliptocytes',
  'acanthocytes',
  'echinocytes',
  'microcytic-hypochromic',
  'macrocytes',
  'howell-jolly-bodies',
  'basophilic-stippling',
  'rouleaux',
  'hypersegmented-neutrophil',
  'ring-forms',
] as const;
type Finding = (typeof FINDINGS)[number];

const bloodSmearParams = z.strictObject({
  finding: z.enum(FINDINGS),
  /** Share of red cells drawn with the finding. */
  share: z.number().min(0.1).max(1).default(0.45),
  seed: z.number().int().min(0).max(10000).default(1),
});
type BloodSmearParams = z.output<typeof bloodSmearParams>;

const RBC = '#e57373';
const PALLOR = '#fbe3e3';
const CX = 180;
const CY = 172;
const R = 158;

type Kind =
  | 'normal'
  | 'target'
  | 'spherocyte'
  | 'schistocyte'
  | 'sickle'
  | 'teardrop'
  | 'elliptocyte'
  | 'acanthocyte'
  | 'echinocyte'
  | 'microcyte'
  | 'macrocyte'
  | 'howell-jolly'
  | 'stippled'
  | 'ring-form';

const KIND_OF: Record<Finding, Kind> = {
  normal: 'normal',
  'target-cells': 'target',
  spherocytes: 'spherocyte',
  schistocytes: 'schistocyte',
  'sickle-cells': 'sickle',
  'teardrop-cells': 'teardrop',
  elliptocytes: 'elliptocyte',
  acanthocytes: 'acanthocyte',
  echinocytes: 'echinocyte',
  'microcytic-hypochromic': 'microcyte',
  macrocytes: 'macrocyte',
  'howell-jolly-bodies': 'howell-jolly',
  'basophilic-stippling': 'stippled',
  rouleaux: 'normal',
  'hypersegmented-neutrophil': 'normal',
  'ring-forms': 'ring-form',
};

/** A cell's drawing centred on (0, 0); irregular kinds come in a few variants. */
function shapeOf(kind: Kind, random: () => number): string {
  const disc = (r: number, pallor: number, fill = RBC) => [
    el('circle', { r, fill, stroke: '#c62828', 'stroke-width': 0.6 }),
    pallor > 0 ? el('circle', { r: pallor, fill: PALLOR }) : '',
  ];
  let body: string[];
  switch (kind) {
    case 'normal':
      body = disc(11, 4.5);
      break;
    case 'target':
      body = [...disc(11, 7), el('circle', { r: 3.2, fill: RBC })];
      break;
    case 'spherocyte':
      body = [el('circle', { r: 8, fill: '#d32f2f', stroke: '#b71c1c', 'stroke-width': 0.6 })];
      break;
    case 'microcyte':
      body = [
        el('circle', { r: 8, fill: '#f4a6a6', stroke: '#c62828', 'stroke-width': 0.6 }),
        el('circle', { r: 5.6, fill: PALLOR }),
      ];
      break;
    case 'macrocyte':
      body = [
        el('ellipse', { rx: 14.5, ry: 13, fill: RBC, stroke: '#c62828', 'stroke-width': 0.6 }),
        el('circle', { r: 3, fill: PALLOR }),
      ];
      break;
    case 'elliptocyte':
      body = [
        el('ellipse', { rx: 13, ry: 6.5, fill: RBC, stroke: '#c62828', 'stroke-width': 0.6 }),
        el('ellipse', { rx: 6, ry: 2, fill: PALLOR }),
      ];
      break;
    case 'sickle':
      body = [
        el('path', {
          d: 'M-16 2C-10-9 10-9 16 2C8-3-8-3-16 2Z',
          fill: '#c62828',
          stroke: '#8e0000',
          'stroke-width': 0.6,
        }),
      ];
      break;
    case 'teardrop':
      body = [
        el('path', {
          d: 'M3-8A9 9 0 1 0 3 8L16 0Z',
          fill: RBC,
          stroke: '#c62828',
          'stroke-width': 0.6,
        }),
      ];
      break;
    case 'schistocyte': {
      const shapes = ['M-8 5L8 5L6-1A8 8 0 0 0-6-1Z', 'M-7 6L7 4L-1-8Z', 'M-9 3C-6-7 6-7 9 3L3 0L-3 4Z'];
      body = [
        el('path', {
          d: shapes[Math.floor(random() * shapes.length)]!,
          fill: '#d32f2f',
          stroke: '#8e0000',
          'stroke-width': 0.6,
        }),
      ];
      break;
    }
    case 'acanthocyte': {
      // A few irregular spikes with knobbed ends, unevenly spaced.
      let d = '';
      const spikes = 5 + Math.floor(random() * 3);
      for (let i = 0; i < spikes; i++) {
        const a = ((i + random() * 0.6) / spikes) * Math.PI * 2;
        const len = 12 + random() * 3;
        d += `M${num(8 * Math.cos(a))} ${num(8 * Math.sin(a))}L${num(len * Math.cos(a))} ${num(len * Math.sin(a))}`;
      }
      body = [
        el('path', { d, stroke: '#c62828', 'stroke-width': 1.8, 'stroke-linecap': 'round' }),
        el('circle', { r: 8.5, fill: '#d84343', stroke: '#c62828', 'stroke-width': 0.6 }),
      ];
      break;
    }
    case 'echinocyte': {
      // Many short, regular projections.
      let d = '';
      for (let i = 0; i < 14; i++) {
        const a = (i / 14) * Math.PI * 2;
        d += `M${num(10 * Math.cos(a))} ${num(10 * Math.sin(a))}L${num(12.5 * Math.cos(a))} ${num(12.5 * Math.sin(a))}`;
      }
      body = [el('path', { d, stroke: '#c62828', 'stroke-width': 1.6, 'stroke-linecap': 'round' }), ...disc(10.3, 3.5)];
      break;
    }
    case 'howell-jolly':
      body = [...disc(11, 4.5), el('circle', { cx: 5.5, cy: -4, r: 1.9, fill: '#4a148c' })];
      break;
    case 'stippled': {
      const dots: string[] = [];
      for (let i = 0; i < 16; i++) {
        const a = random() * Math.PI * 2;
        const r = Math.sqrt(random()) * 9;
        dots.push(el('circle', { cx: num(r * Math.cos(a)), cy: num(r * Math.sin(a)), r: 0.8, fill: '#283593' }));
      }
      body = [el('circle', { r: 11, fill: RBC, stroke: '#c62828', 'stroke-width': 0.6 }), ...dots];
      break;
    }
    case 'ring-form':
      body = [
        ...disc(11, 4.5),
        el('circle', { cx: -3, cy: 2, r: 3.4, fill: 'none', stroke: '#4a148c', 'stroke-width': 1 }),
        el('circle', { cx: -3, cy: -1.4, r: 1.2, fill: '#4a148c' }),
      ];
      break;
  }
  return body.join('');
}

const VARIANTS = 3;
const variantsOf = (kind: Kind) => (['schistocyte', 'acanthocyte', 'stippled'].includes(kind) ? VARIANTS : 1);

/** Each kind drawn once in <defs> and placed with <use>: a field of ~120 cells stays small. */
function symbols(kinds: Kind[], random: () => number): string {
  return kinds
    .flatMap((kind) =>
      Array.from({ length: variantsOf(kind) }, (_, i) => el('g', { id: `${kind}${i}` }, shapeOf(kind, random))),
    )
    .join('');
}

function cell(kind: Kind, x: number, y: number, angle: number, random: () => number): string {
  const variant = Math.floor(random() * variantsOf(kind));
  return el('use', {
    href: `#${kind}${variant}`,
    transform: `translate(${num(x, 0)} ${num(y, 0)})rotate(${num(angle, 0)})`,
  });
}

function neutrophil(x: number, y: number, lobes: number): string {
  const parts = [el('circle', { cx: x, cy: y, r: 22, fill: '#f3e5f5', stroke: '#9575cd', 'stroke-width': 0.8 })];
  let strands = '';
  const centres: Array<[number, number]> = [];
  for (let i = 0; i < lobes; i++) {
    const a = (i / lobes) * Math.PI * 1.7 - 2.2;
    centres.push([x + 11 * Math.cos(a), y + 11 * Math.sin(a)]);
  }
  centres.forEach(([cx, cy], i) => {
    if (i > 0) strands += `M${num(centres[i - 1]![0])} ${num(centres[i - 1]![1])}L${num(cx)} ${num(cy)}`;
  });
  parts.push(el('path', { d: strands, stroke: '#4527a0', 'stroke-width': 1.4 }));
  for (const [cx, cy] of centres)
    parts.push(el('ellipse', { cx: num(cx), cy: num(cy), rx: 4.6, ry: 3.8, fill: '#4527a0' }));
  return group({ 'data-cell': 'neutrophil', 'data-lobes': lobes }, parts);
}

function renderBloodSmear(p: BloodSmearParams): string {
  const random = seeded(p.seed * 4099 + 11);
  const kind = KIND_OF[p.finding];
  const parts: string[] = [
    el('defs', {}, [
      el('clipPath', { id: 'f' }, el('circle', { cx: CX, cy: CY, r: R })),
      symbols([...new Set<Kind>(['normal', kind])], seeded(p.seed)) +
        (p.finding === 'rouleaux'
          ? el('circle', { id: 'disc0', r: 10.5, fill: RBC, stroke: '#c62828', 'stroke-width': 0.7 })
          : ''),
    ]),
    el('circle', { cx: CX, cy: CY, r: R, fill: '#fff8f6', stroke: '#555', 'stroke-width': 2 }),
  ];
  const cells: string[] = [];
  const wbc = p.finding === 'hypersegmented-neutrophil';
  if (p.finding === 'rouleaux') {
    // Stacks of overlapping discs, like coins.
    for (let row = 0; row < 8; row++) {
      const y = CY - 130 + row * 36 + random() * 6;
      let x = CX - 150 + random() * 20;
      while (x < CX + 150) {
        const stack = 4 + Math.floor(random() * 5);
        const angle = -10 + random() * 20;
        const cells2: string[] = [];
        for (let i = 0; i < stack; i++) cells2.push(el('use', { href: '#disc0', x: i * 6.5 }));
        cells.push(
          group(
            {
              transform: `translate(${num(x)} ${num(y)}) rotate(${num(angle, 0)})`,
              'data-cell': 'rouleau',
              'data-stack': stack,
            },
            cells2,
          ),
        );
        x += stack * 6.5 + 26 + random() * 12;
      }
    }
  } else {
    const step = 30;
    for (let gy = CY - R; gy <= CY + R; gy += step) {
      for (let gx = CX - R; gx <= CX + R; gx += step) {
        const x = gx + (random() - 0.5) * 12;
        const y = gy + (random() - 0.5) * 12;
        if (Math.hypot(x - CX, y - CY) > R - 6) continue;
        if (wbc && Math.hypot(x - CX, y - CY) < 34) continue;
        const abnormal = random() < p.share;
        cells.push(cell(abnormal ? kind : 'normal', x, y, random() * 360, random));
      }
    }
  }
  if (wbc) cells.push(neutrophil(CX, CY, 6));
  for (let i = 0; i < 6; i++) {
    const a = random() * Math.PI * 2;
    const r = random() * (R - 20);
    cells.push(
      el('circle', {
        cx: num(CX + r * Math.cos(a)),
        cy: num(CY + r * Math.sin(a)),
        r: 2.2,
        fill: '#7e57c2',
        'data-cell': 'platelet',
      }),
    );
  }
  parts.push(group({ 'clip-path': 'url(#f)' }, cells));
  parts.push(
    text(CX, CY + R + 18, 'Schematic drawing of cell shapes, not a micrograph', {
      size: 10,
      anchor: 'middle',
      fill: '#555',
    }),
  );
  return svg({ width: 360, height: CY + R + 26, fontSize: 10 }, parts);
}

export const bloodSmear = defineGenerator({
  name: 'blood-smear',
  title: 'Peripheral smear cell shapes (schematic)',
  params: bloodSmearParams,
  render: renderBloodSmear,
});
