import { describe, expect, it } from 'vitest';
import { invert } from '../lib/chart.ts';
import {
  crossing,
  curveValues,
  elements,
  pathPoints,
  plotScales,
  translateOf,
  valueAt,
  withAttr,
} from '../testing/svg-read.ts';
import { audiogram } from './audiogram.ts';
import { doseResponse } from './dose-response.ts';
import { growthChart } from './growth-chart.ts';
import { jvp } from './jvp.ts';
import { odc } from './odc.ts';
import { partograph } from './partograph.ts';
import { pvLoop } from './pv-loop.ts';
import { spirometry } from './spirometry.ts';
import { starling } from './starling.ts';
import { tympanogram } from './tympanogram.ts';

const plotOf = (svg: string) => plotScales(withAttr(svg, 'data-plot')[0]!);

describe('oxygen–haemoglobin dissociation', () => {
  const p50s = (curves: Array<{ kind: string }>) => {
    const svg = odc.render(odc.params.parse({ curves }));
    const scales = plotOf(svg);
    return withAttr(svg, 'data-curve').map((e) => crossing(curveValues(e.attrs.d!, scales), 50));
  };
  it('draws the normal P50 at about 27 mmHg, a right shift higher and a left shift lower', () => {
    const [normal, right, left] = p50s([{ kind: 'normal' }, { kind: 'right' }, { kind: 'left' }]);
    expect(normal).toBeGreaterThan(25.5);
    expect(normal).toBeLessThan(28.5);
    expect(right).toBeGreaterThan(normal! + 5);
    expect(left).toBeLessThan(normal! - 5);
  });
  it('draws carbon monoxide below the anaemia of the same capacity at tissue PO2', () => {
    const svg = odc.render(
      odc.params.parse({ y: 'content', curves: [{ kind: 'normal', hb: 7.5 }, { kind: 'carbon-monoxide' }] }),
    );
    const scales = plotOf(svg);
    const [anaemia, co] = withAttr(svg, 'data-curve').map((e) => curveValues(e.attrs.d!, scales));
    // Equal plateaus, but CO releases less between 100 and 40 mmHg.
    expect(valueAt(anaemia!, 110)).toBeCloseTo(valueAt(co!, 110), 0);
    expect(valueAt(co!, 100) - valueAt(co!, 40)).toBeLessThan(valueAt(anaemia!, 100) - valueAt(anaemia!, 40));
  });
});

describe('audiogram', () => {
  /** Thresholds read from where each symbol is drawn. */
  const read = (params: Record<string, unknown>) => {
    const svg = audiogram.render(audiogram.params.parse(params));
    const { x, y } = plotOf(svg);
    const out: Record<string, Array<[number, number]>> = {};
    for (const e of withAttr(svg, 'data-sym')) {
      const [px, py] = translateOf(e);
      const offset = Number(e.attrs['data-offset'] ?? 0);
      const name = e.attrs['data-sym']!;
      out[name] ??= [];
      out[name].push([Math.round(invert(x, px - offset)), Math.round(invert(y, py))]);
    }
    return { svg, y, out };
  };
  it('puts dB HL increasing downward and frequencies 250–8000 Hz across', () => {
    const { y, svg } = read({ right: { air: [0, 10, 20, 30, 40, 50] } });
    expect(y.r1).toBeGreaterThan(y.r0);
    expect(y.d1).toBeGreaterThan(y.d0);
    const labels = elements(svg, 'text').map((t) => t.text);
    for (const f of ['250', '500', '1k', '2k', '4k', '8k']) expect(labels).toContain(f);
  });
  it('draws the standard symbols: O right air, X left air, < > bone, [ ] masked bone', () => {
    const { svg } = read({
      right: { air: [10, 10, 10, 10, 10, 10], bone: [5, 5, 5, 5, 5] },
      left: { air: [10, 10, 10, 10, 10, 10], bone: [5, 5, 5, 5, 5], boneMasked: true },
    });
    const air = withAttr(svg, 'data-sym', 'air-right');
    expect(air.length).toBe(6);
    expect(svg).toMatch(/data-sym="air-right"[^>]*><circle/);
    expect(svg).toMatch(/data-sym="air-left"[^>]*><path d="M-4.5-4.5l9 9m0-9l-9 9"/);
    expect(svg).toMatch(/data-sym="bone-right"[^>]*><path d="M4-6L-3 0l7 6"/);
    expect(svg).toMatch(/data-sym="bone-left"[^>]*data-masked="1"><path d="M-3-6h4v12h-4"/);
  });
  it('a conductive loss shows an air–bone gap of at least 15 dB with normal bone conduction', () => {
    const { out } = read({ right: { air: [40, 40, 35, 30, 35, 40], bone: [5, 5, 10, 10, 5] } });
    const air = Object.fromEntries(out['air-right']!);
    for (const [f, bone] of out['bone-right']!) {
      expect(bone).toBeLessThanOrEqual(20);
      expect(air[f]! - bone).toBeGreaterThanOrEqual(15);
    }
  });
  it('reads back every threshold it was given', () => {
    const air = [10, 25, 40, 55, 70, 85];
    const { out } = read({ left: { air } });
    expect(out['air-left']!.map(([, db]) => db)).toEqual(air);
    expect(out['air-left']!.map(([f]) => f)).toEqual([250, 500, 1000, 2000, 4000, 8000]);
  });
});

describe('tympanogram', () => {
  const curve = (params: Record<string, unknown>) => {
    const svg = tympanogram.render(tympanogram.params.parse(params));
    return curveValues(withAttr(svg, 'data-curve')[0]!.attrs.d!, plotOf(svg));
  };
  const peak = (points: Array<[number, number]>) => points.reduce((a, b) => (b[1] > a[1] ? b : a));
  it('peaks near 0 daPa for A, at negative pressure for C, and is flat for B', () => {
    const [aAt, aHeight] = peak(curve({ type: 'A' }));
    expect(Math.abs(aAt)).toBeLessThan(50);
    expect(aHeight).toBeGreaterThan(0.3);
    expect(aHeight).toBeLessThan(1.6);
    expect(peak(curve({ type: 'C' }))[0]).toBeLessThan(-150);
    const b = curve({ type: 'B' }).map(([, v]) => v);
    expect(Math.max(...b) - Math.min(...b)).toBeLessThan(0.1);
    expect(peak(curve({ type: 'As' }))[1]).toBeLessThan(0.3);
    expect(peak(curve({ type: 'Ad' }))[1]).toBeGreaterThan(1.6);
  });
});

describe('pressure–volume loops', () => {
  const loop = (state: string) => {
    const svg = pvLoop.render(pvLoop.params.parse({ state }));
    const shown = withAttr(svg, 'data-loop', 'shown')[0]!;
    const pts = curveValues(shown.attrs.d!, plotOf(svg));
    const volumes = pts.map(([v]) => v);
    const pressures = pts.map(([, p]) => p);
    return { pts, edv: Math.max(...volumes), esv: Math.min(...volumes), peak: Math.max(...pressures) };
  };
  it('widens with preload, narrows with afterload, and rises in aortic stenosis', () => {
    const normal = loop('normal');
    expect(normal.edv - normal.esv).toBeCloseTo(70, -1);
    expect(loop('increased-preload').edv - loop('increased-preload').esv).toBeGreaterThan(normal.edv - normal.esv);
    expect(loop('increased-afterload').edv - loop('increased-afterload').esv).toBeLessThan(normal.edv - normal.esv);
    expect(loop('increased-contractility').esv).toBeLessThan(normal.esv);
    expect(loop('aortic-stenosis').peak).toBeGreaterThan(180);
  });
  it('has a vertical isovolumetric contraction normally but not in mitral regurgitation', () => {
    const rising = (pts: Array<[number, number]>) => pts.slice(0, 20).map(([v]) => v);
    const normal = rising(loop('normal').pts);
    expect(Math.max(...normal) - Math.min(...normal)).toBeLessThan(1);
    const mr = rising(loop('mitral-regurgitation').pts);
    expect(Math.max(...mr) - Math.min(...mr)).toBeGreaterThan(5);
  });
});

describe('spirometry', () => {
  const fev1Ratio = (pattern: string) => {
    const svg = spirometry.render(spirometry.params.parse({ view: 'volume-time', pattern, predicted: false }));
    const pts = curveValues(withAttr(svg, 'data-curve', 'measured')[0]!.attrs.d!, plotOf(svg));
    return { ratio: valueAt(pts, 1) / valueAt(pts, 6), fvc: valueAt(pts, 6) };
  };
  it('reads FEV1/FVC under 0.7 when obstructive and above 0.8 with a small FVC when restrictive', () => {
    expect(fev1Ratio('normal').ratio).toBeGreaterThan(0.75);
    expect(fev1Ratio('obstructive').ratio).toBeLessThan(0.7);
    const restrictive = fev1Ratio('restrictive');
    expect(restrictive.ratio).toBeGreaterThan(0.8);
    expect(restrictive.fvc).toBeLessThan(fev1Ratio('normal').fvc * 0.7);
  });
  it('flattens both limbs of the loop in fixed upper airway obstruction and one limb in variable obstruction', () => {
    const limbs = (pattern: string) => {
      const svg = spirometry.render(spirometry.params.parse({ pattern, predicted: false }));
      const pts = curveValues(withAttr(svg, 'data-loop', 'measured')[0]!.attrs.d!, plotOf(svg));
      const exp = pts.filter(([, f]) => f > 0);
      const insp = pts.filter(([, f]) => f < 0);
      /** Share of the volume over which flow stays within 3% of its maximum: a plateau. */
      const plateau = (limb: Array<[number, number]>) => {
        const max = Math.max(...limb.map(([, f]) => Math.abs(f)));
        const flat = limb.filter(([, f]) => Math.abs(f) > max * 0.97).map(([v]) => v);
        return (Math.max(...flat) - Math.min(...flat)) / 5;
      };
      return { exp: plateau(exp), insp: plateau(insp) };
    };
    const fixed = limbs('fixed-upper-airway');
    expect(fixed.exp).toBeGreaterThan(0.3);
    expect(fixed.insp).toBeGreaterThan(0.3);
    const extra = limbs('variable-extrathoracic');
    expect(extra.insp).toBeGreaterThan(0.3);
    expect(extra.exp).toBeLessThan(0.1);
    const intra = limbs('variable-intrathoracic');
    expect(intra.exp).toBeGreaterThan(0.3);
    expect(intra.insp).toBeLessThan(0.3);
  });
});

describe('Starling and Guyton', () => {
  it('moves the operating point up with transfusion and down with haemorrhage', () => {
    const point = (change: string) => {
      const svg = starling.render(starling.params.parse({ view: 'guyton', change }));
      const dot = withAttr(svg, 'data-point', 'shown')[0]!;
      const { x, y } = plotOf(svg);
      return [invert(x, Number(dot.attrs.cx)), invert(y, Number(dot.attrs.cy))];
    };
    const [rap, co] = point('none');
    expect(co).toBeGreaterThan(4);
    expect(co).toBeLessThan(6.5);
    expect(point('transfusion')[1]).toBeGreaterThan(co!);
    expect(point('transfusion')[0]).toBeGreaterThan(rap!);
    expect(point('haemorrhage')[1]).toBeLessThan(co!);
  });
});

describe('dose–response', () => {
  const curves = (params: Record<string, unknown>) => {
    const svg = doseResponse.render(doseResponse.params.parse(params));
    const scales = plotOf(svg);
    return withAttr(svg, 'data-curve').map((e) => curveValues(e.attrs.d!, scales));
  };
  it('shifts a competitive antagonist curve right in parallel and flattens a non-competitive one', () => {
    const [a, b] = curves({ curves: [{ ec50: 1 }, { ec50: 10 }] });
    expect(crossing(b!, 50) / crossing(a!, 50)).toBeCloseTo(10, 0);
    expect(Math.max(...b!.map(([, r]) => r))).toBeGreaterThan(98);
    const [, c] = curves({ curves: [{ ec50: 1 }, { ec50: 1.2, emax: 50 }] });
    expect(Math.max(...c!.map(([, r]) => r))).toBeLessThan(51);
  });
});

describe('growth chart', () => {
  it('a faltering child crosses two major centile lines downward; a tracking child crosses none', () => {
    const crossings = (points: number[][]) => {
      const svg = growthChart.render(growthChart.params.parse({ measure: 'weight-0-5', sex: 'boy', points }));
      const centiles = withAttr(svg, 'data-centile').map((e) => pathPoints(e.attrs.d!));
      const child = withAttr(svg, 'data-age').map((e) => [Number(e.attrs.cx), Number(e.attrs.cy)] as const);
      // A centile line is crossed when the child is on one side of it at the start and the other at the end.
      const side = (line: Array<[number, number]>, [x, y]: readonly [number, number]) =>
        Math.sign(valueAt(line, x) - y);
      return centiles.filter((line) => side(line, child[0]!) !== side(line, child[child.length - 1]!)).length;
    };
    expect(
      crossings([
        [0, 0.2],
        [6, -0.5],
        [12, -1.7],
        [18, -2.4],
      ]),
    ).toBeGreaterThanOrEqual(2);
    expect(
      crossings([
        [0, 0.5],
        [12, 0.5],
        [24, 0.5],
        [48, 0.45],
      ]),
    ).toBe(0);
  });
  it('says its centile lines are schematic', () => {
    const svg = growthChart.render(growthChart.params.parse({ measure: 'height-2-18', sex: 'girl', points: [[4, 0]] }));
    expect(svg).toContain('schematic');
  });
});

describe('partograph', () => {
  const marks = (exams: Array<{ hour: number; cm: number }>) => {
    const svg = partograph.render(partograph.params.parse({ exams }));
    const { x, y } = plotOf(svg);
    return withAttr(svg, 'data-exam').map((e) => {
      const [px, py] = pathPoints(e.attrs.d!)[0]!;
      return [invert(x, px + 4), invert(y, py + 4)] as const;
    });
  };
  it('draws the alert line at 1 cm/h from 4 cm and the action line 4 hours to its right', () => {
    const svg = partograph.render(partograph.params.parse({ exams: [{ hour: 0, cm: 4 }] }));
    const { x, y } = plotOf(svg);
    const line = (name: string) =>
      pathPoints(withAttr(svg, 'data-line', name)[0]!.attrs.d!).map(([px, py]) => [invert(x, px), invert(y, py)]);
    const [a0, a1] = line('alert');
    expect(a0![0]).toBeCloseTo(0, 2);
    expect(a0![1]).toBeCloseTo(4, 2);
    expect(a1![0]).toBeCloseTo(6, 2);
    expect(a1![1]).toBeCloseTo(10, 2);
    expect(line('action')[0]![0]).toBeCloseTo(4, 2);
    expect(line('action')[0]![1]).toBeCloseTo(4, 2);
  });
  it('plots slow progress to the right of the action line', () => {
    // The action line runs through (4 h, 4 cm) at 1 cm/h: a mark is right of it when hours exceed centimetres.
    const right = ([hour, cm]: readonly [number, number]) => hour > cm + 0.01;
    const fromFourCmTo = (hour: number, cm: number) =>
      marks([
        { hour: 0, cm: 4 },
        { hour, cm },
      ]).some(right);
    expect(fromFourCmTo(8, 7)).toBe(true);
    expect(fromFourCmTo(4, 8)).toBe(false);
  });
});

describe('JVP', () => {
  it('has no a wave in atrial fibrillation and cannon waves larger than any other wave in complete heart block', () => {
    const svg = (pattern: string) => jvp.render(jvp.params.parse({ pattern, seconds: 5 }));
    expect(withAttr(svg('absent-a'), 'data-wave', 'a')).toHaveLength(0);
    expect(withAttr(svg('normal'), 'data-wave', 'a').length).toBeGreaterThan(3);
    const cannon = svg('cannon-a');
    const trace = withAttr(cannon, 'data-jvp')[0]!;
    const [top, base] = [Number(trace.attrs['data-y']!.split(' ')[4]), Number(trace.attrs['data-y']!.split(' ')[3])];
    const heights = pathPoints(trace.attrs.d!).map(([, py]) => 0.5 + ((base - py) / (base - top)) * 11);
    expect(Math.max(...heights)).toBeGreaterThan(9.5);
  });
});

describe('Wiggers diagram', () => {
  it('empties about 70% of the stroke volume in the first third of ejection', async () => {
    const { EVENTS, traces } = await import('./wiggers.ts');
    const volume = traces('normal').volume;
    const at = (t: number) => {
      const i = volume.findIndex(([x]) => x >= t);
      const [x0, y0] = volume[i - 1]!;
      const [x1, y1] = volume[i]!;
      return y0 + ((y1 - y0) * (t - x0)) / (x1 - x0);
    };
    const start = at(EVENTS.avOpens);
    const end = at(EVENTS.avCloses);
    const firstThird = at(EVENTS.avOpens + (EVENTS.avCloses - EVENTS.avOpens) / 3);
    expect((start - firstThird) / (start - end)).toBeGreaterThanOrEqual(0.65);
    expect((start - firstThird) / (start - end)).toBeLessThanOrEqual(0.75);
  });
});
