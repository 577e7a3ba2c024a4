/**
 * The offline examiner on the library's own cases (issue 37): what a new student typed and was
 * marked wrong for, marked as an examiner would.
 */
import fs from 'node:fs';
import path from 'node:path';
import { casesFileSchema } from '@medsutra/contract/library/content';
import type { CaseActionKind } from '@medsutra/contract/tools/api';
import { describe, expect, it } from 'vitest';
import { markingFrom, offlineVerdicts, revealFor, type SessionCase } from './case-session.ts';
import { saysTerm } from './rubric-text.ts';

const casesDir = path.resolve(import.meta.dirname, '..', '..', '..', '..', '..', 'content', 'library', 'cases');
const allCases: SessionCase[] = fs
  .readdirSync(casesDir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => casesFileSchema.parse(JSON.parse(fs.readFileSync(path.join(casesDir, file), 'utf8'))).cases);
const caseById = (id: string) => {
  const found = allCases.find((c) => c.id === id);
  if (!found) throw new Error(`no case ${id}`);
  return found;
};
const at = new Date('2026-11-27T10:00:00Z');

function mark(clinicalCase: SessionCase, actions: [CaseActionKind, string][]) {
  const log = actions.map(([kind, text]) => revealFor(clinicalCase, kind, text, at));
  return { log, marking: markingFrom(clinicalCase, log, offlineVerdicts(clinicalCase, log), 'offline') };
}
const items = (list: { item: string }[]) => list.map((entry) => entry.item);

describe('reading a student’s words against a rubric term', () => {
  it('meets plurals, case, punctuation and hyphens on both sides', () => {
    expect(saysTerm('Any seizures?', 'seizure')).toBe(true);
    expect(saysTerm('seizure', 'Seizures')).toBe(true);
    expect(saysTerm('psychogenic non-epileptic seizure', 'Psychogenic non-epileptic seizures')).toBe(true);
    expect(saysTerm('Psychogenic nonepileptic seizures.', 'psychogenic non epileptic seizure')).toBe(true);
  });

  it('reads abbreviations both ways and British and American spelling alike', () => {
    expect(saysTerm('PNES', 'Psychogenic non-epileptic seizures')).toBe(true);
    expect(saysTerm('psychogenic non-epileptic seizures', 'PNES')).toBe(true);
    expect(saysTerm('NCC', 'neurocysticercosis')).toBe(true);
    expect(saysTerm('TBM', 'tuberculous meningitis')).toBe(true);
    expect(saysTerm('subarachnoid hemorrhage', 'SAH')).toBe(true);
    expect(saysTerm('CECT abdomen', 'contrast CT abdomen')).toBe(true);
    expect(saysTerm('blood sugar', 'capillary glucose')).toBe(false);
    expect(saysTerm('RBS', 'blood glucose')).toBe(true);
  });

  it('takes a misspelt word for the word it nearly is, but not a different word a letter away', () => {
    expect(saysTerm('neurocystiscercosis', 'neurocysticercosis')).toBe(true);
    expect(saysTerm('siezures', 'seizure')).toBe(true);
    expect(saysTerm('meningitus', 'meningitis')).toBe(true);
    expect(saysTerm('nephritic syndrome', 'nephrotic syndrome')).toBe(false);
    expect(saysTerm('hypokalaemia', 'hyperkalaemia')).toBe(false);
    expect(saysTerm('dysphasia', 'dysphagia')).toBe(false);
  });

  it('does not take a term said under a negation', () => {
    expect(saysTerm('no neck stiffness', 'neck stiffness')).toBe(false);
    expect(saysTerm('Neck stiffness absent, Kernig negative', 'neck stiffness')).toBe(false);
    expect(saysTerm('without neck stiffness or photophobia', 'photophobia')).toBe(false);
    expect(saysTerm('I would look for neck stiffness', 'neck stiffness')).toBe(true);
    expect(saysTerm('no fever, but neck stiffness is present', 'neck stiffness')).toBe(true);
  });

  it('takes a term that is itself a denial only from a denial', () => {
    // A reviewer found "antipyretics not useful" crediting a student who gave antipyretics.
    expect(saysTerm('give antipyretics', 'no antipyretics')).toBe(false);
    expect(saysTerm('no antipyretics, cool him', 'no antipyretics')).toBe(true);
    expect(saysTerm('avoid suxamethonium; no suxamethonium', 'no suxamethonium')).toBe(true);
  });

  it('reads a decimal or a ratio as one number', () => {
    expect(saysTerm('adrenaline 0.5 mg IM', '0.5 mg IM')).toBe(true);
    expect(saysTerm('adrenaline 5 mg IM', '0.5 mg IM')).toBe(false);
    expect(saysTerm('adrenaline 1:1000 IM', '1:1000')).toBe(true);
    expect(saysTerm('adrenaline 1:10000 IV', '1:1000')).toBe(false);
    expect(saysTerm('IV 0.9% saline 1 L', '0.9% saline')).toBe(true);
  });

  it('keeps a letter that names a kind with its word', () => {
    expect(saysTerm('hepatitis B', 'hepatitis E')).toBe(false);
    expect(saysTerm('acute hepatitis E', 'hepatitis E')).toBe(true);
    expect(saysTerm('type B aortic dissection', 'type A aortic dissection')).toBe(false);
    expect(saysTerm('Stanford type A dissection', 'type A dissection')).toBe(true);
    expect(saysTerm('vitamin K', 'vitamin K injection')).toBe(false);
    expect(saysTerm('give vitamin K injection', 'vitamin K')).toBe(true);
    expect(saysTerm('oral penicillin V', 'penicillin G')).toBe(false);
  });

  it('does not take one operation or one heart failure for another', () => {
    expect(saysTerm('salpingostomy', 'salpingectomy')).toBe(false);
    expect(saysTerm('cholecystostomy', 'cholecystectomy')).toBe(false);
    expect(saysTerm('HFpEF', 'HFrEF')).toBe(false);
    expect(saysTerm('neurogenic DI', 'nephrogenic DI')).toBe(false);
    expect(saysTerm('ARPKD', 'ADPKD')).toBe(false);
    expect(saysTerm('zinc phosphide poisoning', 'phosphine poisoning')).toBe(false);
    expect(saysTerm('cholecystectomy', 'cholecystectomy')).toBe(true);
  });
});

describe('NeuroCase marking, offline', () => {
  it('credits every history point when the student asks the tool’s own suggested questions', () => {
    for (const clinicalCase of allCases) {
      const { marking } = mark(
        clinicalCase,
        clinicalCase.history.map((h) => ['history', h.ask]),
      );
      expect(marking.missed.filter((m) => m.kind === 'history').map((m) => `${clinicalCase.id}: ${m.item}`)).toEqual(
        [],
      );
    }
  });

  it('marks status epilepticus as an examiner would: seizure, PNES, glucose credited and never "not needed"', () => {
    const c07 = caseById('neurology.c07');
    const { marking } = mark(c07, [
      ['history', 'How long has he been seizing and has he recovered in between?'],
      ['history', 'What treatment has he been on?'],
      ['examination', 'Airway and breathing'],
      ['investigation', 'Capillary glucose'],
      ['investigation', 'serum electrolytes, calcium and magnesium'],
      ['diagnosis', 'generalised convulsive status epilepticus'],
      ['differential', 'psychogenic non-epileptic seizure'],
      ['management', 'IV lorazepam, then IV levetiracetam'],
    ]);
    expect(items(marking.missed)).toEqual([]);
    expect(items(marking.found)).toContain('ABC assessment and bedside glucose');
    expect(items(marking.found)).toContain('Psychogenic non-epileptic seizures');
    expect(marking.unnecessary).toEqual([]);
    const credited = new Set(marking.found.flatMap((f) => [f.evidence]));
    for (const extra of marking.unnecessary) expect(credited.has(extra.text)).toBe(false);
  });

  it('credits "seizure" for a rubric that says "seizure" in the plural, and the other way round', () => {
    const c11 = caseById('neurology.c11');
    const { marking } = mark(c11, [['history', 'Any seizures or headache since delivery? Postpartum day?']]);
    expect(items(marking.found)).toContain('Puerperium with progressive headache, vomiting and seizure');
    const c07 = caseById('neurology.c07');
    const single = mark(c07, [['differential', 'Psychogenic seizure']]);
    expect(items(single.marking.found)).toContain('Psychogenic non-epileptic seizures');
  });

  it('does not credit a diagnosis said only inside the longer name of one of the case’s differentials', () => {
    const cases = [
      ['psychiatry.c06', 'Obsessive-compulsive personality disorder', 'obsessive compulsive disorder'],
      ['endocrine.c12', 'nephrogenic diabetes insipidus', 'central diabetes insipidus'],
      ['paediatrics.c07', 'secondary nephrotic syndrome', 'nephrotic syndrome'],
      ['respiratory.c06', 'secondary spontaneous pneumothorax', 'primary spontaneous pneumothorax'],
    ] as const;
    for (const [id, differential, diagnosis] of cases) {
      const clinicalCase = caseById(id);
      const item = clinicalCase.rubric.find((r) => r.kind === 'diagnosis')!.item;
      expect(
        items(mark(clinicalCase, [['diagnosis', differential]]).marking.found),
        `${id}: ${differential}`,
      ).not.toContain(item);
      expect(items(mark(clinicalCase, [['diagnosis', diagnosis]]).marking.found), `${id}: ${diagnosis}`).toContain(
        item,
      );
    }
  });

  it('gives nothing for a finding the student denies', () => {
    const c09 = caseById('neurology.c09');
    const denied = mark(c09, [['examination', 'no neck stiffness, no kernig sign']]);
    expect(items(denied.marking.found)).not.toContain(
      'Neck stiffness, Kernig and Brudzinski signs, GCS and rash check',
    );
    const diagnosis = mark(caseById('neurology.c01'), [['diagnosis', 'Not neurocysticercosis; a tuberculoma']]);
    expect(items(diagnosis.marking.found)).not.toContain('Parenchymal neurocysticercosis');
    expect(items(diagnosis.marking.found)).toContain('Tuberculoma');
  });

  it('lists a test that earned a point as found, never also as not needed', () => {
    for (const clinicalCase of allCases) {
      const { marking } = mark(
        clinicalCase,
        clinicalCase.investigations.map((i) => ['investigation', i.name]),
      );
      const credited = new Set(marking.found.map((f) => f.evidence));
      for (const extra of marking.unnecessary) expect(credited.has(extra.text)).toBe(false);
    }
  });
});

describe('investigations answer what was asked', () => {
  it('answers "CECT abdomen" in the appendicitis case with "not done" and what was done, never the ultrasound', () => {
    const ward = caseById('ward.c04');
    const entry = revealFor(ward, 'investigation', 'CECT abdomen', at);
    expect(entry.revealed).toEqual([]);
    expect(entry.note).toBe('CECT abdomen: not done in this case. Done instead: Ultrasound abdomen.');
    const marked = mark(ward, [['investigation', 'CECT abdomen']]);
    expect(marked.marking.unnecessary).toEqual([
      {
        kind: 'investigation',
        text: 'CECT abdomen',
        why: 'Not done in this case; the tests that were done are in the list.',
      },
    ]);
  });

  it('finds the CT by any name a student orders it by, and not a CT of another site', () => {
    const obstruction = caseById('ward.c05');
    for (const asked of ['CECT abdomen', 'contrast CT', 'CT abdomen', 'contrast enhanced CT scan of the abdomen']) {
      expect(revealFor(obstruction, 'investigation', asked, at).revealed.map((r) => r.label)).toEqual([
        'Contrast-enhanced CT abdomen',
      ]);
    }
    const seizure = caseById('neurology.c01');
    expect(revealFor(seizure, 'investigation', 'CT abdomen', at).revealed).toEqual([]);
    expect(revealFor(seizure, 'investigation', 'CECT head', at).revealed.map((r) => r.label)).toEqual([
      'Contrast-enhanced CT head',
    ]);
  });

  it('looks up each part of an order on its own', () => {
    const appendicitis = caseById('ward.c04');
    const entry = revealFor(appendicitis, 'investigation', 'CBC, urine routine and USG abdomen', at);
    expect(entry.revealed.map((r) => r.label)).toEqual([
      'Complete blood count',
      'CRP and urine routine',
      'Ultrasound abdomen',
    ]);
    expect(entry.note).toBe('');
  });

  it('brings out every test of every case by each of its synonyms', () => {
    for (const clinicalCase of allCases) {
      for (const investigation of clinicalCase.investigations) {
        for (const synonym of investigation.synonyms ?? []) {
          const labels = revealFor(clinicalCase, 'investigation', synonym, at).revealed.map((r) => r.label);
          expect(labels, `${clinicalCase.id}: ${synonym}`).toContain(investigation.name);
        }
      }
    }
  });
});
