/** Calls for MCQ practice tests, and the answer keys a test needs to answer right or wrong on purpose. */
import crypto from 'node:crypto';
import {
  PRACTICE_XP_BY_DIFFICULTY,
  type PracticeQuestion,
  type PracticeSessionReply,
} from '@medsutra/contract/mcq/practice-api';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { libraryQuestions, mcqPracticeXpDays } from '../../src/db/schema.ts';
import { jsonHeaders, type TestApp } from './build-test-app.ts';

type Who = { cookie: string } | null;

export function startPractice(t: TestApp, who: Who, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/mcq/sessions',
    headers: { ...jsonHeaders, ...(who ? { cookie: who.cookie } : {}) },
    payload,
  });
}

export async function startedPractice(t: TestApp, who: Who, payload: Record<string, unknown>) {
  const reply = await startPractice(t, who, payload);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as PracticeSessionReply;
}

export function sendAnswer(
  t: TestApp,
  who: Who,
  payload: { sessionId: string; questionId: string; choice: string; answerId?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/mcq/answers',
    headers: { ...jsonHeaders, ...(who ? { cookie: who.cookie } : {}) },
    payload: { answerId: crypto.randomUUID(), ...payload },
  });
}

export function setBookmark(t: TestApp, who: Who, payload: { questionId: string; bookmarked: boolean }) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/mcq/bookmarks',
    headers: { ...jsonHeaders, ...(who ? { cookie: who.cookie } : {}) },
    payload,
  });
}

/** The library's answer index of each question (read from the database, as the server's key is). */
export async function answerIndexes(db: Database, questionIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: libraryQuestions.id, answerIndex: libraryQuestions.answerIndex })
    .from(libraryQuestions)
    .where(inArray(libraryQuestions.id, questionIds));
  return new Map(rows.map((row) => [row.id, row.answerIndex]));
}

/** The XP a first correct answer to each question pays (PRACTICE_XP_BY_DIFFICULTY of its difficulty). */
export async function practiceXpOf(db: Database, questionIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: libraryQuestions.id, difficulty: libraryQuestions.difficulty })
    .from(libraryQuestions)
    .where(inArray(libraryQuestions.id, questionIds));
  return new Map(rows.map((row) => [row.id, PRACTICE_XP_BY_DIFFICULTY[row.difficulty]]));
}

/** Sets what practice has paid a student on a day (the cap's counter), as if she had answered that much. */
export async function setPracticeXpToday(db: Database, userId: string, day: string, xp: number) {
  await db
    .insert(mcqPracticeXpDays)
    .values({ userId, day, xp })
    .onConflictDoUpdate({
      target: [mcqPracticeXpDays.userId, mcqPracticeXpDays.day],
      set: { xp },
    });
}

/** The option id that is right (or, with `right: false`, one that is wrong) for a dealt question. */
export function optionId(question: Pick<PracticeQuestion, 'options'>, answerIndex: number, right = true): string {
  const index = right ? answerIndex : (answerIndex + 1) % question.options.length;
  return question.options[index]!.id;
}

/**
 * Answers every question of a started session in order: right for the first `right`, wrong for
 * the rest, each answer accepted (200).
 */
export async function answerSession(t: TestApp, who: Who, session: PracticeSessionReply, right: number) {
  const keys = await answerIndexes(
    t.database.handle.db,
    session.questions.map((q) => q.id),
  );
  for (const [index, question] of session.questions.entries()) {
    const reply = await sendAnswer(t, who, {
      sessionId: session.sessionId,
      questionId: question.id,
      choice: optionId(question, keys.get(question.id)!, index < right),
    });
    expect(reply.statusCode).toBe(200);
  }
}
