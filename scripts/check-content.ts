/**
 * Checks the medical library (content/library, content/allowed-sources) and prints a coverage
 * table per subject. Two parts, reported apart (docs/decisions/083):
 * - QUALITY, what every item must pass at any size: schemas, ids and pointers, references from
 *   the allowed sources, figure references, the review record, option explanations, the cues a
 *   test-wise student uses (answer position, longest key, absolute words) and near-duplicates;
 * - COUNTS, the size the library promises: 6,000 questions by NEET PG weight, per subtopic, by
 *   difficulty, in the INICET formats and with figures; 745 notes at length; 120 cases.
 *
 *   node scripts/check-content.ts               both parts (npm run check-content)
 *   node scripts/check-content.ts --quality     the quality part only
 *   node scripts/check-content.ts --counts      the counts only
 *   node scripts/check-content.ts medicine ent  those subjects only (totals and shares skipped)
 *   CONTENT_ROOT=/tmp/x/content node scripts/check-content.ts   a copy of the library elsewhere
 *                                                (a batch merged into a copy before it lands)
 *
 * Exit 1 when a part that was run has a problem; each problem is printed with where it is.
 */
import path from 'node:path';
import { countProblems } from '../apps/server/src/modules/library/content-check/count-rules.ts';
import {
  COVERAGE_COLUMNS,
  coverageRows,
  formatTable,
} from '../apps/server/src/modules/library/content-check/coverage.ts';
import { qualityProblems } from '../apps/server/src/modules/library/content-check/quality-rules.ts';
import { type Problem, readLibrarySnapshot } from '../apps/server/src/modules/library/content-check/snapshot.ts';

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith('--')));
const unknown = [...flags].filter((flag) => flag !== '--quality' && flag !== '--counts');
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(', ')}: use --quality, --counts, or subject ids.`);
  process.exit(2);
}
const only = args.filter((arg) => !arg.startsWith('--'));
const runQuality = !flags.has('--counts') || flags.has('--quality');
const runCounts = !flags.has('--quality') || flags.has('--counts');

const started = performance.now();
const contentRoot = path.resolve(process.env.CONTENT_ROOT ?? path.join(import.meta.dirname, '..', 'content'));
const snapshot = readLibrarySnapshot(contentRoot, only);

function report(title: string, problems: Problem[]) {
  if (problems.length === 0) {
    console.info(`\n${title}: no problems.`);
    return;
  }
  const byRule = new Map<string, Problem[]>();
  for (const problem of problems) byRule.set(problem.rule, [...(byRule.get(problem.rule) ?? []), problem]);
  console.error(`\n${title}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  for (const [rule, list] of byRule) {
    console.error(`\n  ${rule} (${list.length})`);
    for (const problem of list) console.error(`    ${problem.where}: ${problem.message}`);
  }
}

console.info(formatTable(COVERAGE_COLUMNS, coverageRows(snapshot)));
console.info(
  `\n${snapshot.questions.length} questions, ${snapshot.notes.length} notes, ${snapshot.cases.length} cases, ${snapshot.figures.size} figures`,
);
const quality = runQuality ? qualityProblems(snapshot) : [];
const counts = runCounts ? countProblems(snapshot, only.length === 0) : [];
if (runQuality) report('QUALITY', quality);
if (runCounts) report('COUNTS', counts);
console.info(`\nChecked in ${Math.round(performance.now() - started)} ms.`);
// exitCode, not exit(): exit() can cut a long report short when it goes to a pipe.
if (quality.length > 0 || counts.length > 0) process.exitCode = 1;
