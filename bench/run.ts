/**
 * `npm run bench`: every benchmark under bench/, one after another, each printing its figures.
 * Benchmarks report numbers; they never pass or fail on a timing. A bench that also writes
 * bench/results/<its name>.json (see report.ts) is joined into bench/results/report.md, which is
 * printed at the end, with issue #21's figures (reads, memory, start) beside their budgets.
 * Set DATABASE_URL to measure PostgreSQL too (each bench makes its own scratch database).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { issue21Table } from './lib/issue-21-figures.ts';
import { type BenchResult, readResult, tableMarkdown, writeCombinedReport } from './report.ts';

const benchDir = import.meta.dirname;
const notBenches = new Set(['run.ts', 'report.ts']);
const only = process.argv.slice(2);
const files = fs
  .readdirSync(benchDir)
  .filter((file) => file.endsWith('.ts') && !notBenches.has(file))
  .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
  .sort();

const startedAt = Date.now();
let failures = 0;
const results: BenchResult[] = [];
const printedOnly: string[] = [];
for (const file of files) {
  console.info(`\n=== ${file} ===`);
  const benchStarted = Date.now();
  const result = spawnSync(process.execPath, [path.join(benchDir, file)], {
    stdio: 'inherit',
    cwd: path.resolve(benchDir, '..'),
  });
  if (result.status !== 0) failures++;
  const name = file.slice(0, -'.ts'.length);
  const written = readResult(name, benchStarted);
  if (written) results.push(written);
  else printedOnly.push(name);
  console.info(`=== ${file}: ${((Date.now() - benchStarted) / 1000).toFixed(0)} s ===`);
}

const report = writeCombinedReport('report', 'MedSutra benchmarks', results, printedOnly);
console.info(`\n${report}`);
const issue21 = issue21Table(results);
if (issue21) console.info(`${tableMarkdown(issue21)}\n`);
console.info(`Written to bench/results/report.md in ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`);
process.exit(failures ? 1 : 0);
