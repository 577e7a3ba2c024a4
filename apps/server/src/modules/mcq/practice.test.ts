import crypto from 'node:crypto';
import { mcqMessages, PRACTICE_XP_BY_DIFFICULTY, PRACTICE_XP_DAILY_CAP } from '@medsutra/contract/mcq/practice-api';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, expectLedgerBalanced } from '../../../test/helpers/economy-users.ts';
import { walletOf } from '../../../test/helpers/mindmaps.ts';
import {
  answerIndexes,
  optionId,
  practiceXpOf,
  sendAnswer,
  setBookmark,
  setPracticeXpToday,
  startedPractice,
  startPractice,
} from '../../../test/helpers/practice.ts';
import { questionBodyFields } from '../../../test/helpers/question-body-fields.ts';
import { testAppForFile } from '../../../test/helpers/test-app-for-file.ts';
import { economyDay } from '../../lib/calendar.ts';

const now = new Date('2026-11-23T10:00:00Z');
let clock = now;
const t = testAppForFile({ now: () => clock });

const db = () => t.database.handle.db;
const student = (name = 'Meera Iyer') => createSignedInUser(db(), now, { fullName: name });

describe('starting a practice session', () => {
  it('deals the asked number of questions from the chosen subjects and difficulty, with no answer in sight', async () => {
    const user = await student();
    const session = await startedPractice(t, user, {
      filters: { subjects: ['pharmacology'], difficulty: ['medium'] },
      count: 5,
    });
    expect(session.questions).toHaveLength(5);
    expect(new Set(session.questions.map((q) => q.id)).size).toBe(5);
    for (const question of session.questions) {
      expect(question.subjectId).toBe('pharmacology');
      expect(question.difficulty).toBe('medium');
      expect(Object.keys(question).sort()).toEqual(
        ['bookmarked', 'difficulty', 'id', 'options', 'subjectId', 'subtopicId', ...questionBodyFields].sort(),
      );
      expect(question.options).toHaveLength(4);
      for (const option of question.options) expect(Object.keys(option).sort()).toEqual(['id', 'text']);
      // Random ids: not a position, not a letter, not repeated.
      expect(new Set(question.options.map((o) => o.id)).size).toBe(4);
      for (const option of question.options) expect(option.id).not.toMatch(/^([0-3]|[a-dA-D])$/);
    }
  });

  it('gives the same question different option ids in another session', async () => {
    const user = await student();
    const first = await startedPractice(t, user, { filters: { subjects: ['anatomy'] }, count: 50 });
    const second = await startedPractice(t, user, { filters: { subjects: ['anatomy'] }, count: 50 });
    const question = first.questions[0]!;
    const again = second.questions.find((q) => q.id === question.id)!;
    expect(again).toBeDefined();
    expect(again.options.map((o) => o.text)).toEqual(question.options.map((o) => o.text));
    expect(again.options.map((o) => o.id)).not.toEqual(question.options.map((o) => o.id));
  });

  it('refuses bad filters with a sentence a student can act on', async () => {
    const user = await student();
    const cases: [Record<string, unknown>, string][] = [
      [{ count: 0 }, mcqMessages.countInvalid],
      [{ count: 51 }, mcqMessages.countInvalid],
      [{ filters: { subjects: ['astrology'] } }, mcqMessages.subjectInvalid],
      [{ filters: { subtopics: ['not a subtopic'] } }, mcqMessages.subtopicInvalid],
      [{ filters: { onlyUnseen: true, onlyMistakes: true } }, mcqMessages.onlyOneOf],
    ];
    for (const [payload, message] of cases) {
      const reply = await startPractice(t, user, payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json().message).toContain(message);
      expect(reply.json()).not.toHaveProperty('stack');
      expect(reply.body).not.toMatch(/\n\s+at /);
    }
  });

  it('says so when nothing matches, and asks a signed-out visitor to sign in', async () => {
    const user = await student();
    const none = await startPractice(t, user, { filters: { onlyBookmarked: true } });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(mcqMessages.noQuestions);
    expect((await startPractice(t, null, {})).statusCode).toBe(401);
  });
});

describe('answering', () => {
  it('marks an answer, explains it with references and pays XP by difficulty for the first correct answer only', async () => {
    const user = await student();
    const session = await startedPractice(t, user, { filters: { subjects: ['medicine'] }, count: 3 });
    const keys = await answerIndexes(
      db(),
      session.questions.map((q) => q.id),
    );
    const question = session.questions[0]!;
    const right = optionId(question, keys.get(question.id)!);
    const answerId = crypto.randomUUID();
    const reply = await sendAnswer(t, user, {
      sessionId: session.sessionId,
      questionId: question.id,
      choice: right,
      answerId,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    const xpFor = (await practiceXpOf(db(), [question.id])).get(question.id)!;
    expect(body).toMatchObject({ correct: true, chosenOptionId: right, correctOptionId: right, xpAwarded: xpFor });
    expect(body.explanation.length).toBeGreaterThan(10);
    expect(body.references.length).toBeGreaterThan(0);
    expect(Array.isArray(body.notes)).toBe(true);
    expect(await walletOf(db(), user.id)).toMatchObject({ xp: xpFor });

    // The same answer sent again: the same reply, nothing paid twice.
    const again = await sendAnswer(t, user, {
      sessionId: session.sessionId,
      questionId: question.id,
      choice: right,
      answerId,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    expect(await walletOf(db(), user.id)).toMatchObject({ xp: xpFor });

    // A second answer to the same question in the session is refused, not counted.
    const other = await sendAnswer(t, user, { sessionId: session.sessionId, questionId: question.id, choice: right });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(mcqMessages.alreadyAnswered);

    // Correct again in a later session: marked, but no XP (it is not the first correct answer).
    const later = await startedPractice(t, user, { filters: { subjects: ['medicine'] }, count: 50 });
    const same = later.questions.find((q) => q.id === question.id)!;
    const laterReply = await sendAnswer(t, user, {
      sessionId: later.sessionId,
      questionId: same.id,
      choice: optionId(same, keys.get(same.id)!),
    });
    expect(laterReply.json()).toMatchObject({ correct: true, xpAwarded: 0 });
    expect(await walletOf(db(), user.id)).toMatchObject({ xp: xpFor });
    await expectLedgerBalanced(db());
  });

  it('shows the right option after a wrong answer, pays nothing and keeps it for the mistakes filter', async () => {
    const user = await student();
    const session = await startedPractice(t, user, { filters: { subjects: ['surgery'] }, count: 2 });
    const keys = await answerIndexes(
      db(),
      session.questions.map((q) => q.id),
    );
    const [wrongOne, rightOne] = session.questions as [(typeof session.questions)[0], (typeof session.questions)[0]];
    const wrong = await sendAnswer(t, user, {
      sessionId: session.sessionId,
      questionId: wrongOne.id,
      choice: optionId(wrongOne, keys.get(wrongOne.id)!, false),
    });
    expect(wrong.json()).toMatchObject({
      correct: false,
      correctOptionId: optionId(wrongOne, keys.get(wrongOne.id)!),
      xpAwarded: 0,
    });
    await sendAnswer(t, user, {
      sessionId: session.sessionId,
      questionId: rightOne.id,
      choice: optionId(rightOne, keys.get(rightOne.id)!),
    });
    const mistakes = await startedPractice(t, user, { filters: { onlyMistakes: true }, count: 50 });
    expect(mistakes.questions.map((q) => q.id)).toEqual([wrongOne.id]);
    const unseen = await startedPractice(t, user, { filters: { subjects: ['surgery'], onlyUnseen: true }, count: 50 });
    const unseenIds = unseen.questions.map((q) => q.id);
    expect(unseenIds).not.toContain(wrongOne.id);
    expect(unseenIds).not.toContain(rightOne.id);
    expect(unseenIds.length).toBeGreaterThan(0);
  });

  it('refuses another account’s session (403), an unknown choice and a question from outside the session', async () => {
    const owner = await student('Owner');
    const intruder = await student('Intruder');
    const session = await startedPractice(t, owner, { filters: { subjects: ['ent'] }, count: 1 });
    const question = session.questions[0]!;
    const theirs = await sendAnswer(t, intruder, {
      sessionId: session.sessionId,
      questionId: question.id,
      choice: question.options[0]!.id,
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(mcqMessages.sessionNotYours);
    const unknownChoice = await sendAnswer(t, owner, {
      sessionId: session.sessionId,
      questionId: question.id,
      choice: 'A',
    });
    expect(unknownChoice.statusCode).toBe(400);
    expect(unknownChoice.json().message).toBe(mcqMessages.choiceNotAnOption);
    const outside = await sendAnswer(t, owner, { sessionId: session.sessionId, questionId: 'ent.q999', choice: 'x' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(mcqMessages.questionNotInSession);
    const noSession = await sendAnswer(t, owner, {
      sessionId: crypto.randomUUID(),
      questionId: question.id,
      choice: 'x',
    });
    expect(noSession.statusCode).toBe(404);
    const badId = await sendAnswer(t, owner, {
      sessionId: session.sessionId,
      questionId: question.id,
      choice: 'x',
      answerId: 'one',
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain(mcqMessages.answerIdRequired);
  });

  it('pays 2, 3 and 5 XP for a first correct easy, medium and hard answer', async () => {
    const user = await student();
    let total = 0;
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const session = await startedPractice(t, user, { filters: { difficulty: [difficulty] }, count: 1 });
      const question = session.questions[0]!;
      const keys = await answerIndexes(db(), [question.id]);
      const reply = await sendAnswer(t, user, {
        sessionId: session.sessionId,
        questionId: question.id,
        choice: optionId(question, keys.get(question.id)!),
      });
      expect(reply.json(), difficulty).toMatchObject({
        correct: true,
        xpAwarded: PRACTICE_XP_BY_DIFFICULTY[difficulty],
      });
      total += PRACTICE_XP_BY_DIFFICULTY[difficulty];
    }
    expect(total).toBe(10);
    expect(await walletOf(db(), user.id)).toMatchObject({ xp: total });
    await expectLedgerBalanced(db());
  });

  it(`stops paying practice XP at ${PRACTICE_XP_DAILY_CAP} a day, and pays again the next day`, async () => {
    const user = await student();
    // One XP short of the cap: no first correct answer (2 XP at least) fits.
    await setPracticeXpToday(db(), user.id, economyDay(clock), PRACTICE_XP_DAILY_CAP - 1);
    const session = await startedPractice(t, user, { filters: { onlyUnseen: true }, count: 3 });
    const keys = await answerIndexes(
      db(),
      session.questions.map((q) => q.id),
    );
    for (const question of session.questions) {
      const reply = await sendAnswer(t, user, {
        sessionId: session.sessionId,
        questionId: question.id,
        choice: optionId(question, keys.get(question.id)!),
      });
      expect(reply.json()).toMatchObject({ correct: true, xpAwarded: 0 });
    }
    expect(await walletOf(db(), user.id)).toMatchObject({ xp: 0 });

    // 00:30 the next morning in Asia/Kolkata (19:00 UTC the same day) is a new practice day.
    clock = new Date('2026-11-23T19:00:00Z');
    try {
      const next = await startedPractice(t, user, { filters: { onlyUnseen: true }, count: 1 });
      const question = next.questions[0]!;
      const keys = await answerIndexes(db(), [question.id]);
      const reply = await sendAnswer(t, user, {
        sessionId: next.sessionId,
        questionId: question.id,
        choice: optionId(question, keys.get(question.id)!),
      });
      const xpFor = (await practiceXpOf(db(), [question.id])).get(question.id)!;
      expect(reply.json()).toMatchObject({ correct: true, xpAwarded: xpFor });
    } finally {
      clock = now;
    }
    await expectLedgerBalanced(db());
  });
});

describe('bookmarks', () => {
  it('keeps a bookmark, deals it with the bookmarked filter, and forgets it when removed', async () => {
    const user = await student();
    const session = await startedPractice(t, user, { filters: { subjects: ['psychiatry'] }, count: 1 });
    const question = session.questions[0]!;
    expect(question.bookmarked).toBe(false);
    const saved = await setBookmark(t, user, { questionId: question.id, bookmarked: true });
    expect(saved.json()).toEqual({ questionId: question.id, bookmarked: true });
    // Bookmarking twice is the same as once.
    expect((await setBookmark(t, user, { questionId: question.id, bookmarked: true })).statusCode).toBe(200);
    const bookmarked = await startedPractice(t, user, { filters: { onlyBookmarked: true } });
    expect(bookmarked.questions.map((q) => [q.id, q.bookmarked])).toEqual([[question.id, true]]);
    await setBookmark(t, user, { questionId: question.id, bookmarked: false });
    expect((await startPractice(t, user, { filters: { onlyBookmarked: true } })).statusCode).toBe(404);
    const unknown = await setBookmark(t, user, { questionId: 'psychiatry.q999', bookmarked: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(mcqMessages.questionNotFound);
    expect((await setBookmark(t, null, { questionId: question.id, bookmarked: true })).statusCode).toBe(401);
  });
});
