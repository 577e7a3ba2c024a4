/**
 * Coronary arteries on an anterior view of the heart (posterior courses dashed) and the left
 * ventricle's short-axis ring with its six mid-ventricular segments coloured by the artery that
 * usually supplies them. Dominance decides who supplies the inferior wall; an occlusion shades
 * the territory at risk.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { el, group, num, svg, text } from '../lib/svg.ts';

type Artery = 'lad' | 'lcx' | 'rca';
const SEGMENTS = ['anterior', 'anterolateral', 'inferolateral', 'inferior', 'inferoseptal', 'anteroseptal'] as const;
type Segment = (typeof SEGMENTS)[number];

function supplier(segment: Segment, dominance: 'right' | 'left'): Artery {
  switch (segment) {
    case 'anterior':
    case 'anteroseptal':
      return 'lad';
    case 'anterolateral':
    case 'inferolateral':
      return 'lcx';
    case 'inferior':
    case 'inferoseptal':
      return dominance === 'right' ? 'rca' : 'lcx';
  }
}

const OCCLUSIONS = {
  lmca: { at: [118, 78], arteries: ['lad', 'lcx'] },
  'lad-proximal': { at: [131, 95], arteries: ['lad'] },
  'lad-distal': { at: [146, 178], arteries: ['lad'] },
  lcx: { at: [150, 82], arteries: ['lcx'] },
  'rca-proximal': { at: [72, 82], arteries: ['rca'] },
  'rca-distal': { at: [62, 176], arteries: ['rca'] },
} as const satisfies Record<string, { at: readonly [number, number]; arteries: readonly Artery[] }>;
type Occlusion = keyof typeof OCCLUSIONS;

const coronaryParams = z.strictObject({
  view: z.enum(['both', 'arteries', 'territories']).default('both'),
  dominance: z.enum(['right', 'left']).default('right'),
  /** One artery and its territory drawn strongly, the rest grey. */
  highlight: z.enum(['lad', 'lcx', 'rca']).optional(),
  occlusion: z.enum(Object.keys(OCCLUSIONS) as [Occlusion, ...Occlusion[]]).optional(),
  labels: z.enum(['names', 'numbers', 'none']).default('names'),
});
type CoronaryParams = z.output<typeof coronaryParams>;

const COLOURS: Record<Artery, string> = { lad: '#c62828', lcx: '#2e7d32', rca: '#1565c0' };
const PALE: Record<Artery, string> = { lad: '#ffcdd2', lcx: '#c8e6c9', rca: '#bbdefb' };

interface Vessel {
  id: string;
  artery: Artery;
  name: string;
  d: string;
  posterior?: boolean;
  width: number;
  label: readonly [number, number, 'start' | 'middle' | 'end'];
}

function vessels(dominance: 'right' | 'left'): Vessel[] {
  const list: Vessel[] = [
    { id: 'lmca', artery: 'lad', name: 'LMCA', d: 'M106 74L128 80', width: 4, label: [112, 66, 'middle'] },
    {
      id: 'lad',
      artery: 'lad',
      name: 'LAD',
      d: 'M128 80C133 110 140 150 150 202',
      width: 3.6,
      label: [126, 160, 'end'],
    },
    {
      id: 'diagonal',
      artery: 'lad',
      name: 'Diag.',
      d: 'M134 108L166 122M139 136L170 152',
      width: 1.8,
      label: [143, 129, 'start'],
    },
    {
      id: 'lcx',
      artery: 'lcx',
      name: 'LCx',
      d: 'M128 80C150 78 170 84 182 100',
      width: 3.4,
      label: [148, 70, 'start'],
    },
    {
      id: 'obtuse-marginal',
      artery: 'lcx',
      name: 'OM',
      d: 'M170 88C178 104 182 118 184 132',
      width: 1.8,
      label: [189, 112, 'start'],
    },
    {
      id: 'lcx-posterior',
      artery: 'lcx',
      name: '',
      d: 'M182 100C190 120 190 150 176 176',
      width: 2.6,
      posterior: true,
      label: [0, 0, 'start'],
    },
    {
      id: 'rca',
      artery: 'rca',
      name: 'RCA',
      d: 'M96 76C70 80 50 100 46 130C44 160 60 186 92 198',
      width: 3.6,
      label: [38, 118, 'end'],
    },
    {
      id: 'acute-marginal',
      artery: 'rca',
      name: 'Acute marg.',
      d: 'M47 148C62 156 76 162 90 168',
      width: 1.8,
      label: [38, 170, 'end'],
    },
  ];
  list.push({
    id: 'pda',
    artery: dominance === 'right' ? 'rca' : 'lcx',
    name: 'PDA',
    d: dominance === 'right' ? 'M92 198C112 204 128 206 144 206' : 'M176 176C168 192 156 202 144 206',
    width: 2.4,
    posterior: true,
    label: [118, 218, 'middle'],
  });
  return list;
}

function arteries(p: CoronaryParams): string[] {
  const parts: string[] = [
    // Heart, great vessels.
    el('path', {
      d: 'M44 86C26 128 44 188 150 208C190 176 204 120 176 76C150 62 74 62 44 86Z',
      fill: '#fbe9e7',
      stroke: '#8d6e63',
      'stroke-width': 1.4,
    }),
    el('path', {
      d: 'M88 76V40C88 18 118 12 132 26',
      fill: 'none',
      stroke: '#d7ccc8',
      'stroke-width': 16,
      'stroke-linecap': 'round',
    }),
    el('path', { d: 'M122 84L128 36', fill: 'none', stroke: '#cfd8dc', 'stroke-width': 14, 'stroke-linecap': 'round' }),
  ];
  if (p.labels === 'names')
    parts.push(
      text(76, 30, 'Aorta', { size: 9, anchor: 'end', fill: '#6d4c41' }),
      text(140, 44, 'Pulm. trunk', { size: 9, fill: '#546e7a' }),
    );
  let n = 0;
  for (const v of vessels(p.dominance)) {
    const dim = p.highlight !== undefined && p.highlight !== v.artery;
    parts.push(
      el('path', {
        d: v.d,
        fill: 'none',
        stroke: dim ? '#b0bec5' : COLOURS[v.artery],
        'stroke-width': v.width + (p.highlight === v.artery ? 1 : 0),
        'stroke-dasharray': v.posterior ? '5 3' : undefined,
        'stroke-linecap': 'round',
        'data-vessel': v.id,
        'data-artery': v.artery,
      }),
    );
    if (!v.name) continue;
    const [x, y, anchor] = v.label;
    if (p.labels === 'names')
      parts.push(text(x, y, v.name, { size: 10, anchor, fill: '#222', attrs: { 'data-label-id': v.id } }));
    if (p.labels === 'numbers')
      parts.push(text(x, y, String(++n), { size: 11, anchor, weight: 'bold', attrs: { 'data-number': v.id } }));
  }
  if (p.occlusion) {
    const [x, y] = OCCLUSIONS[p.occlusion].at;
    parts.push(
      el('path', {
        d: `M${x - 7} ${y - 7}l14 14m0-14l-14 14`,
        stroke: '#111',
        'stroke-width': 3.4,
        'data-occlusion': p.occlusion,
      }),
    );
  }
  parts.push(text(20, 236, 'Anterior view · dashed: posterior course', { size: 9, fill: '#666' }));
  return parts;
}

function territories(p: CoronaryParams, ox: number): string[] {
  const cx = ox + 80;
  const cy = 118;
  const outer = 58;
  const inner = 32;
  const parts: string[] = [];
  const risk = p.occlusion ? new Set<Artery>(OCCLUSIONS[p.occlusion].arteries) : undefined;
  const fillFor = (artery: Artery) => {
    if (risk) return risk.has(artery) ? '#b71c1c' : '#eceff1';
    if (p.highlight) return p.highlight === artery ? COLOURS[artery] : '#eceff1';
    return PALE[artery];
  };
  // The right ventricle, in front of and to the right of the septum (viewer's left), from the RCA.
  parts.push(
    el('path', {
      d: `M${num(cx - 20)} ${num(cy - outer + 2)}C${num(cx - 110)} ${num(cy - 40)} ${num(cx - 100)} ${num(cy + 50)} ${num(cx - 24)} ${num(cy + outer - 3)}`,
      fill: 'none',
      stroke: fillFor('rca') === '#eceff1' ? '#cfd8dc' : fillFor('rca'),
      'stroke-width': 9,
      'data-segment': 'right-ventricle',
      'data-artery': 'rca',
    }),
  );
  SEGMENTS.forEach((segment, i) => {
    const a0 = ((-120 + i * 60) * Math.PI) / 180;
    const a1 = ((-60 + i * 60) * Math.PI) / 180;
    const pt = (r: number, a: number) => `${num(cx + r * Math.cos(a))} ${num(cy + r * Math.sin(a))}`;
    const artery = supplier(segment, p.dominance);
    parts.push(
      el('path', {
        d: `M${pt(outer, a0)}A${outer} ${outer} 0 0 1 ${pt(outer, a1)}L${pt(inner, a1)}A${inner} ${inner} 0 0 0 ${pt(inner, a0)}Z`,
        fill: fillFor(artery),
        stroke: '#fff',
        'stroke-width': 2,
        'data-segment': segment,
        'data-artery': artery,
      }),
    );
    if (p.labels !== 'none') {
      const mid = (a0 + a1) / 2;
      const short = {
        anterior: 'Ant',
        anterolateral: 'AL',
        inferolateral: 'IL',
        inferior: 'Inf',
        inferoseptal: 'IS',
        anteroseptal: 'AS',
      }[segment];
      parts.push(
        text(cx + 45 * Math.cos(mid), cy + 45 * Math.sin(mid) + 3.5, short, {
          size: 9,
          anchor: 'middle',
          weight: 'bold',
        }),
      );
    }
  });
  parts.push(
    text(cx, cy - outer - 8, 'anterior', { size: 9, anchor: 'middle', fill: '#555' }),
    text(cx, cy + outer + 16, 'inferior', { size: 9, anchor: 'middle', fill: '#555' }),
    text(cx + outer + 4, cy + 3, 'lateral', { size: 9, fill: '#555' }),
    text(cx - 40, cy + outer + 30, 'RV', { size: 9, fill: '#555' }),
    text(cx, 236, 'LV short axis (mid)', { size: 9, anchor: 'middle', fill: '#666' }),
  );
  if (!p.highlight && !p.occlusion && p.labels !== 'none') {
    (['lad', 'lcx', 'rca'] as const).forEach((a, i) => {
      parts.push(
        el('rect', { x: ox + 14 + i * 50, y: 8, width: 10, height: 10, fill: PALE[a], stroke: COLOURS[a] }),
        text(ox + 28 + i * 50, 17, a.toUpperCase().replace('LCX', 'LCx'), { size: 9 }),
      );
    });
  }
  return parts;
}

function renderCoronary(p: CoronaryParams): string {
  // The arteries' drawing is shifted right to leave room for the names on the heart's right border.
  const heart = group({ transform: 'translate(22 0)' }, arteries(p));
  if (p.view === 'arteries') return svg({ width: 250, height: 244, fontSize: 10 }, heart);
  if (p.view === 'territories') return svg({ width: 170, height: 244, fontSize: 10 }, territories(p, 4));
  return svg({ width: 420, height: 244, fontSize: 10 }, [heart, group({}, territories(p, 246))]);
}

export const coronary = defineGenerator({
  name: 'coronary',
  title: 'Coronary arteries and their territories',
  params: coronaryParams,
  render: renderCoronary,
});
