/**
 * The offline examiner's agreement with an examiner's marks (bench/marking/set.json: 20 cases,
 * ten answers each), per rubric item, overall and by kind of answer. A figure, not a budget: the
 * test apps/server/src/modules/tools/marking-agreement.test.ts holds the 90% floor.
 * `node bench/offline-marking.ts [marker module] [cases dir]` measures another marker (for example
 * the one at main, copied out) on another copy of the cases.
 */
import fs from 'node:fs';
import path from 'node:path';
import { agreementOf, type Marker, type MarkingSet } from './marking/agreement.ts';

const root = path.join(import.meta.dirname, '..');
const markerPath = path.resolve(process.argv[2] ?? path.join(root, 'apps/server/src/modules/tools/case-session.ts'));
const casesDir = path.resolve(process.argv[3] ?? path.join(root, 'content/library/cases'));
const marker = (await import(markerPath)) as Marker<{ id: string }, unknown>;
const cases = ['neurology', 'gastroenterology', 'ward'].flatMap(
  (area) => JSON.parse(fs.readFileSync(path.join(casesDir, `${area}.json`), 'utf8')).cases as { id: string }[],
);
const set = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'marking', 'set.json'), 'utf8')) as MarkingSet;
const result = agreementOf(set, cases, marker);
const pct = (agreed: number, total: number) => `${((100 * agreed) / total).toFixed(1)}%`;
console.info(`marker: ${path.relative(root, markerPath)}; cases: ${path.relative(root, casesDir)}`);
console.info(`agreement: ${result.agreed}/${result.total} rubric items (${pct(result.agreed, result.total)})`);
for (const [type, counts] of Object.entries(result.byType)) {
  console.info(
    `  ${type.padEnd(28)} ${pct(counts.agreed, counts.total).padStart(6)}  (${counts.agreed}/${counts.total})`,
  );
}
if (process.env.SHOW_DISAGREEMENTS) {
  for (const d of result.disagreements)
    console.info(`  ${d.caseId} ${d.type} #${d.index}: examiner ${d.examiner}, marker ${d.marker}`);
}
