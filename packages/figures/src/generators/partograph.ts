/**
 * The WHO modified partograph's labour graph: cervical dilatation (X) from 4 cm, descent of the
 * head in fifths palpable above the brim (O), the alert line (1 cm an hour from 4 cm) and the
 * action line four hours to its right; contractions per 10 minutes below, shaded by duration.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { at, type Scale } from '../lib/chart.ts';
import { el, group, num, polyline, svg, text } from '../lib/svg.ts';

const exam = z.strictObject({
  hour: z.number().min(0).max(12),
  /** Cervical dilatation, cm. */
  cm: z.number().min(0).max(10),
  /** Head palpable above the brim, fifths (5 to 0). */
  fifths: z.number().int().min(0).max(5).optional(),
});
const contraction = z.strictObject({
  /** Half-hour slot starting at this hour. */
  hour: z.number().min(0).max(11.5),
  perTenMinutes: z.number().int().min(0).max(5),
  /** Seconds: under 20, 20–40, over 40 (dotted, hatched, solid). */
  duration: z.enum(['short', 'medium', 'long']),
});

const partographParams = z.strictObject({
  exams: z.array(exam).min(1).max(14),
  contractions: z.array(contraction).max(24).default([]),
  hours: z.number().int().min(8).max(12).default(12),
});
type PartographParams = z.output<typeof partographParams>;

/** The alert line runs from 4 cm at the first plotted active-phase exam at 1 cm/h; the action line 4 h later. */
const ALERT_START = 0;
const ACTION_DELAY = 4;

function renderPartograph(p: PartographParams): string {
  const W = 360;
  const left = 46;
  const right = W - 12;
  const top = 16;
  const bottom = 236;
  const x: Scale = { kind: 'lin', d0: 0, d1: p.hours, r0: left, r1: right };
  const y: Scale = { kind: 'lin', d0: 0, d1: 10, r0: bottom, r1: top };
  const parts: string[] = [];
  let grid = '';
  for (let h = 0; h <= p.hours * 2; h++) grid += `M${num(at(x, h / 2), 1)} ${top}V${bottom}`;
  for (let c = 0; c <= 10; c++) grid += `M${left} ${num(at(y, c), 1)}H${right}`;
  parts.push(
    el('path', { d: grid, stroke: '#d5dae0', 'stroke-width': 0.8 }),
    el('rect', { x: left, y: top, width: right - left, height: bottom - top, fill: 'none', stroke: '#333' }),
  );
  for (let c = 0; c <= 10; c++) parts.push(text(left - 24, at(y, c) + 3.5, String(c), { size: 9, anchor: 'end' }));
  for (let f = 0; f <= 5; f++)
    parts.push(text(left - 6, at(y, f * 2) + 3.5, String(f), { size: 9, anchor: 'end', fill: '#6a1b9a' }));
  parts.push(
    text(10, (top + bottom) / 2, 'Cervix (cm) X   ·   Descent (fifths) O', { size: 10, anchor: 'middle', rotate: -90 }),
  );
  for (let h = 0; h <= p.hours; h++) parts.push(text(at(x, h), bottom + 13, String(h), { size: 9, anchor: 'middle' }));
  parts.push(text((left + right) / 2, bottom + 26, 'Hours in active labour', { size: 10, anchor: 'middle' }));
  // Alert and action lines.
  const alertEnd = ALERT_START + 6;
  parts.push(
    el('path', {
      d: `M${num(at(x, ALERT_START))} ${num(at(y, 4))}L${num(at(x, alertEnd))} ${num(at(y, 10))}`,
      stroke: '#ef6c00',
      'stroke-width': 2,
      'data-line': 'alert',
    }),
    text(at(x, alertEnd) - 4, at(y, 10) + 12, 'Alert', { size: 10, anchor: 'end', fill: '#ef6c00', weight: 'bold' }),
  );
  const actionStart = ALERT_START + ACTION_DELAY;
  const actionEnd = Math.min(p.hours, actionStart + 6);
  parts.push(
    el('path', {
      d: `M${num(at(x, actionStart))} ${num(at(y, 4))}L${num(at(x, actionEnd))} ${num(at(y, 4 + (actionEnd - actionStart)))}`,
      stroke: '#c62828',
      'stroke-width': 2,
      'data-line': 'action',
    }),
    text(at(x, actionEnd) - 4, at(y, 4 + (actionEnd - actionStart)) + 14, 'Action', {
      size: 10,
      anchor: 'end',
      fill: '#c62828',
      weight: 'bold',
    }),
  );
  // The woman's progress.
  const xs = p.exams.map((e) => [at(x, e.hour), at(y, e.cm)] as const);
  const marks: string[] = [el('path', { d: polyline(xs), fill: 'none', stroke: '#111', 'stroke-width': 1.2 })];
  p.exams.forEach((e, i) => {
    const [cx, cy] = xs[i]!;
    marks.push(
      el('path', {
        d: `M${num(cx - 4)} ${num(cy - 4)}l8 8m0-8l-8 8`,
        stroke: '#111',
        'stroke-width': 2,
        'data-exam': num(e.hour, 2),
        'data-cm': num(e.cm, 1),
      }),
    );
  });
  const descents = p.exams.filter((e) => e.fifths !== undefined);
  if (descents.length > 0) {
    const os = descents.map((e) => [at(x, e.hour), at(y, e.fifths! * 2)] as const);
    marks.push(
      el('path', { d: polyline(os), fill: 'none', stroke: '#6a1b9a', 'stroke-width': 1, 'stroke-dasharray': '3 2' }),
    );
    descents.forEach((e, i) => {
      marks.push(
        el('circle', {
          cx: os[i]![0],
          cy: os[i]![1],
          r: 4,
          fill: '#fff',
          stroke: '#6a1b9a',
          'stroke-width': 1.8,
          'data-fifths': e.fifths,
        }),
      );
    });
  }
  parts.push(
    group(
      { 'data-plot': '', 'data-x': `lin 0 ${p.hours} ${left} ${right}`, 'data-y': `lin 0 10 ${bottom} ${top}` },
      marks,
    ),
  );
  // Contractions: five boxes per half hour, filled one per contraction in 10 minutes.
  const cTop = bottom + 40;
  const box = 7;
  const defs =
    '<pattern id="h" width="3" height="3" patternUnits="userSpaceOnUse"><path d="M0 3L3 0" stroke="#333" stroke-width=".8"/></pattern>' +
    '<pattern id="d" width="3" height="3" patternUnits="userSpaceOnUse"><circle cx="1.5" cy="1.5" r=".7" fill="#333"/></pattern>';
  const slotWidth = at(x, 0.5) - at(x, 0);
  let cells = '';
  for (let h = 0; h < p.hours * 2; h++)
    for (let k = 0; k < 5; k++) cells += `M${num(at(x, h / 2), 1)} ${num(cTop + k * box, 1)}h${num(slotWidth, 1)}`;
  parts.push(
    el('path', { d: cells, stroke: '#ccc', 'stroke-width': 0.6 }),
    el('rect', { x: left, y: cTop, width: right - left, height: 5 * box, fill: 'none', stroke: '#333' }),
    text(left - 4, cTop + 10, 'Contr.', { size: 8, anchor: 'end' }),
    text(left - 4, cTop + 20, 'per', { size: 8, anchor: 'end' }),
    text(left - 4, cTop + 30, '10 min', { size: 8, anchor: 'end' }),
  );
  for (const c of p.contractions) {
    const fill = c.duration === 'long' ? '#333' : c.duration === 'medium' ? 'url(#h)' : 'url(#d)';
    for (let k = 0; k < c.perTenMinutes; k++)
      parts.push(
        el('rect', {
          x: at(x, c.hour) + 0.5,
          y: cTop + (4 - k) * box + 0.5,
          width: slotWidth - 1,
          height: box - 1,
          fill,
          'data-contraction': num(c.hour, 1),
        }),
      );
  }
  const H = cTop + 5 * box + 22;
  parts.push(text(left, H - 6, 'Duration: dots < 20 s · hatched 20–40 s · solid > 40 s', { size: 9, fill: '#555' }));
  return svg({ width: W, height: H, fontSize: 10, defs }, parts);
}

export const partograph = defineGenerator({
  name: 'partograph',
  title: 'Partographs (WHO modified)',
  params: partographParams,
  render: renderPartograph,
});
