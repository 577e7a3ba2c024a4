/** Calls for timed-test tests. */
import crypto from 'node:crypto';
import type { TestReply } from '@medsutra/contract/mcq/tests-api';
import { expect } from 'vitest';
import { jsonHeaders, type TestApp } from './build-test-app.ts';

type Who = { cookie: string } | null;
const headers = (who: Who) => ({ ...jsonHeaders, ...(who ? { cookie: who.cookie } : {}) });

export const createTest = (t: TestApp, who: Who, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/tests', headers: headers(who), payload });

export async function createdTest(t: TestApp, who: Who, payload: Record<string, unknown>) {
  const reply = await createTest(t, who, payload);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as TestReply;
}

export const getTest = (t: TestApp, who: Who, testId: string) =>
  t.app.inject({ method: 'GET', url: `/api/tests/${testId}`, headers: who ? { cookie: who.cookie } : {} });

export const saveTestAnswers = (
  t: TestApp,
  who: Who,
  testId: string,
  answers: { questionId: string; choice: string | null; sequence: number; answerId?: string }[],
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/tests/${testId}/answers`,
    headers: headers(who),
    payload: { answers: answers.map((answer) => ({ answerId: crypto.randomUUID(), ...answer })) },
  });

export const submitTest = (t: TestApp, who: Who, testId: string) =>
  t.app.inject({ method: 'POST', url: `/api/tests/${testId}/submit`, headers: headers(who), payload: {} });
