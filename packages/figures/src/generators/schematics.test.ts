import { describe, expect, it } from 'vitest';
import { pathPoints, withAttr } from '../testing/svg-read.ts';
import { bloodSmear, FINDINGS } from './blood-smear.ts';
import { brachialPlexus, PLEXUS } from './brachial-plexus.ts';
import { circleOfWillis, SITES } from './circle-of-willis.ts';
import { coagulation } from './coagulation.ts';
import { coronary } from './coronary.ts';
import { cranialNerveNuclei, nucleiIn } from './cranial-nerve-nuclei.ts';
import { dermatomes } from './dermatomes.ts';
import { karyotype } from './karyotype.ts';
import { metabolicPathway } from './metabolic-pathway.ts';
import { nephron } from './nephron.ts';
import { MODES, pedigree } from './pedigree.ts';
import { LESIONS, visualPathway } from './visual-pathway.ts';

describe('visual pathway', () => {
  const lost = (lesion: string) => {
    const svg = visualPathway.render(visualPathway.params.parse({ lesion }));
    return new Set(withAttr(svg, 'data-lost', '1').map((e) => e.attrs['data-quadrant']));
  };
  it('a chiasmal lesion hides the two temporal fields and nothing else', () => {
    expect(lost('chiasm')).toEqual(
      new Set([
        'left-temporal-superior',
        'left-temporal-inferior',
        'right-temporal-superior',
        'right-temporal-inferior',
      ]),
    );
  });
  it('draws the lost fields shaded, on the temporal side of each circle', () => {
    const svg = visualPathway.render(visualPathway.params.parse({ lesion: 'chiasm', view: 'fields' }));
    for (const q of withAttr(svg, 'data-quadrant')) {
      const [cx] = pathPoints(q.attrs.d!.replace(/a[^Z]*/, ''))[0]!;
      const [edge] = pathPoints(q.attrs.d!.replace(/a[^Z]*/, ''))[1]!;
      const onLeft = edge < cx;
      const temporal = q.attrs['data-quadrant']!.includes('temporal');
      // The left eye's temporal field is on its left, the right eye's on its right.
      expect(onLeft).toBe(q.attrs['data-quadrant']!.startsWith('left') === temporal);
      expect(q.attrs.fill).toBe(temporal ? '#37474f' : '#fff');
    }
  });
  it('a lesion behind the chiasm takes the same half field from both eyes, on the opposite side', () => {
    for (const side of ['left', 'right'] as const) {
      const other = side === 'left' ? 'right' : 'left';
      const tract = lost(`optic-tract-${side}`);
      // The opposite field: the other side's half of each circle (temporal of the other eye, nasal of this eye).
      expect(tract).toEqual(
        new Set([
          `${other}-temporal-superior`,
          `${other}-temporal-inferior`,
          `${side}-nasal-superior`,
          `${side}-nasal-inferior`,
        ]),
      );
      const meyer = [...lost(`meyer-loop-${side}`)];
      expect(meyer.every((q) => q!.endsWith('superior'))).toBe(true);
      expect(meyer).toHaveLength(2);
      const parietal = [...lost(`parietal-${side}`)];
      expect(parietal.every((q) => q!.endsWith('inferior'))).toBe(true);
    }
    const occipital = visualPathway.render(visualPathway.params.parse({ lesion: 'occipital-left' }));
    expect(withAttr(occipital, 'data-macula')).toHaveLength(2);
  });
  it('an optic nerve lesion blinds one eye only', () => {
    expect(lost('optic-nerve-left')).toEqual(
      new Set(['left-temporal-superior', 'left-temporal-inferior', 'left-nasal-superior', 'left-nasal-inferior']),
    );
    expect(Object.keys(LESIONS).length).toBeGreaterThan(15);
  });
});

describe('pedigree', () => {
  const family = (mode: string, shape = 'four', seed = 1) => {
    const svg = pedigree.render(pedigree.params.parse({ mode, family: shape, seed }));
    const people = withAttr(svg, 'data-person').map((e) => ({
      id: e.attrs['data-person']!,
      male: e.attrs['data-sex'] === 'M',
      affected: e.attrs['data-affected'] === '1',
      father: e.attrs['data-father'],
      mother: e.attrs['data-mother'],
      generation: Number(e.attrs['data-generation']),
      shape: svg.includes(`data-person="${e.attrs['data-person']}"`) ? e : undefined,
    }));
    const byId = new Map(people.map((p) => [p.id, p]));
    return { svg, people, byId };
  };
  it('autosomal dominant: affected in every generation, male-to-male transmission, every affected child has an affected parent', () => {
    for (const seed of [1, 2, 3]) {
      const { people, byId } = family('autosomal-dominant', 'four', seed);
      const generations = new Set(people.map((p) => p.generation));
      for (const g of generations) expect(people.some((p) => p.generation === g && p.affected)).toBe(true);
      expect(people.some((p) => p.male && p.affected && p.father && byId.get(p.father)!.affected)).toBe(true);
      for (const p of people.filter((q) => q.affected && q.father))
        expect(byId.get(p.father!)!.affected || byId.get(p.mother!)!.affected).toBe(true);
    }
  });
  it('draws males as squares and females as circles, affected filled', () => {
    const { svg } = family('autosomal-dominant');
    expect(svg).toMatch(/data-sex="M"[^>]*data-affected="1"[^>]*><rect[^>]*fill="#222"/);
    expect(svg).toMatch(/data-sex="F"[^>]*data-affected="0"[^>]*><circle[^>]*fill="#fff"/);
  });
  it('autosomal recessive: affected children of unaffected parents', () => {
    for (const shape of ['cousins', 'sibship', 'four']) {
      const { people, byId } = family('autosomal-recessive', shape);
      const affected = people.filter((p) => p.affected);
      expect(affected.length).toBeGreaterThan(0);
      for (const p of affected) expect(byId.get(p.father!)!.affected || byId.get(p.mother!)!.affected).toBe(false);
    }
  });
  it('X-linked recessive: only males affected and never passed father to son', () => {
    const { people, byId } = family('x-linked-recessive');
    expect(people.filter((p) => p.affected).every((p) => p.male)).toBe(true);
    expect(people.some((p) => p.male && p.affected && p.father && byId.get(p.father)!.affected)).toBe(false);
  });
  it('X-linked dominant: an affected father has all daughters and no sons affected', () => {
    const { people, byId } = family('x-linked-dominant');
    const fathers = people.filter((p) => p.male && p.affected && people.some((c) => c.father === p.id));
    expect(fathers.length).toBeGreaterThan(0);
    for (const f of fathers)
      for (const child of people.filter((c) => c.father === f.id)) expect(child.affected).toBe(!child.male);
    expect(byId.size).toBeGreaterThan(10);
  });
  it('mitochondrial: all children of an affected mother, none of an affected father', () => {
    const { people } = family('mitochondrial');
    for (const p of people.filter((q) => q.affected)) {
      const children = people.filter((c) => c.father === p.id || c.mother === p.id);
      for (const c of children) expect(c.affected).toBe(!p.male);
    }
    expect(MODES).toHaveLength(5);
  });
});

describe('karyotype', () => {
  const count = (k: string, sex = 'female') => {
    const svg = karyotype.render(karyotype.params.parse({ karyotype: k, sex }));
    const chromosomes = withAttr(svg, 'data-chr');
    const of = (n: string) => chromosomes.filter((c) => c.attrs['data-chr'] === n).length;
    return { total: chromosomes.length, of, derivatives: withAttr(svg, 'data-derivative').length };
  };
  it('counts 46 normally, 47 with three 21s in trisomy 21, 45 with one X in Turner', () => {
    expect(count('normal').total).toBe(46);
    const t21 = count('trisomy-21', 'male');
    expect(t21.total).toBe(47);
    expect(t21.of('21')).toBe(3);
    expect(t21.of('Y')).toBe(1);
    const turner = count('monosomy-x');
    expect(turner.total).toBe(45);
    expect(turner.of('X')).toBe(1);
    expect(turner.of('Y')).toBe(0);
    const kline = count('xxy', 'male');
    expect([kline.total, kline.of('X'), kline.of('Y')]).toEqual([47, 2, 1]);
  });
  it('draws a balanced Robertsonian carrier with 45 chromosomes and one derivative, translocation Down with 46', () => {
    const carrier = count('robertsonian-14-21');
    expect([carrier.total, carrier.derivatives, carrier.of('21')]).toEqual([45, 1, 1]);
    const down = count('robertsonian-down', 'male');
    expect([down.total, down.derivatives, down.of('21')]).toEqual([46, 1, 2]);
    const ph = count('philadelphia', 'male');
    expect([ph.total, ph.derivatives]).toEqual([46, 2]);
  });
});

describe('blood smear', () => {
  it('draws the finding it names as a share of the cells, and says it is a schematic drawing', () => {
    for (const finding of FINDINGS) {
      const svg = bloodSmear.render(bloodSmear.params.parse({ finding }));
      expect(svg).toContain('not a micrograph');
      if (finding === 'normal' || finding === 'rouleaux' || finding === 'hypersegmented-neutrophil') continue;
      const used = withAttr(svg, 'href').map((e) => e.attrs.href!.slice(1).replace(/\d+$/, ''));
      const abnormal = used.filter((kind) => kind !== 'normal').length;
      expect(abnormal / used.length).toBeGreaterThan(0.25);
    }
    const neutrophil = bloodSmear.render(bloodSmear.params.parse({ finding: 'hypersegmented-neutrophil' }));
    expect(withAttr(neutrophil, 'data-lobes')[0]!.attrs['data-lobes']).toBe('6');
    const rouleaux = bloodSmear.render(bloodSmear.params.parse({ finding: 'rouleaux' }));
    expect(withAttr(rouleaux, 'data-stack').every((e) => Number(e.attrs['data-stack']) >= 4)).toBe(true);
  });
});

describe('anatomy schematics', () => {
  it('puts a brachial plexus lesion on the segment it names', () => {
    for (const s of PLEXUS) {
      const svg = brachialPlexus.render(brachialPlexus.params.parse({ lesion: s.id }));
      const mark = withAttr(svg, 'data-lesion')[0]!;
      expect(mark.attrs['data-lesion']).toBe(s.id);
      const [mx, my] = mark.attrs['data-at']!.split(' ').map(Number);
      // On the segment: the distance from the marker to the nearest drawn piece is under a unit.
      const distance = Math.min(
        ...s.path.slice(1).map(([bx, by], i) => {
          const [ax, ay] = s.path[i]!;
          const t = Math.max(
            0,
            Math.min(1, ((mx! - ax) * (bx - ax) + (my! - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2 || 1)),
          );
          return Math.hypot(mx! - (ax + t * (bx - ax)), my! - (ay + t * (by - ay)));
        }),
      );
      expect(distance).toBeLessThan(1);
    }
  });
  it('marks the arterial circle at the named site', () => {
    const svg = circleOfWillis.render(circleOfWillis.params.parse({ marker: { site: 'acom', kind: 'aneurysm' } }));
    const mark = withAttr(svg, 'data-marker')[0]!;
    expect([Number(mark.attrs.cx), Number(mark.attrs.cy) + 1]).toEqual(SITES.acom);
  });
  it('gives the inferior wall to the right coronary artery unless the circulation is left dominant', () => {
    const supplier = (dominance: string) => {
      const svg = coronary.render(coronary.params.parse({ dominance }));
      return withAttr(svg, 'data-segment', 'inferior')[0]!.attrs['data-artery'];
    };
    expect(supplier('right')).toBe('rca');
    expect(supplier('left')).toBe('lcx');
    const occluded = coronary.render(coronary.params.parse({ occlusion: 'rca-proximal' }));
    const dark = withAttr(occluded, 'data-segment')
      .filter((e) => e.attrs.fill === '#b71c1c' || e.attrs.stroke === '#b71c1c')
      .map((e) => e.attrs['data-segment']);
    expect(new Set(dark)).toEqual(new Set(['inferior', 'inferoseptal', 'right-ventricle']));
  });
  it('a lateral medullary lesion covers the nucleus ambiguus and spinal trigeminal nucleus, a medial one the hypoglossal', () => {
    expect(nucleiIn('lateral-medulla')).toEqual(expect.arrayContaining(['ambiguus', 'spinal-v', 'solitary']));
    expect(nucleiIn('lateral-medulla')).not.toContain('hypoglossal');
    expect(nucleiIn('medial-medulla')).toContain('hypoglossal');
    expect(nucleiIn('medial-pons')).toContain('abducens');
    expect(nucleiIn('medial-midbrain')).toContain('oculomotor');
    const svg = cranialNerveNuclei.render(
      cranialNerveNuclei.params.parse({ lesion: { zone: 'lateral-medulla', side: 'left' } }),
    );
    const lesion = withAttr(svg, 'data-lesion')[0]!;
    expect(Number(lesion.attrs.x) + Number(lesion.attrs.width)).toBeLessThanOrEqual(140);
  });
  it('highlights exactly the vitamin K-dependent factors and marks a missing factor', () => {
    const svg = coagulation.render(coagulation.params.parse({ highlight: 'vitamin-k' }));
    const lit = [...svg.matchAll(/data-node="(\w+)"><rect[^>]*fill="#fff59d"/g)].map((m) => m[1]);
    expect(new Set(lit)).toEqual(new Set(['II', 'VII', 'IX', 'X']));
    expect(
      withAttr(coagulation.render(coagulation.params.parse({ deficient: 'VIII' })), 'data-block', 'VIII'),
    ).toHaveLength(1);
  });
  it('marks a blocked enzyme on its own step, and refuses one from another pathway', () => {
    const svg = metabolicPathway.render(metabolicPathway.params.parse({ pathway: 'urea-cycle', block: 'otc' }));
    expect(withAttr(svg, 'data-block', 'otc')).toHaveLength(1);
    expect(metabolicPathway.params.safeParse({ pathway: 'urea-cycle', block: 'pfk1' }).success).toBe(false);
  });
  it('numbers nephron markers in order on their segments and shades a dermatome', () => {
    const svg = nephron.render(nephron.params.parse({ transporters: false, markers: ['tal', 'dct'] }));
    expect(withAttr(svg, 'data-marker').map((e) => e.attrs['data-marker'])).toEqual(['tal', 'dct']);
    const derm = dermatomes.render(dermatomes.params.parse({ view: 'front', highlight: ['L5'] }));
    const lit = withAttr(derm, 'data-highlight', '1');
    expect(lit.length).toBeGreaterThan(0);
    expect(lit.every((e) => e.attrs['data-dermatome'] === 'L5' && e.attrs.fill === '#e53935')).toBe(true);
  });
});
