/**
 * Metabolic pathways as boxes and arrows: the urea cycle across the mitochondrion and cytosol,
 * glycolysis with its three irreversible, regulated steps and the 2,3-BPG shunt, and haem
 * synthesis with the compartment of each step. An enzyme can be marked blocked (a deficiency, a
 * poison); enzymes can be named or numbered.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { ARROW_DEFS, arrow, blockMark, box, type FlowNode } from '../lib/flow.ts';
import { el, svg, text } from '../lib/svg.ts';

const N = (id: string, x: number, y: number, label: string, w?: number): FlowNode => ({ id, x, y, label, w });

interface Step {
  from: string;
  to: string;
  enzyme: string;
  name: string;
  control?: boolean;
  side?: 1 | -1;
  dashed?: boolean;
}
interface Pathway {
  width: number;
  height: number;
  nodes: FlowNode[];
  steps: Step[];
  /** Compartments drawn behind: [x, y, w, h, label]. */
  zones: Array<[number, number, number, number, string]>;
  notes?: Array<[number, number, string, string?]>;
}

const PATHWAYS: Record<'urea-cycle' | 'glycolysis' | 'heme-synthesis', Pathway> = {
  'urea-cycle': {
    width: 360,
    height: 330,
    zones: [
      [4, 24, 150, 300, 'Mitochondrion'],
      [158, 24, 198, 300, 'Cytosol'],
    ],
    nodes: [
      N('nh3', 80, 52, 'NH₃ + HCO₃⁻', 100),
      N('cp', 80, 122, 'Carbamoyl phosphate', 132),
      N('orn-m', 62, 236, 'Ornithine', 78),
      N('cit', 200, 160, 'Citrulline', 80),
      N('asa', 290, 110, 'Argininosuccinate', 124),
      N('asp', 230, 52, 'Aspartate', 76),
      N('arg', 290, 236, 'Arginine', 74),
      N('fum', 320, 172, 'Fumarate', 70),
      N('urea', 230, 300, 'Urea', 56),
      N('orn-c', 190, 236, 'Ornithine', 78),
    ],
    steps: [
      { from: 'nh3', to: 'cp', enzyme: 'cps1', name: 'CPS I (NAG +)', control: true },
      { from: 'cp', to: 'cit', enzyme: 'otc', name: 'OTC', side: 1 },
      { from: 'orn-m', to: 'cit', enzyme: 'orn-in', name: '', dashed: true },
      { from: 'cit', to: 'asa', enzyme: 'ass', name: 'ASS', side: -1 },
      { from: 'asp', to: 'asa', enzyme: 'asp-in', name: '', dashed: true },
      { from: 'asa', to: 'arg', enzyme: 'asl', name: 'ASL', side: -1 },
      { from: 'asa', to: 'fum', enzyme: 'fum-out', name: '', dashed: true },
      { from: 'arg', to: 'urea', enzyme: 'arginase', name: 'Arginase', side: 1 },
      { from: 'arg', to: 'orn-c', enzyme: 'orn-back', name: '' },
      { from: 'orn-c', to: 'orn-m', enzyme: 'orn-transport', name: 'ORNT1', side: 1 },
    ],
  },
  glycolysis: {
    width: 360,
    height: 400,
    zones: [[4, 4, 352, 392, 'Cytosol']],
    nodes: [
      N('glc', 110, 24, 'Glucose'),
      N('g6p', 110, 66, 'Glucose 6-P'),
      N('f6p', 110, 108, 'Fructose 6-P'),
      N('f16bp', 110, 150, 'Fructose 1,6-bisP', 116),
      N('g3p', 110, 192, 'Glyceraldehyde 3-P', 122),
      N('bpg13', 110, 234, '1,3-BPG'),
      N('pg3', 110, 276, '3-Phosphoglycerate', 120),
      N('pep', 110, 318, 'Phosphoenolpyruvate', 130),
      N('pyr', 110, 362, 'Pyruvate'),
      N('bpg23', 250, 256, '2,3-BPG (RBC)', 100),
    ],
    steps: [
      { from: 'glc', to: 'g6p', enzyme: 'hexokinase', name: 'Hexokinase / glucokinase', control: true },
      { from: 'g6p', to: 'f6p', enzyme: 'pgi', name: 'Isomerase' },
      { from: 'f6p', to: 'f16bp', enzyme: 'pfk1', name: 'PFK-1', control: true },
      { from: 'f16bp', to: 'g3p', enzyme: 'aldolase', name: 'Aldolase (+ DHAP)' },
      { from: 'g3p', to: 'bpg13', enzyme: 'gapdh', name: 'G3P dehydrogenase (NADH)' },
      { from: 'bpg13', to: 'pg3', enzyme: 'pgk', name: 'PG kinase (ATP)' },
      { from: 'bpg13', to: 'bpg23', enzyme: 'bpg-mutase', name: 'BPG mutase' },
      { from: 'bpg23', to: 'pg3', enzyme: 'bpg-phosphatase', name: '', dashed: true },
      { from: 'pg3', to: 'pep', enzyme: 'enolase', name: 'Mutase, enolase' },
      { from: 'pep', to: 'pyr', enzyme: 'pyruvate-kinase', name: 'Pyruvate kinase (ATP)', control: true },
    ],
    notes: [
      [232, 56, '− glucose 6-P (hexokinase)', '#c62828'],
      [232, 120, '+ AMP, fructose 2,6-bisP', '#2e7d32'],
      [232, 134, '− ATP, citrate', '#c62828'],
      [232, 350, '+ fructose 1,6-bisP', '#2e7d32'],
      [232, 364, '− ATP, alanine; glucagon', '#c62828'],
    ],
  },
  'heme-synthesis': {
    width: 360,
    height: 420,
    zones: [
      [4, 4, 352, 92, 'Mitochondrion'],
      [4, 100, 352, 180, 'Cytosol'],
      [4, 284, 352, 132, 'Mitochondrion'],
    ],
    nodes: [
      N('gly', 100, 30, 'Glycine + succinyl CoA', 150),
      N('ala', 100, 76, 'δ-ALA', 60),
      N('pbg', 100, 124, 'Porphobilinogen', 108),
      N('hmb', 100, 170, 'Hydroxymethylbilane', 130),
      N('uro', 100, 216, 'Uroporphyrinogen III', 136),
      N('copro', 100, 262, 'Coproporphyrinogen III', 150),
      N('proto-gen', 100, 310, 'Protoporphyrinogen IX', 146),
      N('proto', 100, 354, 'Protoporphyrin IX', 120),
      N('heme', 100, 398, 'Haem', 60),
    ],
    steps: [
      { from: 'gly', to: 'ala', enzyme: 'ala-synthase', name: 'ALA synthase (B6), rate-limiting', control: true },
      { from: 'ala', to: 'pbg', enzyme: 'ala-dehydratase', name: 'ALA dehydratase' },
      { from: 'pbg', to: 'hmb', enzyme: 'pbg-deaminase', name: 'PBG deaminase' },
      { from: 'hmb', to: 'uro', enzyme: 'uro-synthase', name: 'Uroporphyrinogen III synthase' },
      { from: 'uro', to: 'copro', enzyme: 'uro-decarboxylase', name: 'Uroporphyrinogen decarboxylase' },
      { from: 'copro', to: 'proto-gen', enzyme: 'copro-oxidase', name: 'Coproporphyrinogen oxidase' },
      { from: 'proto-gen', to: 'proto', enzyme: 'proto-oxidase', name: 'Protoporphyrinogen oxidase' },
      { from: 'proto', to: 'heme', enzyme: 'ferrochelatase', name: 'Ferrochelatase (+ Fe²⁺)' },
    ],
  },
};
type PathwayName = keyof typeof PATHWAYS;
const ENZYMES = Object.values(PATHWAYS).flatMap((p) => p.steps.filter((s) => s.name).map((s) => s.enzyme));

const metabolicPathwayParams = z
  .strictObject({
    pathway: z.enum(Object.keys(PATHWAYS) as [PathwayName, ...PathwayName[]]),
    /** Enzymes named, or numbered in order (for "which enzyme is marked" questions). */
    enzymes: z.enum(['names', 'numbers']).default('names'),
    /** Regulated, irreversible steps drawn bold and red, with their regulators. */
    control: z.boolean().default(true),
    block: z.enum(ENZYMES as [string, ...string[]]).optional(),
  })
  .refine((p) => !p.block || PATHWAYS[p.pathway].steps.some((s) => s.enzyme === p.block), {
    message: 'the blocked enzyme belongs to another pathway',
    path: ['block'],
  });
type MetabolicPathwayParams = z.output<typeof metabolicPathwayParams>;

function renderMetabolicPathway(p: MetabolicPathwayParams): string {
  const pathway = PATHWAYS[p.pathway];
  const byId = new Map(pathway.nodes.map((n) => [n.id, n]));
  const parts: string[] = [];
  const zoneFill = ['#e8f5e9', '#fffde7', '#e8f5e9'];
  pathway.zones.forEach(([x, y, w, h, label], i) => {
    parts.push(
      el('rect', {
        x,
        y,
        width: w,
        height: h,
        rx: 10,
        fill: zoneFill[i % 3],
        stroke: '#c5cae9',
        'stroke-dasharray': '5 3',
      }),
      text(x + w - 8, y + h - 8, label, { size: 9, anchor: 'end', italic: true, fill: '#5c6bc0' }),
    );
  });
  let number = 0;
  for (const step of pathway.steps) {
    const control = p.control && step.control === true;
    const label = step.name ? (p.enzymes === 'numbers' ? String(++number) : step.name) : undefined;
    parts.push(
      arrow(byId.get(step.from)!, byId.get(step.to)!, {
        label,
        red: control,
        dashed: step.dashed,
        id: step.enzyme,
        labelSide: step.side ?? 1,
        size: p.enzymes === 'numbers' ? 12 : 10,
      }),
    );
  }
  for (const n of pathway.nodes) parts.push(box(n, { size: 10 }));
  if (p.control)
    for (const [x, y, note, colour] of pathway.notes ?? [])
      parts.push(text(x, y, note, { size: 9, fill: colour ?? '#37474f' }));
  if (p.block) {
    const step = pathway.steps.find((s) => s.enzyme === p.block)!;
    const a = byId.get(step.from)!;
    const b = byId.get(step.to)!;
    parts.push(blockMark((a.x + b.x) / 2, (a.y + b.y) / 2, step.enzyme));
  }
  return svg({ width: pathway.width, height: pathway.height, fontSize: 10, defs: ARROW_DEFS }, parts);
}

export const metabolicPathway = defineGenerator({
  name: 'metabolic-pathway',
  title: 'Metabolic pathways (urea cycle, glycolysis, haem synthesis)',
  params: metabolicPathwayParams,
  render: renderMetabolicPathway,
});
