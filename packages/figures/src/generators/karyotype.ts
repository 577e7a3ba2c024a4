/**
 * Karyotype ideograms: chromosomes in the standard groups, each drawn to its relative length with
 * its centromere where it sits (metacentric, submetacentric, acrocentric with satellites). The
 * G-banding is schematic (a fixed stripe pattern per chromosome, not the real band map), and the
 * figure says so. Aneuploidies add or remove chromosomes; translocations draw derivatives made of
 * the two partners' arms.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { el, hashString, num, seeded, svg, text } from '../lib/svg.ts';

/** Relative length (Mb, rounded) and the fraction of the length above the centromere. */
const CHROMOSOMES: Record<string, [number, number]> = {
  '1': [249, 0.5],
  '2': [243, 0.39],
  '3': [198, 0.46],
  '4': [191, 0.27],
  '5': [181, 0.27],
  '6': [171, 0.35],
  '7': [159, 0.37],
  '8': [146, 0.31],
  '9': [141, 0.35],
  '10': [136, 0.3],
  '11': [135, 0.4],
  '12': [133, 0.27],
  '13': [115, 0.14],
  '14': [107, 0.15],
  '15': [102, 0.17],
  '16': [90, 0.41],
  '17': [83, 0.3],
  '18': [80, 0.23],
  '19': [59, 0.45],
  '20': [64, 0.44],
  '21': [47, 0.25],
  '22': [51, 0.27],
  X: [156, 0.39],
  Y: [57, 0.18],
};
const ACROCENTRIC = new Set(['13', '14', '15', '21', '22']);

const KARYOTYPES = [
  'normal',
  'trisomy-21',
  'trisomy-18',
  'trisomy-13',
  'monosomy-x',
  'xxy',
  'xyy',
  'robertsonian-14-21',
  'robertsonian-down',
  'philadelphia',
] as const;
type Karyotype = (typeof KARYOTYPES)[number];

const karyotypeParams = z.strictObject({
  karyotype: z.enum(KARYOTYPES),
  sex: z.enum(['male', 'female']).default('female'),
});
type KaryotypeParams = z.output<typeof karyotypeParams>;

/** One drawn chromosome: its arms' lengths (Mb) and where each arm comes from. */
interface Drawn {
  label: string;
  /** The group it is placed with (its number, or the partner for a derivative). */
  slot: string;
  p: number;
  q: number;
  /** The chromosome each arm's pattern comes from (derivatives mix two). */
  pFrom: string;
  qFrom: string;
  /** A piece of another chromosome on the end of the q arm (a reciprocal translocation). */
  qTail?: { from: string; length: number };
  satellites: boolean;
}

const normal = (n: string): Drawn => {
  const [length, pFraction] = CHROMOSOMES[n]!;
  return {
    label: n,
    slot: n,
    p: length * pFraction,
    q: length * (1 - pFraction),
    pFrom: n,
    qFrom: n,
    satellites: ACROCENTRIC.has(n),
  };
};

/** The chromosomes of a karyotype, grouped by the slot they are shown in. */
function chromosomesOf(k: Karyotype, sex: 'male' | 'female'): Drawn[] {
  const out: Drawn[] = [];
  const autosomes = Array.from({ length: 22 }, (_, i) => String(i + 1));
  for (const n of autosomes) {
    let copies = 2;
    if ((k === 'trisomy-21' && n === '21') || (k === 'trisomy-18' && n === '18') || (k === 'trisomy-13' && n === '13'))
      copies = 3;
    if ((k === 'robertsonian-14-21' || k === 'robertsonian-down') && n === '14') copies = 1;
    if (k === 'robertsonian-14-21' && n === '21') copies = 1;
    if (k === 'philadelphia' && (n === '9' || n === '22')) copies = 1;
    for (let c = 0; c < copies; c++) out.push(normal(n));
  }
  if (k === 'robertsonian-14-21' || k === 'robertsonian-down') {
    // Long arms of 14 and 21 fused at the centromere; the short arms are lost.
    const q14 = normal('14').q;
    const q21 = normal('21').q;
    out.push({ label: 'der', slot: '14', p: q21, q: q14, pFrom: '21', qFrom: '14', satellites: false });
  }
  if (k === 'philadelphia') {
    // t(9;22)(q34;q11): 9 keeps most of its q arm and gains 22q11→qter; 22 keeps only 22q11 and gains 9q34→qter.
    const nine = normal('9');
    const twentyTwo = normal('22');
    const ninePiece = 12;
    const twentyTwoPiece = twentyTwo.q - 8;
    out.push({ ...nine, label: 'der', q: nine.q - ninePiece, qTail: { from: '22', length: twentyTwoPiece } });
    out.push({ ...twentyTwo, label: 'der', q: 8, qTail: { from: '9', length: ninePiece } });
  }
  const sexChromosomes: string[] =
    k === 'monosomy-x'
      ? ['X']
      : k === 'xxy'
        ? ['X', 'X', 'Y']
        : k === 'xyy'
          ? ['X', 'Y', 'Y']
          : sex === 'male'
            ? ['X', 'Y']
            : ['X', 'X'];
  for (const s of sexChromosomes) out.push(normal(s));
  return out;
}

const ROWS: string[][] = [
  ['1', '2', '3', '4', '5'],
  ['6', '7', '8', '9', '10', '11', '12'],
  ['13', '14', '15', '16', '17', '18'],
  ['19', '20', '21', '22', 'X', 'Y'],
];
const MB = 0.27;
const W = 6.5;

/** Schematic stripes for an arm: a fixed pattern from the chromosome's name. */
function stripes(from: string, arm: 'p' | 'q', length: number): Array<[number, number]> {
  const random = seeded(hashString(`${from}${arm}`));
  const out: Array<[number, number]> = [];
  let at = 3;
  while (at < length - 3) {
    const gap = 7 + random() * 11;
    const band = 2.5 + random() * 4.5;
    if (at + gap + band > length - 2) break;
    out.push([at + gap, band]);
    at += gap + band;
  }
  return out;
}

const key = (c: Drawn) => `k${c.slot}-${c.pFrom}${c.qFrom}-${Math.round(c.q)}${c.qTail ? `-${c.qTail.from}` : ''}`;

/** A chromosome drawn with its base at (0, 0), growing upward. */
function chromosomeShape(c: Drawn): string {
  const pLen = c.p * MB;
  const qLen = c.q * MB;
  const tailLen = (c.qTail?.length ?? 0) * MB;
  const top = -pLen - qLen - tailLen;
  const centromere = top + pLen;
  const parts: string[] = [];
  const tint = (from: string) => (from === c.slot || c.label !== 'der' ? '#fff' : '#bbdefb');
  const arm = (y0: number, length: number, from: string, which: 'p' | 'q', fill: string) => {
    parts.push(
      el('rect', {
        class: fill === '#fff' ? 'a' : 'a d',
        y: num(y0, 1),
        width: W,
        height: num(Math.max(length, 1.5), 1),
        rx: 3,
      }),
    );
    // The dark bands as one dashed stroke running out from the centromere: a few bytes a band.
    let dashes = '0';
    let at = 0;
    for (const [offset, band] of stripes(from, which, length / MB)) {
      dashes += ` ${num((offset - at) * MB, 1)} ${num(band * MB, 1)}`;
      at = offset + band;
    }
    if (dashes === '0') return;
    // A last long gap: a dash pattern repeats, and the bands must not start again at the tip.
    dashes += ' 999';
    const start = which === 'p' ? y0 + length : y0;
    parts.push(
      el('path', {
        d: `M3.25 ${num(start, 1)}v${num(which === 'p' ? -length : length, 1)}`,
        class: 'b',
        'stroke-dasharray': dashes,
      }),
    );
  };
  if (c.satellites)
    parts.push(
      el('path', { d: `M${num(W / 2)} ${num(top)}v-4`, stroke: '#333', 'stroke-width': 0.8 }),
      el('circle', { class: 'a', cx: W / 2, cy: num(top - 5.5, 1), r: 1.8 }),
    );
  arm(top, pLen - 0.8, c.pFrom, 'p', tint(c.pFrom));
  arm(centromere + 0.8, qLen - 0.8, c.qFrom, 'q', tint(c.qFrom));
  if (c.qTail) arm(centromere + qLen, tailLen, c.qTail.from, 'q', '#bbdefb');
  // The centromere: a waist.
  const h = W / 2 + 0.5;
  parts.push(
    el('path', {
      d: `M-.5 ${num(centromere - 1.6, 1)}l${num(h)} 1.6l${num(h)}-1.6v3.2l-${num(h)}-1.6l-${num(h)} 1.6z`,
      fill: '#333',
      stroke: 'none',
    }),
  );
  return el('g', { id: key(c) }, parts);
}

function renderKaryotype(p: KaryotypeParams): string {
  const all = chromosomesOf(p.karyotype, p.sex);
  const shapes = new Map<string, string>();
  for (const c of all) if (!shapes.has(key(c))) shapes.set(key(c), chromosomeShape(c));
  const parts: string[] = [];
  const rowBase = [82, 162, 236, 306];
  ROWS.forEach((row, r) => {
    const slotWidth = 340 / row.length;
    row.forEach((slot, i) => {
      const members = all.filter((c) => c.slot === slot);
      const cx = 10 + slotWidth * (i + 0.5);
      const total = members.length * W + (members.length - 1) * 3.5;
      members.forEach((c, j) => {
        parts.push(
          el('use', {
            href: `#${key(c)}`,
            x: num(cx - total / 2 + j * (W + 3.5), 1),
            y: rowBase[r]!,
            'data-chr': c.slot,
            'data-derivative': c.label === 'der' ? '1' : undefined,
          }),
        );
      });
      parts.push(text(cx, rowBase[r]! + 14, slot, { size: 9.5, anchor: 'middle', fill: '#333' }));
    });
  });
  let rules = '';
  ROWS.forEach((row, r) => {
    const slotWidth = 340 / row.length;
    row.forEach((_, i) => {
      rules += `M${num(10 + slotWidth * (i + 0.5) - 16, 1)} ${rowBase[r]! + 3}h32`;
    });
  });
  parts.push(el('path', { d: rules, stroke: '#999', 'stroke-width': 0.8 }));
  parts.push(
    text(180, 334, 'Schematic ideogram: lengths to scale, banding schematic', {
      size: 9,
      anchor: 'middle',
      fill: '#666',
    }),
  );
  // Shared styles once, not on each of the ~100 arms: the figure stays near 15 KB.
  const style = `<style>.a{fill:#fff;stroke:#333;stroke-width:.7}.d{fill:#bbdefb}.b{fill:none;stroke:#555;stroke-width:${W - 0.8}px}</style>`;
  return svg({ width: 360, height: 342, fontSize: 10, defs: style + [...shapes.values()].join('') }, parts);
}

export const karyotype = defineGenerator({
  name: 'karyotype',
  title: 'Karyotype ideograms',
  params: karyotypeParams,
  render: renderKaryotype,
});
