/** The daily challenge call for tests. */
import type { DailyChallengeReply } from '@medsutra/contract/mcq/daily-api';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';

export async function dailyChallenge(t: TestApp, who: { cookie: string }): Promise<DailyChallengeReply> {
  const reply = await t.app.inject({ method: 'GET', url: '/api/mcq/daily-challenge', headers: { cookie: who.cookie } });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as DailyChallengeReply;
}
