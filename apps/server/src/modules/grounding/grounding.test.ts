import { groundingLabels } from '@medsutra/contract/library/api';
import { describe, expect, it } from 'vitest';
import { chunk, fakeChatProvider } from '../../../test/helpers/fake-chat-server.ts';
import { useGroundingFixture } from '../../../test/helpers/grounding-fixtures.ts';
import { createOfflineProvider } from '../../adapters/ai/offline.ts';
import { createLibraryService } from '../library/service.ts';
import { createGroundedAnswerService } from './service.ts';

const fixture = useGroundingFixture();
const library = () => createLibraryService({ db: fixture.db() });
const offline = () => createGroundedAnswerService({ library: library(), ai: createOfflineProvider() });

/** A grounded-answer service whose model streams `text` back, over the real protocol. */
async function withModel(text: string) {
  const server = await fixture.startChat(() => ({ events: text.split(/(?<= )/).map((part) => chunk(part)) }));
  const ai = fakeChatProvider(server, { apiKey: 'sk-test', model: 'test-model' });
  return createGroundedAnswerService({ library: library(), ai });
}

describe('without a model', () => {
  it('composes the answer from the library’s own points, cited, and labelled offline', async () => {
    const answer = await offline().answer('What is the first step in managing DKA?');
    expect(answer.grounding).toBe('library-offline');
    expect(answer.label).toBe(groundingLabels['library-offline']);
    expect(answer.model).toBeNull();
    expect(answer.citations[0]).toMatchObject({ n: 1, kind: 'note', itemId: 'medicine.endocrine.dka' });
    expect(answer.citations[0]!.references[0]).toContain('Harrison');
    expect(answer.text).toContain('Diabetic ketoacidosis [1]');
    expect(answer.text).toContain(
      '• First step in management is intravenous fluid: 0.9% saline 1 L in the first hour [1]',
    );
  });

  it('says when the library has nothing, and suggests the closest subtopics', async () => {
    const answer = await offline().answer('thyroid stormy cricket');
    expect(answer.grounding).toBe('library-offline');
    expect(answer.citations).toEqual([]);
    expect(answer.text).toContain('Nothing in the MedSutra library matches "thyroid stormy cricket"');
    expect(answer.suggestions[0]).toEqual({ id: 'medicine.endocrine.thyroid-storm', name: 'Thyroid storm' });
    expect(answer.text).toContain('Closest subtopics: Thyroid storm');
  });
});

describe('with a model (the chat-completions protocol)', () => {
  it('gives the model the numbered passages and keeps its citations of them', async () => {
    const service = await withModel(
      'Start with intravenous 0.9% saline [1]. Then insulin once potassium is 3.3 or more [1].',
    );
    const answer = await service.answer('First step in DKA management');
    expect(answer.grounding).toBe('library');
    expect(answer.label).toBe(groundingLabels.library);
    expect(answer.model).toBe('test-model');
    expect(answer.citations.map((c) => c.itemId)).toEqual(['medicine.endocrine.dka']);
    const system = (fixture.server().requests[0]!.body.messages as { content: string }[])[0]!.content;
    expect(system).toContain('[1] Diabetic ketoacidosis');
    expect(system).toContain('Reference: Harrison');
  });

  it('removes a citation of a passage it was never given', async () => {
    const service = await withModel('Saline first [1]. Bicarbonate always [7].');
    const answer = await service.answer('First step in DKA management');
    expect(answer.text).toBe('Saline first [1]. Bicarbonate always.');
    expect(answer.removedCitations).toBe(1);
    expect(answer.citations).toHaveLength(1);
  });

  it('labels an answer that cites nothing from the library as a general answer', async () => {
    const service = await withModel('Cricket is played with eleven players a side.');
    const answer = await service.answer('How many players in cricket?');
    expect(answer.grounding).toBe('general');
    expect(answer.label).toBe('General answer — not from the MedSutra library, verify it');
    expect(answer.citations).toEqual([]);
  });
});
