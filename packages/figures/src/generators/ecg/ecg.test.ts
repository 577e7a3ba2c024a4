import { describe, expect, it } from 'vitest';
import { intervals, mean, peaks, sd, traces, visibleP, voltageAt } from '../../testing/ecg-read.ts';
import { elements, pathPoints } from '../../testing/svg-read.ts';
import { ecg } from './index.ts';

const draw = (params: Record<string, unknown>) => ecg.render(ecg.params.parse(params));
const leadII = (params: Record<string, unknown>) => traces(draw(params), 'II')[0]!;
/** R peaks of a lead II tracing with upright narrow complexes. */
const rPeaks = (params: Record<string, unknown>) => peaks(leadII(params), 0.6);

describe('ECG paper', () => {
  it('is drawn in millimetres on 1 mm and 5 mm lines, at 25 mm/s and 10 mm/mV with a 10 mm × 5 mm calibration pulse', () => {
    const svg = draw({});
    const patterns = elements(svg, 'pattern');
    expect(patterns.map((p) => [p.attrs.width, p.attrs.height])).toEqual([
      ['1', '1'],
      ['5', '5'],
    ]);
    const root = elements(svg, 'svg')[0]!;
    expect(root.attrs['data-mm-per-s']).toBe('25');
    expect(root.attrs['data-mm-per-mv']).toBe('10');
    expect(root.attrs.role).toBe('img');
    const pulse = pathPoints(elements(svg, 'path').find((p) => p.attrs['data-calibration'] !== undefined)!.attrs.d!);
    const ys = pulse.map(([, y]) => y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(10, 5);
    const top = pulse.filter(([, y]) => y === Math.min(...ys)).map(([x]) => x);
    expect(Math.max(...top) - Math.min(...top)).toBeCloseTo(5, 5);
  });
});

describe('rate', () => {
  it('at 150/min, RR intervals are 0.4 s (10 mm at 25 mm/s)', () => {
    const rr = intervals(rPeaks({ rate: 150 }));
    expect(rr.length).toBeGreaterThanOrEqual(12);
    expect(mean(rr)).toBeCloseTo(0.4, 2);
    // Each interval read off the drawing to a quarter of a small square (0.25 mm, 0.01 s).
    for (const interval of rr) expect(Math.abs(interval - 0.4)).toBeLessThanOrEqual(0.01);
  });

  it.each([40, 60, 75, 100, 120, 180])('sinus at %i/min has an RR of 60/rate', (rate) => {
    const rr = intervals(rPeaks({ rate, seconds: 10 }));
    expect(mean(rr)).toBeCloseTo(60 / rate, 2);
    expect(sd(rr)).toBeLessThan(0.005);
  });
});

describe('rhythm', () => {
  it('sinus rhythm has a P wave before every QRS at the set PR', () => {
    const samples = leadII({ rate: 70, pr: 0.2, seconds: 10 });
    const r = peaks(samples, 0.6);
    const p = peaks(samples, 0.07, 0.12).filter((t) => voltageAt(samples, t) < 0.3);
    for (const beat of r.slice(1)) {
      const before = p.filter((t) => t < beat && t > beat - 0.3);
      expect(before).toHaveLength(1);
      // The P wave's peak sits ~0.15 s before the R peak with a PR of 0.2 s.
      expect(beat - before[0]!).toBeGreaterThan(0.12);
      expect(beat - before[0]!).toBeLessThan(0.22);
    }
  });

  it('atrial fibrillation has irregular RR intervals and no P waves', () => {
    for (const [seed, coarse] of [
      [1, false],
      [2, true],
      [3, false],
    ] as const) {
      const samples = leadII({ rhythm: 'af', rate: 100, seconds: 10, seed, coarse });
      const r = peaks(samples, 0.6);
      const rr = intervals(r);
      expect(sd(rr) / mean(rr)).toBeGreaterThan(0.12);
      // Irregularly irregular: successive intervals differ, on average, by over a tenth of the mean.
      expect(mean(rr.slice(1).map((x, i) => Math.abs(x - rr[i]!)))).toBeGreaterThan(0.1 * mean(rr));
      // No P wave: the voltage where a P would sit (0.15 s before each R) averages out near zero...
      expect(Math.abs(mean(r.slice(1).map((t) => voltageAt(samples, t - 0.15))))).toBeLessThan(0.05);
      // ...and with fine f waves nothing P-sized rises in the 0.1–0.3 s before a QRS that follows a long pause.
      if (!coarse)
        for (const [i, beat] of r.entries()) {
          if (i === 0 || beat - r[i - 1]! < 0.8) continue;
          const window = samples.filter(([t]) => t > beat - 0.3 && t < beat - 0.1).map(([, v]) => v);
          expect(Math.max(...window)).toBeLessThan(0.08);
        }
    }
    // The same checks find the P waves of sinus rhythm: they can fail.
    const sinus = leadII({ rate: 70, seconds: 10 });
    const beats = peaks(sinus, 0.6);
    expect(mean(beats.slice(1).map((t) => voltageAt(sinus, t - 0.15)))).toBeGreaterThan(0.08);
    expect(
      Math.max(...sinus.filter(([t]) => t > beats[3]! - 0.3 && t < beats[3]! - 0.1).map(([, v]) => v)),
    ).toBeGreaterThan(0.1);
  });

  it('complete heart block has regular P–P and R–R intervals that are unrelated', () => {
    const samples = leadII({ rhythm: 'av-block-3', atrialRate: 90, rate: 43, escape: 'narrow', seconds: 10 });
    const r = peaks(samples, 0.6);
    const rr = intervals(r);
    expect(mean(rr)).toBeCloseTo(60 / 43, 2);
    expect(sd(rr)).toBeLessThan(0.005);
    const p = visibleP(samples, r);
    expect(p.length).toBeGreaterThanOrEqual(6);
    // Every gap between visible P waves is a whole number of atrial cycles.
    for (const gap of intervals(p)) {
      const cycles = gap / (60 / 90);
      expect(Math.abs(cycles - Math.round(cycles))).toBeLessThan(0.03);
    }
    // The PR interval wanders: no fixed relation between P and QRS.
    const pr = r.map((beat) => beat - Math.max(...p.filter((t) => t < beat), -Infinity)).filter(Number.isFinite);
    expect(Math.max(...pr) - Math.min(...pr)).toBeGreaterThan(0.2);
  });

  it('Mobitz I lengthens the PR before the dropped beat; Mobitz II keeps it fixed', () => {
    const prs = (rhythm: string) => {
      const samples = leadII({ rhythm, atrialRate: 80, ratio: 4, seconds: 10 });
      const r = peaks(samples, 0.6);
      const p = peaks(samples, 0.07, 0.12).filter((t) => voltageAt(samples, t) < 0.3);
      return r.map((beat) => beat - Math.max(...p.filter((t) => t < beat - 0.05)));
    };
    const one = prs('mobitz-1');
    // Within each group of three conducted beats the PR grows.
    expect(one.some((x, i) => i > 0 && x > one[i - 1]! + 0.05)).toBe(true);
    const two = prs('mobitz-2');
    expect(Math.max(...two) - Math.min(...two)).toBeLessThan(0.02);
  });

  it('flutter with 4:1 block conducts every fourth flutter wave: ventricular rate 75/min', () => {
    const rr = intervals(rPeaks({ rhythm: 'flutter', atrialRate: 300, block: 4, seconds: 10 }));
    for (const x of rr) expect(x).toBeCloseTo(0.8, 2);
  });

  it('ventricular tachycardia draws broad complexes', () => {
    const samples = leadII({ rhythm: 'vt', rate: 180, seconds: 6 });
    const troughs = peaks(samples, 0.6, 0.2, true);
    expect(mean(intervals(troughs))).toBeCloseTo(60 / 180, 2);
    // Width at half depth: over 0.07 s (a narrow QRS is about 0.03 s there).
    const width = (s: typeof samples, t: number, sign: number) => {
      const half = (sign * voltageAt(s, t)) / 2;
      let a = t;
      let b = t;
      while (sign * voltageAt(s, a - 0.001) > half) a -= 0.001;
      while (sign * voltageAt(s, b + 0.001) > half) b += 0.001;
      return b - a;
    };
    expect(width(samples, troughs[2]!, -1)).toBeGreaterThan(0.07);
    const narrow = leadII({ rate: 180, seconds: 6 });
    expect(width(narrow, peaks(narrow, 0.6)[2]!, 1)).toBeLessThan(0.04);
  });
});

describe('12-lead patterns', () => {
  /** ST level (mV) in each lead, 0.1 s after each R peak of the lead II rhythm strip, against the level before P. */
  const stLevels = (params: Record<string, unknown>) => {
    const svg = draw({ layout: '12-lead', ...params });
    const r = peaks(traces(svg, 'II')[0]!, 0.5);
    const out: Record<string, number> = {};
    for (const lead of ['I', 'II', 'III', 'aVR', 'aVL', 'aVF', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6']) {
      const s = traces(svg, lead).at(-1)!;
      const inside = r.filter((t) => t - 0.35 > s[0]![0] && t + 0.12 < s[s.length - 1]![0]);
      out[lead] = mean(inside.map((t) => voltageAt(s, t + 0.1) - voltageAt(s, t - 0.32)));
    }
    return out;
  };

  it('an inferior STEMI raises ST in II, III and aVF and lowers it in aVL', () => {
    const st = stLevels({ pattern: 'stemi-inferior', rate: 70 });
    for (const lead of ['II', 'III', 'aVF']) expect(st[lead]).toBeGreaterThan(0.1);
    expect(st.aVL).toBeLessThan(-0.05);
  });

  it('an anterior STEMI raises ST in V1–V4 and not in the inferior leads', () => {
    const st = stLevels({ pattern: 'stemi-anterior', rate: 70 });
    for (const lead of ['V1', 'V2', 'V3', 'V4']) expect(st[lead]).toBeGreaterThan(0.2);
    expect(Math.abs(st.III!)).toBeLessThan(0.1);
  });

  it('a lateral STEMI raises ST in I, aVL, V5 and V6 and lowers it in III', () => {
    const st = stLevels({ pattern: 'stemi-lateral', rate: 70 });
    for (const lead of ['I', 'aVL', 'V5', 'V6']) expect(st[lead]).toBeGreaterThan(0.1);
    expect(st.III).toBeLessThan(-0.1);
  });

  it('a normal 12-lead has no ST shift and a negative QRS in aVR', () => {
    const st = stLevels({ rate: 70 });
    for (const value of Object.values(st)) expect(Math.abs(value)).toBeLessThan(0.05);
    const svg = draw({ layout: '12-lead', rate: 70 });
    const avr = traces(svg, 'aVR')[0]!;
    expect(Math.min(...avr.map(([, v]) => v))).toBeLessThan(-0.6);
  });

  it('hyperkalaemia peaks the T wave; hypokalaemia adds a U wave; a long QT moves the T wave later', () => {
    const tPeak = (params: Record<string, unknown>, lead: string) => {
      const s = traces(draw({ ...params, lead, rate: 60, seconds: 6 }), lead)[0]!;
      const r = peaks(traces(draw({ ...params, lead: 'II', rate: 60, seconds: 6 }), 'II')[0]!, 0.5);
      const beat = r[1]!;
      const window = s.filter(([t]) => t > beat + 0.15 && t < beat + 0.7);
      const [t, v] = window.reduce((a, b) => (b[1] > a[1] ? b : a));
      return { delay: t - beat, height: v, window, beat };
    };
    expect(tPeak({ pattern: 'hyperkalaemia-peaked-t' }, 'V3').height).toBeGreaterThan(tPeak({}, 'V3').height * 1.8);
    expect(tPeak({ qtc: 0.58 }, 'II').delay).toBeGreaterThan(tPeak({ qtc: 0.4 }, 'II').delay + 0.12);
    // Hypokalaemia: the largest wave after the QRS comes well after where the T wave peaks (a U
    // wave), and the T wave's own place is low.
    const normal = tPeak({}, 'V3');
    const hypo = tPeak({ pattern: 'hypokalaemia' }, 'V3');
    expect(hypo.delay).toBeGreaterThan(normal.delay + 0.12);
    expect(voltageAt(hypo.window, hypo.beat + normal.delay)).toBeLessThan(normal.height / 2);
  });
});

describe('determinism', () => {
  it('draws the same bytes for the same parameters, and another tracing for another seed', () => {
    const params = { layout: '12-lead', rhythm: 'af', rate: 110, seed: 4 };
    expect(draw(params)).toBe(draw(params));
    expect(draw({ ...params, seed: 5 })).not.toBe(draw(params));
  });
});
