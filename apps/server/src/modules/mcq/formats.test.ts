/**
 * Practice and tests with every question format (the fixture library's physiology holds one of
 * each, one with a figure): the picker's format and image filters, the body each format sends,
 * the figure's "what it shows" with the answer, and which formats each exam pattern deals.
 */
import { mcqMessages } from '@medsutra/contract/mcq/practice-api';
import { mcqTestMessages } from '@medsutra/contract/mcq/tests-api';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { useFixtureLibrary } from '../../../test/helpers/library.ts';
import { createdTest, createTest } from '../../../test/helpers/mcq-tests.ts';
import { answerIndexes, optionId, sendAnswer, startedPractice, startPractice } from '../../../test/helpers/practice.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { ask, newThread } from '../../../test/helpers/tutor.ts';

const now = new Date('2026-11-27T10:00:00Z');
const t = testAppForFile({ now: () => now }, (built) => useFixtureLibrary(built.database.handle.db));

const db = () => t.database.handle.db;
const student = () => createSignedInUser(db(), now);

describe('practice in every format', () => {
  it('sends each format its own parts: statements, two lists, steps, an assertion and a reason, a figure', async () => {
    const session = await startedPractice(t, await student(), { filters: { subjects: ['physiology'] }, count: 10 });
    const byFormat = new Map(session.questions.map((q) => [q.format, q]));
    expect([...byFormat.keys()].sort()).toEqual(['assertion-reason', 'match', 'sequence', 'single', 'statements']);
    expect(byFormat.get('statements')).toMatchObject({ statements: expect.any(Array), match: null, steps: null });
    expect(byFormat.get('statements')!.statements).toHaveLength(4);
    expect(byFormat.get('match')!.match).toEqual({
      leftTitle: 'ECG feature',
      rightTitle: 'Event',
      left: ['P wave', 'QRS complex', 'T wave', 'PR interval'],
      right: expect.arrayContaining(['Ventricular repolarisation']),
    });
    expect(byFormat.get('sequence')!.steps).toHaveLength(4);
    expect(byFormat.get('assertion-reason')).toMatchObject({
      assertion: expect.stringContaining('T wave is upright'),
      reason: expect.stringContaining('epicardium'),
    });
    // Assertion–reason keeps its four options in the standard order the student knows.
    expect(byFormat.get('assertion-reason')!.options.map((o) => o.text)[0]).toMatch(/^Both A and R are true, and R/);
    expect(byFormat.get('single')!.figure).toEqual({
      id: 'ecg.sinus-150',
      alt: expect.stringMatching(/^Single-lead ECG rhythm strip/),
      // The drawing's size when the web build is there, else the default box (library.test.ts checks which).
      width: expect.any(Number),
      height: expect.any(Number),
    });
    for (const question of session.questions) {
      expect(question).not.toHaveProperty('answerIndex');
      expect(question).not.toHaveProperty('explanation');
    }
  });

  it('deals only the chosen formats, and only image-based questions when asked', async () => {
    const user = await student();
    const inicet = await startedPractice(t, user, {
      filters: { formats: ['match', 'sequence'] },
      count: 10,
    });
    expect(inicet.questions.map((q) => q.format).sort()).toEqual(['match', 'sequence']);
    const images = await startedPractice(t, user, { filters: { imageBased: true }, count: 10 });
    expect(images.questions.map((q) => q.id)).toEqual(['physiology.q1001']);
  });

  it('says why there are no image-based questions where the project draws none, and refuses an unknown format', async () => {
    const user = await student();
    const none = await startPractice(t, user, { filters: { subjects: ['medicine'], imageBased: true }, count: 5 });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(mcqMessages.noImageQuestions);
    const unknown = await startPractice(t, user, { filters: { formats: ['essay'] }, count: 5 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(mcqMessages.formatInvalid);
  });

  it('shows what the figure shows with the answer', async () => {
    const user = await student();
    const session = await startedPractice(t, user, { filters: { imageBased: true }, count: 1 });
    const [question] = session.questions;
    const keys = await answerIndexes(db(), [question!.id]);
    const reply = await sendAnswer(t, user, {
      sessionId: session.sessionId,
      questionId: question!.id,
      choice: optionId(question!, keys.get(question!.id)!),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      correct: true,
      figureShows: expect.stringMatching(/^Sinus tachycardia at 150\/min/),
    });
  });
});

describe('tests by exam pattern', () => {
  it('deals a NEET PG or FMGE paper from single-best-answer questions written for it, an INICET paper from every format', async () => {
    const user = await student();
    // The fixtures hold 7 questions: 3 single best answer (tagged NEET PG, INICET and FMGE) and 4
    // in the INICET formats (tagged INICET only). The refusal says how many each pattern may use.
    const neetPg = await createTest(t, user, { pattern: 'neet-pg' });
    expect(neetPg.json().message).toBe(mcqTestMessages.notEnoughQuestions(3, 200));
    const fmge = await createTest(t, user, { pattern: 'fmge' });
    expect(fmge.json().message).toBe(mcqTestMessages.notEnoughQuestions(3, 300));
    const inicet = await createTest(t, user, { pattern: 'inicet' });
    expect(inicet.json().message).toBe(mcqTestMessages.notEnoughQuestions(7, 200));
  });

  it('deals a custom test in every format, each question with its parts', async () => {
    const test = await createdTest(t, await student(), { pattern: 'custom', count: 5, subjects: ['physiology'] });
    expect(test.questions.map((q) => q.format).sort()).toEqual([
      'assertion-reason',
      'match',
      'sequence',
      'single',
      'statements',
    ]);
    const match = test.questions.find((q) => q.format === 'match')!;
    expect(match.match!.left).toHaveLength(4);
    expect(test.questions.find((q) => q.format === 'single' && q.figure)!.figure!.id).toBe('ecg.sinus-150');
  });
});

describe('the tutor quiz', () => {
  it('asks a match-the-following question with its two lists, as text and as the question the screen renders', async () => {
    const user = await student();
    const threadId = await newThread(t, user, {
      mode: 'quiz',
      context: { kind: 'question', id: 'physiology.q1003' },
    });
    const asked = (await ask(t, user, threadId, 'ECG')).json();
    expect(asked.question).toMatchObject({
      id: 'physiology.q1003',
      position: 1,
      format: 'match',
      match: { left: ['P wave', 'QRS complex', 'T wave', 'PR interval'] },
    });
    expect(asked.question).not.toHaveProperty('answerIndex');
    // The text carries the lists too (history, copying): List I lettered, List II numbered.
    expect(asked.answer).toContain('A. P wave');
    expect(asked.answer).toContain('1. Ventricular repolarisation');
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/chat/threads/${threadId}`,
      headers: { cookie: user.cookie },
    });
    expect(thread.json().messages.at(-1).question).toMatchObject({ id: 'physiology.q1003', format: 'match' });
  });
});
