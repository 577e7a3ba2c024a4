/**
 * The arterial circle at the base of the brain, inferior view (anterior at the top, the patient's
 * right on the viewer's left, marked R and L): carotids, anterior and posterior communicating
 * arteries, anterior, middle and posterior cerebral arteries, and the vertebrobasilar system with
 * its cerebellar branches. A site may carry an aneurysm or an occlusion.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { el, num, svg, text } from '../lib/svg.ts';

type P = readonly [number, number];
interface Vessel {
  id: string;
  name: string;
  /** Drawn on the viewer's left half; mirrored for the other side unless `midline`. */
  path: readonly P[];
  midline?: boolean;
  width: number;
  /** Label position for the viewer's right-hand copy (or the midline vessel). */
  label: readonly [number, number, 'start' | 'middle' | 'end'];
}

const C = 180;
const VESSELS: readonly Vessel[] = [
  {
    id: 'basilar',
    name: 'Basilar',
    midline: true,
    width: 5,
    path: [
      [C, 252],
      [C, 170],
    ],
    label: [C + 6, 212, 'start'],
  },
  {
    id: 'vertebral',
    name: 'Vertebral',
    width: 4.2,
    path: [
      [150, 328],
      [168, 282],
      [C, 252],
    ],
    label: [216, 336, 'start'],
  },
  {
    id: 'anterior-spinal',
    name: 'Ant. spinal',
    width: 1.6,
    path: [
      [171, 276],
      [C, 292],
      [C, 334],
    ],
    label: [C - 5, 340, 'end'],
  },
  {
    id: 'pica',
    name: 'PICA',
    width: 2.2,
    path: [
      [160, 302],
      [122, 312],
      [100, 300],
    ],
    label: [262, 316, 'start'],
  },
  {
    id: 'aica',
    name: 'AICA',
    width: 2.2,
    path: [
      [C, 238],
      [134, 242],
      [108, 252],
    ],
    label: [254, 256, 'start'],
  },
  {
    id: 'sca',
    name: 'SCA',
    width: 2.4,
    path: [
      [C, 180],
      [142, 186],
      [108, 196],
    ],
    label: [256, 208, 'start'],
  },
  {
    id: 'pca',
    name: 'PCA',
    width: 3.4,
    path: [
      [C, 170],
      [140, 160],
      [100, 172],
      [64, 198],
    ],
    label: [298, 212, 'start'],
  },
  {
    id: 'pcom',
    name: 'PCom',
    width: 2.2,
    path: [
      [140, 160],
      [134, 112],
    ],
    label: [214, 142, 'end'],
  },
  {
    id: 'ica',
    name: 'ICA',
    width: 5,
    path: [
      [134, 112],
      [134, 112.1],
    ],
    label: [213, 118, 'end'],
  },
  {
    id: 'mca',
    name: 'MCA',
    width: 3.8,
    path: [
      [134, 112],
      [92, 102],
      [46, 108],
    ],
    label: [300, 98, 'start'],
  },
  {
    id: 'aca',
    name: 'ACA',
    width: 3.2,
    path: [
      [134, 112],
      [166, 72],
      [165, 22],
    ],
    label: [200, 34, 'start'],
  },
  {
    id: 'acom',
    name: 'ACom',
    midline: true,
    width: 2.4,
    path: [
      [166, 72],
      [194, 72],
    ],
    label: [C, 88, 'middle'],
  },
  {
    id: 'ophthalmic',
    name: 'Ophthalmic',
    width: 1.4,
    path: [
      [130, 105],
      [118, 66],
    ],
    label: [246, 66, 'start'],
  },
  {
    id: 'anterior-choroidal',
    name: 'Ant. choroidal',
    width: 1.4,
    path: [
      [128, 118],
      [104, 134],
    ],
    label: [258, 142, 'start'],
  },
];

const mirror = (path: readonly P[]): P[] => path.map(([x, y]) => [2 * C - x, y] as const);

/** Where a site's marker sits: a vessel's midpoint or one of the classic aneurysm junctions. */
export const SITES = {
  acom: [C, 72],
  'ica-pcom-right': [136, 114],
  'ica-pcom-left': [224, 114],
  'mca-bifurcation-right': [92, 102],
  'mca-bifurcation-left': [268, 102],
  'basilar-tip': [C, 170],
  'mca-right': [66, 105],
  'mca-left': [294, 105],
  'aca-right': [165, 44],
  'aca-left': [195, 44],
  'pca-right': [90, 180],
  'pca-left': [270, 180],
  basilar: [C, 212],
  'vertebral-right': [160, 302],
  'vertebral-left': [200, 302],
  'pica-right': [120, 311],
  'pica-left': [240, 311],
  'sca-right': [130, 189],
  'aica-right': [132, 242],
  'ica-right': [134, 112],
  'ica-left': [226, 112],
} as const satisfies Record<string, P>;
type Site = keyof typeof SITES;

const circleOfWillisParams = z.strictObject({
  marker: z
    .strictObject({
      site: z.enum(Object.keys(SITES) as [Site, ...Site[]]),
      kind: z.enum(['aneurysm', 'occlusion']),
    })
    .optional(),
  labels: z.enum(['names', 'numbers', 'none']).default('names'),
});
type CircleOfWillisParams = z.output<typeof circleOfWillisParams>;

function renderCircleOfWillis(p: CircleOfWillisParams): string {
  const parts: string[] = [];
  const d = (path: readonly P[]) => `M${path.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}`;
  let n = 0;
  for (const v of VESSELS) {
    const paths = v.midline ? [v.path] : [v.path, mirror(v.path)];
    if (v.id === 'ica') {
      for (const [x, y] of [v.path[0]!, mirror(v.path)[0]!])
        parts.push(
          el('circle', {
            cx: x,
            cy: y,
            r: 7,
            fill: '#ef9a9a',
            stroke: '#b71c1c',
            'stroke-width': 1.5,
            'data-vessel': 'ica',
          }),
        );
    } else {
      parts.push(
        el('path', {
          d: paths.map(d).join(''),
          fill: 'none',
          stroke: '#c62828',
          'stroke-width': v.width,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
          'data-vessel': v.id,
        }),
      );
    }
    const [lx, ly, anchor] = v.label;
    if (p.labels === 'names')
      parts.push(text(lx, ly, v.name, { size: 11, anchor, fill: '#222', attrs: { 'data-label-id': v.id } }));
    if (p.labels === 'numbers') {
      n++;
      parts.push(text(lx, ly, String(n), { size: 11, anchor, weight: 'bold', attrs: { 'data-number': v.id } }));
    }
  }
  if (p.marker) {
    const [x, y] = SITES[p.marker.site];
    parts.push(
      p.marker.kind === 'aneurysm'
        ? el('circle', {
            cx: x,
            cy: y - 1,
            r: 6.5,
            fill: '#7b1fa2',
            stroke: '#fff',
            'stroke-width': 1.5,
            'data-marker': p.marker.site,
          })
        : el('path', {
            d: `M${num(x - 8)} ${num(y - 8)}l16 16m0-16l-16 16`,
            stroke: '#111',
            'stroke-width': 3.2,
            'data-marker': p.marker.site,
          }),
    );
  }
  parts.push(
    text(12, 18, 'Inferior view', { size: 10, fill: '#555' }),
    text(14, 330, 'R', { size: 13, weight: 'bold', fill: '#555' }),
    text(346, 330, 'L', { size: 13, weight: 'bold', anchor: 'end', fill: '#555' }),
    text(C, 12, 'anterior', { size: 9, anchor: 'middle', fill: '#777' }),
  );
  return svg({ width: 360, height: 344, fontSize: 10 }, parts);
}

export const circleOfWillis = defineGenerator({
  name: 'circle-of-willis',
  title: 'The arterial circle (of Willis)',
  params: circleOfWillisParams,
  render: renderCircleOfWillis,
});
