/**
 * Start to healthy with an existing embedded database (budget ≤ 1.5 s) and RSS at idle, with the
 * repository's library and with a synthetic library BENCH_LIBRARY_FACTOR (default 2) times its size (bench/lib/synthetic-library.ts):
 * the first start on a fresh database (which imports the whole library) and starts where nothing
 * changed (which must import nothing). Run: npm run bench (or node bench/startup.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, repoRoot, startBenchServer } from './lib/server-process.ts';
import { writeSyntheticLibrary } from './lib/synthetic-library.ts';
import { writeResult } from './report.ts';

/** The embedded database even when the shell has DATABASE_URL set. */
const embedded = { DATABASE_URL: '' };
/**
 * content/library is itself the grown library now (8,000+ questions, about 19 times the 419-question
 * sample issue 31 started from), so the synthetic one is headroom beyond it: twice its size by default.
 */
const LIBRARY_FACTOR = Number(process.env.BENCH_LIBRARY_FACTOR ?? 2);

async function benchStartup(runs = 5, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-bench-start-'));
  try {
    const first = await startBenchServer(dataDir, { ...embedded, ...env });
    const firstMs = first.msToHealthy;
    await first.stop();
    const times: number[] = [];
    let idleRss = 0;
    for (let i = 0; i < runs; i++) {
      const server = await startBenchServer(dataDir, { ...embedded, ...env });
      times.push(server.msToHealthy);
      if (i === runs - 1) {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        idleRss = server.rssMb();
      }
      await server.stop();
    }
    return {
      firstStartMs: Math.round(firstMs),
      startToHealthyMsMedian: Math.round(median(times)),
      startToHealthyMsRuns: times.map(Math.round),
      idleRssMb: Math.round(idleRss),
      budgetMs: 1500,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const result = await benchStartup();
  const synthetic = writeSyntheticLibrary({
    source: path.join(repoRoot, 'content', 'library'),
    factor: LIBRARY_FACTOR,
  });
  let large: Awaited<ReturnType<typeof benchStartup>>;
  try {
    large = await benchStartup(5, { LIBRARY_CONTENT_DIR: synthetic.root });
  } finally {
    synthetic.remove();
  }
  const within = (ms: number) => `≤ ${result.budgetMs}: ${ms <= result.budgetMs ? 'within' : 'OVER'}`;
  const markdown = writeResult({
    name: 'startup',
    tables: [
      {
        title: 'Server start (embedded database)',
        columns: ['figure', 'content/library', `library ×${LIBRARY_FACTOR}`, 'budget'],
        rows: [
          [
            'first start (creates the database, imports the library), ms',
            result.firstStartMs,
            large.firstStartMs,
            null,
          ],
          [
            'start to healthy, existing database, nothing changed, median ms',
            result.startToHealthyMsMedian,
            large.startToHealthyMsMedian,
            `${within(result.startToHealthyMsMedian)}; ×${LIBRARY_FACTOR} ${within(large.startToHealthyMsMedian)}`,
          ],
          ['runs, ms', result.startToHealthyMsRuns.join(', '), large.startToHealthyMsRuns.join(', '), null],
          ['RSS at idle, MB', result.idleRssMb, large.idleRssMb, null],
        ],
      },
    ],
    notes: [
      `Library ×${LIBRARY_FACTOR}: ${synthetic.questions} questions, ${synthetic.notes} notes, ${synthetic.cases} cases, ${(synthetic.bytes / 1e6).toFixed(1)} MB of JSON, made from content/library by bench/lib/synthetic-library.ts.`,
      'RSS under load: see api-throughput.',
    ],
    data: { repository: result, synthetic: { ...large, factor: LIBRARY_FACTOR, questions: synthetic.questions } },
  });
  console.info(markdown);
}
