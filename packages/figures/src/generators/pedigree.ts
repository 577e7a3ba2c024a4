/**
 * Pedigrees in the standard notation (square male, circle female, filled affected, central dot
 * carrier, double line consanguinity, arrow proband). A family is a fixed shape; who is affected is
 * worked out by passing alleles down it under the inheritance mode (autosomal or X-linked,
 * dominant or recessive, mitochondrial), with a seed choosing each Mendelian draw, and the first
 * seed that shows the mode's hallmarks is kept, so every figure is a lawful family and a clear one.
 */
import { z } from 'zod';
import { defineGenerator } from '../generator.ts';
import { el, group, seeded, svg, text } from '../lib/svg.ts';

export const MODES = [
  'autosomal-dominant',
  'autosomal-recessive',
  'x-linked-recessive',
  'x-linked-dominant',
  'mitochondrial',
] as const;
type Mode = (typeof MODES)[number];

interface Person {
  id: string;
  sex: 'M' | 'F';
  gen: number;
  x: number;
  /** The couple this person was born to (index into couples), or none for founders and spouses. */
  of?: number;
  /** Founder roles: carries the variant at the start. */
  founder?: boolean;
}
interface Couple {
  a: string;
  b: string;
  consanguineous?: boolean;
}
interface Family {
  people: Person[];
  couples: Couple[];
}

const P = (id: string, sex: 'M' | 'F', gen: number, x: number, of?: number, founder?: boolean): Person => ({
  id,
  sex,
  gen,
  x,
  of,
  founder,
});

/** Four generations, three lines of descent. */
const FOUR: Family = {
  people: [
    P('I-1', 'M', 1, 160, undefined, true),
    P('I-2', 'F', 1, 210, undefined, true),
    P('II-1', 'F', 2, 45),
    P('II-2', 'M', 2, 90, 0),
    P('II-3', 'F', 2, 190, 0),
    P('II-4', 'M', 2, 235),
    P('II-5', 'M', 2, 305, 0),
    P('III-1', 'M', 3, 30, 1),
    P('III-2', 'F', 3, 70, 1),
    P('III-3', 'M', 3, 115, 1),
    P('III-4', 'F', 3, 155),
    P('III-5', 'F', 3, 210, 2),
    P('III-6', 'M', 3, 250),
    P('III-7', 'M', 3, 295, 2),
    P('III-8', 'F', 3, 335, 2),
    P('IV-1', 'M', 4, 110, 3),
    P('IV-2', 'F', 4, 155, 3),
    P('IV-3', 'M', 4, 205, 4),
    P('IV-4', 'F', 4, 245, 4),
    P('IV-5', 'M', 4, 285, 4),
  ],
  couples: [
    { a: 'I-1', b: 'I-2' },
    { a: 'II-1', b: 'II-2' },
    { a: 'II-3', b: 'II-4' },
    { a: 'III-3', b: 'III-4' },
    { a: 'III-5', b: 'III-6' },
  ],
};

/** Four generations with a first-cousin marriage in the third. */
const COUSINS: Family = {
  people: [
    P('I-1', 'M', 1, 155, undefined, true),
    P('I-2', 'F', 1, 205, undefined, true),
    P('II-1', 'F', 2, 50),
    P('II-2', 'M', 2, 95, 0),
    P('II-3', 'F', 2, 265, 0),
    P('II-4', 'M', 2, 310),
    P('III-1', 'F', 3, 55, 1),
    P('III-2', 'M', 3, 130, 1),
    P('III-3', 'F', 3, 230, 2),
    P('III-4', 'M', 3, 300, 2),
    P('IV-1', 'M', 4, 120, 3),
    P('IV-2', 'F', 4, 160, 3),
    P('IV-3', 'M', 4, 200, 3),
    P('IV-4', 'F', 4, 240, 3),
  ],
  couples: [
    { a: 'I-1', b: 'I-2' },
    { a: 'II-1', b: 'II-2' },
    { a: 'II-3', b: 'II-4' },
    { a: 'III-2', b: 'III-3', consanguineous: true },
  ],
};

/** Three generations: a large sibship and one grandchild line. */
const SIBSHIP: Family = {
  people: [
    P('I-1', 'M', 1, 150, undefined, true),
    P('I-2', 'F', 1, 210, undefined, true),
    P('II-1', 'F', 2, 50, 0),
    P('II-2', 'M', 2, 100, 0),
    P('II-3', 'F', 2, 150, 0),
    P('II-4', 'M', 2, 200, 0),
    P('II-5', 'F', 2, 250, 0),
    P('II-6', 'M', 2, 300),
    P('III-1', 'M', 3, 245, 1),
    P('III-2', 'F', 3, 295, 1),
  ],
  couples: [
    { a: 'I-1', b: 'I-2' },
    { a: 'II-5', b: 'II-6' },
  ],
};

const FAMILIES = { four: FOUR, cousins: COUSINS, sibship: SIBSHIP } as const;

const pedigreeParams = z.strictObject({
  mode: z.enum(MODES),
  family: z.enum(['four', 'cousins', 'sibship']).default('four'),
  seed: z.number().int().min(0).max(10000).default(1),
  /** Mark heterozygous carriers with a central dot (recessive modes). */
  carriers: z.boolean().default(false),
});
type PedigreeParams = z.output<typeof pedigreeParams>;

interface Member {
  id: string;
  sex: 'M' | 'F';
  gen: number;
  x: number;
  father?: string;
  mother?: string;
  affected: boolean;
  carrier: boolean;
}

/** Alleles: autosomal [a, b] (1 = variant); X-linked: X copies (males one); mitochondrial: [status]. */
function inherit(family: Family, mode: Mode, random: () => number): Member[] {
  const alleles = new Map<string, number[]>();
  const members: Member[] = [];
  const byId = new Map(family.people.map((p) => [p.id, p]));
  const pick = (list: number[]) => list[Math.floor(random() * list.length)]!;
  for (const person of family.people) {
    let own: number[];
    let father: string | undefined;
    let mother: string | undefined;
    if (person.of === undefined) {
      // Founders carry the variant as the mode's classic pedigree starts; spouses married in do not.
      const founder = person.founder === true;
      const male = person.sex === 'M';
      switch (mode) {
        case 'autosomal-dominant':
          own = founder && male ? [1, 0] : [0, 0];
          break;
        case 'autosomal-recessive':
          own = founder ? [1, 0] : [0, 0];
          break;
        case 'x-linked-recessive':
          own = male ? [0] : founder ? [1, 0] : [0, 0];
          break;
        case 'x-linked-dominant':
          own = male ? [founder ? 1 : 0] : [0, 0];
          break;
        case 'mitochondrial':
          own = [founder && !male ? 1 : 0];
          break;
      }
    } else {
      const couple = family.couples[person.of]!;
      const [f, m] = byId.get(couple.a)!.sex === 'M' ? [couple.a, couple.b] : [couple.b, couple.a];
      father = f;
      mother = m;
      const fa = alleles.get(f)!;
      const ma = alleles.get(m)!;
      if (mode === 'mitochondrial') own = [ma[0]!];
      else if (mode.startsWith('autosomal')) own = [pick(fa), pick(ma)];
      else own = person.sex === 'M' ? [pick(ma)] : [fa[0]!, pick(ma)];
    }
    alleles.set(person.id, own);
    const variants = own.reduce((a, b) => a + b, 0);
    let affected: boolean;
    switch (mode) {
      case 'autosomal-dominant':
      case 'x-linked-dominant':
      case 'mitochondrial':
        affected = variants > 0;
        break;
      case 'autosomal-recessive':
        affected = variants === 2;
        break;
      case 'x-linked-recessive':
        affected = person.sex === 'M' ? variants === 1 : variants === 2;
        break;
    }
    const carrier = !affected && variants > 0;
    members.push({ id: person.id, sex: person.sex, gen: person.gen, x: person.x, father, mother, affected, carrier });
  }
  return members;
}

/** The features that make a pedigree read as its mode. */
function showsHallmarks(mode: Mode, members: Member[]): boolean {
  const byId = new Map(members.map((m) => [m.id, m]));
  const generations = Math.max(...members.map((m) => m.gen));
  const affectedIn = (g: number) => members.some((m) => m.gen === g && m.affected);
  const children = (id: string) => members.filter((m) => m.father === id || m.mother === id);
  const affectedCount = members.filter((m) => m.affected).length;
  switch (mode) {
    case 'autosomal-dominant': {
      const maleToMale = members.some((m) => m.sex === 'M' && m.affected && m.father && byId.get(m.father)!.affected);
      const bothSexes = members.some((m) => m.affected && m.sex === 'F') && affectedCount >= 4;
      const unaffectedChildOfAffected = members.some(
        (m) => !m.affected && (m.father ?? m.mother) && [m.father, m.mother].some((p) => p && byId.get(p)!.affected),
      );
      return (
        [1, 2, 3, 4].slice(0, generations).every(affectedIn) && maleToMale && bothSexes && unaffectedChildOfAffected
      );
    }
    case 'autosomal-recessive': {
      const last = members.filter((m) => m.gen === generations);
      const affected = members.filter((m) => m.affected);
      return (
        affected.length >= 1 &&
        affected.length <= 3 &&
        affected.every((m) => m.father && !byId.get(m.father)!.affected && !byId.get(m.mother!)!.affected) &&
        (last.some((m) => m.affected) || members.some((m) => m.gen === 2 && m.affected))
      );
    }
    case 'x-linked-recessive': {
      const affected = members.filter((m) => m.affected);
      return (
        affected.length >= 2 && affected.every((m) => m.sex === 'M') && new Set(affected.map((m) => m.gen)).size >= 2
      );
    }
    case 'x-linked-dominant': {
      const fathers = members.filter((m) => m.sex === 'M' && m.affected && children(m.id).some((c) => c.sex === 'F'));
      return (
        fathers.length >= 1 &&
        members.some((m) => m.sex === 'F' && m.affected && children(m.id).length > 0) &&
        affectedCount >= 4
      );
    }
    case 'mitochondrial':
      // Passed on only by women (every child of an affected mother is affected by construction).
      return members.some((m) => m.sex === 'F' && m.affected && children(m.id).length > 0);
  }
}

function pedigreeMembers(p: PedigreeParams): Member[] {
  const family = FAMILIES[p.family];
  // A dominant X-linked family starts from an affected man, so his daughters show the mode.
  for (let k = 0; k < 500; k++) {
    const members = inherit(family, p.mode, seeded(p.seed * 1009 + k * 7 + 1));
    if (showsHallmarks(p.mode, members)) return members;
  }
  throw new Error(`no ${p.mode} family of shape ${p.family} shows its hallmarks`);
}

const GEN_Y = [0, 38, 108, 178, 248];
const S = 9;
const ROMAN = ['', 'I', 'II', 'III', 'IV'];

function renderPedigree(p: PedigreeParams): string {
  const family = FAMILIES[p.family];
  const members = pedigreeMembers(p);
  const byId = new Map(members.map((m) => [m.id, m]));
  const parts: string[] = [];
  const generations = Math.max(...members.map((m) => m.gen));
  for (let g = 1; g <= generations; g++)
    parts.push(text(6, GEN_Y[g]! + 4, ROMAN[g]!, { size: 11, weight: 'bold', fill: '#444' }));
  let lines = '';
  family.couples.forEach((couple, index) => {
    const a = byId.get(couple.a)!;
    const b = byId.get(couple.b)!;
    const y = GEN_Y[a.gen]!;
    const [left, right] = a.x < b.x ? [a, b] : [b, a];
    lines += couple.consanguineous
      ? `M${left.x + S} ${y - 2}H${right.x - S}M${left.x + S} ${y + 2}H${right.x - S}`
      : `M${left.x + S} ${y}H${right.x - S}`;
    const kids = members.filter((m) => family.people.find((q) => q.id === m.id)!.of === index);
    if (kids.length === 0) return;
    const mid = (a.x + b.x) / 2;
    const sibY = GEN_Y[a.gen + 1]! - 22;
    const xs = kids.map((k) => k.x);
    lines += `M${mid} ${y}V${sibY}M${Math.min(...xs, mid)} ${sibY}H${Math.max(...xs, mid)}`;
    for (const k of kids) lines += `M${k.x} ${sibY}V${GEN_Y[k.gen]! - S}`;
  });
  parts.push(el('path', { d: lines, stroke: '#222', 'stroke-width': 1.3, fill: 'none' }));
  const proband = [...members].reverse().find((m) => m.affected);
  for (const m of members) {
    const y = GEN_Y[m.gen]!;
    const fill = m.affected ? '#222' : '#fff';
    const shape =
      m.sex === 'M'
        ? el('rect', { x: m.x - S, y: y - S, width: 2 * S, height: 2 * S, fill, stroke: '#222', 'stroke-width': 1.4 })
        : el('circle', { cx: m.x, cy: y, r: S, fill, stroke: '#222', 'stroke-width': 1.4 });
    const extras: string[] = [];
    if (p.carriers && m.carrier) extras.push(el('circle', { cx: m.x, cy: y, r: 2.6, fill: '#222' }));
    if (m === proband)
      extras.push(
        el('path', {
          d: `M${m.x - 22} ${y + 18}L${m.x - 11} ${y + 8}M${m.x - 11} ${y + 8}l-5 .5M${m.x - 11} ${y + 8}l-.5 5`,
          stroke: '#222',
          'stroke-width': 1.4,
          fill: 'none',
        }),
      );
    parts.push(
      group(
        {
          'data-person': m.id,
          'data-sex': m.sex,
          'data-affected': m.affected ? '1' : '0',
          'data-carrier': m.carrier ? '1' : '0',
          'data-father': m.father,
          'data-mother': m.mother,
          'data-generation': m.gen,
        },
        [shape, ...extras],
      ),
      text(m.x, y + S + 11, m.id.split('-')[1]!, { size: 8.5, anchor: 'middle', fill: '#555' }),
    );
  }
  const height = GEN_Y[generations]! + 30;
  return svg({ width: 360, height, fontSize: 10 }, parts);
}

export const pedigree = defineGenerator({
  name: 'pedigree',
  title: 'Pedigrees (standard notation)',
  params: pedigreeParams,
  render: renderPedigree,
});
