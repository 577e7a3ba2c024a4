/** The figures every bench prints: percentiles of a sample and rounding for display. */

/** The p-th percentile (0–100) of `values`, nearest rank; NaN for an empty sample (no figure, not 0). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Milliseconds (or any figure) to one decimal place. */
export const round1 = (value: number) => Math.round(value * 10) / 10;
