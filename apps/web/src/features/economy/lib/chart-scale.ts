/** Axis maths for the small SVG charts: a round top value and evenly spaced ticks. */

/** The smallest 1, 2 or 5 × 10ⁿ at or above `max` (at least 1), so the axis reads cleanly. */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

/** `count` + 1 ticks from 0 to `top`, whole numbers only (duplicates removed for small tops). */
export function ticks(top: number, count = 4): number[] {
  const values = Array.from({ length: count + 1 }, (_, index) => Math.round((top * index) / count));
  return [...new Set(values)];
}
