/**
 * Reads the vitest JSON reports of a CI run and prints one line, "N passed, N failed, N skipped";
 * exits non-zero when a test or a step failed, or when no test ran at all.
 */
import fs from 'node:fs';
import path from 'node:path';

const [dir = 'test-results', ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const skippedByReport: string[] = [];
for (const file of fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    success: boolean;
    testResults: { status: string; message?: string; name: string }[];
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A test file that failed to load counts as a failure even though it ran no test.
  failed += report.testResults.filter((suite) => suite.status === 'failed' && suite.message).length;
  const fileSkipped = report.numPendingTests + report.numTodoTests;
  skipped += fileSkipped;
  if (fileSkipped) skippedByReport.push(`${path.basename(file, '.json')}: ${fileSkipped}`);
}
if (skippedByReport.length)
  console.info(`Skipped (run in another suite of this CI run): ${skippedByReport.join('; ')}`);
if (failedSteps.length) console.info(`Failed steps: ${failedSteps.join(', ')}`);
console.info(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || failedSteps.length > 0 || passed === 0 ? 1 : 0);
