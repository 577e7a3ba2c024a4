/**
 * The coagulation cascade as the laboratory reads it: the intrinsic pathway (XII, XI, IX with
 * VIII) measured by the aPTT, the extrinsic (tissue factor with VII) by the PT, the common pathway
 * (X with V, prothrombin, fibrinogen, XIII) by both. A factor can be marked missing; a group can be
 * highlighted (vitamin K–dependent factors, heparin's and the direct oral anticoagulants' targets).
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { ARROW_DEFS, arrow, blockMark, box, type FlowNode } from '../lib/flow.ts';
import { el, svg, text } from '../lib/svg.ts';

const N = (id: string, x: number, y: number, label: string, w?: number): FlowNode => ({ id, x, y, label, w });
const FACTORS: Record<string, FlowNode> = {
  XII: N('XII', 60, 40, 'XII → XIIa', 86),
  XI: N('XI', 60, 90, 'XI → XIa', 86),
  IX: N('IX', 60, 140, 'IX → IXa', 86),
  VIII: N('VIII', 60, 180, '+ VIIIa, Ca²⁺, PL', 104),
  TF: N('TF', 290, 40, 'Tissue factor', 92),
  VII: N('VII', 290, 90, 'VII → VIIa', 86),
  X: N('X', 175, 200, 'X → Xa', 78),
  V: N('V', 175, 236, '+ Va, Ca²⁺, PL', 96),
  II: N('II', 175, 276, 'Prothrombin (II) → thrombin (IIa)', 190),
  I: N('I', 175, 318, 'Fibrinogen (I) → fibrin', 140),
  XIII: N('XIII', 175, 358, 'XIIIa: cross-linked fibrin', 160),
};

const HIGHLIGHTS = {
  none: [],
  intrinsic: ['XII', 'XI', 'IX', 'VIII'],
  extrinsic: ['TF', 'VII'],
  common: ['X', 'V', 'II', 'I'],
  'vitamin-k': ['II', 'VII', 'IX', 'X'],
  heparin: ['X', 'II'],
  'factor-xa-inhibitor': ['X'],
  'thrombin-inhibitor': ['II'],
} as const satisfies Record<string, readonly string[]>;
type CoagulationHighlight = keyof typeof HIGHLIGHTS;

const coagulationParams = z.strictObject({
  highlight: z.enum(Object.keys(HIGHLIGHTS) as [CoagulationHighlight, ...CoagulationHighlight[]]).default('none'),
  deficient: z.enum(['XII', 'XI', 'IX', 'VIII', 'VII', 'X', 'V', 'II', 'I', 'XIII']).optional(),
  /** Brackets naming the tests (PT, aPTT) beside the pathways they measure. */
  tests: z.boolean().default(true),
});
type CoagulationParams = z.output<typeof coagulationParams>;

function renderCoagulation(p: CoagulationParams): string {
  const lit = new Set<string>(HIGHLIGHTS[p.highlight]);
  const f = FACTORS;
  const parts: string[] = [];
  if (p.tests) {
    parts.push(
      el('path', { d: 'M8 28V330', stroke: '#1565c0', 'stroke-width': 2, fill: 'none' }),
      text(6, 24, 'aPTT', { size: 10, weight: 'bold', fill: '#1565c0' }),
      el('path', { d: 'M352 28V330', stroke: '#2e7d32', 'stroke-width': 2, fill: 'none' }),
      text(354, 24, 'PT', { size: 10, weight: 'bold', fill: '#2e7d32', anchor: 'end' }),
      text(20, 226, 'intrinsic', { size: 9, italic: true, fill: '#555' }),
      text(340, 130, 'extrinsic', { size: 9, italic: true, fill: '#555', anchor: 'end' }),
      text(262, 236, 'common', { size: 9, italic: true, fill: '#555' }),
    );
  }
  parts.push(
    arrow(f.XII!, f.XI!, { id: 'XII-XI' }),
    arrow(f.XI!, f.IX!, { id: 'XI-IX' }),
    arrow(f.VIII!, f.X!, { id: 'IX-X' }),
    arrow(f.TF!, f.VII!, { id: 'TF-VII' }),
    arrow(f.VII!, f.X!, { id: 'VII-X' }),
    arrow(f.V!, f.II!, { id: 'X-II' }),
    arrow(f.II!, f.I!, { id: 'II-I' }),
    arrow(f.I!, f.XIII!, { id: 'I-XIII' }),
  );
  for (const node of Object.values(f)) {
    const on = lit.has(node.id);
    parts.push(box(node, { fill: on ? '#fff59d' : '#fff', stroke: on ? '#f57f17' : '#607d8b', bold: on, size: 10 }));
  }
  if (p.highlight === 'heparin')
    parts.push(
      text(268, 200, '← antithrombin', { size: 9, fill: '#6a1b9a' }),
      text(272, 290, '← antithrombin', { size: 9, fill: '#6a1b9a' }),
    );
  if (p.deficient) {
    const node = f[p.deficient]!;
    parts.push(blockMark(node.x + (node.w ?? 80) / 2 + 12, node.y, p.deficient));
  }
  return svg({ width: 360, height: 376, fontSize: 10, defs: ARROW_DEFS }, parts);
}

export const coagulation = defineGenerator({
  name: 'coagulation',
  title: 'The coagulation cascade',
  params: coagulationParams,
  render: renderCoagulation,
});
