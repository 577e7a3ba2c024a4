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
const slowest: { label: string; seconds: number }[] = [];
const failures: string[] = [];
const firstLine = (message: string) => message.split('\n')[0]!.slice(0, 240);
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
    testResults: {
      status: string;
      message?: string;
      name: string;
      startTime?: number;
      endTime?: number;
      assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
    }[];
  };
  const suite = path.basename(file, '.json');
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A test file that failed outside its tests (to load, or in a hook) counts as a failure.
  failed += report.testResults.filter(
    (result) => result.status === 'failed' && !result.assertionResults?.some((test) => test.status === 'failed'),
  ).length;
  const fileSkipped = report.numPendingTests + report.numTodoTests;
  skipped += fileSkipped;
  if (fileSkipped) skippedByReport.push(`${suite}: ${fileSkipped}`);
  for (const result of report.testResults) {
    const name = path.relative(process.cwd(), result.name);
    if (result.startTime && result.endTime)
      slowest.push({ label: `${suite} ${name}`, seconds: (result.endTime - result.startTime) / 1000 });
    // A file that failed outside its tests (a hook, an import) names itself with its message.
    if (result.status === 'failed' && !result.assertionResults?.some((test) => test.status === 'failed'))
      failures.push(
        `${suite} ${name}: ${firstLine(result.message || 'failed outside its tests (a hook or an import)')}`,
      );
    for (const test of result.assertionResults ?? [])
      if (test.status === 'failed')
        failures.push(`${suite} ${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0] ?? '')}`);
  }
}
// The slowest files first, so a run that grows past its budget says where the time went; the
// failures last, so the end of the log (all some viewers keep) names them.
slowest.sort((a, b) => b.seconds - a.seconds);
if (slowest.length) {
  console.info('Slowest test files:');
  for (const { label, seconds } of slowest.slice(0, 15))
    console.info(`  ${seconds.toFixed(0).padStart(5)} s  ${label}`);
}
if (failures.length) {
  console.info('Failed tests:');
  for (const failure of failures) console.info(`  ${failure}`);
}
if (skippedByReport.length)
  console.info(`Skipped (run in another suite of this CI run): ${skippedByReport.join('; ')}`);
if (failedSteps.length) console.info(`Failed steps: ${failedSteps.join(', ')}`);
console.info(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || failedSteps.length > 0 || passed === 0 ? 1 : 0);
