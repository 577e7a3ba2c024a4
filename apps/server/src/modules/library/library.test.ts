import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIBRARY_SUBJECT_IDS, notesFileSchema, noteWordCount } from '@medsutra/contract/library/content';
import { libraryMessages } from '@medsutra/contract/library/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import { libraryFixturesRoot, useFixtureLibrary } from '../../../test/helpers/library.ts';
import { searchTitle } from './repository.ts';

let t: TestApp;
let cookie: string;
/** What the web build renders for the fixtures' two figures (only their size matters here). */
let dist: string;
const drawing = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width / 4} ${height / 4}" width="${width}" height="${height}" role="img"></svg>`;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'medsutra-library-dist-'));
  fs.mkdirSync(path.join(dist, 'figures'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>MedSutra</title>');
  fs.writeFileSync(path.join(dist, 'figures', 'ecg.sinus-75.svg'), drawing(660, 160));
  fs.writeFileSync(path.join(dist, 'figures', 'ecg.sinus-150.svg'), drawing(1060, 580));
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  await useFixtureLibrary(t.database.handle.db);
  cookie = (await createSignedInUser(t.database.handle.db, new Date())).cookie;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, withSession = true) =>
  t.app.inject({ method: 'GET', url, headers: withSession ? { cookie } : {} });

const topHit = async (q: string) => {
  const reply = await get(`/api/library/search?q=${encodeURIComponent(q)}`);
  expect(reply.statusCode).toBe(200);
  return reply.json().results[0];
};

describe('browsing the library', () => {
  it('lists all 19 subjects, each with the subtopics imported for it', async () => {
    const reply = await get('/api/library/subjects');
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.subjects).toHaveLength(19);
    const medicine = body.subjects.find((s: { id: string }) => s.id === 'medicine');
    expect(medicine).toEqual({
      id: 'medicine',
      name: 'Medicine',
      topicCount: 2,
      subtopicCount: 6,
      notedCount: 3,
      questionCount: 2,
    });
    expect(body.subtopicTotal).toBe(9);
  });

  it('shows a subject as topics with their subtopics, marking which have notes', async () => {
    const body = (await get('/api/library/subjects/medicine')).json();
    expect(body.topics.map((topic: { name: string }) => topic.name)).toEqual(['Endocrinology', 'Cardiology']);
    expect(body.topics[0].subtopics[0]).toEqual({
      id: 'medicine.endocrine.dka',
      name: 'Diabetic ketoacidosis',
      yield: 'high',
      hasNotes: true,
    });
    expect(body.topics[0].subtopics[2]).toMatchObject({ id: 'medicine.endocrine.thyroid-storm', hasNotes: false });
  });

  it('opens a subtopic with its sections, references, neighbours and version', async () => {
    const reply = await get('/api/library/subtopics/medicine.endocrine.dka');
    expect(reply.statusCode).toBe(200);
    const { subtopic } = reply.json();
    expect(subtopic).toMatchObject({
      name: 'Diabetic ketoacidosis',
      aliases: ['DKA'],
      subject: { id: 'medicine', name: 'Medicine' },
      topic: { id: 'medicine.endocrine', name: 'Endocrinology' },
      questionCount: 1,
    });
    expect(subtopic.notes.sections).toHaveLength(1);
    expect(subtopic.notes.sections[0].points).toHaveLength(5);
    expect(subtopic.notes.sections[0].points[0]).toContain('250 mg/dL');
    expect(subtopic.notes).toMatchObject({ tables: [], mnemonics: [], traps: [], figures: [], lastReviewed: null });
    expect(subtopic.notes.references[0]).toContain('Harrison');
    expect(subtopic.notes.version).toMatch(/^[0-9a-f]{16}$/);
    expect(subtopic.notes.source).toBe('MedSutra');
    expect(subtopic.related.map((r: { id: string }) => r.id)).toEqual([
      'medicine.endocrine.hhs',
      'medicine.endocrine.thyroid-storm',
    ]);
  });

  it('opens a structured note whole: tables, mnemonics, traps, its figure with the catalogue alt text and size, and when it was last reviewed', async () => {
    const { subtopic } = (await get('/api/library/subtopics/physiology.cardiovascular.ecg')).json();
    expect(subtopic.notes.sections.map((section: { heading: string }) => section.heading)).toEqual([
      'Recording and the grid',
      'Waves and what they record',
      'Leads and axis',
    ]);
    expect(subtopic.notes.tables.map((table: { title: string }) => table.title)).toEqual([
      'The normal intervals',
      'Heart rate from the RR interval at 25 mm/s',
    ]);
    expect(subtopic.notes.tables[0].rows[0]).toEqual([
      'P wave',
      'Up to 0.12 s (3 small squares)',
      'Atrial depolarisation',
    ]);
    expect(subtopic.notes.mnemonics).toHaveLength(1);
    expect(subtopic.notes.traps).toHaveLength(3);
    expect(subtopic.notes.figures).toEqual([
      {
        id: 'ecg.sinus-75',
        caption: 'Normal sinus rhythm at 75/min in lead II at 25 mm/s',
        alt: expect.stringMatching(/^Single-lead ECG rhythm strip/),
        // The catalogue names no size: the box is the drawing's, as the build rendered it.
        width: 660,
        height: 160,
      },
    ]);
    expect(subtopic.notes).toMatchObject({ written: '2026-11-27', lastReviewed: '2026-11-28' });
  });

  it('says a subtopic without notes has none instead of inventing them', async () => {
    const { subtopic } = (await get('/api/library/subtopics/medicine.endocrine.thyroid-storm')).json();
    expect(subtopic.notes).toBeNull();
  });

  it('answers 404 with a sentence for an unknown subject or subtopic', async () => {
    const subtopic = await get('/api/library/subtopics/medicine.endocrine.nothing');
    expect(subtopic.statusCode).toBe(404);
    expect(subtopic.json().message).toBe(libraryMessages.subtopicNotFound);
    const subject = await get('/api/library/subjects/astrology');
    expect(subject.statusCode).toBe(404);
    expect(subject.json().message).toBe(libraryMessages.subjectNotFound);
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/api/library/subjects', '/api/library/search?q=MI', '/api/library/subtopics/x.y.z']) {
      expect((await get(url, false)).statusCode).toBe(401);
    }
  });
});

describe('GET /api/library/search', () => {
  it('finds myocardial infarction by its abbreviation, a misspelling and its everyday name', async () => {
    for (const q of ['MI', 'myocardal infarction', 'heart attack', 'Myocardial infarction', 'myocard']) {
      expect(await topHit(q), q).toMatchObject({
        kind: 'subtopic',
        id: 'medicine.cardiology.myocardial-infarction',
      });
    }
  });

  it('expands an abbreviation both ways and says what it also searched', async () => {
    const byShort = (await get('/api/library/search?q=dka')).json();
    expect(byShort.alsoSearched).toContain('diabetic ketoacidosis');
    expect(byShort.results[0].id).toBe('medicine.endocrine.dka');
    const byLong = (await get('/api/library/search?q=diabetic%20ketoacidosis')).json();
    expect(byLong.alsoSearched).toContain('dka');
  });

  it('finds questions and cases by their text but never shows a question’s answer', async () => {
    const body = (await get('/api/library/search?q=troponin')).json();
    const kinds = body.results.map((hit: { kind: string }) => hit.kind);
    expect(kinds).toContain('question');
    const question = body.results.find((hit: { kind: string }) => hit.kind === 'question');
    expect(question.id).toBe('medicine.q002');
    const text = JSON.stringify(body);
    expect(text).not.toContain('most sensitive and specific');
    expect(text).not.toContain('answerIndex');
    expect(text).not.toContain('specific to heart muscle');
    const cases = (await get('/api/library/search?q=drowsy%20teenager')).json();
    expect(cases.results[0]).toMatchObject({ kind: 'case', id: 'ward.c01' });
  });

  it('titles a long question stem at a whole word, with an ellipsis', async () => {
    const title = async (text: string) => {
      const result = (await t.database.handle.db.execute(
        sql`select ${searchTitle(sql`${text}::text`)} as title`,
      )) as unknown as { rows: { title: string }[] };
      return result.rows[0]!.title;
    };
    const short = 'Which drug is first line in anaphylaxis?';
    expect(await title(short)).toBe(short);
    const long = `${'A 19-year-old with type 1 diabetes has vomiting and deep sighing breathing. '.repeat(2)}What is the next step?`;
    const cut = await title(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(161);
    const kept = cut.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toBe(' ');
  });

  it('finds nothing, rather than everything, for stop words or an unrelated topic', async () => {
    const stop = (await get('/api/library/search?q=the%20of')).json();
    expect(stop.results).toEqual([]);
    const cricket = (await get('/api/library/search?q=IPL%20cricket%20match%20score')).json();
    expect(cricket.results).toEqual([]);
  });

  it('refuses an empty or one-letter search with a sentence, and treats operators as text', async () => {
    for (const [q, message] of [
      ['', libraryMessages.searchTooShort],
      ['a', libraryMessages.searchTooShort],
      ['x'.repeat(201), libraryMessages.searchTooLong],
    ] as const) {
      const reply = await get(`/api/library/search?q=${q}`);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(message);
    }
    const odd = await get(`/api/library/search?q=${encodeURIComponent("heart & ! | :* ' failure")}`);
    expect(odd.statusCode).toBe(200);
    expect(odd.json().results[0].id).toBe('medicine.cardiology.heart-failure');
  });
});

describe('GET /api/library/stats', () => {
  it('counts the library by subject, format and difficulty, its gaps, and its notes by yield', async () => {
    const reply = await get('/api/library/stats');
    expect(reply.statusCode).toBe(200);
    const stats = reply.json();
    const zero = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, 0]));
    // The fixtures: medicine's two questions, physiology's five (one of each format, one with a
    // figure), five notes (all high yield; one with tables), one case, two catalogued figures.
    const wordsOf = (file: string) =>
      notesFileSchema
        .parse(JSON.parse(fs.readFileSync(path.join(libraryFixturesRoot, file), 'utf8')))
        .notes.map(noteWordCount);
    const words = [...wordsOf('medicine/notes.json'), ...wordsOf('physiology/notes.json')].sort((a, b) => a - b);
    expect(stats).toEqual({
      questions: 7,
      notes: 5,
      cases: 1,
      images: 2,
      questionsBySubject: { ...zero(LIBRARY_SUBJECT_IDS), medicine: 2, physiology: 5 },
      questionsByFormat: { single: 3, statements: 1, match: 1, sequence: 1, 'assertion-reason': 1 },
      questionsByDifficulty: { easy: 3, medium: 3, hard: 1 },
      // medicine: 4 of 6 subtopics have none; physiology: cardiac output.
      subtopicsWithoutQuestions: 5,
      // All five high-yield subtopics have fewer than 12.
      highYieldSubtopicsUnder12Questions: 5,
      notesByYield: {
        high: { count: 5, medianWords: words[2], withTable: 1 },
        medium: { count: 0, medianWords: 0, withTable: 0 },
        low: { count: 0, medianWords: 0, withTable: 0 },
      },
    });
  });

  it('needs a signed-in user', async () => {
    expect((await get('/api/library/stats', false)).statusCode).toBe(401);
  });
});

describe('GET /api/library/questions/:questionId', () => {
  it('shows a question as a student sees it before answering: its format parts and figure, never its answer', async () => {
    const reply = await get('/api/library/questions/physiology.q1003');
    expect(reply.statusCode).toBe(200);
    const { question } = reply.json();
    expect(question).toMatchObject({
      id: 'physiology.q1003',
      format: 'match',
      match: { leftTitle: 'ECG feature', rightTitle: 'Event' },
      statements: null,
      figure: null,
    });
    expect(question.options).toHaveLength(4);
    for (const secret of ['answerIndex', 'explanation', 'optionExplanations'])
      expect(question).not.toHaveProperty(secret);
    expect(JSON.stringify(reply.json())).not.toContain('A-2, B-4, C-1, D-3 is');

    const withFigure = (await get('/api/library/questions/physiology.q1001')).json().question;
    expect(withFigure.figure).toEqual({
      id: 'ecg.sinus-150',
      alt: expect.stringMatching(/^Single-lead ECG rhythm strip/),
      width: 1060,
      height: 580,
    });
  });

  it('answers 404 with a sentence for a question that is not in the library', async () => {
    const reply = await get('/api/library/questions/medicine.q999');
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(libraryMessages.questionNotFound);
  });
});

describe('input that cannot reach the database', () => {
  it('answers a NUL character in a path or a search with a 4xx sentence, never a 500', async () => {
    const subject = await get('/api/library/subjects/%00');
    expect(subject.statusCode).toBe(400);
    expect(subject.json().message).toBe(libraryMessages.subjectNotFound);
    const subtopic = await get('/api/library/subtopics/medicine.%00');
    expect(subtopic.statusCode).toBe(400);
    const search = await get('/api/library/search?q=heart%00failure');
    expect(search.statusCode).toBe(400);
  });
});
