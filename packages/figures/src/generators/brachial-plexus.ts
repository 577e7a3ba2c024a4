/**
 * The brachial plexus as the classic schematic: roots C5–T1, trunks, anterior and posterior
 * divisions, cords, terminal branches (the "M" of musculocutaneous, median and ulnar) and the
 * branches from roots, trunk and cords. A lesion is a red bar across one named segment.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { el, group, num, svg, text } from '../lib/svg.ts';

type P = readonly [number, number];
interface Segment {
  id: string;
  name: string;
  path: readonly P[];
  kind: 'root' | 'trunk' | 'division-anterior' | 'division-posterior' | 'cord' | 'branch';
  /** Where its label goes (x, y, anchor). */
  label?: readonly [number, number, 'start' | 'middle' | 'end'];
  /** Further strands drawn with it (the long thoracic nerve's roots from C6 and C7). */
  strands?: ReadonlyArray<readonly P[]>;
}

const ROOT_Y = { C5: 58, C6: 96, C7: 134, C8: 172, T1: 210 } as const;
const UT: P = [112, 77];
const MT: P = [112, 134];
const LT: P = [112, 191];
const UTE: P = [158, 77];
const MTE: P = [158, 134];
const LTE: P = [158, 191];
const LC: P = [205, 95];
const PC: P = [205, 140];
const MC: P = [205, 185];
const LCE: P = [246, 95];
const PCE: P = [246, 140];
const MCE: P = [246, 185];
const MEDIAN: P = [290, 172];

export const PLEXUS: readonly Segment[] = [
  { id: 'c5-root', name: 'C5', kind: 'root', path: [[44, ROOT_Y.C5], UT], label: [38, ROOT_Y.C5 + 4, 'end'] },
  { id: 'c6-root', name: 'C6', kind: 'root', path: [[44, ROOT_Y.C6], UT], label: [38, ROOT_Y.C6 + 4, 'end'] },
  { id: 'c7-root', name: 'C7', kind: 'root', path: [[44, ROOT_Y.C7], MT], label: [38, ROOT_Y.C7 + 4, 'end'] },
  { id: 'c8-root', name: 'C8', kind: 'root', path: [[44, ROOT_Y.C8], LT], label: [38, ROOT_Y.C8 + 4, 'end'] },
  { id: 't1-root', name: 'T1', kind: 'root', path: [[44, ROOT_Y.T1], LT], label: [38, ROOT_Y.T1 + 4, 'end'] },
  { id: 'upper-trunk', name: 'Upper trunk', kind: 'trunk', path: [UT, UTE], label: [134, 70, 'middle'] },
  { id: 'middle-trunk', name: 'Middle trunk', kind: 'trunk', path: [MT, MTE], label: [134, 127, 'middle'] },
  { id: 'lower-trunk', name: 'Lower trunk', kind: 'trunk', path: [LT, LTE], label: [134, 204, 'middle'] },
  { id: 'upper-anterior', name: 'anterior division', kind: 'division-anterior', path: [UTE, LC] },
  { id: 'upper-posterior', name: 'posterior division', kind: 'division-posterior', path: [UTE, PC] },
  { id: 'middle-anterior', name: 'anterior division', kind: 'division-anterior', path: [MTE, LC] },
  { id: 'middle-posterior', name: 'posterior division', kind: 'division-posterior', path: [MTE, PC] },
  { id: 'lower-anterior', name: 'anterior division', kind: 'division-anterior', path: [LTE, MC] },
  { id: 'lower-posterior', name: 'posterior division', kind: 'division-posterior', path: [LTE, PC] },
  { id: 'lateral-cord', name: 'Lateral cord', kind: 'cord', path: [LC, LCE], label: [226, 88, 'middle'] },
  { id: 'posterior-cord', name: 'Posterior cord', kind: 'cord', path: [PC, PCE], label: [226, 133, 'middle'] },
  { id: 'medial-cord', name: 'Medial cord', kind: 'cord', path: [MC, MCE], label: [226, 199, 'middle'] },
  {
    id: 'musculocutaneous',
    name: 'Musculocutaneous',
    kind: 'branch',
    path: [LCE, [294, 62]],
    label: [297, 60, 'start'],
  },
  { id: 'axillary', name: 'Axillary', kind: 'branch', path: [PCE, [294, 114]], label: [297, 112, 'start'] },
  { id: 'radial', name: 'Radial', kind: 'branch', path: [PCE, [294, 145]], label: [297, 148, 'start'] },
  { id: 'median-lateral-root', name: 'lateral root of median', kind: 'branch', path: [LCE, MEDIAN] },
  { id: 'median-medial-root', name: 'medial root of median', kind: 'branch', path: [MCE, MEDIAN] },
  { id: 'median', name: 'Median', kind: 'branch', path: [MEDIAN, [294, 176]], label: [297, 180, 'start'] },
  { id: 'ulnar', name: 'Ulnar', kind: 'branch', path: [MCE, [294, 214]], label: [297, 217, 'start'] },
  {
    id: 'dorsal-scapular',
    name: 'Dorsal scapular',
    kind: 'branch',
    path: [
      [70, 66],
      [74, 26],
    ],
    label: [74, 20, 'middle'],
  },
  {
    id: 'suprascapular',
    name: 'Suprascapular',
    kind: 'branch',
    path: [
      [130, 77],
      [152, 36],
    ],
    label: [156, 30, 'middle'],
  },
  {
    id: 'long-thoracic',
    name: 'Long thoracic',
    kind: 'branch',
    path: [
      [64, 63],
      [58, 110],
      [56, 160],
      [56, 244],
    ],
    strands: [
      [
        [72, 100],
        [58, 112],
      ],
      [
        [72, 134],
        [57, 142],
      ],
    ],
    label: [58, 256, 'middle'],
  },
  {
    id: 'lateral-pectoral',
    name: 'Lateral pectoral',
    kind: 'branch',
    path: [
      [222, 95],
      [232, 46],
    ],
    label: [236, 40, 'middle'],
  },
  {
    id: 'thoracodorsal',
    name: 'Thoracodorsal',
    kind: 'branch',
    path: [
      [232, 140],
      [258, 244],
    ],
    label: [262, 256, 'middle'],
  },
  {
    id: 'medial-cutaneous',
    name: 'Medial cutaneous',
    kind: 'branch',
    path: [
      [228, 185],
      [204, 244],
    ],
    label: [204, 256, 'end'],
  },
];

const COLOURS: Record<Segment['kind'], string> = {
  root: '#546e7a',
  trunk: '#1565c0',
  'division-anterior': '#2e7d32',
  'division-posterior': '#2e7d32',
  cord: '#ef6c00',
  branch: '#6a1b9a',
};

const LESION_SITES = PLEXUS.map((s) => s.id) as [string, ...string[]];

const brachialPlexusParams = z.strictObject({
  lesion: z.enum(LESION_SITES).optional(),
  /** `names`: every structure named; `levels`: only roots and column headings; `numbers`: branches numbered. */
  labels: z.enum(['names', 'levels', 'numbers']).default('names'),
});
type BrachialPlexusParams = z.output<typeof brachialPlexusParams>;

/** The point halfway along a segment's drawn length. */
function midpoint(path: readonly P[]): P {
  const lengths = path.slice(1).map((p, i) => Math.hypot(p[0] - path[i]![0], p[1] - path[i]![1]));
  let half = lengths.reduce((a, b) => a + b, 0) / 2;
  for (let i = 0; i < lengths.length; i++) {
    if (half <= lengths[i]!) {
      const f = half / lengths[i]!;
      const a = path[i]!;
      const b = path[i + 1]!;
      return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
    }
    half -= lengths[i]!;
  }
  return path[path.length - 1]!;
}

function renderBrachialPlexus(p: BrachialPlexusParams): string {
  const parts: string[] = [];
  const headings: Array<[number, string]> = [
    [78, 'Roots'],
    [135, 'Trunks'],
    [181, 'Divisions'],
    [226, 'Cords'],
    [297, 'Branches'],
  ];
  for (const [x, name] of headings)
    parts.push(text(x, 282, name, { size: 10, anchor: x > 290 ? 'start' : 'middle', fill: '#555' }));
  parts.push(el('path', { d: 'M20 270H364', stroke: '#ccc' }));
  // Small branches behind, main segments in front.
  const ordered = [...PLEXUS].sort(
    (a, b) =>
      Number(a.kind !== 'branch' || a.label === undefined) - Number(b.kind !== 'branch' || b.label === undefined),
  );
  let number = 0;
  for (const s of ordered) {
    const minor = [
      'dorsal-scapular',
      'suprascapular',
      'long-thoracic',
      'lateral-pectoral',
      'thoracodorsal',
      'medial-cutaneous',
    ].includes(s.id);
    parts.push(
      el('path', {
        d: [s.path, ...(s.strands ?? [])]
          .map((line) => `M${line.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}`)
          .join(''),
        fill: 'none',
        stroke: COLOURS[s.kind],
        'stroke-width': minor ? 1.6 : s.kind === 'division-anterior' || s.kind === 'division-posterior' ? 2.4 : 3.6,
        'stroke-dasharray': s.kind === 'division-posterior' ? '5 3' : undefined,
        'stroke-linecap': 'round',
        'data-segment': s.id,
      }),
    );
    if (!s.label) continue;
    const [lx, ly, anchor] = s.label;
    if (s.kind === 'root') {
      parts.push(text(lx, ly, s.name, { size: 12, anchor, weight: 'bold', attrs: { 'data-label-id': s.id } }));
    } else if (p.labels === 'names') {
      parts.push(text(lx, ly, s.name, { size: minor ? 9 : 9.5, anchor, attrs: { 'data-label-id': s.id } }));
    } else if (p.labels === 'numbers' && s.kind === 'branch') {
      number++;
      parts.push(text(lx, ly, String(number), { size: 11, anchor, weight: 'bold', attrs: { 'data-number': s.id } }));
    }
  }
  if (p.lesion) {
    const s = PLEXUS.find((seg) => seg.id === p.lesion)!;
    const [mx, my] = midpoint(s.path);
    const a = s.path[0]!;
    const b = s.path[s.path.length - 1]!;
    const angle = Math.atan2(b[1] - a[1], b[0] - a[0]) + Math.PI / 2;
    const dx = Math.cos(angle) * 9;
    const dy = Math.sin(angle) * 9;
    parts.push(
      el('path', {
        d: `M${num(mx - dx)} ${num(my - dy)}L${num(mx + dx)} ${num(my + dy)}`,
        stroke: '#d32f2f',
        'stroke-width': 4.5,
        'stroke-linecap': 'round',
        'data-lesion': s.id,
        'data-at': `${num(mx)} ${num(my)}`,
      }),
    );
  }
  return svg({ width: 384, height: 292, fontSize: 10 }, group({}, parts));
}

export const brachialPlexus = defineGenerator({
  name: 'brachial-plexus',
  title: 'Brachial plexus schematic',
  params: brachialPlexusParams,
  render: renderBrachialPlexus,
});
