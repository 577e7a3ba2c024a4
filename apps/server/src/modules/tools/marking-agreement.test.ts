/**
 * The offline examiner against an examiner's marks: 20 library cases, ten student answers each
 * (bench/marking/set.json), counted per rubric item. `node bench/offline-marking.ts` prints the
 * figure by kind of answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { casesFileSchema } from '@medsutra/contract/library/content';
import { describe, expect, it } from 'vitest';
import { agreementOf, type MarkingSet } from '../../../../../bench/marking/agreement.ts';
import { offlineVerdicts, revealFor } from './case-session.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..', '..', '..');
const cases = ['neurology', 'gastroenterology', 'ward'].flatMap(
  (area) =>
    casesFileSchema.parse(
      JSON.parse(fs.readFileSync(path.join(root, 'content', 'library', 'cases', `${area}.json`), 'utf8')),
    ).cases,
);
const set = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'marking', 'set.json'), 'utf8')) as MarkingSet;

describe('the offline examiner agrees with an examiner', () => {
  it('on at least 90% of rubric items over 200 answers to 20 cases', () => {
    expect(set.answers).toHaveLength(200);
    expect(new Set(set.answers.map((a) => a.caseId)).size).toBe(20);
    const result = agreementOf(set, cases, { revealFor, offlineVerdicts });
    expect(result.share).toBeGreaterThanOrEqual(0.9);
  });

  it('gives nothing for a denied point and nothing for a wrong answer, almost always', () => {
    const result = agreementOf(set, cases, { revealFor, offlineVerdicts });
    const negated = result.byType.negated;
    const wrong = result.byType.wrong;
    expect(negated && negated.agreed / negated.total).toBeGreaterThanOrEqual(0.95);
    expect(wrong && wrong.agreed / wrong.total).toBeGreaterThanOrEqual(0.95);
  });
});
