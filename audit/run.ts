/**
 * `npm run audit`: Lighthouse (mobile), axe-core on every page and robustness of every API route,
 * against the production server process on a fresh embedded database with one signed-in user.
 * Builds the web app first when its sources changed. Prints one report (also written to
 * bench/results/audit.md and .json) and exits 1 when anything is below its budget:
 * Lighthouse performance < 95 on /login or /dashboard, any serious or critical axe violation,
 * any robustness failure.
 * Parts: `node audit/run.ts lighthouse axe robustness` (any of them; all by default).
 */
import { readResult, writeCombinedReport, writeResult } from '../bench/report.ts';
import { ensureWebBuild } from '../scripts/lib/builds.ts';
import { axeTables, runAxe } from './axe.ts';
import { collectApiRoutes } from './lib/api-routes.ts';
import { startAuditServer } from './lib/audit-server.ts';
import { lighthouseNotes, lighthouseTables, runLighthouse } from './lighthouse.ts';
import { robustnessTables, runRobustness } from './robustness.ts';

const requested = process.argv.slice(2);
const wants = (part: string) => requested.length === 0 || requested.includes(part);
const startedAt = Date.now();
const seconds = (since: number) => Math.round((Date.now() - since) / 1000);

ensureWebBuild();
// Collected in this process before the server starts, so the two never compete for the CPU.
const routes = wants('robustness') ? await collectApiRoutes() : [];
const seeded = await startAuditServer();
const failures: string[] = [];
const results: string[] = [];
try {
  if (wants('lighthouse')) {
    console.info('\nLighthouse, mobile:');
    const started = Date.now();
    const result = await runLighthouse(seeded.server.url, seeded.cookie);
    failures.push(...result.failures.map((f) => `Lighthouse: ${f}`));
    for (const miss of result.belowBudget) console.info(`  BELOW BUDGET (reported, not failed): ${miss}`);
    writeResult({
      name: 'audit-lighthouse',
      tables: lighthouseTables(result),
      notes: [...lighthouseNotes(result), `${seconds(started)} s.`],
      data: result,
    });
    results.push('audit-lighthouse');
  }
  if (wants('axe')) {
    console.info('\naxe-core on every page:');
    const started = Date.now();
    const result = await runAxe(seeded.server.url, seeded.cookie);
    failures.push(...result.failures.map((f) => `axe: ${f}`));
    writeResult({ name: 'audit-axe', tables: axeTables(result), notes: [`${seconds(started)} s.`], data: result });
    results.push('audit-axe');
  }
  if (wants('robustness')) {
    console.info(`\nRobustness of ${routes.length} API routes:`);
    const result = await runRobustness(seeded, routes);
    failures.push(
      ...result.failures.map(
        (f) => `robustness: ${f.route} (${f.signedIn ? 'signed in' : 'signed out'}) with ${f.input}: ${f.problem}`,
      ),
    );
    writeResult({
      name: 'audit-robustness',
      tables: robustnessTables(result),
      notes: [`${result.seconds} s; sessions replaced after sign-outs: ${result.sessionsReplaced}.`],
      data: result,
    });
    results.push('audit-robustness');
  }
} finally {
  await seeded.stop();
}

const written = results.map((name) => readResult(name, startedAt)).filter((r) => r !== null);
const report = writeCombinedReport('audit', 'MedSutra audit', written);
console.info(`\n${report}`);
if (failures.length) {
  console.info(`The audit FAILED (${failures.length}):`);
  for (const failure of failures.slice(0, 60)) console.info(`  - ${failure}`);
  if (failures.length > 60) console.info(`  … and ${failures.length - 60} more in bench/results/audit.md`);
} else {
  console.info('The audit passed.');
}
console.info(`${seconds(startedAt)} s in all; report in bench/results/audit.md.`);
process.exit(failures.length ? 1 : 0);
