/**
 * The daily challenge: the day's questions (the same for everyone in Asia/Kolkata), dealt to each
 * student once a day as a session of their own (own option ids), answered through practice's answer call.
 */
import crypto from 'node:crypto';
import {
  DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP,
  DAILY_CHALLENGE_SIZE,
  type DailyChallengeReply,
} from '@medsutra/contract/mcq/daily-api';
import type { Database } from '../../db/client.ts';
import { economyDay } from '../../lib/calendar.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { QuestionBank } from '../library/question-bank.ts';
import { answerReply } from './practice-service.ts';
import { createMcqRepository, type McqRepository } from './repository.ts';

const newOptionId = () => crypto.randomBytes(9).toString('base64url');

export function createDailyChallengeService(deps: {
  db: Database;
  repository?: McqRepository;
  questionBank: QuestionBank;
  now: () => Date;
}) {
  const { db, questionBank } = deps;
  const repository = deps.repository ?? createMcqRepository();

  async function sessionFor(userId: string, day: string) {
    const existing = await repository.findDailySession(db, userId, day);
    if (existing) return existing;
    const questions = await questionBank.questionsForDay(day, DAILY_CHALLENGE_SIZE);
    await db.transaction((tx) =>
      repository.insertDailySession(
        tx,
        { id: crypto.randomUUID(), userId, day, now: deps.now() },
        questions.map((question) => ({ questionId: question.id, optionIds: question.options.map(newOptionId) })),
      ),
    );
    // Ours, or the one a parallel request made first.
    return (await repository.findDailySession(db, userId, day))!;
  }

  return {
    async today(user: SessionUser): Promise<DailyChallengeReply> {
      const day = economyDay(deps.now());
      const session = await sessionFor(user.id, day);
      const dealt = await repository.sessionQuestions(db, session.id);
      const ids = dealt.map((row) => row.questionId);
      const [questions, answers, bookmarked] = await Promise.all([
        questionBank.questionsById(ids),
        repository.sessionAnswers(db, session.id),
        repository.bookmarkedAmong(db, user.id, ids),
      ]);
      const byId = new Map(questions.map((question) => [question.id, question]));
      const optionIdsOf = new Map(dealt.map((row) => [row.questionId, row.optionIds]));
      const replies: DailyChallengeReply['answers'] = {};
      for (const answer of answers) {
        const key = await questionBank.answerKey(answer.questionId);
        if (key) replies[answer.questionId] = answerReply(answer, key, optionIdsOf.get(answer.questionId) ?? []);
      }
      const allCorrect = answers.length === DAILY_CHALLENGE_SIZE && answers.every((answer) => answer.correct);
      return {
        day,
        sessionId: session.id,
        questions: dealt.flatMap((row) => {
          const question = byId.get(row.questionId);
          if (!question) return [];
          return [
            {
              ...question,
              options: question.options.map((text, index) => ({ id: row.optionIds[index]!, text })),
              bookmarked: bookmarked.has(question.id),
            },
          ];
        }),
        answers: replies,
        bonusXp: allCorrect ? DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP : 0,
      };
    },
  };
}
export type DailyChallengeService = ReturnType<typeof createDailyChallengeService>;
