/**
 * The repository's medical library as it ships (content/library/): every file valid, ids unique,
 * references everywhere, and the counts the library promises. These tests read the real content,
 * so they fail until every author's files have landed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  casesFileSchema,
  LIBRARY_MIN_QUESTIONS_PER_SUBJECT,
  LIBRARY_MIN_SUBTOPICS_WITH_NOTES,
  LIBRARY_SUBJECTS,
  LIBRARY_SUBTOPIC_TOTAL,
  notesFileSchema,
  questionsFileSchema,
  syllabusFileSchema,
} from '@medsutra/contract/library/content';
import { mindmapTreeSchema } from '@medsutra/contract/mindmaps/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, jsonHeaders, type TestApp } from './helpers/build-test-app.ts';
import { createSignedInUser } from './helpers/economy-users.ts';
import { fastJobsEnv, fundedUser, waitForMindmap, walletOf } from './helpers/mindmaps.ts';
import { libraryContentRoot } from './helpers/test-database.ts';

function load<T>(relative: string, schema: z.ZodType<T>): T {
  const file = path.join(libraryContentRoot, relative);
  expect(fs.existsSync(file), `${relative} is missing`).toBe(true);
  const parsed = schema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  expect(parsed.error?.issues.slice(0, 5) ?? [], `${relative} does not validate`).toEqual([]);
  return parsed.data!;
}

const subtopicIds = new Map<string, string>();
const allIds = new Set<string>();
const unique = (id: string) => {
  expect(allIds.has(id), `${id} is used twice`).toBe(false);
  allIds.add(id);
};

describe('content/library', () => {
  const notedBySubject = new Map<string, number>();

  it.each(LIBRARY_SUBJECTS.map((s) => [s.id, s.subtopics] as const))(
    '%s: a valid syllabus of %i subtopics, notes and at least 20 questions, each with one answer and references',
    (subject, expected) => {
      const syllabus = load(`${subject}/syllabus.json`, syllabusFileSchema);
      expect(syllabus.subject).toBe(subject);
      let count = 0;
      for (const topic of syllabus.topics) {
        for (const subtopic of topic.subtopics) {
          count++;
          unique(subtopic.id);
          expect(subtopic.id.startsWith(`${subject}.${topic.id}.`), subtopic.id).toBe(true);
          subtopicIds.set(subtopic.id, subject);
        }
      }
      expect(count).toBe(expected);

      const notes = load(`${subject}/notes.json`, notesFileSchema);
      for (const note of notes.notes) {
        unique(`notes:${note.subtopicId}`);
        expect(subtopicIds.get(note.subtopicId), `notes for unknown ${note.subtopicId}`).toBe(subject);
        expect(note.references.length).toBeGreaterThan(0);
      }
      notedBySubject.set(subject, notes.notes.length);

      const questionsDir = path.join(libraryContentRoot, subject, 'questions');
      const questions = fs
        .readdirSync(questionsDir)
        .filter((f) => f.endsWith('.json'))
        .flatMap((f) => load(`${subject}/questions/${f}`, questionsFileSchema).questions);
      expect(questions.length).toBeGreaterThanOrEqual(LIBRARY_MIN_QUESTIONS_PER_SUBJECT);
      for (const q of questions) {
        unique(q.id);
        expect(subtopicIds.get(q.subtopicId), `${q.id} points at unknown ${q.subtopicId}`).toBe(subject);
        // Exactly one answer: one index, four distinct options, an explanation for each option.
        expect(Number.isInteger(q.answerIndex) && q.answerIndex >= 0 && q.answerIndex < 4).toBe(true);
        expect(new Set(q.options.map((o) => o.trim().toLowerCase())).size, `${q.id} repeats an option`).toBe(4);
        expect(q.optionExplanations).toHaveLength(4);
        expect(q.references.length).toBeGreaterThan(0);
      }
    },
  );

  it(`has ${LIBRARY_SUBTOPIC_TOTAL} subtopics and notes for at least ${LIBRARY_MIN_SUBTOPICS_WITH_NOTES}`, () => {
    expect(subtopicIds.size).toBe(LIBRARY_SUBTOPIC_TOTAL);
    const noted = [...notedBySubject.values()].reduce((a, b) => a + b, 0);
    expect(noted).toBeGreaterThanOrEqual(LIBRARY_MIN_SUBTOPICS_WITH_NOTES);
  });

  it('has at least 36 staged cases, 12 each in neurology, gastroenterology and the ward, with rubrics', () => {
    const byArea = new Map<string, number>();
    const dir = path.join(libraryContentRoot, 'cases');
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    for (const name of files) {
      for (const item of load(`cases/${name}`, casesFileSchema).cases) {
        unique(item.id);
        byArea.set(item.area, (byArea.get(item.area) ?? 0) + 1);
        for (const id of item.subtopicIds) expect(subtopicIds.has(id), `${item.id} points at unknown ${id}`).toBe(true);
        expect(item.rubric.length).toBeGreaterThanOrEqual(5);
        expect(item.references.length).toBeGreaterThan(0);
      }
    }
    for (const area of ['neurology', 'gastroenterology', 'ward']) {
      expect(byArea.get(area) ?? 0, `${area} cases`).toBeGreaterThanOrEqual(12);
    }
  });

  it('has the subtopics other features rely on, with notes', () => {
    for (const [subject, id, name] of [
      ['medicine', 'medicine.endocrine.dka', 'Diabetic ketoacidosis'],
      ['medicine', 'medicine.cardiology.myocardial-infarction', 'Myocardial infarction'],
    ] as const) {
      const syllabus = load(`${subject}/syllabus.json`, syllabusFileSchema);
      const found = syllabus.topics.flatMap((t) => t.subtopics).find((s) => s.id === id);
      expect(found?.name).toBe(name);
      const notes = load(`${subject}/notes.json`, notesFileSchema);
      expect(
        notes.notes.some((n) => n.subtopicId === id),
        `${id} has notes`,
      ).toBe(true);
    }
  });
});

describe('the imported library', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: fastJobsEnv() });
  });
  afterAll(() => t.close());

  it('GET /api/library/subjects lists 19 subjects whose subtopics add up to 745', async () => {
    const { cookie } = await createSignedInUser(t.database.handle.db, new Date());
    const reply = await t.app.inject({ method: 'GET', url: '/api/library/subjects', headers: { cookie } });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.subjects).toHaveLength(19);
    expect(body.subjects.map((s: { id: string }) => s.id)).toEqual(LIBRARY_SUBJECTS.map((s) => s.id));
    for (const subject of body.subjects) {
      const expected = LIBRARY_SUBJECTS.find((s) => s.id === subject.id)!.subtopics;
      expect(subject.subtopicCount, subject.id).toBe(expected);
    }
    expect(body.subtopicTotal).toBe(LIBRARY_SUBTOPIC_TOTAL);
  });

  it('finds myocardial infarction for MI, a misspelling and heart attack', async () => {
    const { cookie } = await createSignedInUser(t.database.handle.db, new Date());
    for (const q of ['MI', 'myocardal infarction', 'heart attack']) {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/library/search?q=${encodeURIComponent(q)}`,
        headers: { cookie },
      });
      expect(reply.json().results[0], q).toMatchObject({
        kind: 'subtopic',
        id: 'medicine.cardiology.myocardial-infarction',
      });
    }
  });

  it('makes the offline DKA mindmap from DKA’s own notes, with their references, and refuses cricket for free', async () => {
    const notes = load('medicine/notes.json', notesFileSchema).notes.find(
      (n) => n.subtopicId === 'medicine.endocrine.dka',
    )!;
    const user = await fundedUser(t.database.handle.db, 250);
    const generate = (topic: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/mindmap/generate',
        headers: { ...jsonHeaders, cookie: user.cookie },
        payload: { topic, userEmail: user.email },
      });
    const cricket = await generate('IPL cricket match score');
    expect(cricket.statusCode).toBe(400);
    expect(cricket.json().error).toBe('not_medical');
    expect((await walletOf(t.database.handle.db, user.id)).coins).toBe(250);

    const reply = await generate('DKA');
    expect(reply.statusCode).toBe(202);
    const row = await waitForMindmap(t.database.handle.db, reply.json().mindmapId, ['ready'], { pdf: true });
    expect(row.grounding).toBe('library-offline');
    const tree = mindmapTreeSchema.parse(row.tree);
    expect(tree.topic).toBe('Diabetic ketoacidosis');
    // DKA's full note: one node per section, its points beneath (a branch holds at most 12).
    const points = tree.branches.find((b) => b.label === 'High-yield points')!.children;
    expect(points.map((p) => p.label)).toEqual(notes.sections.slice(0, 12).map((s) => s.heading));
    const first = points[0]!.children[0]!.label.replace(/…$/, '');
    expect(first).toBe(notes.sections[0]!.points[0]!.slice(0, first.length));
    expect(row.references).toEqual(expect.arrayContaining(notes.references));
    expect(tree.branches.at(-1)!.label).toBe('References');
  });
});
