/**
 * The daily limit under messages sent at once, on PostgreSQL (PGlite runs one transaction at a
 * time, so there a race proves nothing). Run with TEST_DATABASE_URL set.
 */
import crypto from 'node:crypto';
import { TUTOR_DAILY_LIMITS, tutorMessages } from '@medsutra/contract/tutor/api';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { onPostgres } from '../../../test/helpers/test-database.ts';
import { ask, newThread } from '../../../test/helpers/tutor.ts';
import { chatDailyUsage, chatMessages } from '../../db/schema.ts';
import { economyDay } from '../../lib/calendar.ts';

const t = testAppForFile({ skip: !onPostgres, env: { RATE_LIMIT_TUTOR_PER_MINUTE: '1000' } });

it.skipIf(!onPostgres)('accepts exactly one of 20 messages sent at once for the last message of the day', async () => {
  const db = t.database.handle.db;
  const user = await createSignedInUser(db, new Date());
  const day = economyDay(new Date());
  const limit = TUTOR_DAILY_LIMITS.free;
  await db.insert(chatDailyUsage).values({ userId: user.id, day, count: limit - 1 });
  const threads = await Promise.all(Array.from({ length: 4 }, () => newThread(t, user)));
  const replies = await Promise.all(
    Array.from({ length: 20 }, (_, i) => ask(t, user, threads[i % 4]!, `What is diabetic ketoacidosis? (${i})`)),
  );
  const statuses = replies.map((reply) => reply.statusCode).sort();
  expect(statuses).toEqual([200, ...Array(19).fill(429)]);
  for (const reply of replies.filter((r) => r.statusCode === 429)) {
    expect(reply.json().message).toBe(tutorMessages.dailyLimit(limit));
  }
  const [usage] = await db
    .select({ count: chatDailyUsage.count })
    .from(chatDailyUsage)
    .where(and(eq(chatDailyUsage.userId, user.id), eq(chatDailyUsage.day, day)));
  expect(usage!.count).toBe(limit);
  // Refused messages leave nothing behind: one question and its answer.
  const stored = await db
    .select({ role: chatMessages.role })
    .from(chatMessages)
    .where(eq(chatMessages.userId, user.id));
  expect(stored.map((m) => m.role).sort()).toEqual(['assistant', 'user']);
});

it.skipIf(!onPostgres)('counts one message resent 10 times at once once', async () => {
  const db = t.database.handle.db;
  const user = await createSignedInUser(db, new Date());
  const threadId = await newThread(t, user);
  const clientId = crypto.randomUUID();
  const replies = await Promise.all(
    Array.from({ length: 10 }, () => ask(t, user, threadId, 'What is diabetic ketoacidosis?', clientId)),
  );
  // One writes the answer; the others replay it or are told it is still being written.
  for (const reply of replies) expect([200, 409]).toContain(reply.statusCode);
  expect(replies.some((r) => r.statusCode === 200)).toBe(true);
  const [usage] = await db
    .select({ count: chatDailyUsage.count })
    .from(chatDailyUsage)
    .where(eq(chatDailyUsage.userId, user.id));
  expect(usage!.count).toBe(1);
});
