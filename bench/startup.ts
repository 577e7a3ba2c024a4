/**
 * Start to healthy with an existing embedded database (budget ≤ 1.5 s) and RSS at idle.
 * Run: npm run bench (or node bench/startup.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, startBenchServer } from './lib/server-process.ts';
import { writeResult } from './report.ts';

/** The embedded database even when the shell has DATABASE_URL set. */
const embedded = { DATABASE_URL: '' };

export async function benchStartup(runs = 5) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-bench-start-'));
  try {
    const first = await startBenchServer(dataDir, embedded);
    const firstMs = first.msToHealthy;
    await first.stop();
    const times: number[] = [];
    let idleRss = 0;
    for (let i = 0; i < runs; i++) {
      const server = await startBenchServer(dataDir, embedded);
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
  const markdown = writeResult({
    name: 'startup',
    tables: [
      {
        title: 'Server start (embedded database)',
        columns: ['figure', 'value', 'budget'],
        rows: [
          ['first start (creates the database), ms', result.firstStartMs, null],
          [
            'start to healthy, existing database, median ms',
            result.startToHealthyMsMedian,
            `≤ ${result.budgetMs}: ${result.startToHealthyMsMedian <= result.budgetMs ? 'within' : 'OVER'}`,
          ],
          ['runs, ms', result.startToHealthyMsRuns.join(', '), null],
          ['RSS at idle, MB', result.idleRssMb, null],
        ],
      },
    ],
    notes: ['RSS under load: see api-throughput.'],
    data: result,
  });
  console.info(markdown);
}
