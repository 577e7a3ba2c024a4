import crypto from 'node:crypto';
import { economyMessages } from '@medsutra/contract/economy/api';
import { aiToolXp } from '@medsutra/contract/economy/table';
import { apiMessages } from '@medsutra/contract/http/messages';
import { medstagramMessages } from '@medsutra/contract/medstagram/api';
import { MINDMAP_SHARE_XP, mindmapCost, mindmapMessages, mindmapTreeSchema } from '@medsutra/contract/mindmaps/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { useFixtureLibrary } from '../../../test/helpers/library.ts';
import { fastJobsEnv, fundedUser, waitForMindmap, walletOf } from '../../../test/helpers/mindmaps.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { mindmaps } from '../../db/schema.ts';

/** No model is configured in these tests: the mindmap is the library version. */
const LIBRARY_MINDMAP_COINS = mindmapCost(false);
const LIBRARY_MINDMAP_XP = aiToolXp(LIBRARY_MINDMAP_COINS);
const t = testAppForFile({ env: fastJobsEnv() }, (built) => useFixtureLibrary(built.database.handle.db));

type User = Awaited<ReturnType<typeof fundedUser>>;

const generate = (user: Pick<User, 'cookie'> | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mindmap/generate',
    headers: { ...jsonHeaders, ...(user ? { cookie: user.cookie } : {}) },
    payload,
  });

const share = (user: Pick<User, 'cookie'>, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mindmaps/share',
    headers: { ...jsonHeaders, cookie: user.cookie },
    payload,
  });

const get = (user: Pick<User, 'cookie'> | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

/** Generates and waits for the mindmap (and its PDF) to be ready. */
async function readyMindmap(user: User, topic: string) {
  const reply = await generate(user, { topic, userEmail: user.email });
  expect(reply.statusCode).toBe(202);
  const id = reply.json().mindmapId as string;
  await waitForMindmap(t.database.handle.db, id, ['ready'], { pdf: true });
  return id;
}

describe('POST /api/mindmap/generate', () => {
  it('accepts a topic at once, charges the library version 10 coins, offline builds it from the library, and pays 5 XP once it is made', async () => {
    const user = await fundedUser(t.database.handle.db, 250);
    const reply = await generate(user, { topic: '  Diabetic ketoacidosis  ', userEmail: user.email });
    expect(reply.statusCode).toBe(202);
    const body = reply.json();
    expect(body).toMatchObject({
      success: true,
      message: mindmapMessages.accepted,
      medCoinsDeducted: LIBRARY_MINDMAP_COINS,
      xpAwarded: 0,
      status: 'queued',
      // No model is configured: the library composes it at once, and the screen says so.
      expectedWait: mindmapMessages.expectedWait.offline,
    });
    expect((await walletOf(t.database.handle.db, user.id)).coins).toBe(250 - LIBRARY_MINDMAP_COINS);

    const row = await waitForMindmap(t.database.handle.db, body.mindmapId, ['ready'], { pdf: true });
    expect(await walletOf(t.database.handle.db, user.id)).toEqual({
      coins: 250 - LIBRARY_MINDMAP_COINS,
      xp: LIBRARY_MINDMAP_XP,
    });
    expect(row.topic).toBe('Diabetic ketoacidosis');
    expect(row.source).toBe('offline');
    expect(row.grounding).toBe('library-offline');
    const tree = mindmapTreeSchema.parse(row.tree);
    expect(tree.topic).toBe('Diabetic ketoacidosis');
    expect(tree.branches.map((branch) => branch.label)).toEqual([
      'High-yield points',
      'Also in Endocrinology',
      'Key facts from questions',
      'References',
    ]);
    // DKA's own facts, not a template's headings.
    const points = tree.branches[0]!.children.flatMap((point) => [
      point.label,
      ...point.children.map((detail) => detail.label),
    ]).join(' ');
    expect(points).toContain('250 mg/dL');
    expect(points).toContain('potassium is at least 3.3');
    expect(JSON.stringify(tree)).not.toContain('surgical sieve');
    expect(tree.branches[1]!.children.map((n) => n.label)).toEqual([
      'Hyperosmolar hyperglycaemic state',
      'Thyroid storm',
    ]);
    expect(tree.branches[3]!.children.map((r) => r.label)).toContain(
      "Harrison's Principles of Internal Medicine 21e, ch. 404",
    );
    const item = (await get(user, `/api/mindmaps/item/${body.mindmapId}`)).json().mindmap;
    expect(item.grounding).toBe('library-offline');
    expect(item.references).toEqual([
      "Harrison's Principles of Internal Medicine 21e, ch. 404",
      'ADA Standards of Care in Diabetes 2024',
    ]);
    await expectLedgerBalanced(t.database.handle.db);
  });

  it.each([['IPL cricket match score'], ['a'], ['cricket match']])(
    'refuses "%s" as not medical before any coin is spent, and says why',
    async (topic) => {
      const user = await fundedUser(t.database.handle.db, 250);
      const reply = await generate(user, { topic, userEmail: user.email });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, error: 'not_medical' });
      expect(reply.json().message).toContain('does not look like a medical topic, so no Med Coins were spent');
      expect(await walletOf(t.database.handle.db, user.id)).toEqual({ coins: 250, xp: 0 });
      expect((await get(user, `/api/mindmaps/${user.email}`)).json().mindmaps).toEqual([]);
    },
  );

  it('offers the closest subtopics when refusing a near miss', async () => {
    const user = await fundedUser(t.database.handle.db, 250);
    const reply = await generate(user, { topic: 'thyroid stormy weather forecast', userEmail: user.email });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().suggestions).toContainEqual({ id: 'medicine.endocrine.thyroid-storm', name: 'Thyroid storm' });
    expect(reply.json().message).toContain('Did you mean: Thyroid storm');
  });

  it.each([
    ['an empty topic', '', mindmapMessages.topicRequired],
    ['a topic of spaces', '   ', mindmapMessages.topicRequired],
    ['a missing topic', undefined, mindmapMessages.topicRequired],
    ['a topic over 200 characters', 'x'.repeat(201), mindmapMessages.topicTooLong],
  ])("refuses %s with the contract's sentence, charging nothing", async (_name, topic, message) => {
    const user = await fundedUser(t.database.handle.db, 250);
    const reply = await generate(user, { ...(topic === undefined ? {} : { topic }), userEmail: user.email });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, message });
    expect((await walletOf(t.database.handle.db, user.id)).coins).toBe(250);
  });

  it('takes a topic of exactly 200 characters', async () => {
    const user = await fundedUser(t.database.handle.db, 100);
    const topic = 'heart failure '.repeat(15).slice(0, 200);
    expect((await generate(user, { topic, userEmail: user.email })).statusCode).toBe(202);
  });

  it('asks a visitor without a session to log in (401)', async () => {
    const reply = await generate(null, { topic: 'Heart failure', userEmail: 'someone@example.com' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ success: false, message: mindmapMessages.loginRequired });
  });

  it('asks to log in when the app sends no email (401)', async () => {
    const user = await fundedUser(t.database.handle.db, 250);
    const reply = await generate(user, { topic: 'Heart failure', userEmail: '  ' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe(mindmapMessages.loginRequired);
  });

  it("refuses to generate in another user's name (403) and charges neither", async () => {
    const user = await fundedUser(t.database.handle.db, 250);
    const other = await fundedUser(t.database.handle.db, 250);
    const reply = await generate(user, { topic: 'Heart failure', userEmail: other.email });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe(apiMessages.notYourAccount);
    expect((await walletOf(t.database.handle.db, user.id)).coins).toBe(250);
    expect((await walletOf(t.database.handle.db, other.id)).coins).toBe(250);
  });

  it('refuses with Insufficient Med Coins under the library version’s 10 coins, and records no mindmap', async () => {
    const user = await fundedUser(t.database.handle.db, LIBRARY_MINDMAP_COINS - 1);
    const reply = await generate(user, { topic: 'Heart failure', userEmail: user.email });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      success: false,
      message: economyMessages.insufficientCoins,
      description: mindmapMessages.insufficientCoinsBody(LIBRARY_MINDMAP_COINS),
      error: 'insufficient_coins',
      required: LIBRARY_MINDMAP_COINS,
      balance: LIBRARY_MINDMAP_COINS - 1,
    });
    expect((await get(user, `/api/mindmaps/${user.email}`)).json().mindmaps).toEqual([]);
    expect(await walletOf(t.database.handle.db, user.id)).toEqual({ coins: LIBRARY_MINDMAP_COINS - 1, xp: 0 });
  });

  it('refuses a user with no wallet at all', async () => {
    const user = await fundedUser(t.database.handle.db, 0);
    const reply = await generate(user, { topic: 'Heart failure', userEmail: user.email });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ message: mindmapMessages.insufficientCoins, balance: 0 });
  });
});

describe('GET /api/mindmaps/{userEmail}', () => {
  it("lists the mindmaps newest first with the contract's fields, the PDF link once it exists", async () => {
    const user = await fundedUser(t.database.handle.db, 300);
    const first = await readyMindmap(user, 'Heart failure');
    const second = await readyMindmap(user, 'Myocardial infarction');
    const reply = await get(user, `/api/mindmaps/${encodeURIComponent(user.email.toUpperCase())}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const body = reply.json();
    expect(body.success).toBe(true);
    expect(body.mindmaps.map((m: { id: string }) => m.id)).toEqual([second, first]);
    expect(body.mindmaps[0]).toEqual({
      id: second,
      topic: 'Myocardial infarction',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isShared: false,
      drive_pdf_url: `/api/mindmaps/${second}/pdf`,
      status: 'ready',
      source: 'offline',
      failureReason: null,
      grounding: 'library-offline',
    });
  });

  it('shows a queued mindmap with an empty PDF link', async () => {
    const user = await fundedUser(t.database.handle.db, 100);
    // The request returns before the worker has had a chance to poll.
    const id = (await generate(user, { topic: 'Thyroid storm', userEmail: user.email })).json().mindmapId;
    const item = (await get(user, `/api/mindmaps/${user.email}`)).json().mindmaps[0];
    expect(item.id).toBe(id);
    expect(['queued', 'generating', 'ready']).toContain(item.status);
    if (item.status !== 'ready') expect(item.drive_pdf_url).toBe('');
  });

  it('answers 401 without a session and 403 for another user', async () => {
    const user = await fundedUser(t.database.handle.db, 0);
    const other = await fundedUser(t.database.handle.db, 0);
    expect((await get(null, `/api/mindmaps/${user.email}`)).statusCode).toBe(401);
    const forbidden = await get(other, `/api/mindmaps/${user.email}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(apiMessages.notYourAccount);
  });
});

describe('GET /api/mindmaps/item/{id} and the PDF', () => {
  let owner: User;
  let id: string;
  beforeAll(async () => {
    owner = await fundedUser(t.database.handle.db, 100);
    id = await readyMindmap(owner, 'मधुमेह — Diabetic ketoacidosis (DKA)');
  });

  it('gives the owner the tree for the interactive view', async () => {
    const reply = await get(owner, `/api/mindmaps/item/${id}`);
    expect(reply.statusCode).toBe(200);
    const { mindmap } = reply.json();
    expect(mindmap).toMatchObject({ id, status: 'ready', source: 'offline', isShared: false });
    expect(mindmapTreeSchema.safeParse(mindmap.tree).success).toBe(true);
  });

  it('serves the owner an A4 PDF named after the topic', async () => {
    const reply = await get(owner, `/api/mindmaps/${id}/pdf`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(reply.headers['content-disposition']).toContain(encodeURIComponent('मधुमेह'));
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(reply.headers['content-length'])).toBe(reply.rawPayload.length);
  });

  it('keeps mindmaps and their PDFs from other users (403) and visitors (401)', async () => {
    const other = await fundedUser(t.database.handle.db, 0);
    for (const url of [`/api/mindmaps/item/${id}`, `/api/mindmaps/${id}/pdf`]) {
      const forbidden = await get(other, url);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe(mindmapMessages.notYours);
      expect((await get(null, url)).statusCode).toBe(401);
    }
  });

  it('answers 404 for a mindmap that does not exist, and for a malformed id', async () => {
    const missing = await get(owner, '/api/mindmaps/item/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(mindmapMessages.notFound);
    const malformed = await get(owner, '/api/mindmaps/item/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(mindmapMessages.notFound);
  });

  it('says the PDF is still being processed before it exists', async () => {
    const user = await fundedUser(t.database.handle.db, 100);
    const fresh = (await generate(user, { topic: 'Infective endocarditis', userEmail: user.email })).json().mindmapId;
    const reply = await get(user, `/api/mindmaps/${fresh}/pdf`);
    // Usually still queued; on a very fast machine the PDF may already exist.
    if (reply.statusCode !== 200) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(mindmapMessages.pdfProcessing);
    }
  });
});

describe('POST /api/mindmaps/share and Medstagram', () => {
  it('shares once: a post on Medstagram, 50 XP, the Shared badge; a second share is refused', async () => {
    const user = await fundedUser(t.database.handle.db, 100, { fullName: 'Meera Iyer' });
    const id = await readyMindmap(user, 'Heart attack');
    const reply = await share(user, {
      mindmapId: id,
      title: '  Heart attack in one page ',
      description: '  For the medicine viva  ',
      userEmail: user.email,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: mindmapMessages.shared, xpAwarded: MINDMAP_SHARE_XP });
    expect((await walletOf(t.database.handle.db, user.id)).xp).toBe(LIBRARY_MINDMAP_XP + MINDMAP_SHARE_XP);

    const listed = (await get(user, `/api/mindmaps/${user.email}`)).json().mindmaps[0];
    expect(listed.isShared).toBe(true);

    const feed = (await get(user, '/api/medstagram/posts')).json();
    expect(feed.posts[0]).toMatchObject({
      id: reply.json().postId,
      kind: 'mindmap',
      author: { name: 'Meera Iyer', handle: expect.stringMatching(/^student-[a-z0-9]{8}$/) },
      title: 'Heart attack in one page',
      description: 'For the medicine viva',
      mindmap: { id, topic: 'Heart attack', source: 'offline' },
    });
    expect(mindmapTreeSchema.safeParse(feed.posts[0].mindmap.tree).success).toBe(true);
    // docs/product-rules.md, privacy: other students never see an email, anywhere in the reply.
    expect(JSON.stringify(feed)).not.toContain(user.email);

    const again = await share(user, { mindmapId: id, title: 'Again', userEmail: user.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(mindmapMessages.alreadyShared);
    expect((await walletOf(t.database.handle.db, user.id)).xp).toBe(LIBRARY_MINDMAP_XP + MINDMAP_SHARE_XP);
    await expectLedgerBalanced(t.database.handle.db);
  });

  it('requires a title after trimming, and takes no description', async () => {
    const user = await fundedUser(t.database.handle.db, 100);
    const id = await readyMindmap(user, 'Heart failure');
    for (const title of ['', '   ', undefined]) {
      const reply = await share(user, {
        mindmapId: id,
        ...(title === undefined ? {} : { title }),
        userEmail: user.email,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(mindmapMessages.shareTitleRequired);
    }
    const ok = await share(user, { mindmapId: id, title: 'Heart failure', userEmail: user.email });
    expect(ok.statusCode).toBe(200);
    const post = (await get(user, `/api/medstagram/user/${user.email}/posts`)).json().posts[0];
    expect(post.description).toBe('');
  });

  it("refuses to share another user's mindmap, one that is not ready, or one that does not exist", async () => {
    const owner = await fundedUser(t.database.handle.db, 100);
    const id = await readyMindmap(owner, 'Infective endocarditis');
    const other = await fundedUser(t.database.handle.db, 0);
    const notYours = await share(other, { mindmapId: id, title: 'Mine now', userEmail: other.email });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe(mindmapMessages.notYours);

    const asOwner = await share(other, { mindmapId: id, title: 'Mine now', userEmail: owner.email });
    expect(asOwner.statusCode).toBe(403);

    const missing = await share(owner, {
      mindmapId: '00000000-0000-4000-8000-000000000000',
      title: 'Ghost',
      userEmail: owner.email,
    });
    expect(missing.statusCode).toBe(404);

    const malformed = await share(owner, { mindmapId: 'nope', title: 'Ghost', userEmail: owner.email });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(mindmapMessages.chooseMindmap);

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/mindmaps/share',
      headers: jsonHeaders,
      payload: { mindmapId: id, title: 'x', userEmail: owner.email },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('refuses to share a mindmap that is still being generated, or that failed', async () => {
    const user = await fundedUser(t.database.handle.db, 0);
    for (const status of ['generating', 'failed'] as const) {
      // Written directly, with no job behind it, so no worker can move it on during the test.
      const id = crypto.randomUUID();
      await t.database.handle.db
        .insert(mindmaps)
        .values({ id, userId: user.id, topic: 'Leprosy', status, coinsSpent: 100, xpAwarded: 50 });
      const reply = await share(user, { mindmapId: id, title: 'Leprosy', userEmail: user.email });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe(mindmapMessages.notReady);
    }
  });

  it('pages the feed newest first with a cursor, and pages one author', async () => {
    const author = await fundedUser(t.database.handle.db, 300);
    const ids: string[] = [];
    for (const topic of ['DKA', 'MI', 'Thyroid storm']) {
      const id = await readyMindmap(author, topic);
      const reply = await share(author, { mindmapId: id, title: topic, userEmail: author.email });
      ids.push(reply.json().postId);
    }
    const first = (await get(author, '/api/medstagram/posts?limit=2')).json();
    expect(first.posts.map((post: { id: string }) => post.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await get(author, `/api/medstagram/posts?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.posts[0].id).toBe(ids[0]);

    const own = (await get(author, `/api/medstagram/user/${author.email}/posts`)).json();
    expect(own.posts.map((post: { id: string }) => post.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(own.nextCursor).toBeNull();

    // Another signed-in student reads the author's page by handle, never by email; a visitor
    // cannot read the feed.
    const reader = await fundedUser(t.database.handle.db, 0);
    const handle = own.posts[0].author.handle;
    expect((await get(reader, `/api/medstagram/user/${handle}/posts`)).json().posts).toHaveLength(3);
    const byEmail = await get(reader, `/api/medstagram/user/${author.email}/posts`);
    expect(byEmail.statusCode).toBe(403);
    expect(byEmail.json().message).toBe(medstagramMessages.emailNotYours);
    expect((await get(reader, '/api/medstagram/user/student-nobody00/posts')).statusCode).toBe(404);
    expect((await get(null, '/api/medstagram/posts')).statusCode).toBe(401);
    // An email names only its owner's page: someone else's, or one that has no account, is 403.
    expect((await get(reader, '/api/medstagram/user/nobody@example.com/posts')).statusCode).toBe(403);
    expect((await get(reader, `/api/medstagram/user/${reader.email}/posts`)).json()).toEqual({
      success: true,
      posts: [],
      nextCursor: null,
    });
  });

  it('refuses a forged cursor with a sentence', async () => {
    const reader = await fundedUser(t.database.handle.db, 0);
    const reply = await get(reader, '/api/medstagram/posts?cursor=forged');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('This page of the feed is no longer available. Reload the feed.');
  });
});
