/**
 * The map's pan and zoom as pure arithmetic on a view (a translation, then a scale, from the
 * content's top-left corner), so that the pointer handling in `use-pan-zoom.ts` stays thin and
 * the numbers are tested without a browser.
 */
export interface View {
  x: number;
  y: number;
  scale: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A rectangle in the viewport's own coordinates (0,0 is its top-left corner). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const MIN_SCALE = 0.2;
export const MAX_SCALE = 2.5;
/** One press of a zoom button. */
export const ZOOM_STEP = 1.25;
/** One press of an arrow key, in screen pixels. */
export const PAN_STEP = 48;
/** Room kept between the map and the viewport's edge. */
export const EDGE = 8;

const clampScale = (scale: number, min = MIN_SCALE, max = MAX_SCALE) => Math.min(max, Math.max(min, scale));

/** Zooms by `factor` keeping the point (px, py) of the viewport where it is: under the finger or the cursor. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const scale = clampScale(view.scale * factor);
  const applied = scale / view.scale;
  return { scale, x: px - (px - view.x) * applied, y: py - (py - view.y) * applied };
}

export const panBy = (view: View, dx: number, dy: number): View => ({ ...view, x: view.x + dx, y: view.y + dy });

/**
 * The whole map in the viewport, centred, never larger than `maxScale` nor smaller than
 * `minScale`; an axis that still does not fit starts at its top or left edge.
 */
export function fitView(content: Size, box: Size, options: { minScale?: number; maxScale?: number } = {}): View {
  if (content.width <= 0 || content.height <= 0) return { x: EDGE, y: EDGE, scale: 1 };
  const scale = clampScale(
    Math.min((box.width - 2 * EDGE) / content.width, (box.height - 2 * EDGE) / content.height),
    options.minScale ?? MIN_SCALE,
    options.maxScale ?? 1,
  );
  const place = (length: number, room: number) => (length <= room - 2 * EDGE ? (room - length) / 2 : EDGE);
  return { scale, x: place(content.width * scale, box.width), y: place(content.height * scale, box.height) };
}

/**
 * The smallest move that brings `target` into the viewport. When it cannot fit, its top-left
 * corner wins: that is where a node's label starts.
 */
export function revealShift(target: Box, box: Size): { dx: number; dy: number } {
  const axis = (start: number, end: number, room: number) => {
    if (end - start > room - 2 * EDGE || start < EDGE) return EDGE - start;
    if (end > room - EDGE) return room - EDGE - end;
    return 0;
  };
  return { dx: axis(target.left, target.right, box.width), dy: axis(target.top, target.bottom, box.height) };
}

export const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);
export const midpoint = (a: { x: number; y: number }, b: { x: number; y: number }) => ({
  x: (a.x + b.x) / 2,
  y: (a.y + b.y) / 2,
});
