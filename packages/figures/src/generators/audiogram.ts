/**
 * A pure-tone audiogram as clinics draw it: frequency on a log axis (250–8000 Hz), hearing level
 * in dB HL increasing downward, one octave as wide as 20 dB is tall. Standard symbols: O right
 * air, X left air, < right bone, > left bone, [ and ] masked bone, △ and □ masked air; right ear
 * red, left ear blue.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { at, axes, CHART_WIDTH, chartSvg, plot, type Scale } from '../lib/chart.ts';
import { el, group, num, text } from '../lib/svg.ts';

const AIR_FREQUENCIES = [250, 500, 1000, 2000, 4000, 8000] as const;
const BONE_FREQUENCIES = [250, 500, 1000, 2000, 4000] as const;

const level = z.number().int().min(-10).max(120).multipleOf(5).nullable();
const earSchema = z.strictObject({
  /** Thresholds at 250, 500, 1k, 2k, 4k, 8k Hz (null: not tested). */
  air: z.array(level).length(6),
  /** Thresholds at 250, 500, 1k, 2k, 4k Hz. */
  bone: z.array(level).length(5).optional(),
  boneMasked: z.boolean().default(false),
  airMasked: z.boolean().default(false),
});

const audiogramParams = z.strictObject({
  right: earSchema.optional(),
  left: earSchema.optional(),
  /** A key to the symbols under the chart. */
  key: z.boolean().default(true),
});
type AudiogramParams = z.output<typeof audiogramParams>;

const RED = '#c62828';
const BLUE = '#1565c0';
const W = CHART_WIDTH;

/** A symbol centred at (0, 0), drawn 5 units in radius. */
function symbolPath(ear: 'right' | 'left', conduction: 'air' | 'bone', masked: boolean): string {
  const stroke = ear === 'right' ? RED : BLUE;
  const common = { fill: 'none', stroke, 'stroke-width': 1.8 };
  if (conduction === 'air') {
    if (ear === 'right')
      return masked ? el('path', { d: 'M0-6L5.5 4H-5.5Z', ...common }) : el('circle', { r: 5, ...common });
    return masked
      ? el('rect', { x: -4.5, y: -4.5, width: 9, height: 9, ...common })
      : el('path', { d: 'M-4.5-4.5l9 9m0-9l-9 9', ...common });
  }
  if (ear === 'right') return el('path', { d: masked ? 'M3-6h-4v12h4' : 'M4-6L-3 0l7 6', ...common });
  return el('path', { d: masked ? 'M-3-6h4v12h-4' : 'M-4-6L3 0l-7 6', ...common });
}

function renderAudiogram(p: AudiogramParams): string {
  const left = 52;
  const right = W - 18;
  const octave = (right - left) / 5;
  const top = 34;
  const bottom = top + (130 / 20) * octave;
  const x: Scale = { kind: 'log', d0: 250, d1: 8000, r0: left, r1: right };
  const y: Scale = { kind: 'lin', d0: -10, d1: 120, r0: top, r1: bottom };
  const parts: string[] = [
    axes({
      x,
      y,
      xTicks: AIR_FREQUENCIES.map((f) => ({ value: f })),
      yTicks: Array.from({ length: 14 }, (_, i) => ({ value: -10 + i * 10, label: String(-10 + i * 10) })),
      xMinor: [3000, 6000],
      grid: true,
      yTitle: 'Hearing level (dB HL)',
    }),
  ];
  // The frequency axis is read at the top on audiograms.
  parts.push(text((left + right) / 2, 12, 'Frequency (Hz)', { size: 11, anchor: 'middle' }));
  for (const f of AIR_FREQUENCIES)
    parts.push(text(at(x, f), 27, f >= 1000 ? `${f / 1000}k` : String(f), { size: 10, anchor: 'middle' }));
  const inner: string[] = [];
  for (const ear of ['right', 'left'] as const) {
    const data = p[ear];
    if (!data) continue;
    const colour = ear === 'right' ? RED : BLUE;
    let line = '';
    data.air.forEach((db, i) => {
      if (db === null) return;
      const px = at(x, AIR_FREQUENCIES[i]!);
      const py = at(y, db);
      line += `${line ? 'L' : 'M'}${num(px, 1)} ${num(py, 1)}`;
    });
    inner.push(
      el('path', {
        d: line,
        fill: 'none',
        stroke: colour,
        'stroke-width': 1.4,
        'stroke-dasharray': ear === 'left' ? '5 3' : undefined,
      }),
    );
    data.air.forEach((db, i) => {
      if (db === null) return;
      inner.push(
        group(
          {
            transform: `translate(${num(at(x, AIR_FREQUENCIES[i]!), 1)} ${num(at(y, db), 1)})`,
            'data-sym': `air-${ear}`,
            'data-masked': data.airMasked ? '1' : undefined,
          },
          symbolPath(ear, 'air', data.airMasked),
        ),
      );
    });
    data.bone?.forEach((db, i) => {
      if (db === null) return;
      // Bone symbols sit beside the frequency line: the right ear's to its left, the left ear's to its right.
      const offset = ear === 'right' ? -8 : 8;
      inner.push(
        group(
          {
            transform: `translate(${num(at(x, BONE_FREQUENCIES[i]!) + offset, 1)} ${num(at(y, db), 1)})`,
            'data-sym': `bone-${ear}`,
            'data-offset': offset,
            'data-masked': data.boneMasked ? '1' : undefined,
          },
          symbolPath(ear, 'bone', data.boneMasked),
        ),
      );
    });
  }
  parts.push(plot(x, y, inner));
  let height = bottom + 14;
  if (p.key) {
    const ky = bottom + 26;
    const items: Array<[string, 'right' | 'left', 'air' | 'bone', boolean]> = [
      ['R air', 'right', 'air', false],
      ['L air', 'left', 'air', false],
      ['R bone', 'right', 'bone', false],
      ['L bone', 'left', 'bone', false],
      ['R bone masked', 'right', 'bone', true],
      ['L bone masked', 'left', 'bone', true],
    ];
    items.forEach(([name, ear, conduction, masked], i) => {
      const kx = 20 + (i % 3) * 112;
      const row = ky + Math.floor(i / 3) * 18;
      parts.push(
        group({ transform: `translate(${kx + 6} ${row})` }, symbolPath(ear, conduction, masked)),
        text(kx + 18, row + 4, name, { size: 10 }),
      );
    });
    height = ky + 30;
  }
  return chartSvg(height, parts);
}

export const audiogram = defineGenerator({
  name: 'audiogram',
  title: 'Pure-tone audiograms',
  params: audiogramParams,
  render: renderAudiogram,
});
