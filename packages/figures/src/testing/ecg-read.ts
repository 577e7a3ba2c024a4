/** Reading an ECG figure back as times (s) and voltages (mV), from the paths it draws. */
import { elements, pathPoints } from './svg-read.ts';

export type Sample = [number, number];

/** Each drawn stretch of `lead` as (time, mV) samples; the longest first. */
export function traces(svg: string, lead: string): Sample[][] {
  const root = elements(svg, 'svg')[0]!;
  const mmPerS = Number(root.attrs['data-mm-per-s']);
  const mmPerMv = Number(root.attrs['data-mm-per-mv']);
  return elements(svg, 'path')
    .filter((e) => e.attrs['data-lead'] === lead)
    .map((e) => {
      const t0 = Number(e.attrs['data-t0']);
      const x0 = Number(e.attrs['data-x0']);
      const base = Number(e.attrs['data-base']);
      return pathPoints(e.attrs.d!, 0.1).map(([x, y]) => [t0 + (x - x0) / mmPerS, (base - y) / mmPerMv] as Sample);
    })
    .sort((a, b) => b.length - a.length);
}

/** Voltage at time t, interpolated between drawn vertices. */
export function voltageAt(samples: Sample[], t: number): number {
  for (let i = 1; i < samples.length; i++) {
    const [t0, v0] = samples[i - 1]!;
    const [t1, v1] = samples[i]!;
    if (t >= t0 && t <= t1) return t1 === t0 ? v0 : v0 + ((v1 - v0) * (t - t0)) / (t1 - t0);
  }
  throw new Error(`t ${t} outside the trace`);
}

/** Times of peaks above `threshold` mV (or below −threshold with `negative`), at least `gap` s apart. */
export function peaks(samples: Sample[], threshold: number, gap = 0.2, negative = false): number[] {
  const sign = negative ? -1 : 1;
  const out: number[] = [];
  samples.forEach(([t, v], i) => {
    const value = sign * v;
    if (value < threshold) return;
    const window = samples.filter(([u]) => Math.abs(u - t) < gap);
    if (window.every(([u, w]) => sign * w <= value || u === t) && samples[i - 1]?.[1] !== v) out.push(t);
  });
  return out.filter((t, i) => i === 0 || t - out[i - 1]! >= gap);
}

/** P-wave-sized bumps (peak between `low` and `high` mV) away from every QRS and its T wave. */
export function visibleP(samples: Sample[], rPeaks: number[], low = 0.07, high = 0.3): number[] {
  return peaks(samples, low, 0.12).filter((t) => {
    const v = voltageAt(samples, t);
    return v <= high && rPeaks.every((r) => t < r - 0.12 || t > r + 0.5);
  });
}

export const intervals = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);
export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
export const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
