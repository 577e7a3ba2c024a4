import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { documentationMessages, documentationPaths } from '@medsutra/contract/documentation/api';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { seedSignedInSession } from '../../../test/helpers/signed-in-session.ts';
import { documentationItems, users } from '../../db/schema.ts';
import { adminOnlyMessage } from '../admin/require-admin.ts';
import { BUNDLED_DOCUMENTATION, BUNDLED_DOCUMENTATION_REVISED } from './bundled-documentation.ts';
import { createHttpSourceFetcher } from './source-fetcher.ts';

/**
 * A stand-in for the official documentation sites: the fetcher's addresses are rewritten to this
 * local server, which can answer with a page, refuse, or never answer.
 */
type SourceMode = 'online' | 'down' | 'openaiOnly' | 'silent';
let sourceMode: SourceMode = 'down';
const SOURCE_WORD = 'xylocarpusrefreshed';
const sourcePage = (pathname: string) => `<!doctype html><html><head><title>x</title><script>steal()</script></head>
<body><nav>Site menu that is not documentation</nav><main>
<h1>Official page ${pathname}</h1>
<p onclick="steal()">This is the fetched official text, marked ${SOURCE_WORD}, long enough to count as documentation.
It explains requests, replies, errors, limits and examples in the provider's own words, for the refresh test.</p>
<p><a href="javascript:steal()">a bad link</a> and <a href="https://example.com/docs">a good link</a></p>
<img src="x" onerror="steal()"><iframe src="https://evil.example"></iframe><style>body{}</style>
<script>document.cookie</script>
</main></body></html>`;

const sourceServer = http.createServer((request, response) => {
  const pathname = request.url ?? '/';
  if (sourceMode === 'silent') return; // never answers: the fetch must time out
  if (sourceMode === 'down') {
    request.socket.destroy();
    return;
  }
  if (sourceMode === 'openaiOnly' && !pathname.startsWith('/platform.openai.com/')) {
    response.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not here</p>');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(sourcePage(pathname));
});

let t: TestApp;
const clock = new Date('2026-11-21T10:00:00Z');
const _DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await new Promise<void>((resolve) => sourceServer.listen(0, '127.0.0.1', resolve));
  const { port } = sourceServer.address() as AddressInfo;
  const rewriteUrl = (url: string) => {
    const parsed = new URL(url);
    return `http://127.0.0.1:${port}/${parsed.host}${parsed.pathname}`;
  };
  // A generous timeout for answering sources (the suite runs in parallel); a short one for the silent one.
  const patient = createHttpSourceFetcher({ timeoutMs: 5000, rewriteUrl });
  const impatient = createHttpSourceFetcher({ timeoutMs: 300, rewriteUrl });
  t = await buildTestApp({
    now: () => clock,
    deps: {
      documentationSourceFetcher: (url, signal) =>
        sourceMode === 'silent' ? impatient(url, signal) : patient(url, signal),
    },
  });
});
afterAll(async () => {
  await t.close();
  sourceServer.closeAllConnections();
  await new Promise((resolve) => sourceServer.close(resolve));
});

/** The hub's writes (initialize, refresh) are for admins; reading is for every student. */
async function signedInCookie(role: 'admin' | 'user' = 'admin') {
  const [user] = await t.database.handle.db
    .insert(users)
    .values({ email: `u${crypto.randomUUID()}@example.com`, fullName: 'Asha Rao', role })
    .returning();
  return (await seedSignedInSession(t.database.handle.db, user!.id, { now: clock, expiresInDays: 90 })).cookie;
}

const get = async (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = async (url: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) }, payload: '{}' });
const searchUrl = (q: string, provider?: string) =>
  `${documentationPaths.search}?${new URLSearchParams({ q, ...(provider ? { provider } : {}) })}`;
const ids = (reply: { json(): { documentation: { id: string }[] } }) => reply.json().documentation.map((d) => d.id);

let cookie: string;
beforeAll(async () => {
  cookie = await signedInCookie();
});

describe('without a session', () => {
  it.each([
    ['GET', documentationPaths.list],
    ['GET', searchUrl('chat')],
    ['GET', searchUrl('')],
    ['GET', documentationPaths.item('openai-chat-completions')],
    ['POST', documentationPaths.initialize],
    ['POST', documentationPaths.refresh],
  ] as const)('%s %s answers 401 with a sentence', async (method, url) => {
    const reply = method === 'GET' ? await get(url) : await post(url);
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ success: false, message: 'Please sign in to continue.' });
  });
});

describe("the hub's writes", () => {
  it.each([documentationPaths.initialize, documentationPaths.refresh])(
    'POST %s answers a student 403 with a sentence and writes nothing, while reading stays open',
    async (url) => {
      const student = await signedInCookie('user');
      const reply = await post(url, student);
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toMatchObject({ success: false, message: adminOnlyMessage });
      expect((await get(documentationPaths.list, student)).json()).toEqual({ success: true, documentation: [] });
    },
  );
});

describe('Initialize', () => {
  it('starts empty, so the screen can offer Initialize', async () => {
    const reply = await get(documentationPaths.list, cookie);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, documentation: [] });
  });

  it('adds the bundled items once, and a second call adds nothing', async () => {
    const first = await post(documentationPaths.initialize, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, added: BUNDLED_DOCUMENTATION.length });
    expect(BUNDLED_DOCUMENTATION.length).toBeGreaterThanOrEqual(16);
    const second = await post(documentationPaths.initialize, cookie);
    expect(second.json()).toEqual({
      success: true,
      added: 0,
      total: BUNDLED_DOCUMENTATION.length,
      message: documentationMessages.initializeAdded(0, BUNDLED_DOCUMENTATION.length),
    });
    const list = (await get(documentationPaths.list, cookie)).json().documentation;
    expect(list).toHaveLength(BUNDLED_DOCUMENTATION.length);
    expect(new Set(list.map((item: { id: string }) => item.id)).size).toBe(list.length);
  });

  it('adds back only an item that went missing', async () => {
    await t.database.handle.db.delete(documentationItems).where(eq(documentationItems.id, 'chatbase-webhooks'));
    const reply = await post(documentationPaths.initialize, cookie);
    expect(reply.json()).toMatchObject({ added: 1, total: BUNDLED_DOCUMENTATION.length });
  });

  it('lists both providers with the fields the cards show and each official source', async () => {
    const list = (await get(documentationPaths.list, cookie)).json().documentation as Record<string, unknown>[];
    expect(new Set(list.map((item) => item.apiProvider))).toEqual(new Set(['openai', 'chatbase']));
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(
        ['apiProvider', 'description', 'id', 'lastUpdated', 'sourceUrl', 'title', 'viewCount'].sort(),
      );
      const source = String(item.sourceUrl);
      expect(
        item.apiProvider === 'openai'
          ? source.startsWith('https://platform.openai.com/docs/')
          : source.startsWith('https://www.chatbase.co/docs/'),
      ).toBe(true);
      expect(item.lastUpdated).toBe(BUNDLED_DOCUMENTATION_REVISED.toISOString());
    }
  });

  it('is rate-limited per user', async () => {
    const busy = await signedInCookie();
    const statuses: number[] = [];
    for (let call = 0; call < 11; call++) statuses.push((await post(documentationPaths.initialize, busy)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await post(documentationPaths.initialize, cookie)).statusCode).toBe(200);
  });
});

describe('search', () => {
  it('ranks a title match above a match in the body only', async () => {
    const word = 'quokkaflux';
    await t.database.handle.db.insert(documentationItems).values([
      {
        id: 'zz-body-only',
        title: 'A page about something else',
        description: 'Nothing here either',
        apiProvider: 'openai',
        htmlContent: `<p>${word} ${word} ${word} appears in the body three times.</p>`,
        contentText: `${word} ${word} ${word} appears in the body three times.`,
      },
      {
        id: 'zz-title',
        title: `The ${word} page`,
        description: 'A short description',
        apiProvider: 'openai',
        htmlContent: '<p>Unrelated body.</p>',
        contentText: 'Unrelated body.',
      },
    ]);
    expect(ids(await get(searchUrl(word), cookie))).toEqual(['zz-title', 'zz-body-only']);
    await t.database.handle.db
      .delete(documentationItems)
      .where(inArray(documentationItems.id, ['zz-title', 'zz-body-only']));
  });

  it('puts the item named by the words first in the real documentation', async () => {
    const found = ids(await get(searchUrl('identity verification'), cookie));
    expect(found[0]).toBe('chatbase-identity-verification');
    expect(found).toContain('chatbase-contacts');
  });

  it('finds a half-typed word by its prefix', async () => {
    expect(ids(await get(searchUrl('streami'), cookie))).toContain('openai-streaming');
    expect(ids(await get(searchUrl('embedd'), cookie))[0]).toBe('openai-embeddings');
    expect(ids(await get(searchUrl('webho'), cookie))[0]).toBe('chatbase-webhooks');
  });

  it('matches word forms through the english dictionary', async () => {
    expect(ids(await get(searchUrl('errors'), cookie))).toContain('openai-error-codes');
  });

  it('filters by provider', async () => {
    const chatbase = (await get(searchUrl('api', 'chatbase'), cookie)).json().documentation;
    const openai = (await get(searchUrl('api', 'openai'), cookie)).json().documentation;
    expect(chatbase.length).toBeGreaterThan(0);
    expect(openai.length).toBeGreaterThan(0);
    expect(chatbase.every((item: { apiProvider: string }) => item.apiProvider === 'chatbase')).toBe(true);
    expect(openai.every((item: { apiProvider: string }) => item.apiProvider === 'openai')).toBe(true);
  });

  it('refuses an unknown provider with a sentence', async () => {
    const reply = await get(searchUrl('api', 'google'), cookie);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(documentationMessages.badProvider);
  });

  it.each([
    ['an empty query', '', documentationMessages.searchEmpty],
    ['only spaces', '    ', documentationMessages.searchEmpty],
    ['a 10,000-character query', 'a'.repeat(10_000), documentationMessages.searchTooLong],
  ])('answers %s with a clear 400', async (_label, q, message) => {
    const reply = await get(searchUrl(q), cookie);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, message });
  });

  it('answers a missing query with a clear 400', async () => {
    const reply = await get(documentationPaths.search, cookie);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(documentationMessages.searchEmpty);
  });

  it.each([
    "' OR 1=1 --",
    "'; drop table documentation_items; --",
    'chat:* | !error & (',
    '\\',
    '%_%',
    '<script>alert(1)</script>',
    'नमस्ते डॉक्टर',
    '日本語',
    '🩺💊',
    'naïve café',
    'مرحبا',
    '\u0301\u0301',
    'a b c d e f g h i j k l m n o p',
  ])('answers %j without a server error and leaves the data alone', async (q) => {
    const reply = await get(searchUrl(q), cookie);
    expect(reply.statusCode).toBe(200);
    expect(Array.isArray(reply.json().documentation)).toBe(true);
    expect((await get(documentationPaths.list, cookie)).json().documentation).toHaveLength(
      BUNDLED_DOCUMENTATION.length,
    );
  });
});

describe('detail', () => {
  it('counts each view once', async () => {
    const url = documentationPaths.item('openai-chat-completions');
    const first = await get(url, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      documentation: { id: 'openai-chat-completions', viewCount: 1 },
    });
    expect(first.json().documentation.htmlContent).toContain('chat/completions');
    await Promise.all([get(url, cookie), get(url, cookie), get(url, cookie)]);
    const listed = (await get(documentationPaths.list, cookie))
      .json()
      .documentation.find((item: { id: string }) => item.id === 'openai-chat-completions');
    expect(listed.viewCount).toBe(4);
  });

  it('answers an unknown item with 404 and a bad address with 400', async () => {
    const missing = await get(documentationPaths.item('no-such-item'), cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(documentationMessages.notFound);
    const bad = await get(documentationPaths.item("x' OR '1'='1"), cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(documentationMessages.badId);
  });

  it('sanitizes stored HTML again before serving it', async () => {
    await t.database.handle.db.insert(documentationItems).values({
      id: 'tampered',
      title: 'Tampered row',
      description: 'HTML written straight into the database',
      apiProvider: 'chatbase',
      htmlContent:
        '<p onmouseover="steal()">Hi</p><script>steal()</script><a href="javascript:steal()">x</a><a href="https://chatbase.co">ok</a><iframe src="https://evil.example"></iframe>',
      contentText: 'Hi',
    });
    const html: string = (await get(documentationPaths.item('tampered'), cookie)).json().documentation.htmlContent;
    expect(html).not.toMatch(/<script|onmouseover|javascript:|<iframe/i);
    expect(html).toContain('<a href="https://chatbase.co" target="_blank" rel="noopener noreferrer">ok</a>');
    await t.database.handle.db.delete(documentationItems).where(eq(documentationItems.id, 'tampered'));
  });
});

describe('Refresh', () => {
  const storedRow = async (id: string) =>
    (await t.database.handle.db.select().from(documentationItems).where(eq(documentationItems.id, id)))[0]!;

  it('says it used the bundled copy when no source can be reached', async () => {
    sourceMode = 'down';
    const reply = await post(documentationPaths.refresh, await signedInCookie());
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      fromSource: 0,
      usedBundled: BUNDLED_DOCUMENTATION.length,
      message: documentationMessages.refreshSummary(0, BUNDLED_DOCUMENTATION.length),
    });
    expect(reply.json().message).toContain('bundled copy');
  });

  it('updates every item from a reachable source, sanitized before it is stored, keeping view counts', async () => {
    sourceMode = 'online';
    const reply = await post(documentationPaths.refresh, await signedInCookie());
    expect(reply.json()).toMatchObject({ fromSource: BUNDLED_DOCUMENTATION.length, usedBundled: 0 });
    const row = await storedRow('openai-chat-completions');
    expect(row.contentOrigin).toBe('source');
    expect(row.viewCount).toBe(4);
    expect(row.lastUpdated.toISOString()).toBe(clock.toISOString());
    expect(row.htmlContent).toContain(SOURCE_WORD);
    expect(row.htmlContent).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|<style|<img|Site menu/i);
    expect(row.htmlContent).toContain('rel="noopener noreferrer"');
    expect(ids(await get(searchUrl(SOURCE_WORD.slice(0, 9)), cookie))).toHaveLength(BUNDLED_DOCUMENTATION.length);
  });

  it('counts sources that answer and those that do not', async () => {
    sourceMode = 'openaiOnly';
    const openaiCount = BUNDLED_DOCUMENTATION.filter((item) => item.apiProvider === 'openai').length;
    const reply = await post(documentationPaths.refresh, await signedInCookie());
    expect(reply.json()).toMatchObject({
      fromSource: openaiCount,
      usedBundled: BUNDLED_DOCUMENTATION.length - openaiCount,
    });
    expect((await storedRow('chatbase-webhooks')).contentOrigin).toBe('bundled');
    expect((await storedRow('chatbase-webhooks')).htmlContent).not.toContain(SOURCE_WORD);
  });

  it('gives up on a source that never answers and keeps the bundled copy', async () => {
    sourceMode = 'silent';
    const reply = await post(documentationPaths.refresh, await signedInCookie());
    expect(reply.json()).toMatchObject({ fromSource: 0, usedBundled: BUNDLED_DOCUMENTATION.length });
    expect((await storedRow('openai-streaming')).contentOrigin).toBe('bundled');
  });

  it('puts back missing items too, so it works before Initialize', async () => {
    sourceMode = 'down';
    await t.database.handle.db.delete(documentationItems);
    await post(documentationPaths.refresh, await signedInCookie());
    expect((await get(documentationPaths.list, cookie)).json().documentation).toHaveLength(
      BUNDLED_DOCUMENTATION.length,
    );
  });

  it('is rate-limited per user', async () => {
    sourceMode = 'down';
    const busy = await signedInCookie();
    const statuses: number[] = [];
    for (let call = 0; call < 6; call++) statuses.push((await post(documentationPaths.refresh, busy)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
