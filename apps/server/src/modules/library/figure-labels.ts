/**
 * The named labels of a drawn figure, for image occlusion (issue 34): every element of the built
 * SVG (`dist/figures/<id>.svg`) that carries `data-label-id` (packages/figures writes them on the
 * anatomy schematics' names), with its text. Read once per figure per process.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface FigureLabel {
  labelId: string;
  label: string;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The labels in an SVG the figures package wrote: a `<text>` or a `<g>` of lines (joined by a space). */
export function labelsInSvg(svg: string): FigureLabel[] {
  const labels: FigureLabel[] = [];
  const seen = new Set<string>();
  for (const match of svg.matchAll(/<(text|g)\b[^>]*\bdata-label-id="([^"]+)"[^>]*>([\s\S]*?)<\/\1>/g)) {
    const [, tag, id = '', inner = ''] = match;
    const lines = tag === 'g' ? [...inner.matchAll(/>([^<]+)</g)].map((line) => line[1] ?? '') : [inner];
    const label = decode(lines.map((line) => line.replace(/<[^>]*>/g, '').trim()).join(' ')).trim();
    if (!label || seen.has(id)) continue;
    seen.add(id);
    labels.push({ labelId: decode(id), label });
  }
  return labels;
}

export function createFigureLabels(deps: { figuresDir: string | null }) {
  const known = new Map<string, Promise<FigureLabel[]>>();
  return {
    /** The figure's labels; none for a licensed image, an unknown id or a figure not built. */
    of(id: string): Promise<FigureLabel[]> {
      if (!deps.figuresDir || !/^[a-z0-9.-]+$/.test(id)) return Promise.resolve([]);
      let found = known.get(id);
      if (!found) {
        found = readFile(path.join(deps.figuresDir, `${id}.svg`), 'utf8').then(labelsInSvg, () => []);
        known.set(id, found);
      }
      return found;
    },
  };
}
