import {
  mcqAnalyticsMessages,
  WEAK_SUBJECT_MIN_ANSWERS,
  WEAK_SUBTOPIC_BELOW_ACCURACY,
  WEAK_SUBTOPIC_MIN_ANSWERS,
} from '@medsutra/contract/mcq/analytics';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { answerIndexes, answerSession, optionId, sendAnswer, startedPractice } from '../../../test/helpers/practice.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { subjectWeaknessOf } from './analytics-service.ts';

const t = testAppForFile();

const db = () => t.database.handle.db;
const get = (who: { cookie: string } | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

/** Answers a session's questions: right for the first `right`, wrong for the rest. */
async function practise(who: { cookie: string }, subject: string, count: number, right: number) {
  const session = await startedPractice(t, who, { filters: { subjects: [subject] }, count });
  await answerSession(t, who, session, right);
  return session;
}

it('counts a student’s answers and accuracy per subject, and only theirs', async () => {
  const asha = await createSignedInUser(db(), new Date(), { fullName: 'Asha' });
  const other = await createSignedInUser(db(), new Date(), { fullName: 'Other' });
  await practise(asha, 'medicine', 4, 3);
  await practise(asha, 'anatomy', 2, 0);
  await practise(other, 'medicine', 5, 5);

  const reply = await get(asha, '/api/analytics/subjects');
  expect(reply.statusCode).toBe(200);
  const body = reply.json();
  expect(body.total).toEqual({ answers: 6, correct: 3, questionsDone: 6, accuracy: 50 });
  expect(body.subjects).toHaveLength(19);
  expect(body.subjects.find((s: { subjectId: string }) => s.subjectId === 'medicine')).toEqual({
    subjectId: 'medicine',
    name: 'Medicine',
    answers: 4,
    correct: 3,
    questionsDone: 4,
    accuracy: 75,
  });
  expect(body.subjects.find((s: { subjectId: string }) => s.subjectId === 'anatomy')).toMatchObject({ accuracy: 0 });
  expect(body.subjects.find((s: { subjectId: string }) => s.subjectId === 'surgery')).toMatchObject({
    answers: 0,
    accuracy: null,
  });
});

it('lists a subject’s subtopics weakest first, with their names', async () => {
  const student = await createSignedInUser(db(), new Date());
  const session = await practise(student, 'pharmacology', 6, 3);
  const reply = await get(student, '/api/analytics/subjects/pharmacology');
  expect(reply.statusCode).toBe(200);
  const body = reply.json();
  expect(body.subject).toMatchObject({ subjectId: 'pharmacology', name: 'Pharmacology', answers: 6, correct: 3 });
  const accuracies = body.subtopics.map((s: { accuracy: number }) => s.accuracy);
  expect(accuracies).toEqual([...accuracies].sort((a, b) => a - b));
  expect(body.subtopics.reduce((sum: number, s: { answers: number }) => sum + s.answers, 0)).toBe(
    session.questions.filter((q) => q.subtopicId).length,
  );
  for (const subtopic of body.subtopics) {
    expect(subtopic.subtopicId.startsWith('pharmacology.')).toBe(true);
    expect(subtopic.name).not.toBe(subtopic.subtopicId);
  }
});

it('refuses an unknown subject with a sentence, and a signed-out visitor with 401', async () => {
  const student = await createSignedInUser(db(), new Date());
  const unknown = await get(student, '/api/analytics/subjects/astrology');
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().message).toContain(mcqAnalyticsMessages.subjectNotFound);
  expect((await get(null, '/api/analytics/subjects')).statusCode).toBe(401);
  expect((await get(null, '/api/analytics/subjects/medicine')).statusCode).toBe(401);
});

describe('the weakest subtopics across subjects (Home)', () => {
  /** Answers one question of the subtopic (or of the subject, to find a subtopic), right or wrong. */
  async function answerOne(who: { cookie: string }, filters: Record<string, unknown>, right: boolean) {
    const session = await startedPractice(t, who, { filters, count: 1 });
    const question = session.questions[0]!;
    const keys = await answerIndexes(db(), [question.id]);
    const reply = await sendAnswer(t, who, {
      sessionId: session.sessionId,
      questionId: question.id,
      choice: optionId(question, keys.get(question.id)!, right),
    });
    expect(reply.statusCode).toBe(200);
    return question.subtopicId!;
  }

  it(`lists a subtopic answered at least ${WEAK_SUBTOPIC_MIN_ANSWERS} times below ${WEAK_SUBTOPIC_BELOW_ACCURACY}%, and only the student's own`, async () => {
    const asha = await createSignedInUser(db(), new Date(), { fullName: 'Asha' });
    const other = await createSignedInUser(db(), new Date(), { fullName: 'Other' });
    const weak = await answerOne(asha, { subjects: ['medicine'] }, false);
    for (let i = 1; i < WEAK_SUBTOPIC_MIN_ANSWERS; i++) await answerOne(asha, { subtopics: [weak] }, false);
    // Another subtopic answered right every time, and one wrong answer alone: neither is weak.
    const strong = await answerOne(asha, { subjects: ['physiology'] }, true);
    for (let i = 1; i < WEAK_SUBTOPIC_MIN_ANSWERS; i++) await answerOne(asha, { subtopics: [strong] }, true);
    const once = await answerOne(asha, { subjects: ['anatomy'] }, false);
    expect(new Set([weak, strong, once]).size).toBe(3);

    const reply = await get(asha, '/api/analytics/weak-subtopics');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().subtopics).toEqual([
      expect.objectContaining({
        subtopicId: weak,
        subjectId: 'medicine',
        subjectName: 'Medicine',
        answers: WEAK_SUBTOPIC_MIN_ANSWERS,
        correct: 0,
        accuracy: 0,
      }),
    ]);
    expect(reply.json().subtopics[0].name).not.toBe(weak);
    expect((await get(other, '/api/analytics/weak-subtopics')).json()).toEqual({ subtopics: [] });
  });

  it('asks for a session', async () => {
    const reply = await get(null, '/api/analytics/weak-subtopics');
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toMatch(/log in|sign in/i);
  });
});

describe('weak subjects (the revision tracker’s and the planner’s one rule)', () => {
  const subject = (subjectId: string, answers: number, correct: number) => ({
    subjectId,
    name: subjectId,
    answers,
    correct,
    questionsDone: answers,
    accuracy: answers === 0 ? null : Math.round((correct / answers) * 100),
  });

  it(`counts a subject from ${WEAK_SUBJECT_MIN_ANSWERS} answers, weak below ${WEAK_SUBTOPIC_BELOW_ACCURACY}%, weakest first`, () => {
    const { bySubject, weak } = subjectWeaknessOf([
      subject('anatomy', 10, 5),
      subject('physiology', WEAK_SUBJECT_MIN_ANSWERS - 1, 0),
      subject('pharmacology', 10, 2),
      subject('medicine', 10, 9),
      subject('surgery', 20, 10),
      subject('pathology', 0, 0),
    ]);
    expect(weak.map((row) => [row.subjectId, row.accuracy])).toEqual([
      ['pharmacology', 20],
      // Equal accuracy: the one with more answers (the surer weakness) first.
      ['surgery', 50],
      ['anatomy', 50],
    ]);
    expect(Object.fromEntries(bySubject)).toEqual({ anatomy: 0.5, pharmacology: 0.8, medicine: 0.1, surgery: 0.5 });
  });
});
