/**
 * The revision tracker's rules: the state of every library subtopic for a student, a review rated
 * by one tap or by a 3-question check (scheduled by the shared FSRS scheduler), and the smart list
 * (due first, overdue before due, weighted by NEET PG weight, yield and the student's weak
 * subjects from MCQ practice). XP as docs/product-rules.md says, through the economy port in xp.ts.
 */
import type { LibrarySubjectId } from '@medsutra/contract/library/content';
import { NEET_PG_SUBJECT_WEIGHTS, YIELD_FACTORS } from '@medsutra/contract/library/neet-pg-weights';
import {
  REVISION_CHECK_SIZE,
  REVISION_NOTE_READ_SECONDS,
  type RevisionCheckReply,
  type RevisionComesBack,
  type RevisionRating,
  type RevisionReviewBody,
  type RevisionReviewReply,
  type RevisionState,
  type RevisionSubtopicsReply,
  revisionMessages,
  type SmartRevisionItem,
  type SmartRevisionReply,
} from '@medsutra/contract/revision/api';
import type { Database } from '../../db/client.ts';
import { addDays, economyDay, startOfDay } from '../../lib/calendar.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newReviewCard, preview, type ReviewCard, review, reviewCardOf } from '../../lib/spaced-repetition.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { QuestionBank } from '../library/question-bank.ts';
import type { LibraryService } from '../library/service.ts';
import type { PracticeAnalyticsService } from '../mcq/analytics-service.ts';
import { noQuestionLocks, type QuestionLocks } from '../mcq/question-locks.ts';
import { createRevisionRepository, type RevisionCardRow, type RevisionRepository } from './repository.ts';
import type { RevisionXp } from './xp.ts';

const START_NEXT_SIZE = 10;
const DAY_MS = 86_400_000;

type SyllabusRow = Awaited<ReturnType<LibraryService['syllabus']>>[number];

function stateOf(card: Pick<RevisionCardRow, 'due' | 'reviewCount'> | undefined, today: string): RevisionState {
  if (!card || card.reviewCount === 0) return 'not_started';
  const dueDay = economyDay(card.due);
  if (dueDay < today) return 'overdue';
  if (dueDay === today) return 'due';
  return 'scheduled';
}

/**
 * The last day a review may fall on before the student's exam: the day before it, but never
 * today (every rating moves a subtopic to a later day). Null without an exam date, or once it has
 * passed.
 */
function lastDayBeforeExam(examDate: string | null, today: string): string | null {
  if (!examDate || examDate <= today) return null;
  const dayBefore = addDays(examDate, -1);
  const tomorrow = addDays(today, 1);
  return dayBefore < tomorrow ? tomorrow : dayBefore;
}

/** A due instant brought to the start of `lastDay` when it falls after it. */
function beforeExam(due: Date, lastDay: string | null): { due: Date; moved: boolean } {
  if (!lastDay || economyDay(due) <= lastDay) return { due, moved: false };
  return { due: startOfDay(lastDay), moved: true };
}

/** When a card comes back after each rating at `now`, the exam date respected. */
function comesBackOf(card: ReviewCard, now: Date, lastDay: string | null): RevisionComesBack {
  const shown = preview(card, now);
  const at = (due: Date) => beforeExam(due, lastDay).due.toISOString();
  return { again: at(shown.again), hard: at(shown.hard), good: at(shown.good), easy: at(shown.easy) };
}

/** A completed review: the note read, or a check passed (not Forgot). A rating alone never is. */
function completes(method: 'rating' | 'check' | 'plan' | 'note', rating: RevisionRating): boolean {
  return method === 'note' || (method === 'check' && rating !== 'again');
}

/** All right: good; at least half right: hard; fewer: again. */
function ratingForCheck(correct: number, total: number): RevisionRating {
  if (correct === total) return 'good';
  if (correct * 2 >= total) return 'hard';
  return 'again';
}

export function createRevisionService(deps: {
  db: Database;
  repository?: RevisionRepository;
  library: LibraryService;
  questionBank: QuestionBank;
  analytics: PracticeAnalyticsService;
  xp: RevisionXp;
  /** Questions in a test the student has open: never in a check, never marked (decision 075). */
  locks?: QuestionLocks;
  now: () => Date;
}) {
  const { db } = deps;
  const locks = deps.locks ?? noQuestionLocks;
  const repository = deps.repository ?? createRevisionRepository();

  async function subtopicOrThrow(subtopicId: string): Promise<SyllabusRow> {
    const found = (await deps.library.syllabus()).find((row) => row.id === subtopicId);
    if (!found) throw notFound(revisionMessages.subtopicNotFound);
    return found;
  }

  async function markCheck(
    user: SessionUser,
    subtopicId: string,
    answers: NonNullable<RevisionReviewBody['check']>['answers'],
  ) {
    if (new Set(answers.map((answer) => answer.questionId)).size !== answers.length) {
      throw badRequest(revisionMessages.checkAnswersInvalid);
    }
    // The marked check names each question's answer and explanation.
    const locked = await locks.questionsLockedFor(user.id);
    if (answers.some((answer) => locked.has(answer.questionId))) {
      throw conflict(revisionMessages.checkQuestionInOpenTest);
    }
    const marked = [];
    for (const answer of answers) {
      const key = await deps.questionBank.answerKey(answer.questionId);
      if (!key || key.subtopicId !== subtopicId) throw badRequest(revisionMessages.checkQuestionUnknown);
      if (answer.optionIndex >= key.optionCount) throw badRequest(revisionMessages.checkAnswersInvalid);
      marked.push({ ...answer, answerIndex: key.answerIndex, explanation: key.explanation });
    }
    const correct = marked.filter((answer) => answer.optionIndex === answer.answerIndex).length;
    return {
      correct,
      total: marked.length,
      answers: marked.map(({ questionId, answerIndex, explanation }) => ({ questionId, answerIndex, explanation })),
    };
  }

  /** Weak subjects from practice: the analytics' one rule (subjectWeaknessOf), shared with the planner. */
  const weakness = (user: SessionUser) => deps.analytics.subjectWeakness(user);

  /** The cards as the student sees them: anything due after her exam is brought before it. */
  function shownCards(cards: RevisionCardRow[], lastDay: string | null): Map<string, RevisionCardRow> {
    return new Map(cards.map((card) => [card.subtopicId, { ...card, due: beforeExam(card.due, lastDay).due }]));
  }

  function subtopicsFrom(
    syllabus: SyllabusRow[],
    cards: RevisionCardRow[],
    now: Date,
    examDate: string | null,
  ): RevisionSubtopicsReply {
    const today = economyDay(now);
    const lastDay = lastDayBeforeExam(examDate, today);
    const cardBySubtopic = shownCards(cards, lastDay);
    const fresh = comesBackOf(newReviewCard(now), now, lastDay);
    const subjects = new Map<string, RevisionSubtopicsReply['subjects'][number]>();
    const subtopics = syllabus.map((row) => {
      const card = cardBySubtopic.get(row.id);
      const state = stateOf(card, today);
      let subject = subjects.get(row.subjectId);
      if (!subject) {
        subject = { id: row.subjectId, name: row.subjectName, total: 0, started: 0, due: 0, overdue: 0 };
        subjects.set(row.subjectId, subject);
      }
      subject.total += 1;
      if (state !== 'not_started') subject.started += 1;
      if (state === 'due') subject.due += 1;
      if (state === 'overdue') subject.overdue += 1;
      return {
        id: row.id,
        name: row.name,
        subjectId: row.subjectId,
        topicId: row.topicId,
        topicName: row.topicName,
        yield: row.yield,
        hasNotes: Boolean(row.hasNotes),
        state,
        reviewCount: card?.reviewCount ?? 0,
        dueAt: card && card.reviewCount > 0 ? card.due.toISOString() : null,
        lastReviewedAt: card?.lastReview?.toISOString() ?? null,
        comesBack: card && card.reviewCount > 0 ? comesBackOf(reviewCardOf(card), now, lastDay) : fresh,
      };
    });
    return {
      success: true,
      today,
      total: subtopics.length,
      started: subtopics.filter((row) => row.state !== 'not_started').length,
      subjects: [...subjects.values()],
      subtopics,
    };
  }

  function smartFrom(
    syllabus: SyllabusRow[],
    cards: RevisionCardRow[],
    weak: Awaited<ReturnType<typeof weakness>>,
    now: Date,
    examDate: string | null,
  ): SmartRevisionReply {
    const today = economyDay(now);
    const weekEnd = addDays(today, 6);
    const lastDay = lastDayBeforeExam(examDate, today);
    const cardBySubtopic = shownCards(cards, lastDay);
    const fresh = comesBackOf(newReviewCard(now), now, lastDay);
    const maxWeight = Math.max(...Object.values(NEET_PG_SUBJECT_WEIGHTS));
    const dueToday: SmartRevisionItem[] = [];
    const thisWeek: SmartRevisionItem[] = [];
    const startNext: SmartRevisionItem[] = [];
    for (const row of syllabus) {
      const card = cardBySubtopic.get(row.id);
      const state = stateOf(card, today);
      const weight = NEET_PG_SUBJECT_WEIGHTS[row.subjectId as LibrarySubjectId] ?? 1;
      const subjectWeakness = weak.bySubject.get(row.subjectId) ?? 0;
      const overdueDays =
        state === 'overdue' && card ? Math.max(0, Math.round((now.getTime() - card.due.getTime()) / DAY_MS)) : 0;
      const priority =
        Math.round(
          ((weight / maxWeight) * YIELD_FACTORS[row.yield] * (1 + subjectWeakness) + overdueDays * 0.1) * 1000,
        ) / 1000;
      const reasons: string[] = [];
      if (state === 'overdue') reasons.push(overdueDays > 0 ? `Overdue ${overdueDays} days` : 'Overdue');
      if (state === 'due') reasons.push('Due today');
      if (row.yield === 'high') reasons.push('High yield');
      reasons.push(`NEET PG weight ${weight}`);
      if (weak.weak.some((subject) => subject.subjectId === row.subjectId)) reasons.push('Weak subject in practice');
      const item: SmartRevisionItem = {
        subtopicId: row.id,
        name: row.name,
        subjectId: row.subjectId,
        subjectName: row.subjectName,
        topicName: row.topicName,
        yield: row.yield,
        state,
        dueAt: card && card.reviewCount > 0 ? card.due.toISOString() : null,
        reviewCount: card?.reviewCount ?? 0,
        comesBack: card && card.reviewCount > 0 ? comesBackOf(reviewCardOf(card), now, lastDay) : fresh,
        priority,
        reason: reasons.join(' · '),
      };
      if (state === 'overdue' || state === 'due') dueToday.push(item);
      else if (state === 'scheduled' && card && economyDay(card.due) <= weekEnd) thisWeek.push(item);
      else if (state === 'not_started') startNext.push(item);
    }
    const byPriority = (a: SmartRevisionItem, b: SmartRevisionItem) =>
      b.priority - a.priority || a.subtopicId.localeCompare(b.subtopicId);
    dueToday.sort((a, b) => Number(b.state === 'overdue') - Number(a.state === 'overdue') || byPriority(a, b));
    thisWeek.sort(
      (a, b) => (a.dueAt ?? '').slice(0, 10).localeCompare((b.dueAt ?? '').slice(0, 10)) || byPriority(a, b),
    );
    startNext.sort(byPriority);
    return {
      success: true,
      today,
      dueToday,
      thisWeek,
      startNext: startNext.slice(0, START_NEXT_SIZE),
      weakSubjects: weak.weak,
      examDate: lastDay ? examDate : null,
    };
  }

  return {
    async subtopics(user: SessionUser): Promise<RevisionSubtopicsReply> {
      const [syllabus, cards, examDate] = await Promise.all([
        deps.library.syllabus(),
        repository.cardsOf(db, user.id),
        repository.examDateOf(db, user.id),
      ]);
      return subtopicsFrom(syllabus, cards, deps.now(), examDate);
    },

    async check(user: SessionUser, subtopicId: string): Promise<RevisionCheckReply> {
      await subtopicOrThrow(subtopicId);
      const questions = await deps.questionBank.pickQuestions({
        subjectIds: [],
        subtopicIds: [subtopicId],
        difficulties: [],
        onlyIds: null,
        excludeIds: [...(await locks.questionsLockedFor(user.id))],
        count: REVISION_CHECK_SIZE,
      });
      if (questions.length === 0) throw notFound(revisionMessages.noCheckQuestions);
      return {
        success: true,
        subtopicId,
        questions: questions.map(({ subjectId: _s, subtopicId: _t, difficulty: _d, ...shown }) => shown),
      };
    },

    /** The student opened the subtopic's note from revision: reading it 30 s completes the subtopic. */
    async noteOpened(user: SessionUser, subtopicId: string): Promise<{ success: true; openedAt: string }> {
      const subtopic = await subtopicOrThrow(subtopicId);
      if (!subtopic.hasNotes) throw notFound(revisionMessages.noteMissing);
      const now = deps.now();
      await db.transaction(async (tx) => {
        await repository.lockCard(tx, user.id, subtopicId, newReviewCard(now));
        await repository.setNoteOpened(tx, user.id, subtopicId, now);
      });
      return { success: true, openedAt: now.toISOString() };
    },

    /**
     * One review of a subtopic. A resent reviewId answers what the first did and changes nothing;
     * two reviews of one subtopic at once take turns on the card's lock, and the economy's key
     * (subtopic and day) pays at most once a day. XP only for a completed review (note read,
     * check passed): the first, and each later one on or after its due day; a rating alone pays
     * nothing. Whatever the rating, the next review falls on a later day, and not after the
     * student's exam.
     */
    async review(
      user: SessionUser,
      subtopicId: string,
      body: RevisionReviewBody,
      given: 'rating' | 'plan' = 'rating',
    ): Promise<RevisionReviewReply> {
      await subtopicOrThrow(subtopicId);
      const method = body.noteRead ? 'note' : body.check ? 'check' : given;
      const check = body.check ? await markCheck(user, subtopicId, body.check.answers) : null;
      const rating: RevisionRating = check ? ratingForCheck(check.correct, check.total) : (body.rating ?? 'good');
      const now = deps.now();
      const today = economyDay(now);
      return db.transaction(async (tx) => {
        const row = await repository.lockCard(tx, user.id, subtopicId, newReviewCard(now));
        const earlier = await repository.findReview(tx, user.id, body.reviewId);
        const lastDay = lastDayBeforeExam(await repository.examDateOf(tx, user.id), today);
        if (earlier) {
          if (earlier.subtopicId !== subtopicId) throw conflict(revisionMessages.reviewIdReused);
          return {
            success: true as const,
            subtopicId,
            rating: earlier.rating,
            xpAwarded: earlier.xpAwarded,
            nextDueAt: earlier.nextDue.toISOString(),
            reviewCount: earlier.reviewCount,
            state: stateOf({ due: earlier.nextDue, reviewCount: earlier.reviewCount }, today),
            completed: completes(earlier.method, earlier.rating),
            beforeExam: Boolean(lastDay && economyDay(earlier.nextDue) === lastDay),
            check,
          };
        }
        if (method === 'note') {
          if (!row.noteOpenedAt) throw badRequest(revisionMessages.noteNotOpened);
          const readMs = now.getTime() - row.noteOpenedAt.getTime();
          if (readMs < REVISION_NOTE_READ_SECONDS * 1000) {
            throw badRequest(revisionMessages.noteNotReadYet(Math.ceil(REVISION_NOTE_READ_SECONDS - readMs / 1000)));
          }
        }
        const completed = completes(method, rating);
        const everCompleted = row.reviewCount > 0 && (await repository.hasCompleted(tx, user.id, subtopicId));
        const earnsXp = completed && (!everCompleted || economyDay(row.due) <= today);
        const scheduled = review(reviewCardOf(row), rating, now);
        const moved = beforeExam(scheduled.due, lastDay);
        const next = { ...scheduled, due: moved.due };
        const reviewCount = row.reviewCount + 1;
        await repository.saveCard(tx, user.id, subtopicId, next, reviewCount);
        const xpAwarded = earnsXp ? await deps.xp.pay(tx, { userId: user.id, subtopicId, day: today }) : 0;
        const inserted = await repository.insertReview(tx, {
          userId: user.id,
          reviewId: body.reviewId,
          subtopicId,
          rating,
          method,
          checkCorrect: check?.correct ?? null,
          day: today,
          xpAwarded,
          nextDue: next.due,
          reviewCount,
          reviewedAt: now,
        });
        if (!inserted) throw conflict(revisionMessages.reviewIdReused);
        return {
          success: true as const,
          subtopicId,
          rating,
          xpAwarded,
          nextDueAt: next.due.toISOString(),
          reviewCount,
          state: stateOf({ due: next.due, reviewCount }, today),
          completed,
          beforeExam: moved.moved,
          check,
        };
      });
    },

    async smart(user: SessionUser): Promise<SmartRevisionReply> {
      const [syllabus, cards, weak, examDate] = await Promise.all([
        deps.library.syllabus(),
        repository.cardsOf(db, user.id),
        weakness(user),
        repository.examDateOf(db, user.id),
      ]);
      return smartFrom(syllabus, cards, weak, deps.now(), examDate);
    },

    /** Reviews per Asia/Kolkata day from `fromDay` on (the insights' heatmap). */
    reviewsByDay: (userId: string, fromDay: string) => repository.reviewsByDay(db, userId, fromDay),

    /** Both of the above from one read of the syllabus and the cards (the insights page shows both). */
    async picture(user: SessionUser): Promise<{ subtopics: RevisionSubtopicsReply; smart: SmartRevisionReply }> {
      const [syllabus, cards, weak, examDate] = await Promise.all([
        deps.library.syllabus(),
        repository.cardsOf(db, user.id),
        weakness(user),
        repository.examDateOf(db, user.id),
      ]);
      const now = deps.now();
      return {
        subtopics: subtopicsFrom(syllabus, cards, now, examDate),
        smart: smartFrom(syllabus, cards, weak, now, examDate),
      };
    },
  };
}
export type RevisionService = ReturnType<typeof createRevisionService>;
