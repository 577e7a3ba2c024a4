/** The student's notes, PDFs and pearls through the real routes (issue 19). */
import { notesMessages, PEARL_XP, PEARLS_PAID_PER_DAY } from '@medsutra/contract/notes/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, jsonHeaders, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { useFixtureLibrary } from '../../../test/helpers/library.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import { makePdf, uploadPdf } from '../../../test/helpers/notes.ts';
import { createEconomyService } from '../economy/service.ts';
import { createLibraryService } from '../library/service.ts';
import type { SessionUser } from '../sessions/session-user.ts';
import { createNotesService, type NotesLibrary } from './service.ts';

let t: TestApp;
let origin: string;
const PDF_LIMIT = 200 * 1024;
beforeAll(async () => {
  t = await buildTestApp({ env: { PDF_MAX_BYTES: String(PDF_LIMIT) } });
  origin = new URL(t.config.PUBLIC_URL).origin;
  await useFixtureLibrary(t.database.handle.db);
});
afterAll(() => t?.close());

const student = () => createSignedInUser(t.database.handle.db, new Date());

function call(cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  // State-changing calls carry JSON, DELETE too (as the web app's client sends it).
  const payload = body === undefined && method === 'DELETE' ? {} : body;
  return t.app.inject({
    method,
    url,
    headers: payload === undefined ? { cookie } : { ...jsonHeaders, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('notes', () => {
  it('creates a note at version 1, with its library subtopic, subject and tags', async () => {
    const asha = await student();
    const reply = await call(asha.cookie, 'POST', '/api/notes', {
      title: 'DKA protocol',
      content: '# DKA\n- fluids first\n- then insulin',
      subtopicId: 'medicine.endocrine.dka',
      tags: ['endocrine', 'Endocrine', 'emergency'],
    });
    expect(reply.statusCode).toBe(201);
    const { note } = reply.json();
    expect(note).toMatchObject({
      version: 1,
      subjectId: 'medicine',
      subjectName: 'Medicine',
      subtopicId: 'medicine.endocrine.dka',
      subtopicName: 'Diabetic ketoacidosis',
      tags: ['endocrine', 'emergency'],
    });
    // The subtopic's back-link: the user's notes on it, named as the library names them.
    const linked = await call(asha.cookie, 'GET', '/api/notes?subtopicId=medicine.endocrine.dka');
    expect(linked.json().notes).toEqual([note]);
  });

  it('refuses a subtopic the library does not have, with a sentence', async () => {
    const asha = await student();
    const reply = await call(asha.cookie, 'POST', '/api/notes', { title: 'x', subtopicId: 'medicine.nothing' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(notesMessages.unknownSubtopic);
  });

  it('a retried create with the same client id makes one note', async () => {
    const asha = await student();
    const clientId = crypto.randomUUID();
    const first = await call(asha.cookie, 'POST', '/api/notes', { title: 'Offline note', clientId });
    const again = await call(asha.cookie, 'POST', '/api/notes', { title: 'Offline note', clientId });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect((await call(asha.cookie, 'GET', '/api/notes')).json().notes).toHaveLength(1);
  });

  it('an edit from the latest version saves version 2; a stale one is 409 with both versions', async () => {
    const asha = await student();
    const { note } = (await call(asha.cookie, 'POST', '/api/notes', { title: 'Heart failure', content: 'v1' })).json();
    const phone = await call(asha.cookie, 'PUT', `/api/notes/${note.id}`, {
      title: 'Heart failure',
      content: 'from the phone',
      baseVersion: 1,
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.json().note).toMatchObject({ version: 2, content: 'from the phone' });

    const laptop = await call(asha.cookie, 'PUT', `/api/notes/${note.id}`, {
      title: 'Heart failure',
      content: 'from the laptop, edited offline',
      baseVersion: 1,
    });
    expect(laptop.statusCode).toBe(409);
    expect(laptop.json()).toMatchObject({
      success: false,
      error: 'version_conflict',
      message: notesMessages.staleVersion,
      server: { version: 2, content: 'from the phone' },
      yours: { content: 'from the laptop, edited offline', baseVersion: 1 },
    });
    // Nothing was overwritten.
    expect((await call(asha.cookie, 'GET', `/api/notes/${note.id}`)).json().note.content).toBe('from the phone');
  });

  it('searches only the user’s own notes, by title, text and tag', async () => {
    const asha = await student();
    const ravi = await student();
    await call(asha.cookie, 'POST', '/api/notes', { title: 'Thyroid storm', content: 'Burch-Wartofsky score' });
    await call(asha.cookie, 'POST', '/api/notes', { title: 'Other', content: 'x', tags: ['wartofsky-tag'] });
    await call(ravi.cookie, 'POST', '/api/notes', { title: 'Ravi thyroid', content: 'Burch-Wartofsky too' });
    const found = (await call(asha.cookie, 'GET', '/api/notes?q=wartofsky')).json().notes;
    expect(found.map((n: { title: string }) => n.title).sort()).toEqual(['Other', 'Thyroid storm']);
    expect((await call(asha.cookie, 'GET', '/api/notes?q=100%25')).json().notes).toEqual([]);
  });

  it('library search shows the asker’s own matching notes as “your notes”, never another user’s', async () => {
    const asha = await student();
    const ravi = await student();
    const long = `${'Background words. '.repeat(20)}The Kocher manoeuvre mobilises the duodenum.`;
    await call(asha.cookie, 'POST', '/api/notes', { title: 'Duodenum surgery', content: long });
    await call(asha.cookie, 'POST', '/api/notes', { title: 'Kocher only', content: 'no second word' });
    await call(ravi.cookie, 'POST', '/api/notes', { title: 'Ravi kocher', content: 'Kocher duodenum' });
    const reply = await call(asha.cookie, 'GET', `/api/library/search?q=${encodeURIComponent('kocher duodenum')}`);
    expect(reply.statusCode).toBe(200);
    const yourNotes = reply.json().yourNotes as { title: string; snippet: string }[];
    expect(yourNotes.map((n) => n.title)).toEqual(['Duodenum surgery']);
    expect(yourNotes[0]?.snippet).toMatch(/^….*Kocher manoeuvre mobilises the duodenum\.$/);
    const ravis = (await call(ravi.cookie, 'GET', '/api/library/search?q=kocher')).json().yourNotes;
    expect(ravis.map((n: { title: string }) => n.title)).toEqual(['Ravi kocher']);
  });

  it('deletes a note', async () => {
    const asha = await student();
    const { note } = (await call(asha.cookie, 'POST', '/api/notes', { title: 'Temp' })).json();
    expect((await call(asha.cookie, 'DELETE', `/api/notes/${note.id}`)).statusCode).toBe(200);
    expect((await call(asha.cookie, 'GET', `/api/notes/${note.id}`)).statusCode).toBe(404);
  });
});

describe('PDFs', () => {
  it('uploads a real PDF: id, title from the file name, page count; the owner reads the bytes, with ranges', async () => {
    const asha = await student();
    const bytes = await makePdf(3);
    const reply = await uploadPdf(t.app, { cookie: asha.cookie, origin, bytes, filename: 'Anatomy notes.pdf' });
    expect(reply.statusCode).toBe(201);
    const { pdf } = reply.json();
    expect(pdf).toMatchObject({ title: 'Anatomy notes', pageCount: 3, fileSize: bytes.length });

    const whole = await call(asha.cookie, 'GET', `/api/pdfs/${pdf.id}/data`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await t.app.inject({
      method: 'GET',
      url: `/api/pdfs/${pdf.id}/data`,
      headers: { cookie: asha.cookie, range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);

    const beyond = await t.app.inject({
      method: 'GET',
      url: `/api/pdfs/${pdf.id}/data`,
      headers: { cookie: asha.cookie, range: `bytes=${bytes.length + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);

    expect((await call(asha.cookie, 'GET', '/api/pdfs')).json().pdfs).toHaveLength(1);
    // Uploads are not purchases: the purchased list stays empty.
    expect((await call(asha.cookie, 'GET', `/api/pdfs/category/purchased?email=${asha.email}`)).json().pdfs).toEqual(
      [],
    );
  });

  it('refuses a renamed executable with a sentence, by its content', async () => {
    const asha = await student();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(4000, 7)]);
    const reply = await uploadPdf(t.app, { cookie: asha.cookie, origin, bytes: exe, filename: 'notes.pdf' });
    expect(reply.statusCode).toBe(415);
    expect(reply.json().message).toBe(notesMessages.pdfNotPdf);
    expect((await call(asha.cookie, 'GET', '/api/pdfs')).json().pdfs).toEqual([]);
  });

  it('refuses a file that starts like a PDF but does not parse', async () => {
    const asha = await student();
    const broken = Buffer.from('%PDF-1.7\nthis is not really a pdf\n');
    const reply = await uploadPdf(t.app, { cookie: asha.cookie, origin, bytes: broken });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(notesMessages.pdfUnreadable);
  });

  it('refuses a file over the configured limit, naming the limit', async () => {
    const asha = await student();
    const big = Buffer.concat([await makePdf(1), Buffer.alloc(PDF_LIMIT + 1024, 32)]);
    const reply = await uploadPdf(t.app, { cookie: asha.cookie, origin, bytes: big });
    expect(reply.statusCode).toBe(413);
    expect(reply.json().message).toBe(notesMessages.pdfTooLarge(0));
  });

  it('refuses an upload from another site, or without an Origin', async () => {
    const asha = await student();
    const bytes = await makePdf(1);
    expect((await uploadPdf(t.app, { cookie: asha.cookie, origin: 'https://evil.example', bytes })).statusCode).toBe(
      403,
    );
    expect((await uploadPdf(t.app, { cookie: asha.cookie, origin: '', bytes })).statusCode).toBe(403);
  });

  it('asks for the file field when the form has none', async () => {
    const asha = await student();
    const reply = await uploadPdf(t.app, { cookie: asha.cookie, origin, bytes: await makePdf(1), field: 'other' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(notesMessages.pdfMissingFile);
  });
});

describe('pearls', () => {
  it(`pays ${PEARL_XP} XP for each of the first ${PEARLS_PAID_PER_DAY} pearls a day, nothing after, nothing for a repeat`, async () => {
    const asha = await student();
    const db = t.database.handle.db;
    const repeat = await call(asha.cookie, 'POST', '/api/pearls', {
      title: 'Beck triad',
      content: 'Hypotension, muffled heart sounds, raised JVP: the triad of acute cardiac tamponade.',
      subtopicId: 'medicine.cardiology.heart-failure',
    });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toMatchObject({
      xpAwarded: PEARL_XP,
      pearl: { subjectId: 'medicine', subjectName: 'Medicine', subtopicId: 'medicine.cardiology.heart-failure' },
    });
    const again = await call(asha.cookie, 'POST', '/api/pearls', {
      title: 'Beck triad again',
      content: 'hypotension; muffled heart sounds;  raised JVP -- the triad of acute cardiac tamponade',
    });
    expect(again.json()).toMatchObject({ xpAwarded: 0, message: notesMessages.pearlNoXpRepeat });
    const short = await call(asha.cookie, 'POST', '/api/pearls', { title: 'Short', content: 'Fact in a few words' });
    expect(short.json()).toMatchObject({ xpAwarded: 0, message: notesMessages.pearlNoXpShort });
    const xps: number[] = [];
    for (let index = 0; index < 3; index++) {
      const reply = await call(asha.cookie, 'POST', '/api/pearls', {
        title: `Pearl ${index}`,
        content: `Fact ${index}: ${'a pearl long enough to be worth the XP that a pearl pays. '.repeat(2)}`,
      });
      xps.push(reply.json().xpAwarded);
    }
    expect(xps).toEqual([PEARL_XP, 0, 0]);
    expect(PEARLS_PAID_PER_DAY).toBe(2);
    expect((await walletOf(db, asha.id)).xp).toBe(PEARL_XP * PEARLS_PAID_PER_DAY);
    await expectLedgerBalanced(db);
    expect((await call(asha.cookie, 'GET', '/api/pearls?q=beck')).json().pearls).toHaveLength(2);
  });

  it('a retried create with the same client id pays once', async () => {
    const asha = await student();
    const clientId = crypto.randomUUID();
    const body = {
      title: 'Virchow triad',
      content: 'Stasis, endothelial injury, hypercoagulability: the three causes of venous thrombosis.',
      clientId,
    };
    const first = await call(asha.cookie, 'POST', '/api/pearls', body);
    const second = await call(asha.cookie, 'POST', '/api/pearls', body);
    expect([first.json().xpAwarded, second.json().xpAwarded]).toEqual([PEARL_XP, 0]);
    expect((await walletOf(t.database.handle.db, asha.id)).xp).toBe(PEARL_XP);
  });

  it('refuses a pearl over 500 characters with a sentence', async () => {
    const asha = await student();
    const reply = await call(asha.cookie, 'POST', '/api/pearls', { title: 'Long', content: 'x'.repeat(501) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toContain(notesMessages.pearlContentTooLong);
  });
});

describe('another user’s items', () => {
  it('every route with an id answers 403 or 404 to another user, never the item', async () => {
    const owner = await student();
    const other = await student();
    const { note } = (
      await call(owner.cookie, 'POST', '/api/notes', { title: 'Secret note', content: 'SECRET-N' })
    ).json();
    const { pearl } = (
      await call(owner.cookie, 'POST', '/api/pearls', { title: 'Secret pearl', content: 'SECRET-P' })
    ).json();
    const { pdf } = (
      await uploadPdf(t.app, { cookie: owner.cookie, origin, bytes: await makePdf(2, 'SECRET-F') })
    ).json();

    const attempts = [
      call(other.cookie, 'GET', `/api/notes/${note.id}`),
      call(other.cookie, 'PUT', `/api/notes/${note.id}`, { title: 'mine now', content: 'x', baseVersion: 1 }),
      call(other.cookie, 'DELETE', `/api/notes/${note.id}`),
      call(other.cookie, 'POST', '/api/notes', { title: 'steal by client id', clientId: note.id }),
      call(other.cookie, 'GET', `/api/pearls/${pearl.id}`),
      call(other.cookie, 'DELETE', `/api/pearls/${pearl.id}`),
      call(other.cookie, 'POST', '/api/pearls', { title: 'steal', content: 'by client id', clientId: pearl.id }),
      call(other.cookie, 'GET', `/api/pdfs/${pdf.id}`),
      call(other.cookie, 'GET', `/api/pdfs/${pdf.id}/data`),
      call(other.cookie, 'DELETE', `/api/pdfs/${pdf.id}`),
      call(other.cookie, 'GET', `/api/pdfs/category/purchased?email=${owner.email}`),
    ];
    for (const reply of await Promise.all(attempts)) {
      expect([403, 404]).toContain(reply.statusCode);
      expect(reply.body).not.toMatch(/SECRET|Secret/);
    }
    // Lists are the asker's own.
    expect((await call(other.cookie, 'GET', '/api/notes')).json().notes).toEqual([]);
    expect((await call(other.cookie, 'GET', '/api/pearls')).json().pearls).toEqual([]);
    expect((await call(other.cookie, 'GET', '/api/pdfs')).json().pdfs).toEqual([]);
    // And the owner's items are untouched.
    expect((await call(owner.cookie, 'GET', `/api/notes/${note.id}`)).json().note).toMatchObject({
      title: 'Secret note',
      version: 1,
    });
    expect((await call(owner.cookie, 'GET', `/api/pdfs/${pdf.id}/data`)).statusCode).toBe(200);
    // Signed out: 401.
    expect((await t.app.inject({ method: 'GET', url: `/api/notes/${note.id}` })).statusCode).toBe(401);
  });
});

describe("the library's names", () => {
  it('names a whole list with one lookup in the library, not one per note', async () => {
    const db = t.database.handle.db;
    const library = createLibraryService({ db });
    const lookups: Parameters<NotesLibrary['names']>[0][] = [];
    const notes = createNotesService({
      db,
      library: {
        ...library,
        names: (ids) => {
          lookups.push(ids);
          return library.names(ids);
        },
      },
      economy: createEconomyService({ db }),
      images: { image: () => Promise.reject(new Error('no pictures in this test')) },
    });
    // The service reads only the owner's id.
    const asha = { id: (await student()).id } as SessionUser;
    const links = [
      { subtopicId: 'medicine.endocrine.dka' },
      { subtopicId: 'medicine.cardiology.heart-failure' },
      { subjectId: 'medicine' },
      {},
    ];
    for (const [index, link] of links.entries()) await notes.createNote(asha, { title: `Note ${index}`, ...link });
    lookups.length = 0;
    const listed = await notes.listNotes(asha, {});
    expect(lookups).toHaveLength(1);
    expect(listed.map((note) => [note.title, note.subjectName, note.subtopicName])).toEqual([
      ['Note 3', null, null],
      ['Note 2', 'Medicine', null],
      ['Note 1', 'Medicine', 'Heart failure'],
      ['Note 0', 'Medicine', 'Diabetic ketoacidosis'],
    ]);
  });

  it('leaves a name out, rather than failing, for an id the library no longer has', async () => {
    const library = createLibraryService({ db: t.database.handle.db });
    const names = await library.names({
      subjectIds: ['medicine', 'medicine', 'gone'],
      subtopicIds: ['medicine.endocrine.dka', 'gone.subtopic'],
    });
    expect(Object.fromEntries(names.subjects)).toEqual({ medicine: 'Medicine' });
    expect(Object.fromEntries(names.subtopics)).toEqual({ 'medicine.endocrine.dka': 'Diabetic ketoacidosis' });
    expect(await library.names({ subjectIds: [], subtopicIds: [] })).toEqual({
      subjects: new Map(),
      subtopics: new Map(),
    });
  });
});
