/**
 * Boxes and arrows for the pathway diagrams (coagulation, metabolic pathways): a node is a
 * labelled box; an edge an arrow between box edges, optionally named at its middle.
 */
import { el, group, num, text } from './svg.ts';

export interface FlowNode {
  id: string;
  x: number;
  y: number;
  label: string;
  w?: number;
}

export const ARROW_DEFS =
  '<marker id="ah" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#37474f"/></marker>' +
  '<marker id="ar" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#c62828"/></marker>';

const nodeWidth = (n: FlowNode, size = 10) => n.w ?? Math.max(34, n.label.length * size * 0.56 + 12);
const HEIGHT = 20;

export function box(
  n: FlowNode,
  style: { fill?: string; stroke?: string; bold?: boolean; size?: number } = {},
): string {
  const size = style.size ?? 10;
  const w = nodeWidth(n, size);
  return group({ 'data-node': n.id }, [
    el('rect', {
      x: n.x - w / 2,
      y: n.y - HEIGHT / 2,
      width: w,
      height: HEIGHT,
      rx: 5,
      fill: style.fill ?? '#fff',
      stroke: style.stroke ?? '#607d8b',
      'stroke-width': style.bold ? 2.2 : 1.1,
    }),
    text(n.x, n.y + size * 0.36, n.label, { size, anchor: 'middle', weight: style.bold ? 'bold' : 'normal' }),
  ]);
}

/** The point where the line from a's centre to b's centre leaves a's box. */
function edgePoint(a: FlowNode, b: FlowNode, size: number): [number, number] {
  const w = nodeWidth(a, size) / 2 + 2;
  const h = HEIGHT / 2 + 2;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.min(dx === 0 ? Infinity : w / Math.abs(dx), dy === 0 ? Infinity : h / Math.abs(dy));
  return [a.x + dx * t, a.y + dy * t];
}

export function arrow(
  a: FlowNode,
  b: FlowNode,
  options: {
    label?: string;
    red?: boolean;
    dashed?: boolean;
    id?: string;
    size?: number;
    labelSide?: 1 | -1;
    width?: number;
  } = {},
): string {
  const size = options.size ?? 10;
  const [x1, y1] = edgePoint(a, b, size);
  const [x2, y2] = edgePoint(b, a, size);
  const parts = [
    el('path', {
      d: `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`,
      stroke: options.red ? '#c62828' : '#37474f',
      'stroke-width': options.width ?? (options.red ? 2.4 : 1.4),
      'stroke-dasharray': options.dashed ? '4 3' : undefined,
      'marker-end': `url(#${options.red ? 'ar' : 'ah'})`,
      'data-edge': options.id,
      'data-mid': `${num((x1 + x2) / 2)} ${num((y1 + y2) / 2)}`,
    }),
  ];
  if (options.label) {
    const side = options.labelSide ?? 1;
    const vertical = Math.abs(x2 - x1) < Math.abs(y2 - y1);
    const mx = (x1 + x2) / 2 + (vertical ? side * 6 : 0);
    const my = (y1 + y2) / 2 + (vertical ? 3.5 : -5);
    parts.push(
      text(mx, my, options.label, {
        size: size - 1,
        anchor: vertical ? (side > 0 ? 'start' : 'end') : 'middle',
        italic: true,
        fill: options.red ? '#b71c1c' : '#37474f',
        attrs: options.id ? { 'data-label-for': options.id } : undefined,
      }),
    );
  }
  return parts.join('');
}

/** A bar across an edge's middle: the enzyme or factor missing or blocked there. */
export function blockMark(x: number, y: number, id: string): string {
  return el('path', {
    d: `M${num(x - 9)} ${num(y - 9)}l18 18m0-18l-18 18`,
    stroke: '#d32f2f',
    'stroke-width': 3.6,
    'stroke-linecap': 'round',
    'data-block': id,
  });
}
