import crypto from 'node:crypto';
import { groundingLabels } from '@medsutra/contract/library/api';
import {
  TUTOR_DAILY_LIMITS,
  TUTOR_EMERGENCY_LINE,
  tutorLabels,
  tutorMessages,
  tutorThreadPath,
} from '@medsutra/contract/tutor/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { chunk, fakeChatProvider, startFakeChatServer } from '../../../test/helpers/fake-chat-server.ts';
import { ask, askStreaming, newThread } from '../../../test/helpers/tutor.ts';
import { chatDailyUsage, chatFeedback, chatMessages } from '../../db/schema.ts';
import { economyDay } from '../../lib/calendar.ts';

type User = Awaited<ReturnType<typeof createSignedInUser>>;
let t: TestApp;
let alice: User;
let bob: User;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_TUTOR_PER_MINUTE: '1000' } });
  alice = await createSignedInUser(t.database.handle.db, new Date());
  bob = await createSignedInUser(t.database.handle.db, new Date());
});
afterAll(() => t.close());

const usedToday = async (userId: string) => {
  const [row] = await t.database.handle.db
    .select({ count: chatDailyUsage.count })
    .from(chatDailyUsage)
    .where(and(eq(chatDailyUsage.userId, userId), eq(chatDailyUsage.day, economyDay(new Date()))));
  return row?.count ?? 0;
};

describe('offline (no model): answers from the library', () => {
  it('answers the first-line treatment of DKA from the library, citing the DKA subtopic', async () => {
    const threadId = await newThread(t, alice);
    const reply = await ask(t, alice, threadId, 'What is the first-line treatment of DKA?');
    if (reply.statusCode !== 200) throw new Error(reply.body);
    const body = reply.json();
    expect(body.grounding).toBe('library-offline');
    expect(body.label).toBe(groundingLabels['library-offline']);
    expect(body.citations.length).toBeGreaterThan(0);
    expect(body.citations.some((c: { subtopicId: string }) => c.subtopicId === 'medicine.endocrine.dka')).toBe(true);
    expect(body.answer).toMatch(/\[1\]/);
    expect(body.answer.toLowerCase()).not.toMatch(/\bas an ai\b|\bmodel\b/);
    expect(body.usage).toEqual({ used: 1, limit: TUTOR_DAILY_LIMITS.free, left: TUTOR_DAILY_LIMITS.free - 1 });
  });

  it('politely refuses a question outside medicine, without pretending to be a model', async () => {
    const threadId = await newThread(t, alice);
    const body = (await ask(t, alice, threadId, 'Who won the IPL in 2019?')).json();
    expect(body.answer).toBe(tutorMessages.refusal);
    expect(body.label).toBe(tutorLabels.notAnswered);
    expect(body.citations).toEqual([]);
  });

  it('streams server-sent events ending with the whole answer', async () => {
    const threadId = await newThread(t, alice);
    const { reply, events } = await askStreaming(t, alice, threadId, 'What is the first-line treatment of DKA?');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/event-stream');
    expect(events[0]!.event).toBe('start');
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const answer = done.data as { answer: string; citations: unknown[]; label: string };
    expect(deltas.map((d) => (d.data as { text: string }).text).join('')).toBe(answer.answer);
    expect(answer.citations.length).toBeGreaterThan(0);
  });

  it('puts the emergency number first when a message describes a personal emergency', async () => {
    const threadId = await newThread(t, alice);
    const body = (await ask(t, alice, threadId, 'My father has chest pain right now and is sweating, help')).json();
    expect(body.emergency).toBe(true);
    expect(body.answer.startsWith(TUTOR_EMERGENCY_LINE)).toBe(true);
    expect(TUTOR_EMERGENCY_LINE).toContain('112');
    const study = (await ask(t, alice, threadId, 'What is the first-line treatment of DKA?')).json();
    expect(study.emergency).toBe(false);
  });

  it('starts a thread from a library item and cites it', async () => {
    const threadId = await newThread(t, alice, { context: { kind: 'subtopic', id: 'medicine.endocrine.dka' } });
    const thread = (await t.app.inject({ url: tutorThreadPath(threadId), headers: { cookie: alice.cookie } })).json();
    expect(thread.thread.context).toMatchObject({ kind: 'subtopic', id: 'medicine.endocrine.dka' });
    expect(thread.thread.title).toContain('Diabetic ketoacidosis');
    const body = (await ask(t, alice, threadId, 'What should I remember about fluids?')).json();
    expect(body.citations[0]).toMatchObject({ n: 1, subtopicId: 'medicine.endocrine.dka' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers: { ...jsonHeaders, cookie: alice.cookie },
      payload: { context: { kind: 'question', id: 'no.such.question' } },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(tutorMessages.contextNotFound);
  });
});

describe('threads', () => {
  it('lists newest first, renames, searches by text and deletes; another user gets 403', async () => {
    const first = await newThread(t, bob, { title: 'Renal revision' });
    await ask(t, bob, first, 'What is nephrotic syndrome?');
    const second = await newThread(t, bob);
    await ask(t, bob, second, 'What is the first-line treatment of DKA?');
    let list = (await t.app.inject({ url: '/api/chat/threads', headers: { cookie: bob.cookie } })).json();
    expect(list.threads.map((th: { id: string }) => th.id)).toEqual([second, first]);
    expect(list.threads[0].title).toBe('What is the first-line treatment of DKA?');
    expect(list.threads.map((th: { messageCount: number }) => th.messageCount)).toEqual([2, 2]);

    const rename = await t.app.inject({
      method: 'PATCH',
      url: tutorThreadPath(first),
      headers: { ...jsonHeaders, cookie: bob.cookie },
      payload: { title: '  Kidney doubts  ' },
    });
    expect(rename.statusCode).toBe(200);
    list = (await t.app.inject({ url: '/api/chat/threads?q=nephrotic', headers: { cookie: bob.cookie } })).json();
    expect(list.threads.map((th: { id: string; title: string }) => [th.id, th.title])).toEqual([
      [first, 'Kidney doubts'],
    ]);

    for (const request of [
      { method: 'GET' as const, url: tutorThreadPath(first) },
      { method: 'PATCH' as const, url: tutorThreadPath(first), payload: { title: 'Mine now' } },
      { method: 'DELETE' as const, url: tutorThreadPath(first), payload: {} },
      { method: 'POST' as const, url: `${tutorThreadPath(first)}/messages`, payload: { content: 'hello' } },
    ]) {
      const reply = await t.app.inject({ ...request, headers: { ...jsonHeaders, cookie: alice.cookie } });
      expect(reply.statusCode, request.method).toBe(403);
      expect(reply.json().message).toBe(tutorMessages.threadNotYours);
    }

    const removed = await t.app.inject({
      method: 'DELETE',
      url: tutorThreadPath(first),
      headers: { ...jsonHeaders, cookie: bob.cookie },
      payload: {},
    });
    expect(removed.statusCode).toBe(200);
    list = (await t.app.inject({ url: '/api/chat/threads', headers: { cookie: bob.cookie } })).json();
    expect(list.threads.map((th: { id: string }) => th.id)).toEqual([second]);
  });

  it('refuses an empty message and one without a session', async () => {
    const threadId = await newThread(t, alice);
    const empty = await ask(t, alice, threadId, '   ');
    expect(empty.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers: jsonHeaders,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps Premium chat for the paid plans', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers: { ...jsonHeaders, cookie: alice.cookie },
      payload: { premium: true },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe(tutorMessages.premiumOnly);
  });
});

describe('the daily limit', () => {
  it('refuses beyond the limit with the sentence, and counts a resent message once', async () => {
    const carol = await createSignedInUser(t.database.handle.db, new Date());
    const threadId = await newThread(t, carol);
    const clientId = crypto.randomUUID();
    const first = await ask(t, carol, threadId, 'What is the first-line treatment of DKA?', clientId);
    const again = await ask(t, carol, threadId, 'What is the first-line treatment of DKA?', clientId);
    expect(again.statusCode).toBe(200);
    expect(again.json().messageId).toBe(first.json().messageId);
    expect(await usedToday(carol.id)).toBe(1);

    await t.database.handle.db
      .update(chatDailyUsage)
      .set({ count: TUTOR_DAILY_LIMITS.free })
      .where(eq(chatDailyUsage.userId, carol.id));
    const over = await ask(t, carol, threadId, 'And the insulin dose?');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(tutorMessages.dailyLimit(TUTOR_DAILY_LIMITS.free));
    const usage = (await t.app.inject({ url: '/api/chat/usage', headers: { cookie: carol.cookie } })).json();
    expect(usage).toMatchObject({ used: 30, limit: 30, left: 0 });
  });
});

describe('study modes (offline)', () => {
  it('quiz me: asks a bank question and grades the reply by the answer key', async () => {
    const threadId = await newThread(t, alice, { mode: 'quiz' });
    const asked = (await ask(t, alice, threadId, 'diabetic ketoacidosis')).json();
    expect(asked.answer).toMatch(/^Question 1: /);
    expect(asked.answer).toContain('Reply with A, B, C or D.');
    const graded = (await ask(t, alice, threadId, 'B')).json();
    expect(graded.answer).toMatch(/^(Correct|Not quite)/);
    expect(graded.citations[0]).toMatchObject({ kind: 'question' });
  });

  it('compare: two conditions side by side in a table', async () => {
    const threadId = await newThread(t, alice, { mode: 'compare' });
    const body = (await ask(t, alice, threadId, 'nephritic syndrome vs nephrotic syndrome')).json();
    expect(body.table.columns).toHaveLength(3);
    expect(body.table.rows.length).toBeGreaterThan(0);
    expect(body.citations.map((c: { n: number }) => c.n)).toEqual([1, 2]);
  });

  it('viva: the examiner opens, then follows up with what was expected', async () => {
    const threadId = await newThread(t, alice, { mode: 'viva' });
    const open = (await ask(t, alice, threadId, 'diabetic ketoacidosis')).json();
    expect(open.answer).toMatch(/^Examiner: /);
    const next = (await ask(t, alice, threadId, 'It is a complication of type 1 diabetes')).json();
    expect(next.answer).toContain('What the examiner hopes to hear');
    expect(next.answer).toContain('Examiner: What causes it');
  });
});

describe('feedback', () => {
  it('stores thumbs and error reports for review; another user cannot', async () => {
    const threadId = await newThread(t, alice);
    const { messageId } = (await ask(t, alice, threadId, 'What is the first-line treatment of DKA?')).json();
    const send = (who: User, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/chat/messages/${messageId}/feedback`,
        headers: { ...jsonHeaders, cookie: who.cookie },
        payload,
      });
    expect((await send(alice, { kind: 'down', reason: 'Too long' })).statusCode).toBe(200);
    const noReason = await send(alice, { kind: 'error' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(tutorMessages.reasonRequired);
    expect((await send(alice, { kind: 'error', reason: 'The fluid volume is wrong' })).statusCode).toBe(200);
    expect((await send(bob, { kind: 'up' })).statusCode).toBe(403);
    const rows = await t.database.handle.db.select().from(chatFeedback).where(eq(chatFeedback.messageId, messageId));
    expect(rows.map((r) => [r.kind, r.reason, r.status])).toEqual(
      expect.arrayContaining([
        ['down', 'Too long', 'open'],
        ['error', 'The fluid volume is wrong', 'open'],
      ]),
    );
    const thread = (await t.app.inject({ url: tutorThreadPath(threadId), headers: { cookie: alice.cookie } })).json();
    expect(thread.messages.find((m: { id: string }) => m.id === messageId).feedback).toBe('down');
  });
});

describe('with a model (a local chat-completions server)', () => {
  let server: Awaited<ReturnType<typeof startFakeChatServer>>;
  let m: TestApp;
  let reply: (
    index: number,
  ) => Parameters<Parameters<typeof startFakeChatServer>[0]>[0] extends never
    ? never
    : import('../../../test/helpers/fake-chat-server.ts').FakeReply;

  beforeAll(async () => {
    server = await startFakeChatServer((_request, index) => reply(index));
    const ai = fakeChatProvider(server, { apiKey: 'sk-test', model: 'test-model' });
    m = await buildTestApp({
      env: { RATE_LIMIT_TUTOR_PER_MINUTE: '1000' },
      deps: { ai },
      database: t.database,
    });
  });
  afterAll(async () => {
    await m.close();
    await server.close();
  });
  afterEach(() => {
    server.requests.length = 0;
  });

  const words = (text: string) => text.split(/(?<= )/).map((part) => chunk(part));

  it('relays the tokens as they come and keeps the citations of retrieved passages', async () => {
    reply = () => ({ events: words('Start intravenous 0.9% saline first [1]. Then insulin [1].') });
    const dave = await createSignedInUser(m.database.handle.db, new Date());
    const threadId = await newThread(m, dave);
    const { events } = await askStreaming(m, dave, threadId, 'What is the first-line treatment of DKA?');
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    const done = events.at(-1)!.data as { label: string; grounding: string; citations: { subtopicId: string }[] };
    expect(done.grounding).toBe('library');
    expect(done.label).toBe(groundingLabels.library);
    expect(done.citations[0]!.subtopicId).toBe('medicine.endocrine.dka');
    const system = (server.requests[0]!.body.messages as { content: string }[])[0]!.content;
    expect(system).toContain('Library passages:');
    expect(server.requests[0]!.body.max_tokens).toBeGreaterThan(0);
  });

  it('keeps a model’s named option only when a passage it cited supports it (issue 32)', async () => {
    const wernicke =
      'A 45-year-old alcoholic presents with confusion, ataxia and ophthalmoplegia. Which vitamin should be given first? A. Pyridoxine B. Thiamine C. Cyanocobalamin D. Folic acid';
    const fay = await createSignedInUser(m.database.handle.db, new Date());
    reply = () => ({ events: words('Answer: B) Thiamine [1]\nThiamine comes before glucose [1].') });
    const supported = (await ask(m, fay, await newThread(m, fay), wernicke)).json();
    expect(supported.choice).toBe('B');
    const prompt = (server.requests[0]!.body.messages as { content: string }[]).map((x) => x.content).join('\n');
    expect(prompt).toContain('Answer: B) <option>');
    reply = () => ({ events: words('Answer: A) Pyridoxine [1]\nPyridoxine is the one [1].') });
    const unsupported = (await ask(m, fay, await newThread(m, fay), wernicke)).json();
    expect(unsupported.choice).toBeNull();
    expect(unsupported.answer).toContain(tutorMessages.choiceUnsupported);
    expect(unsupported.answer).not.toMatch(/^Answer:/m);
  });

  it('drops a citation the model invented and relabels the answer', async () => {
    reply = () => ({ events: words('Bicarbonate is always first [9].') });
    const erin = await createSignedInUser(m.database.handle.db, new Date());
    const threadId = await newThread(m, erin);
    const body = (await ask(m, erin, threadId, 'What is the first-line treatment of DKA?')).json();
    expect(body.answer).toBe('Bicarbonate is always first.');
    expect(body.citations).toEqual([]);
    expect(body.grounding).toBe('general');
    expect(body.label).toBe(groundingLabels.general);
  });

  it('keeps what arrived when the model’s stream is cut, and a resend is not counted again', async () => {
    reply = (index) =>
      index === 0
        ? { events: words('Start intravenous 0.9% saline [1] and then more words that never arrive'), cutAfter: 4 }
        : { events: words('Start intravenous 0.9% saline [1].') };
    const fay = await createSignedInUser(m.database.handle.db, new Date());
    const threadId = await newThread(m, fay);
    const clientId = crypto.randomUUID();
    const cut = (await ask(m, fay, threadId, 'What is the first-line treatment of DKA?', clientId)).json();
    expect(cut.interrupted).toBe(true);
    expect(cut.answer).toContain('Start intravenous');
    const [stored] = await m.database.handle.db.select().from(chatMessages).where(eq(chatMessages.id, cut.messageId));
    expect(stored).toMatchObject({ status: 'interrupted', content: cut.answer });
    expect(await usedToday(fay.id)).toBe(1);

    const retried = (await ask(m, fay, threadId, 'What is the first-line treatment of DKA?', clientId)).json();
    expect(retried).toMatchObject({ messageId: cut.messageId, interrupted: false, grounding: 'library' });
    expect(retried.answer).toBe('Start intravenous 0.9% saline [1].');
    expect(await usedToday(fay.id)).toBe(1);
  });

  it('finishes and stores the answer when the browser goes away mid-stream', async () => {
    reply = () => ({ events: words('Saline first [1]. Then insulin [1].'), eventDelayMs: 20 });
    const gita = await createSignedInUser(m.database.handle.db, new Date());
    const threadId = await newThread(m, gita);
    const address = await m.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/chat/threads/${threadId}/messages`, {
      method: 'POST',
      headers: { ...jsonHeaders, cookie: gita.cookie },
      body: JSON.stringify({ content: 'What is the first-line treatment of DKA?' }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await expect
      .poll(
        async () => {
          const thread = (
            await m.app.inject({ url: tutorThreadPath(threadId), headers: { cookie: gita.cookie } })
          ).json();
          return thread.messages.at(-1)?.status;
        },
        { timeout: 5000 },
      )
      .toBe('complete');
    expect(await usedToday(gita.id)).toBe(1);
  });
});
