/**
 * With a model (a local server speaking the chat-completions protocol): tools are charged before
 * the model is asked and refunded when its answer cannot be used; the case generator's case is
 * checked against the library's case schema; image analysis sends the image, stripped of its
 * metadata, as `image_url` content to the vision model.
 */

import { toolMessages, toolRunsPath } from '@medsutra/contract/tools/api';
import { caseSharePath, toolOutputMessages, vivaAnswerPath, vivaFinishPath } from '@medsutra/contract/tools/outputs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import {
  completion,
  type FakeReply,
  fakeChatProvider,
  startFakeChatServer,
} from '../../../test/helpers/fake-chat-server.ts';
import { fastJobsEnv, fundedUser, walletOf } from '../../../test/helpers/mindmaps.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { makePremium, neurologyFixtureCase, useToolsLibrary } from '../../../test/helpers/tools.ts';

let answer: () => FakeReply = () => ({ json: completion('{}') });
const chat = await startFakeChatServer(() => answer());
// Registered before the app's hooks, so it runs after the app has closed (vitest runs them in reverse).
afterAll(() => chat.close());
const t = testAppForFile(
  { env: fastJobsEnv(), deps: { ai: fakeChatProvider(chat, { visionModel: 'fake-vision' }) } },
  (built) => useToolsLibrary(built.database.handle.db),
);
beforeEach(() => {
  chat.requests.length = 0;
});

type User = Awaited<ReturnType<typeof fundedUser>>;
const db = () => t.database.handle.db;
const post = (user: User, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { ...jsonHeaders, cookie: user.cookie }, payload: payload as object });

async function premiumUser(coins: number) {
  const user = await fundedUser(db(), coins);
  await makePremium(db(), user.id);
  return user;
}

describe('the research assistant with a model', () => {
  it('asks the model only after the coins are spent: a short wallet is 402 and no model call', async () => {
    const user = await premiumUser(100);
    const reply = await post(user, toolRunsPath('research-assistant'), { input: { question: 'DKA fluids' } });
    expect(reply.statusCode).toBe(402);
    expect(chat.requests).toHaveLength(0);
  });

  it('refunds the 250 coins and the XP when the model fails', async () => {
    const user = await premiumUser(300);
    answer = () => ({ status: 500, json: { error: { message: 'down' } } });
    const reply = await post(user, toolRunsPath('research-assistant'), { input: { question: 'DKA fluids' } });
    expect(reply.statusCode).toBe(503);
    expect(reply.json().message).toBe(toolMessages.modelFailed('Research assistant'));
    expect(chat.requests.length).toBeGreaterThan(0);
    expect(await walletOf(db(), user.id)).toEqual({ coins: 300, xp: 0 });
    const history = (
      await t.app.inject({ url: toolRunsPath('research-assistant'), headers: { cookie: user.cookie } })
    ).json();
    expect(history.runs[0]).toMatchObject({ status: 'failed', refunded: true });
    await expectLedgerBalanced(db());
  });
});

describe('the case generator', () => {
  it('saves a case the model wrote in the library’s format, charging 200 and paying 100 XP', async () => {
    const user = await premiumUser(250);
    const { id: _id, area: _area, ...written } = neurologyFixtureCase();
    answer = () => ({ json: completion(JSON.stringify(written)) });
    const reply = await post(user, toolRunsPath('case-generator'), {
      input: { topic: 'Neurocysticercosis', area: 'neurology' },
    });
    expect(reply.statusCode).toBe(201);
    const run = reply.json();
    expect(run).toMatchObject({ medCoinsDeducted: 200, xpAwarded: 100, status: 'finished' });
    expect(run.output).toMatchObject({
      caseId: run.runId,
      area: 'neurology',
      label: toolOutputMessages.generatedLabel,
    });
    expect(run.output.case.rubric.length).toBeGreaterThan(4);
    // Structured output: the model was given the case schema.
    expect(chat.requests[0]?.body.response_format).toMatchObject({ type: 'json_schema' });
    expect(await walletOf(db(), user.id)).toEqual({ coins: 50, xp: 100 });

    // Shared once, for the share XP; another user may not share it, and a second share pays nothing.
    const stranger = await premiumUser(0);
    expect((await post(stranger, caseSharePath(run.runId), {})).statusCode).toBe(403);
    const shared = await post(user, caseSharePath(run.runId), {});
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ caseId: run.runId, xpAwarded: 50 });
    expect((await post(user, caseSharePath(run.runId), {})).statusCode).toBe(409);
    expect(await walletOf(db(), user.id)).toEqual({ coins: 50, xp: 150 });
    await expectLedgerBalanced(db());
  });

  it('refunds a case that does not fit the schema (asked twice)', async () => {
    const user = await premiumUser(250);
    answer = () => ({ json: completion(JSON.stringify({ title: 'Half a case' })) });
    const reply = await post(user, toolRunsPath('case-generator'), { input: { topic: 'Dengue', area: 'ward' } });
    expect(reply.statusCode).toBe(503);
    expect(chat.requests).toHaveLength(2);
    expect(await walletOf(db(), user.id)).toEqual({ coins: 250, xp: 0 });
    await expectLedgerBalanced(db());
  });
});

// A 1×1 PNG with a tEXt chunk ("Author: Dr X") that must not reach the model.
function pngWithText(): Buffer {
  const base = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const data = Buffer.from('Author\0Dr X', 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  // Zeros for the CRC keep the fixture short; the decoder drops a bad ancillary chunk anyway.
  return Buffer.concat([base.subarray(0, 33), chunk, base.subarray(33)]);
}

describe('image analysis with a vision model', () => {
  it('sends the image without its metadata as image_url content, with the safety line, for 50 coins', async () => {
    const user = await fundedUser(db(), 60);
    answer = () => ({ json: completion('A small uniform square; no clinical findings.', 'fake-vision') });
    const image = pngWithText();
    expect(image.includes(Buffer.from('Dr X'))).toBe(true);
    const reply = await post(user, toolRunsPath('image-analysis'), {
      input: { image: `data:image/png;base64,${image.toString('base64')}`, question: 'What do you see?' },
    });
    expect(reply.statusCode).toBe(201);
    const run = reply.json();
    expect(run).toMatchObject({ medCoinsDeducted: 50, xpAwarded: 25 });
    expect(run.output).toMatchObject({
      findings: 'A small uniform square; no clinical findings.',
      safety: toolOutputMessages.imageSafety,
      model: 'fake-vision',
      image: { type: 'image/png' },
    });
    const sent = chat.requests[0]?.body as { model: string; messages: { content: unknown }[] };
    expect(sent.model).toBe('fake-vision');
    const parts = sent.messages[1]?.content as { type: string; image_url?: { url: string } }[];
    const url = parts.find((part) => part.type === 'image_url')?.image_url?.url ?? '';
    // The shared image pipeline (sharp) re-encodes it as WebP with no metadata.
    expect(url.startsWith('data:image/webp;base64,')).toBe(true);
    const sentBytes = Buffer.from(url.split(',')[1] ?? '', 'base64');
    expect(sentBytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(sentBytes.includes(Buffer.from('Dr X'))).toBe(false);
  });

  it('refuses a file that is not a JPEG or PNG by its content, charging nothing and asking no model', async () => {
    const user = await fundedUser(db(), 60);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64');
    const reply = await post(user, toolRunsPath('image-analysis'), {
      input: { image: `data:image/png;base64,${gif}` },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(toolOutputMessages.imageNotImage);
    expect(chat.requests).toHaveLength(0);
    expect(await walletOf(db(), user.id)).toEqual({ coins: 60, xp: 0 });
  });

  it('refunds when the vision model fails', async () => {
    const user = await fundedUser(db(), 60);
    answer = () => ({ status: 502, json: { error: { message: 'bad gateway' } } });
    const png = pngWithText().toString('base64');
    const reply = await post(user, toolRunsPath('image-analysis'), { input: { image: png } });
    expect(reply.statusCode).toBe(503);
    expect(await walletOf(db(), user.id)).toEqual({ coins: 60, xp: 0 });
  });
});

describe('the viva with a model', () => {
  it('lets the model word the examiner’s questions and follow-ups, without telling it the diagnosis', async () => {
    const user = await fundedUser(db(), 100);
    answer = () => ({ json: completion(JSON.stringify({ question: 'How exactly did the episode begin?' })) });
    const reply = await post(user, toolRunsPath('viva'), { input: { topic: 'seizure' } });
    expect(reply.statusCode).toBe(201);
    const session = reply.json().output;
    expect(session).toMatchObject({ askedBy: 'model', label: toolOutputMessages.vivaModelLabel });
    expect(session.current.question).toMatch(/first seizure[\s\S]*How exactly did the episode begin\?/);
    answer = () => ({ json: completion(JSON.stringify({ question: 'What else in his surroundings matters?' })) });
    const next = await post(user, vivaAnswerPath(session.runId), { text: 'Was it a focal seizure?' });
    expect(next.json().session.current).toEqual({
      n: 2,
      question: 'What else in his surroundings matters?',
      followUp: true,
    });
    for (const request of chat.requests) expect(JSON.stringify(request.body)).not.toMatch(/neurocysticercosis/i);
    expect(await walletOf(db(), user.id)).toEqual({ coins: 0, xp: 0 });

    // The model marks against the rubric; an item it does not judge falls back to the key terms.
    answer = () => ({ json: completion(JSON.stringify({ verdicts: [{ index: 1, found: true }] })) });
    const finished = (await post(user, vivaFinishPath(session.runId), {})).json().session.result;
    expect(finished).toMatchObject({ markedBy: 'model', label: expect.stringMatching(/AI model/) });
    expect(finished.strengths).toEqual([expect.stringMatching(/Focal onset/), expect.stringMatching(/taenia carrier/)]);
    expect(await walletOf(db(), user.id)).toEqual({ coins: 0, xp: 50 });
  });
});
