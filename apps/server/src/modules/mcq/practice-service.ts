/**
 * MCQ practice rules: deal a session by filters (options under random per-session ids), mark an
 * answer once per client-made answer id, pay XP for a first correct answer under the day's cap,
 * and keep bookmarks.
 */
import crypto from 'node:crypto';
import {
  type BookmarkReply,
  mcqMessages,
  type PracticeAnswerReply,
  type PracticeAnswerRequest,
  type PracticeFilters,
  type PracticeMode,
  type PracticeSessionReply,
} from '@medsutra/contract/mcq/practice-api';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { AnswerKey, QuestionBank } from '../library/question-bank.ts';
import type { DailyChallengeXp } from './daily-challenge-xp.ts';
import type { MistakesDeck } from './mistakes-deck.ts';
import type { PracticeXp } from './practice-xp.ts';
import { noQuestionLocks, type QuestionLocks } from './question-locks.ts';
import { createMcqRepository, type McqAnswerRow, type McqRepository } from './repository.ts';

/** An option's id in one session: random, so it says nothing about the option's place or truth. */
const newOptionId = () => crypto.randomBytes(9).toString('base64url');

export function answerReply(row: McqAnswerRow, key: AnswerKey, optionIds: string[]): PracticeAnswerReply {
  const optionExplanations = key.optionExplanations
    ? key.optionExplanations.flatMap((text, index) => {
        const optionId = optionIds[index];
        return optionId ? [{ optionId, text }] : [];
      })
    : null;
  return {
    answerId: row.answerId,
    questionId: row.questionId,
    correct: row.correct,
    chosenOptionId: optionIds[row.chosenIndex] ?? '',
    correctOptionId: optionIds[key.answerIndex] ?? '',
    explanation: key.explanation,
    optionExplanations,
    references: key.references,
    figureShows: key.figureShows,
    notes: key.notes,
    xpAwarded: row.xpAwarded,
  };
}

export function createPracticeService(deps: {
  db: Database;
  repository?: McqRepository;
  questionBank: QuestionBank;
  xp: PracticeXp;
  dailyXp: DailyChallengeXp;
  mistakes: MistakesDeck;
  /** Questions in a test the student has open: never dealt or marked here (decision 075). */
  locks?: QuestionLocks;
  now: () => Date;
}) {
  const { db, questionBank, mistakes } = deps;
  const locks = deps.locks ?? noQuestionLocks;
  const repository = deps.repository ?? createMcqRepository();

  async function onlyIdsFor(userId: string, filters: PracticeFilters): Promise<string[] | null> {
    if (filters.onlyMistakes) {
      const ids = await mistakes.questionIds(userId);
      if (ids.length === 0) throw notFound(mcqMessages.noMistakes);
      return ids;
    }
    if (filters.dueMistakes) {
      const ids = await mistakes.dueQuestionIds(userId, deps.now());
      if (ids.length === 0) throw notFound(mcqMessages.noMistakesDue);
      return ids;
    }
    if (filters.onlyBookmarked) return repository.bookmarkedQuestionIds(db, userId);
    return null;
  }

  async function sessionQuestionFor(user: SessionUser, sessionId: string, questionId: string) {
    const session = await repository.findSession(db, sessionId);
    if (!session) throw notFound(mcqMessages.sessionNotFound);
    if (session.userId !== user.id) throw forbidden(mcqMessages.sessionNotYours);
    const sessionQuestion = await repository.findSessionQuestion(db, sessionId, questionId);
    if (!sessionQuestion) throw badRequest(mcqMessages.questionNotInSession);
    return { session, sessionQuestion };
  }

  return {
    async startSession(
      user: SessionUser,
      input: { filters: PracticeFilters; count: number; mode: PracticeMode },
    ): Promise<PracticeSessionReply> {
      const { filters } = input;
      const locked = [...(await locks.questionsLockedFor(user.id))];
      const questions = await questionBank.pickQuestions({
        subjectIds: filters.subjects,
        subtopicIds: filters.subtopics,
        difficulties: filters.difficulty,
        formats: filters.formats,
        imageBased: filters.imageBased,
        onlyIds: await onlyIdsFor(user.id, filters),
        excludeIds: filters.onlyUnseen ? [...(await repository.answeredQuestionIds(db, user.id)), ...locked] : locked,
        count: input.count,
      });
      // Image-based questions exist only where the project draws a figure (docs/decisions/082).
      if (questions.length === 0)
        throw notFound(filters.imageBased ? mcqMessages.noImageQuestions : mcqMessages.noQuestions);
      const sessionId = crypto.randomUUID();
      const dealt = questions.map((question) => ({ question, optionIds: question.options.map(newOptionId) }));
      await db.transaction((tx) =>
        repository.insertSession(
          tx,
          { id: sessionId, userId: user.id, mode: input.mode, filters, now: deps.now() },
          dealt.map(({ question, optionIds }) => ({ questionId: question.id, optionIds })),
        ),
      );
      const bookmarked = await repository.bookmarkedAmong(
        db,
        user.id,
        questions.map((q) => q.id),
      );
      return {
        sessionId,
        mode: input.mode,
        questions: dealt.map(({ question, optionIds }) => ({
          ...question,
          options: question.options.map((text, index) => ({ id: optionIds[index]!, text })),
          bookmarked: bookmarked.has(question.id),
        })),
      };
    },

    async answer(user: SessionUser, input: PracticeAnswerRequest): Promise<PracticeAnswerReply> {
      const { session, sessionQuestion } = await sessionQuestionFor(user, input.sessionId, input.questionId);
      // Dealt before the test began, or bookmarked from it: the reply would carry the test's key.
      if ((await locks.questionsLockedFor(user.id)).has(input.questionId)) {
        throw conflict(mcqMessages.questionInOpenTest);
      }
      const key = await questionBank.answerKey(input.questionId);
      if (!key) throw notFound(mcqMessages.questionNotFound);
      const { optionIds } = sessionQuestion;
      const chosenIndex = optionIds.indexOf(input.choice);
      if (chosenIndex < 0) throw badRequest(mcqMessages.choiceNotAnOption);
      const correct = chosenIndex === key.answerIndex;

      const row = await db.transaction(async (tx) => {
        // A challenge's answers queue on its session, so the one that completes it sees all the others.
        if (session.mode === 'daily') await repository.lockSession(tx, session.id);
        const now = deps.now();
        const inserted = await repository.insertAnswer(tx, {
          answerId: input.answerId,
          userId: user.id,
          sessionId: input.sessionId,
          questionId: input.questionId,
          subjectId: key.subjectId,
          subtopicId: key.subtopicId,
          chosenIndex,
          correct,
          answeredAt: now,
        });
        if (!inserted) {
          // A resend of this answer gets the reply it got the first time; anything else is refused.
          const earlier = await repository.findAnswer(tx, input.answerId);
          if (!earlier) throw conflict(mcqMessages.alreadyAnswered);
          if (earlier.userId !== user.id || earlier.sessionId !== input.sessionId) {
            throw conflict(mcqMessages.answerIdReused);
          }
          if (earlier.questionId !== input.questionId) throw conflict(mcqMessages.answerIdReused);
          return earlier;
        }
        let xpAwarded = 0;
        if (session.mode === 'daily' && session.day) {
          xpAwarded = await deps.dailyXp.pay(tx, {
            userId: user.id,
            day: session.day,
            questionId: input.questionId,
            correct,
            sessionId: session.id,
          });
        } else if (correct) {
          const first = await repository.recordFirstCorrect(tx, {
            userId: user.id,
            questionId: input.questionId,
            answerId: input.answerId,
            now,
          });
          if (first)
            xpAwarded = await deps.xp.payFirstCorrect(tx, {
              userId: user.id,
              questionId: input.questionId,
              difficulty: key.difficulty,
              now,
            });
        }
        if (xpAwarded > 0) await repository.setAnswerXp(tx, input.answerId, xpAwarded);
        await mistakes.recordAnswers(
          tx,
          [
            {
              answerId: input.answerId,
              userId: user.id,
              questionId: input.questionId,
              subjectId: key.subjectId,
              correct,
            },
          ],
          now,
        );
        return (await repository.findAnswer(tx, input.answerId))!;
      });
      return answerReply(row, key, optionIds);
    },

    /** How many of the student's mistakes are due now, of how many. */
    mistakesDeck(user: SessionUser) {
      return mistakes.summary(user.id, deps.now());
    },

    async setBookmark(user: SessionUser, input: { questionId: string; bookmarked: boolean }): Promise<BookmarkReply> {
      if (input.bookmarked) {
        if (!(await questionBank.answerKey(input.questionId))) throw notFound(mcqMessages.questionNotFound);
        await repository.addBookmark(db, user.id, input.questionId, deps.now());
      } else {
        await repository.removeBookmark(db, user.id, input.questionId);
      }
      return { questionId: input.questionId, bookmarked: input.bookmarked };
    },
  };
}
export type PracticeService = ReturnType<typeof createPracticeService>;
