/**
 * A closed grand test's flagged questions in the admin's library-report queue (decision 145):
 * six students sit a paper whose first question the strong three miss (they all pick the same
 * distractor) while the weak three get it right. That question alone becomes one open report,
 * filed by the item analysis with its figures; analysing the test again adds none; the admin
 * corrects its difficulty label from the figures, audit-logged.
 */
import type { AdminGrandTest } from '@medsutra/contract/grand-tests/api';
import type { LibraryAdminReport } from '@medsutra/contract/library/api';
import { itemMessages } from '@medsutra/contract/library/item-figures';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jsonHeaders } from '../../../test/helpers/build-test-app.ts';
import { createSignedInUser } from '../../../test/helpers/economy-users.ts';
import {
  createSignedInAdmin,
  grandTestGet,
  publishedGrandTest,
  saveGrandTestAnswers,
  startedGrandTest,
  submitGrandTest,
  useGrandTestWindow,
} from '../../../test/helpers/grand-tests.ts';
import { answerIndexes } from '../../../test/helpers/practice.ts';
import { adminActions, grandTests, libraryQuestionDifficulty, libraryQuestions } from '../../db/schema.ts';

const gt = useGrandTestWindow();
const { opensAt, closesAt, db } = gt;

type Who = { id: string; cookie: string };
const post = (who: Who, url: string, payload: unknown) =>
  gt.t.app.inject({ method: 'POST', url, headers: { ...jsonHeaders, cookie: who.cookie }, payload: payload as object });
const analysisReports = async (admin: Who) => {
  const reply = await grandTestGet(gt.t, admin, '/api/admin/library-reports?status=open');
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json().reports as LibraryAdminReport[]).filter((report) => report.source === 'item-analysis');
};

describe("a closed grand test's flagged questions", () => {
  let admin: Who;
  let student: Who;
  let test: AdminGrandTest;
  let missed: string;

  it('are sat: the strong miss the first question, the weak get only it right', async () => {
    admin = await createSignedInAdmin(db(), gt.clock);
    test = await publishedGrandTest(gt.t, admin, { opensAt, closesAt, title: 'Analysis GT' });
    missed = test.questions[0]!.questionId;
    gt.clock = new Date(opensAt.getTime() + 10 * 60_000);
    for (const band of ['strong', 'strong', 'strong', 'weak', 'weak', 'weak'] as const) {
      const who = await createSignedInUser(db(), gt.clock);
      student ??= who;
      const attempt = await startedGrandTest(gt.t, who, test.id);
      const keys = await answerIndexes(
        db(),
        attempt.questions.map((q) => q.id),
      );
      const answers = attempt.questions.map((q, sequence) => {
        const key = keys.get(q.id)!;
        const right = band === 'strong' ? q.id !== missed : q.id === missed;
        return { questionId: q.id, choice: q.options[right ? key : (key + 1) % q.options.length]!.id, sequence };
      });
      expect((await saveGrandTestAnswers(gt.t, who, attempt.attemptId, answers)).statusCode).toBe(200);
      expect((await submitGrandTest(gt.t, who, attempt.attemptId)).statusCode).toBe(200);
    }
  });

  it('go to the library-report queue once the window closes, with their figures', async () => {
    expect(await analysisReports(admin)).toEqual([]);
    gt.clock = new Date(closesAt.getTime() + 60_000);
    expect((await grandTestGet(gt.t, admin, `/api/admin/grand-tests/${test.id}`)).statusCode).toBe(200);
    const reports = await analysisReports(admin);
    expect(reports).toHaveLength(1);
    const [report] = reports;
    const key = (await answerIndexes(db(), [missed])).get(missed)!;
    const distractor = String.fromCharCode(65 + ((key + 1) % 4));
    expect(report).toMatchObject({
      itemKind: 'question',
      itemId: missed,
      status: 'open',
      reason: 'wrong-answer',
      reporterName: itemMessages.reporterName,
      figures: {
        scope: 'grand-test',
        scopeTitle: 'Analysis GT',
        takers: 6,
        difficulty: 0.5,
        discrimination: -1,
        flagged: true,
        label: test.questions[0]!.difficulty,
        suggestedLabel: 'medium',
      },
    });
    expect(report!.figures!.topThirdPicks[(key + 1) % 4]).toBe(1);
    expect(report!.text).toContain('Item analysis of Analysis GT (6 students): difficulty 0.50 (50% right)');
    expect(report!.text).toContain('discrimination -1.00');
    expect(report!.text).toContain(`The top third picked option ${distractor} more often than the key`);
    expect(report!.item?.title).toBeTruthy();
  });

  it('are not filed twice when the test is analysed again', async () => {
    await db().update(grandTests).set({ analysedAt: null }).where(eq(grandTests.id, test.id));
    expect((await grandTestGet(gt.t, admin, `/api/admin/grand-tests/${test.id}`)).statusCode).toBe(200);
    expect(await analysisReports(admin)).toHaveLength(1);
  });

  it('let only an admin correct the difficulty label from the figures, audit-logged', async () => {
    const url = `/api/admin/library-questions/${missed}/difficulty`;
    expect((await post(student, url, { difficulty: 'hard' })).statusCode).toBe(403);
    const bad = await post(admin, url, { difficulty: 'very hard' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(itemMessages.difficultyRequired);
    const unknown = await post(admin, '/api/admin/library-questions/no.such.question/difficulty', {
      difficulty: 'hard',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(itemMessages.questionNotFound);

    const set = await post(admin, url, { difficulty: 'hard' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      questionId: missed,
      difficulty: 'hard',
      message: itemMessages.difficultySet('hard'),
    });
    const [row] = await db().select().from(libraryQuestions).where(eq(libraryQuestions.id, missed));
    expect(row!.difficulty).toBe('hard');
    const [kept] = await db()
      .select()
      .from(libraryQuestionDifficulty)
      .where(eq(libraryQuestionDifficulty.questionId, missed));
    expect(kept).toMatchObject({ difficulty: 'hard', importedDifficulty: test.questions[0]!.difficulty });
    expect(kept!.figures).toMatchObject({ takers: 6, discrimination: -1 });
    const [report] = await analysisReports(admin);
    expect(report!.figures!.label).toBe('hard');
    const [action] = await db()
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, 'library-question.set-difficulty'));
    expect(action).toMatchObject({ adminUserId: admin.id, targetKind: 'library-question', targetId: missed });
    expect(action!.detail).toMatchObject({ from: test.questions[0]!.difficulty, to: 'hard' });
  });

  it("keep a grand test's own correction too, apart from the imported label", async () => {
    const other = test.questions[1]!;
    const next = other.difficulty === 'easy' ? 'medium' : 'easy';
    const reply = await post(admin, `/api/admin/grand-tests/${test.id}/difficulty`, {
      questionId: other.questionId,
      difficulty: next,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const [kept] = await db()
      .select()
      .from(libraryQuestionDifficulty)
      .where(eq(libraryQuestionDifficulty.questionId, other.questionId));
    expect(kept).toMatchObject({ difficulty: next, importedDifficulty: other.difficulty });
  });

  it("let only an admin put the file's label back over a correction, audit-logged", async () => {
    const url = `/api/admin/library-questions/${missed}/difficulty`;
    const revert = (who: Who, at = url) =>
      gt.t.app.inject({ method: 'DELETE', url: at, headers: { ...jsonHeaders, cookie: who.cookie }, payload: {} });
    const fileLabel = test.questions[0]!.difficulty;
    // The queue shows the file's label beside the correction, so the admin knows what undo brings back.
    expect((await analysisReports(admin))[0]!.figures).toMatchObject({ label: 'hard', fileLabel });
    expect((await revert(student)).statusCode).toBe(403);
    const unknown = await revert(admin, '/api/admin/library-questions/no.such.question/difficulty');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(itemMessages.questionNotFound);

    const reverted = await revert(admin);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({
      questionId: missed,
      difficulty: fileLabel,
      message: itemMessages.difficultyReverted(fileLabel),
    });
    const [row] = await db().select().from(libraryQuestions).where(eq(libraryQuestions.id, missed));
    expect(row!.difficulty).toBe(fileLabel);
    const kept = await db()
      .select()
      .from(libraryQuestionDifficulty)
      .where(eq(libraryQuestionDifficulty.questionId, missed));
    expect(kept).toEqual([]);
    expect((await analysisReports(admin))[0]!.figures).toMatchObject({ label: fileLabel, fileLabel: null });
    const [action] = await db()
      .select()
      .from(adminActions)
      .where(eq(adminActions.action, 'library-question.revert-difficulty'));
    expect(action).toMatchObject({ adminUserId: admin.id, targetKind: 'library-question', targetId: missed });
    expect(action!.detail).toMatchObject({ from: 'hard', to: fileLabel });

    // Nothing left to undo: a sentence, not a silent success.
    const again = await revert(admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(itemMessages.noCorrection);
  });
});
