import { describe, expect, it } from 'vitest';
import { readCatalogue, renderFigure } from './catalogue.ts';

/**
 * Image occlusion (issue 34): a flashcard hides one label of a figure, found by its
 * `data-label-id`. Every named label of the anatomy schematics carries one, unique in its figure,
 * on an element whose text is the label.
 */
const OCCLUDABLE = [
  'brachial-plexus',
  'circle-of-willis',
  'coronary',
  'cranial-nerve-nuclei',
  'dermatomes',
  'nephron',
  'visual-pathway',
];

/** Each `data-label-id` and the text inside its element (a group's lines joined by a space). */
function labelsOf(svg: string): { id: string; text: string }[] {
  const out: { id: string; text: string }[] = [];
  for (const m of svg.matchAll(/<(text|g)\b[^>]*\bdata-label-id="([^"]+)"[^>]*>([\s\S]*?)<\/\1>/g)) {
    const words = [...m[3]!.matchAll(/>([^<]+)</g)].map((t) => t[1]!);
    const text = (m[1] === 'text' ? m[3]!.replace(/<[^>]*>/g, '') : words.join(' ')).trim();
    out.push({ id: m[2]!, text });
  }
  return out;
}

const { figures } = readCatalogue();

describe('labels for image occlusion', () => {
  for (const generator of OCCLUDABLE) {
    it(`${generator}: every label has an id, unique in its figure, on its own text`, () => {
      const mine = figures.filter((figure) => figure.generator === generator);
      expect(mine.length).toBeGreaterThan(0);
      let labelled = 0;
      for (const figure of mine) {
        const labels = labelsOf(renderFigure(figure));
        const ids = labels.map((label) => label.id);
        expect(new Set(ids).size, `${figure.id}: ${ids.join(', ')}`).toBe(ids.length);
        for (const label of labels) expect(label.text, `${figure.id} ${label.id}`).not.toBe('');
        if (labels.length >= 3) labelled += 1;
      }
      expect(labelled, `${generator}: no figure with three labels or more`).toBeGreaterThan(0);
    });
  }

  it('names the two lines of a two-line label as one', () => {
    const figure = figures.find((f) => f.generator === 'visual-pathway' && labelsOf(renderFigure(f)).length > 0);
    const labels = labelsOf(renderFigure(figure!));
    expect(labels).toContainEqual({ id: 'parietal-radiation', text: 'Parietal radiation' });
    expect(labels).toContainEqual({ id: 'optic-nerve', text: 'Optic nerve' });
  });
});
