/**
 * What a library 15 times today's size costs each server test file: every test file's database
 * is a clone of one template (apps/server/test/helpers/test-database.ts), which holds the
 * library with its questions sampled to a fixed number (test/helpers/library-sample.ts). Prints
 * the template's size and the median time to clone it, for today's library and for the synthetic
 * ×15 one, sampled as the tests do and (for comparison) whole. Run: node bench/test-template.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPglite, wrapPglite } from '../apps/server/src/db/pglite.ts';
import { importRepositoryLibrary } from '../apps/server/src/modules/library/content-sync.ts';
import { writeSampledLibrary } from '../apps/server/test/helpers/library-sample.ts';
import { median, repoRoot } from './lib/server-process.ts';
import { writeSyntheticLibrary } from './lib/synthetic-library.ts';
import { type Cell, writeResult } from './report.ts';

const CLONES = 5;
const quiet = { info() {}, warn() {} };

async function template(root: string, sample: boolean) {
  const dir = sample ? fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-bench-sample-')) : root;
  try {
    const questions = sample ? writeSampledLibrary(root, dir).questions : null;
    const client = await createPglite();
    await wrapPglite(client).migrate();
    await importRepositoryLibrary({ db: wrapPglite(client).db, root: dir, logger: quiet });
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    await client.close();
    const times: number[] = [];
    for (let i = 0; i < CLONES; i++) {
      const started = performance.now();
      const clone = await createPglite({ loadDataDir: new Blob([dump]) });
      await clone.query('select 1');
      times.push(performance.now() - started);
      await clone.close();
    }
    return { questions, mb: Math.round(dump.length / 1e5) / 10, cloneMs: Math.round(median(times)) };
  } finally {
    if (sample) fs.rmSync(dir, { recursive: true, force: true });
  }
}

const repository = path.join(repoRoot, 'content', 'library');
const synthetic = writeSyntheticLibrary({ source: repository, factor: 15 });
const rows: Cell[][] = [];
try {
  for (const [label, root, sample] of [
    ['content/library, as the tests hold it', repository, true],
    ['library ×15, as the tests hold it', synthetic.root, true],
    ['library ×15, whole (not used by the tests)', synthetic.root, false],
  ] as const) {
    const result = await template(root, sample);
    rows.push([label, result.questions ?? synthetic.questions, result.mb, result.cloneMs]);
    console.info(`${label}: ${result.mb} MB, clone ${result.cloneMs} ms`);
  }
} finally {
  synthetic.remove();
}
console.info(
  `\n${writeResult({
    name: 'test-template',
    tables: [
      {
        title: 'The server tests’ database template (embedded PGlite): one clone per test file',
        columns: ['library', 'questions in the template', 'template, MB (gzip)', `clone, median of ${CLONES}, ms`],
        rows,
      },
    ],
    notes: [
      `Library ×15: ${synthetic.questions} questions, ${synthetic.notes} notes, ${synthetic.cases} cases (bench/lib/synthetic-library.ts); the template keeps every note and case and deals its questions round-robin from every topic file up to the limit.`,
    ],
  })}`,
);
