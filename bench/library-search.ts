import path from 'node:path';
import { librarySubtopics } from '../apps/server/src/db/schema.ts';
import { importRepositoryLibrary } from '../apps/server/src/modules/library/content-sync.ts';
import { createLibraryService } from '../apps/server/src/modules/library/service.ts';
import { benchPostgresUrl, scratchPglite, scratchPostgres } from './lib/scratch-database.ts';
import { percentile, round1 } from './lib/stats.ts';
import { writeSyntheticLibrary } from './lib/synthetic-library.ts';
import { type Cell, writeResult } from './report.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '..', 'content', 'library');
/** The library as it is (grown by issue 31) and a synthetic one twice its size, made from it. */
const FACTORS = (process.env.BENCH_LIBRARY_FACTORS ?? '1,2').split(',').map(Number);
const postgresUrl = benchPostgresUrl;
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 2);
const quiet = { info() {}, warn() {} };

const FIXED_QUERIES = [
  'MI',
  'DKA',
  'TB',
  'COPD',
  'ARDS',
  'SLE',
  'heart attack',
  'myocardal infarction',
  'diabetic ketoacidosis management',
  'drug of choice',
  'investigation of choice',
  'most common cause',
  'IPL cricket match score',
  'zzqx',
];

/** A misspelling: one letter dropped from the middle of the longest word. */
function misspell(name: string): string {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < 5) return name;
  const at = Math.floor(longest.length / 2);
  return name.replace(longest, longest.slice(0, at) + longest.slice(at + 1));
}

async function measure(kind: 'pglite' | 'postgres', root: string, factor: number) {
  const { handle, drop } = await (kind === 'pglite' ? scratchPglite() : scratchPostgres(postgresUrl!, 4));
  try {
    let started = performance.now();
    const first = await importRepositoryLibrary({ db: handle.db, root, logger: quiet });
    const firstImportMs = performance.now() - started;
    started = performance.now();
    const again = await importRepositoryLibrary({ db: handle.db, root, logger: quiet });
    const unchangedMs = performance.now() - started;

    const names = (await handle.db.select({ name: librarySubtopics.name }).from(librarySubtopics)).map((r) => r.name);
    const queries = [...names, ...names.map(misspell), ...FIXED_QUERIES];
    const library = createLibraryService({ db: handle.db });
    for (const query of FIXED_QUERIES) await library.searchRows(query); // warm up
    const timings: number[] = [];
    let found = 0;
    for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex++) {
      for (const query of queries) {
        const t0 = performance.now();
        const { rows } = await library.searchRows(query);
        timings.push(performance.now() - t0);
        if (roundIndex === 0 && rows.length > 0) found++;
      }
    }
    return {
      kind,
      factor,
      files: first.applied.length,
      invalid: first.invalid.length,
      subtopics: names.length,
      firstImportMs,
      unchangedMs,
      unchangedFiles: again.unchanged,
      searches: timings.length,
      queries: queries.length,
      found,
      p50: percentile(timings, 50),
      p99: percentile(timings, 99),
      max: Math.max(...timings),
    };
  } finally {
    await drop();
  }
}

const kinds: ('pglite' | 'postgres')[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
const results = [];
const sizes: string[] = [];
for (const factor of FACTORS) {
  const synthetic = factor === 1 ? null : writeSyntheticLibrary({ source: repositoryRoot, factor });
  if (synthetic) {
    sizes.push(
      `×${factor}: ${synthetic.questions} questions, ${synthetic.notes} notes, ${synthetic.cases} cases, ${(synthetic.bytes / 1e6).toFixed(1)} MB (bench/lib/synthetic-library.ts).`,
    );
  }
  try {
    for (const kind of kinds) {
      const result = await measure(kind, synthetic?.root ?? repositoryRoot, factor);
      results.push(result);
      console.info(
        `${kind} ×${factor}: imported ${result.files} files (${result.subtopics} subtopics) in ${Math.round(result.firstImportMs)} ms; ` +
          `unchanged check ${round1(result.unchangedMs)} ms; ${result.searches} searches p50 ${round1(result.p50)} ms, ` +
          `p99 ${round1(result.p99)} ms, max ${round1(result.max)} ms; ${result.found}/${result.queries} queries found something`,
      );
    }
  } finally {
    synthetic?.remove();
  }
}

const rows: Cell[][] = results.map((r) => [
  r.kind,
  `×${r.factor}`,
  r.files,
  r.subtopics,
  Math.round(r.firstImportMs),
  round1(r.unchangedMs),
  r.searches,
  round1(r.p50),
  round1(r.p99),
  round1(r.max),
  `${r.found}/${r.queries}`,
]);
console.info(
  `\n${writeResult({
    name: 'library-search',
    tables: [
      {
        title: 'Library import and search over content/library (×1) and a library 15 times its size',
        columns: [
          'database',
          'library',
          'files',
          'subtopics',
          'first import (ms)',
          'unchanged start check (ms)',
          'searches',
          'p50 (ms)',
          'p99 (ms)',
          'max (ms)',
          'queries with results',
        ],
        rows,
      },
    ],
    notes: [
      'Queries: every subtopic name, each with one letter dropped from its longest word, and 14 fixed queries (abbreviations, everyday names, generic phrases, two that match nothing).',
      'Measured through the library service (the SQL the API runs), one query at a time, after a warm-up.',
      ...sizes,
    ],
    data: results,
  })}`,
);
