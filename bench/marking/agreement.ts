/**
 * How often the offline marker agrees with the examiner's marks in set.json, counted per rubric
 * item of every answer. The marker is passed in, so the same count runs on an older marker.
 */

export interface MarkingAnswer {
  caseId: string;
  type: string;
  actions: { kind: string; text: string }[];
  /** Per rubric item, in the case's order: 1 when an examiner gives it, 0 when not. */
  marks: number[];
}
export interface MarkingSet {
  about: string;
  answers: MarkingAnswer[];
}

export interface Marker<Case, Entry> {
  revealFor: (clinicalCase: Case, kind: never, text: string, at: Date) => Entry;
  offlineVerdicts: (clinicalCase: Case, log: Entry[]) => { index: number; found: boolean }[];
}

export interface Agreement {
  agreed: number;
  total: number;
  share: number;
  byType: Record<string, { agreed: number; total: number }>;
  disagreements: { caseId: string; type: string; index: number; examiner: number; marker: number }[];
}

export function agreementOf<Case extends { id: string }, Entry>(
  set: MarkingSet,
  cases: readonly Case[],
  marker: Marker<Case, Entry>,
): Agreement {
  const at = new Date('2026-11-27T10:00:00Z');
  const result: Agreement = { agreed: 0, total: 0, share: 0, byType: {}, disagreements: [] };
  for (const answer of set.answers) {
    const clinicalCase = cases.find((c) => c.id === answer.caseId);
    if (!clinicalCase) throw new Error(`${answer.caseId} is not in the library`);
    const log = answer.actions.map((action) => marker.revealFor(clinicalCase, action.kind as never, action.text, at));
    const verdicts = marker.offlineVerdicts(clinicalCase, log);
    const type = result.byType[answer.type] ?? { agreed: 0, total: 0 };
    result.byType[answer.type] = type;
    answer.marks.forEach((examiner, index) => {
      const found = verdicts.find((v) => v.index === index)?.found ? 1 : 0;
      result.total++;
      type.total++;
      if (found === examiner) {
        result.agreed++;
        type.agreed++;
      } else {
        result.disagreements.push({ caseId: answer.caseId, type: answer.type, index, examiner, marker: found });
      }
    });
  }
  result.share = result.total === 0 ? 0 : result.agreed / result.total;
  return result;
}
