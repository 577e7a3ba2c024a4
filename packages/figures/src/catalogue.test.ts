import { describe, expect, it } from 'vitest';
import { readCatalogue, renderFigure } from './catalogue.ts';
import { GENERATORS } from './registry.ts';
import { elements } from './testing/svg-read.ts';

const { figures, problems } = readCatalogue();

/**
 * Words a figure's alt text may share with the name of what it shows: what kind of figure it is
 * and what is drawn on it, never the finding.
 */
const NEUTRAL = new Set(
  `with from that this over into both each their than under above below about only after before while
  left right lead leads rhythm strip ecg rate 12-lead chart graph curve curves loop loops diagram
  drawing schematic field fields cell cells red white microscope pedigree family karyotype chromosomes
  chromosome ideogram audiogram tympanogram ear ears pure-tone hearing-level pathway visual arterial
  circle base brain plexus brachial nephron segment segments coronary arteries artery heart body
  outline cranial nerve nuclei brainstem coagulation clotting factors factor cascade growth weight
  height length head circumference centile partograph labour graph dilatation descent jugular venous
  pressure waveform pulse cycle cardiac phase sounds sound heart phonocardiogram dose response
  log-dose spirometry flow volume volume-time flow-volume lung volumes capacities oxygen dissociation
  haemoglobin saturation content ventricular ventricle pressure-volume stroke output return atrial
  frank starling guyton marked shaded lettered numbered named labelled unlabelled expiration
  inspiration forced pathways enzyme glycolysis urea haem synthesis highlighted valve events systole
  diastole systolic diastolic end-systolic end-diastolic mmhg hearing bone frequency branches vessels
  site step steps transporters generations carriers canal midbrain pons medulla linear axis scale same
  quantal second seconds years months first waves pyruvate glucose contractions minutes bronchodilator`.split(/\s+/),
);

/** The significant words of what a figure shows, up to its first colon: the finding's name. */
function findingWords(shows: string): string[] {
  const heading = shows.split(/[:;]/)[0]!.toLowerCase();
  return [
    ...new Set((heading.match(/[a-z0-9]+(?:[-'][a-z0-9]+)*/g) ?? []).flatMap((w) => [w, ...w.split('-')])),
  ].filter((w) => w.length >= 4 && !NEUTRAL.has(w) && !/^\d/.test(w));
}

describe('the figure catalogue', () => {
  it('reads without a problem and holds at least 450 figures, at least five per generator', () => {
    expect(problems).toEqual([]);
    expect(figures.length).toBeGreaterThanOrEqual(450);
    for (const name of Object.keys(GENERATORS))
      expect(figures.filter((f) => f.generator === name).length, name).toBeGreaterThanOrEqual(5);
  });

  it('renders every figure as a self-contained, sized SVG with role="img", the same bytes every time', () => {
    for (const figure of figures) {
      const svg = renderFigure(figure);
      expect(renderFigure(figure), figure.id).toBe(svg);
      const root = elements(svg, 'svg')[0]!;
      expect(root.attrs.viewBox, figure.id).toMatch(/^0 0 [\d.]+ [\d.]+$/);
      expect(Number(root.attrs.width), figure.id).toBeGreaterThanOrEqual(160);
      expect(Number(root.attrs.height), figure.id).toBeGreaterThan(0);
      expect(root.attrs.role).toBe('img');
      // Nothing fetched: no external images, fonts, stylesheets or scripts.
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''), figure.id).not.toMatch(
        /https?:|<image|<script|<foreignObject|@import|@font-face|url\((?!#)/,
      );
      expect(svg.length, figure.id).toBeLessThan(20_000);
    }
  });

  it('keeps text readable on a 360 px screen (ECG paper aside, which is read zoomed like paper)', () => {
    for (const figure of figures.filter((f) => f.generator !== 'ecg')) {
      const svg = renderFigure(figure);
      const root = elements(svg, 'svg')[0]!;
      const viewWidth = Number(root.attrs.viewBox!.split(' ')[2]);
      const px = (size: number) => (size * Math.min(360, Number(root.attrs.width))) / viewWidth;
      for (const t of elements(svg, 'text')) {
        const size = Number(t.attrs['font-size'] ?? root.attrs['font-size'] ?? 16);
        expect(px(size), `${figure.id}: "${t.text}"`).toBeGreaterThanOrEqual(5.4);
      }
    }
  });

  it("never names the finding in the alt text (the first words of 'shows' stay out of 'alt')", () => {
    const leaks: string[] = [];
    for (const figure of figures) {
      const alt = ` ${figure.alt.toLowerCase().replace(/[^a-z0-9'-]+/g, ' ')} `;
      for (const word of findingWords(figure.shows))
        if (alt.includes(` ${word} `) || alt.includes(`-${word} `) || alt.includes(` ${word}-`))
          leaks.push(`${figure.id}: ${word}`);
    }
    expect(leaks).toEqual([]);
  });

  it('the alt check itself catches a leak', () => {
    expect(findingWords('Atrial fibrillation with a fast ventricular response: no P waves')).toContain('fibrillation');
    expect(findingWords('Right conductive hearing loss: air–bone gap')).toEqual(['conductive', 'loss']);
  });

  it('says of every drawn smear that it is a drawing, not a micrograph', () => {
    for (const figure of figures.filter((f) => f.generator === 'blood-smear'))
      expect(figure.alt).toMatch(/not a micrograph/);
  });
});
