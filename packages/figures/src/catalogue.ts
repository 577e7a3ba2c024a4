/**
 * The figure catalogue (`content/library/figures/<generator>.json`): reads and checks every file
 * against the contract's schema and each generator's own parameter schema, and renders every
 * figure. The web build writes the result to `dist/figures/<id>.svg`; nothing here runs when the
 * server starts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { figureCatalogueFileSchema } from '@medsutra/contract/library/content';
import { GENERATORS } from './registry.ts';

const CATALOGUE_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'content', 'library', 'figures');

export interface CatalogueFigure {
  id: string;
  generator: string;
  params: Record<string, unknown>;
  alt: string;
  shows: string;
  file: string;
}

export interface Catalogue {
  figures: CatalogueFigure[];
  /** Every problem found, each naming its file and figure. */
  problems: string[];
}

export function readCatalogue(dir = CATALOGUE_DIR): Catalogue {
  const figures: CatalogueFigure[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const file of files) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: not JSON: ${(error as Error).message}`);
      continue;
    }
    const parsed = figureCatalogueFileSchema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues.slice(0, 20))
        problems.push(`${file}: ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    const { generator, figures: entries } = parsed.data;
    if (file !== `${generator}.json`)
      problems.push(`${file}: holds generator ${generator}; name the file ${generator}.json`);
    const gen = GENERATORS[generator];
    if (!gen) {
      problems.push(`${file}: no generator named ${generator}`);
      continue;
    }
    for (const entry of entries) {
      if (!entry.id.startsWith(`${generator}.`)) problems.push(`${file}: ${entry.id} should start ${generator}.`);
      if (seen.has(entry.id)) problems.push(`${file}: duplicate id ${entry.id}`);
      seen.add(entry.id);
      const params = gen.params.safeParse(entry.params);
      if (!params.success) {
        for (const issue of params.error.issues.slice(0, 5))
          problems.push(`${file}: ${entry.id}: params.${issue.path.join('.')}: ${issue.message}`);
        continue;
      }
      figures.push({ id: entry.id, generator, params: entry.params, alt: entry.alt, shows: entry.shows, file });
    }
  }
  return { figures, problems };
}

/** One figure's SVG, from its catalogue entry. */
export function renderFigure(figure: Pick<CatalogueFigure, 'generator' | 'params'>): string {
  const gen = GENERATORS[figure.generator];
  if (!gen) throw new Error(`no generator named ${figure.generator}`);
  return gen.render(gen.params.parse(figure.params));
}

/** Every figure rendered, by id; throws on the first catalogue problem. */
export function renderCatalogue(dir = CATALOGUE_DIR): Map<string, string> {
  const { figures, problems } = readCatalogue(dir);
  if (problems.length > 0)
    throw new Error(`the figure catalogue has ${problems.length} problem(s):\n${problems.join('\n')}`);
  return new Map(figures.map((f) => [f.id, renderFigure(f)]));
}
