/**
 * `npm run bench`: every benchmark under bench/, one after another, each printing its figures.
 * Benchmarks report numbers; they never pass or fail on a timing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const benchDir = import.meta.dirname;
const only = process.argv.slice(2);
const files = fs
  .readdirSync(benchDir)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
  .sort();

let failures = 0;
for (const file of files) {
  console.info(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, [path.join(benchDir, file)], {
    stdio: 'inherit',
    cwd: path.resolve(benchDir, '..'),
  });
  if (result.status !== 0) failures++;
}
process.exit(failures ? 1 : 0);
