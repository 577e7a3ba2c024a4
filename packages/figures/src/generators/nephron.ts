/**
 * A nephron across cortex and medulla: glomerulus, proximal convoluted tubule, thin descending
 * and ascending limbs, thick ascending limb with the macula densa, distal convoluted tubule and
 * collecting duct; each segment's main transporters in a column beside it. Numbered markers can
 * stand on segments (where a diuretic acts, for a question).
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { el, group, svg, text } from '../lib/svg.ts';

const NEPHRON_SEGMENTS = {
  pct: {
    name: 'Proximal convoluted tubule',
    d: 'M64 74C80 70 70 90 86 92C100 94 80 110 94 116C104 120 92 140 96 170',
    at: [88, 104],
  },
  'descending-limb': { name: 'Thin descending limb', d: 'M96 170V352', at: [96, 270] },
  'ascending-thin': { name: 'Thin ascending limb', d: 'M96 352C96 366 118 366 118 352V292', at: [118, 326] },
  tal: { name: 'Thick ascending limb', d: 'M118 292V76C118 66 100 60 74 58', at: [118, 190] },
  dct: {
    name: 'Distal convoluted tubule',
    d: 'M74 58C80 44 98 50 104 40C112 28 128 46 140 36C152 28 164 44 172 52',
    at: [138, 38],
  },
  'collecting-duct': { name: 'Collecting duct', d: 'M172 52C182 60 186 70 186 84V392', at: [186, 240] },
} as const;
type NephronSegment = keyof typeof NEPHRON_SEGMENTS;
const SEGMENT_IDS = Object.keys(NEPHRON_SEGMENTS) as [NephronSegment, ...NephronSegment[]];

const NOTES: Record<NephronSegment, { y: number; lines: string[] }> = {
  dct: { y: 26, lines: ['Distal convoluted tubule', 'NCC (Na⁺–Cl⁻)', 'Ca²⁺ reabsorption (PTH)'] },
  pct: { y: 78, lines: ['Proximal tubule', 'SGLT2 (Na⁺–glucose)', 'NHE3 (Na⁺/H⁺)', 'carbonic anhydrase'] },
  tal: { y: 152, lines: ['Thick ascending limb', 'NKCC2 (Na⁺–K⁺–2Cl⁻)', 'ROMK · no water'] },
  'descending-limb': { y: 222, lines: ['Thin descending limb', 'aquaporin-1: water out'] },
  'ascending-thin': { y: 268, lines: ['Thin ascending limb', 'NaCl out · no water'] },
  'collecting-duct': {
    y: 314,
    lines: ['Collecting duct', 'principal: ENaC, ROMK,', 'aquaporin-2 (ADH)', 'intercalated: H⁺-ATPase'],
  },
};

const nephronParams = z.strictObject({
  /** Name the segments and their transporters in a column. */
  transporters: z.boolean().default(true),
  highlight: z.enum(SEGMENT_IDS).optional(),
  /** Numbered markers on these segments, in this order. */
  markers: z.array(z.enum(SEGMENT_IDS)).max(6).default([]),
});
type NephronParams = z.output<typeof nephronParams>;

function renderNephron(p: NephronParams): string {
  const parts: string[] = [
    el('rect', { x: 0, y: 0, width: 204, height: 160, fill: '#fff8e1' }),
    el('rect', { x: 0, y: 160, width: 204, height: 130, fill: '#ffecb3' }),
    el('rect', { x: 0, y: 290, width: 204, height: 110, fill: '#ffe082' }),
    text(6, 152, 'Cortex', { size: 9, fill: '#795548' }),
    text(6, 282, 'Outer medulla', { size: 9, fill: '#795548' }),
    text(6, 392, 'Inner medulla', { size: 9, fill: '#795548' }),
    // Glomerulus: capillary tuft in Bowman's capsule, afferent and efferent arterioles.
    el('circle', { cx: 44, cy: 74, r: 21, fill: '#fff', stroke: '#5d4037', 'stroke-width': 1.5 }),
    el('path', {
      d: 'M30 70c4-8 10 2 14-6s10 2 14 6-4 10 2 14-10 6-14 2-10 4-14-2 2-8-2-14z',
      fill: '#ef9a9a',
      stroke: '#c62828',
      'stroke-width': 1.2,
      'data-segment': 'glomerulus',
    }),
    el('path', { d: 'M10 50L34 62M12 96L34 84', stroke: '#c62828', 'stroke-width': 2.2, fill: 'none' }),
  ];
  for (const id of SEGMENT_IDS) {
    const s = NEPHRON_SEGMENTS[id];
    const thick = id === 'tal' || id === 'pct' || id === 'collecting-duct' || id === 'dct';
    const lit = p.highlight === id;
    parts.push(
      el('path', {
        d: s.d,
        fill: 'none',
        stroke: lit ? '#d32f2f' : id === 'collecting-duct' ? '#6d4c41' : '#8d6e63',
        'stroke-width': (thick ? 7 : 3.2) + (lit ? 2 : 0),
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        'data-segment': id,
        'data-highlight': lit ? '1' : undefined,
      }),
    );
  }
  // The macula densa: dense cells where the thick limb touches its own glomerulus.
  parts.push(
    el('path', {
      d: 'M76 58L88 60',
      stroke: '#3e2723',
      'stroke-width': 8,
      'stroke-dasharray': '1.5 1.5',
      'data-segment': 'macula-densa',
    }),
  );
  if (p.transporters) {
    for (const id of SEGMENT_IDS) {
      const note = NOTES[id];
      const [ax, ay] = NEPHRON_SEGMENTS[id].at;
      parts.push(
        el('path', { d: `M${ax + 4} ${ay}L206 ${note.y + 3}`, stroke: '#90a4ae', 'stroke-width': 0.8, fill: 'none' }),
        group(
          { 'data-note': id },
          note.lines.map((line, i) =>
            text(210, note.y + 6 + i * 11, line, {
              size: i === 0 ? 9.5 : 9,
              weight: i === 0 ? 'bold' : 'normal',
              fill: '#263238',
              // The segment's name is its label (image occlusion hides it); the transporters are notes.
              ...(i === 0 ? { attrs: { 'data-label-id': id } } : {}),
            }),
          ),
        ),
      );
    }
  }
  p.markers.forEach((id, i) => {
    const [x, y] = NEPHRON_SEGMENTS[id].at;
    parts.push(
      el('circle', { cx: x, cy: y, r: 8.5, fill: '#1a237e', stroke: '#fff', 'stroke-width': 1.5, 'data-marker': id }),
      text(x, y + 4, String(i + 1), { size: 11, anchor: 'middle', weight: 'bold', fill: '#fff' }),
    );
  });
  return svg({ width: p.transporters ? 360 : 210, height: 400, fontSize: 9 }, parts);
}

export const nephron = defineGenerator({
  name: 'nephron',
  title: "The nephron's segments and transporters",
  params: nephronParams,
  render: renderNephron,
});
