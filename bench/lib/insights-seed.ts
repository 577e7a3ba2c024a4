/**
 * A student with a year of study, written straight into a migrated database that holds the
 * library: practice answers most days, revision reviews, tutor questions, and the XP and coin
 * ledgers with a wallet equal to their sums. Deterministic (a seeded random), so runs compare.
 * Used by bench/insights.ts; the figures it makes are the insights page's realistic worst case.
 */
import crypto from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import {
  chatMessages,
  chatThreads,
  coinLedger,
  libraryQuestions,
  mcqAnswers,
  mcqSessions,
  revisionCards,
  revisionReviews,
  users,
  wallets,
  xpLedger,
} from '../../apps/server/src/db/schema.ts';

const DAY_MS = 86_400_000;

/** Mulberry32: a small seeded random, so every run seeds the same year. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 500) {
  for (let index = 0; index < rows.length; index += size) await insert(rows.slice(index, index + size));
}

export interface SeededYear {
  userId: string;
  email: string;
  answers: number;
  reviews: number;
  tutorMessages: number;
  ledgerEntries: number;
}

export async function seedStudyYear(
  db: Database,
  options: { email: string; fullName?: string; now: Date; seed?: number },
): Promise<SeededYear> {
  const random = seededRandom(options.seed ?? 2026);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const [user] = await db
    .insert(users)
    .values({ email: options.email, fullName: options.fullName ?? 'Asha Rao' })
    .returning({ id: users.id });
  const userId = user!.id;
  const questions = await db
    .select({ id: libraryQuestions.id, subjectId: libraryQuestions.subjectId, subtopicId: libraryQuestions.subtopicId })
    .from(libraryQuestions)
    .where(isNotNull(libraryQuestions.subtopicId));
  const subtopics = [...new Set(questions.map((q) => q.subtopicId as string))];
  // Each subtopic has its own "skill", so some are strong and some weak.
  const skill = new Map(subtopics.map((id) => [id, 0.35 + random() * 0.6]));

  const sessions: (typeof mcqSessions.$inferInsert)[] = [];
  const answers: (typeof mcqAnswers.$inferInsert)[] = [];
  const reviews: (typeof revisionReviews.$inferInsert)[] = [];
  const cards = new Map<string, typeof revisionCards.$inferInsert>();
  const threads: (typeof chatThreads.$inferInsert)[] = [];
  const messages: (typeof chatMessages.$inferInsert)[] = [];
  const xp: (typeof xpLedger.$inferInsert)[] = [];
  const coins: (typeof coinLedger.$inferInsert)[] = [];
  const entry = (at: Date, amount: number, kind: string, reason: string) => ({
    userId,
    amount,
    kind,
    reason,
    reference: kind,
    idempotencyKey: `seed:${crypto.randomUUID()}`,
    createdAt: at,
  });
  const start = options.now.getTime() - 364 * DAY_MS;
  coins.push(entry(new Date(start), 250, 'welcome_bonus', 'Welcome bonus'));

  for (let day = 0; day < 365; day += 1) {
    if (random() < 0.28) continue; // a day off
    const at = (hour: number) => new Date(start + day * DAY_MS + hour * 3_600_000);
    xp.push(entry(at(1), 50, 'daily_login', 'Daily login'));
    const sessionId = crypto.randomUUID();
    sessions.push({ id: sessionId, userId, mode: 'tutor', filters: {}, createdAt: at(2) });
    const count = 5 + Math.floor(random() * 40);
    const dealt = new Set<string>();
    let practiceXp = 0;
    for (let n = 0; n < count; n += 1) {
      const question = pick(questions);
      if (dealt.has(question.id)) continue;
      dealt.add(question.id);
      const correct = random() < (skill.get(question.subtopicId as string) ?? 0.6);
      answers.push({
        answerId: crypto.randomUUID(),
        userId,
        sessionId,
        questionId: question.id,
        subjectId: question.subjectId,
        subtopicId: question.subtopicId,
        chosenIndex: 0,
        correct,
        xpAwarded: correct ? 2 : 0,
        answeredAt: new Date(at(2).getTime() + n * 45_000),
      });
      if (correct) practiceXp += 2;
    }
    if (practiceXp > 0) xp.push(entry(at(3), practiceXp, 'practice', 'MCQ practice'));
    for (let r = 0; r < Math.floor(random() * 4); r += 1) {
      const subtopicId = pick(subtopics);
      const previous = cards.get(subtopicId);
      const reviewCount = (previous?.reviewCount ?? 0) + 1;
      const reviewedAt = at(4 + r);
      const due = new Date(reviewedAt.getTime() + reviewCount * 4 * DAY_MS);
      reviews.push({
        userId,
        reviewId: crypto.randomUUID(),
        subtopicId,
        rating: 'good',
        method: 'rating',
        day: new Date(reviewedAt.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10),
        xpAwarded: 20,
        nextDue: due,
        reviewCount,
        reviewedAt,
      });
      cards.set(subtopicId, {
        userId,
        subtopicId,
        due,
        stability: reviewCount * 4,
        difficulty: 5,
        scheduledDays: reviewCount * 4,
        learningSteps: 0,
        reps: reviewCount,
        lapses: 0,
        state: 'review',
        lastReview: reviewedAt,
        reviewCount,
      });
      xp.push(entry(reviewedAt, 20, 'revision', 'Revision'));
    }
    if (random() < 0.3) {
      const threadId = crypto.randomUUID();
      threads.push({ id: threadId, userId, title: 'Question', mode: 'tutor', createdAt: at(6), updatedAt: at(6) });
      for (let m = 0; m < 1 + Math.floor(random() * 5); m += 1) {
        for (const role of ['user', 'assistant'] as const) {
          messages.push({
            id: crypto.randomUUID(),
            threadId,
            userId,
            role,
            content: role === 'user' ? 'A question' : 'An answer',
            createdAt: new Date(at(6).getTime() + m * 60_000 + (role === 'user' ? 0 : 1000)),
          });
        }
      }
    }
    if (random() < 0.05) coins.push(entry(at(7), -100, 'ai_spend', 'Mindmap'));
    if (day % 30 === 0) coins.push(entry(at(0.5), 1000, 'purchase', 'Coin pack'));
  }

  await insertInBatches(sessions, (batch) => db.insert(mcqSessions).values(batch));
  await insertInBatches(answers, (batch) => db.insert(mcqAnswers).values(batch));
  await insertInBatches(reviews, (batch) => db.insert(revisionReviews).values(batch));
  await insertInBatches([...cards.values()], (batch) => db.insert(revisionCards).values(batch));
  await insertInBatches(threads, (batch) => db.insert(chatThreads).values(batch));
  await insertInBatches(messages, (batch) => db.insert(chatMessages).values(batch));
  await insertInBatches(xp, (batch) => db.insert(xpLedger).values(batch));
  await insertInBatches(coins, (batch) => db.insert(coinLedger).values(batch));
  const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);
  await db.insert(wallets).values({ userId, xpBalance: sum(xp), coinBalance: sum(coins), streakDays: 4 });
  return {
    userId,
    email: options.email,
    answers: answers.length,
    reviews: reviews.length,
    tutorMessages: messages.filter((message) => message.role === 'user').length,
    ledgerEntries: xp.length + coins.length,
  };
}
