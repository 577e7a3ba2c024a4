/**
 * The Wiggers diagram: one cardiac cycle at 75/min with aortic, left ventricular and left atrial
 * pressures, left ventricular volume, the ECG and the heart sounds on one time axis, the four
 * valve events marked. A phase can be shaded; a valve lesion changes the pressures it changes.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { at, COLOURS, legend, type Scale, smooth } from '../lib/chart.ts';
import { el, group, num, type Point, polyline, simplify, svg, text } from '../lib/svg.ts';
import type { Morphology } from './ecg/model.ts';
import { leadSignal } from './ecg/rhythm.ts';

const WIGGERS_PHASES = [
  'none',
  'atrial-systole',
  'isovolumetric-contraction',
  'ejection',
  'isovolumetric-relaxation',
  'rapid-filling',
  'diastasis',
] as const;

const wiggersParams = z.strictObject({
  condition: z
    .enum(['normal', 'aortic-stenosis', 'mitral-stenosis', 'aortic-regurgitation', 'mitral-regurgitation'])
    .default('normal'),
  highlight: z.enum(WIGGERS_PHASES).default('none'),
  /** Name the phases along the top (off when a question asks for them). */
  phaseLabels: z.boolean().default(true),
  /** Letters at the valve events instead of their names. */
  eventLetters: z.boolean().default(false),
});
export type WiggersParams = z.output<typeof wiggersParams>;

/** Valve events, seconds into the window (QRS onset at 0.10 s). */
export const EVENTS = { mvCloses: 0.15, avOpens: 0.2, avCloses: 0.47, mvOpens: 0.55 } as const;
const END = 0.95;
const PHASE_SPANS: Record<Exclude<(typeof WIGGERS_PHASES)[number], 'none'>, [number, number]> = {
  'atrial-systole': [0.02, 0.15],
  'isovolumetric-contraction': [EVENTS.mvCloses, EVENTS.avOpens],
  ejection: [EVENTS.avOpens, EVENTS.avCloses],
  'isovolumetric-relaxation': [EVENTS.avCloses, EVENTS.mvOpens],
  'rapid-filling': [EVENTS.mvOpens, 0.7],
  diastasis: [0.7, 0.84],
};

interface Traces {
  aorta: Point[];
  lv: Point[];
  la: Point[];
  volume: Point[];
}

const EJECTION = EVENTS.avCloses - EVENTS.avOpens;

/** The four traces' points, seconds against mmHg or mL (exported for the generator's tests). */
export function traces(condition: WiggersParams['condition']): Traces {
  const as = condition === 'aortic-stenosis';
  const ms = condition === 'mitral-stenosis';
  const ar = condition === 'aortic-regurgitation';
  const mr = condition === 'mitral-regurgitation';
  const dia = ar ? 45 : 80;
  const sys = ar ? 150 : as ? 112 : 120;
  const lvPeak = as ? 185 : sys + 3;
  const lvDiastole = ar ? 12 : ms ? 4 : 6;
  const lvEnd = ar ? 24 : ms ? 6 : 9;
  const aorta: Point[] = [
    [0, dia + 8],
    [0.1, dia + 2],
    [EVENTS.avOpens, dia],
    [as ? 0.34 : 0.3, sys],
    [EVENTS.avCloses - 0.01, sys - 18],
    [EVENTS.avCloses + 0.012, sys - 26],
    [EVENTS.avCloses + 0.035, sys - 20],
    [END, dia + 8],
  ];
  const lv: Point[] = [
    [0, lvDiastole],
    [0.06, lvDiastole + 2.5],
    [0.1, lvEnd],
    [EVENTS.mvCloses, lvEnd + 4],
    [EVENTS.avOpens, dia + 1],
    [as ? 0.33 : 0.29, lvPeak],
    [EVENTS.avCloses - 0.01, as ? lvPeak - 60 : sys - 16],
    [EVENTS.avCloses + 0.02, as ? 60 : sys - 50],
    [EVENTS.mvOpens, ar ? 14 : ms ? 3 : 4],
    [0.62, ar ? 15 : 2],
    [0.78, lvDiastole],
    [0.86, lvDiastole + 2.5],
    [END, lvEnd],
  ];
  const laBase = ms ? 22 : 5;
  const la: Point[] = mr
    ? [
        [0, 9],
        [0.06, 12],
        [0.12, 10],
        [EVENTS.mvCloses, 12],
        [0.3, 28],
        [0.48, 40],
        [EVENTS.mvOpens, 36],
        [0.68, 14],
        [0.84, 11],
        [0.88, 13],
        [END, 11],
      ]
    : [
        [0, laBase + 2],
        [0.06, laBase + (ms ? 8 : 5)],
        [0.12, laBase + 1],
        [EVENTS.mvCloses + 0.02, laBase + 3],
        [0.26, laBase - 1],
        [EVENTS.mvOpens - 0.02, laBase + (ms ? 6 : 8)],
        [0.64, laBase + (ms ? 3 : 0)],
        [0.82, laBase + 2],
        [0.88, laBase + (ms ? 8 : 5)],
        [END, laBase + 2],
      ];
  const edv = ar ? 190 : mr ? 165 : ms ? 105 : 130;
  const esv = ar ? 75 : mr ? 55 : ms ? 45 : 58;
  const ejectionStart = mr ? edv - 18 : edv;
  const volume: Point[] = [
    [0, edv - 14],
    [0.1, edv],
    // Mitral regurgitation empties the ventricle backwards before the aortic valve opens.
    [EVENTS.mvCloses, edv],
    [EVENTS.avOpens, ejectionStart],
    // Rapid ejection: about 70% of the stroke volume leaves in the first third of ejection, the
    // rest more slowly (Guyton, the cardiac cycle).
    [EVENTS.avOpens + EJECTION / 3, ejectionStart - 0.7 * (ejectionStart - esv)],
    [EVENTS.avOpens + (2 * EJECTION) / 3, ejectionStart - 0.93 * (ejectionStart - esv)],
    [EVENTS.avCloses, esv],
    // Aortic regurgitation refills the ventricle before the mitral valve opens.
    [EVENTS.mvOpens, ar ? esv + 25 : esv],
    [0.68, esv + (edv - esv) * (ms ? 0.45 : 0.78)],
    [0.84, esv + (edv - esv) * (ms ? 0.7 : 0.88)],
    [0.9, edv],
    [END, edv],
  ];
  return { aorta, lv, la, volume };
}

const W = 360;
const L = 44;
const R = W - 10;

function renderWiggers(p: WiggersParams): string {
  const t: Scale = { kind: 'lin', d0: 0, d1: END, r0: L, r1: R };
  const pTop = 48;
  const pBottom = 214;
  const pMax = p.condition === 'aortic-stenosis' ? 200 : 160;
  const pressure: Scale = { kind: 'lin', d0: 0, d1: pMax, r0: pBottom, r1: pTop };
  const vTop = 228;
  const vBottom = 292;
  const volume: Scale = { kind: 'lin', d0: 30, d1: 200, r0: vBottom, r1: vTop };
  const ecgBase = 330;
  const phono = 372;
  const height = 400;
  const tr = traces(p.condition);
  const parts: string[] = [];
  if (p.highlight !== 'none') {
    const [a, b] = PHASE_SPANS[p.highlight];
    parts.push(
      el('rect', {
        x: at(t, a),
        y: pTop - 6,
        width: at(t, b) - at(t, a),
        height: phono + 14 - pTop,
        fill: '#fff59d',
        'data-highlight': p.highlight,
      }),
    );
  }
  // Valve events.
  const eventNames: Array<[number, string, string]> = [
    [EVENTS.mvCloses, 'MV closes', 'A'],
    [EVENTS.avOpens, 'AV opens', 'B'],
    [EVENTS.avCloses, 'AV closes', 'C'],
    [EVENTS.mvOpens, 'MV opens', 'D'],
  ];
  let dashes = '';
  for (const [time] of eventNames) dashes += `M${num(at(t, time), 1)} ${pTop - 6}V${phono + 14}`;
  parts.push(el('path', { d: dashes, stroke: '#888', 'stroke-dasharray': '3 3', 'stroke-width': 0.8 }));
  eventNames.forEach(([time, name, letter], i) => {
    const x = at(t, time);
    const label = p.eventLetters ? letter : name;
    parts.push(
      text(x + (i % 2 === 0 ? -2 : 2), pTop - 20 + (i % 2) * 10, label, {
        size: 9,
        anchor: i % 2 === 0 ? 'end' : 'start',
        fill: '#444',
        attrs: { 'data-event': name },
      }),
    );
  });
  if (p.phaseLabels) {
    const names: Array<[string, number, number]> = [
      ['IVC', EVENTS.mvCloses, EVENTS.avOpens],
      ['ejection', EVENTS.avOpens, EVENTS.avCloses],
      ['IVR', EVENTS.avCloses, EVENTS.mvOpens],
      ['filling', EVENTS.mvOpens, 0.84],
      ['atrial', 0.84, END],
    ];
    for (const [name, a, b] of names)
      parts.push(text((at(t, a) + at(t, b)) / 2, 11, name, { size: 9, anchor: 'middle', fill: '#666' }));
  }
  // Axes.
  let ticks = '';
  for (const v of [0, 40, 80, 120, 160, ...(pMax > 160 ? [200] : [])]) {
    ticks += `M${L - 4} ${num(at(pressure, v), 1)}h4`;
    parts.push(text(L - 6, at(pressure, v) + 3.5, String(v), { size: 9, anchor: 'end' }));
  }
  for (const v of [50, 100, 150]) {
    ticks += `M${L - 4} ${num(at(volume, v), 1)}h4`;
    parts.push(text(L - 6, at(volume, v) + 3.5, String(v), { size: 9, anchor: 'end' }));
  }
  parts.push(
    el('path', { d: `M${L} ${pTop}V${pBottom}M${L} ${vTop}V${vBottom}${ticks}`, stroke: '#333', fill: 'none' }),
  );
  parts.push(text(10, (pTop + pBottom) / 2, 'Pressure (mmHg)', { size: 10, anchor: 'middle', rotate: -90 }));
  parts.push(text(10, (vTop + vBottom) / 2, 'LV vol (mL)', { size: 10, anchor: 'middle', rotate: -90 }));
  const draw = (points: Point[], scale: Scale, stroke: string, name: string, dash?: string) => {
    const f = smooth(points);
    const pts: Point[] = [];
    for (let i = 0; i <= 300; i++) {
      const time = (END * i) / 300;
      pts.push([at(t, time), at(scale, f(time))]);
    }
    return el('path', {
      d: polyline(simplify(pts, 0.25)),
      fill: 'none',
      stroke,
      'stroke-width': 2,
      'stroke-dasharray': dash,
      'data-trace': name,
    });
  };
  parts.push(
    group({ 'data-plot': '', 'data-x': `lin 0 ${END} ${L} ${R}`, 'data-y': `lin 0 ${pMax} ${pBottom} ${pTop}` }, [
      draw(tr.aorta, pressure, COLOURS.a, 'aorta'),
      draw(tr.lv, pressure, COLOURS.normal, 'lv'),
      draw(tr.la, pressure, COLOURS.b, 'la', '5 2'),
    ]),
  );
  parts.push(
    group({ 'data-plot': '', 'data-x': `lin 0 ${END} ${L} ${R}`, 'data-y': `lin 30 200 ${vBottom} ${vTop}` }, [
      draw(tr.volume, volume, COLOURS.c, 'volume'),
    ]),
  );
  parts.push(
    legend(
      R - 82,
      pTop + 8,
      [
        { label: 'Aortic', stroke: COLOURS.a },
        { label: 'LV', stroke: COLOURS.normal },
        { label: 'LA', stroke: COLOURS.b, dash: '5 2' },
      ],
      9,
    ),
  );
  // ECG and heart sounds.
  const morphology: Morphology = { conduction: 'normal', pattern: 'none', axis: 50, qtc: 0.4 };
  const ecgLine = {
    beats: [0.1, 0.9].map((q) => ({
      p: q - 0.16,
      pKind: 'sinus' as const,
      qrs: q,
      kind: 'conducted' as const,
      rr: 0.8,
    })),
  };
  const signal = leadSignal(ecgLine, morphology, 'II', 0, END, 1 / 300);
  parts.push(
    el('path', {
      d: polyline(
        simplify(
          signal.map(([time, mv]) => [at(t, time), ecgBase - mv * 20] as const),
          0.25,
        ),
      ),
      fill: 'none',
      stroke: '#333',
      'stroke-width': 1.2,
      'data-trace': 'ecg',
    }),
    text(10, ecgBase, 'ECG', { size: 10 }),
    text(10, phono + 3, 'Sounds', { size: 10 }),
  );
  const sound = (time: number, width: number, amp: number, name: string) => {
    let d = '';
    for (let i = 0; i <= 6; i++) {
      const x = at(t, time) + (i - 3) * width;
      const h = amp * (1 - Math.abs(i - 3) / 4);
      d += `M${num(x, 1)} ${num(phono - h, 1)}V${num(phono + h, 1)}`;
    }
    return (
      el('path', { d, stroke: '#222', 'stroke-width': 1, 'data-sound': name }) +
      text(at(t, time), phono + 22, name, { size: 10, anchor: 'middle' })
    );
  };
  parts.push(el('path', { d: `M${L} ${phono}H${R}`, stroke: '#bbb' }));
  parts.push(sound(EVENTS.mvCloses + 0.01, 1.6, 9, 'S1'), sound(EVENTS.avCloses + 0.005, 1.4, 7, 'S2'));
  if (p.condition === 'mitral-stenosis') parts.push(sound(EVENTS.mvOpens + 0.04, 1.1, 5, 'OS'));
  return svg({ width: W, height, fontSize: 10 }, parts);
}

export const wiggers = defineGenerator({
  name: 'wiggers',
  title: 'The Wiggers diagram (cardiac cycle)',
  params: wiggersParams,
  render: renderWiggers,
});
