/**
 * A student's insights, for that student only, composed from the modules that own the facts
 * (docs/decisions/066): the activity heatmap from practice, revision, the tutor and the economy's
 * ledgers (each counts its own per day); the XP and coin lines and the balances from the economy;
 * the revision picture and the smart list from the revision service; accuracy per subject and
 * subtopic from practice. This module owns no table and no SQL. The "next three things" take one item
 * from each list in turn: a due revision, a weak subtopic to practise, a subtopic to start.
 */
import { levelForXp } from '@medsutra/contract/economy/table';
import type {
  InsightsNextStep,
  InsightsReply,
  InsightsSubject,
  InsightsSubtopic,
} from '@medsutra/contract/insights/api';
import {
  INSIGHTS_BALANCE_WEEKS,
  INSIGHTS_HEATMAP_DAYS,
  INSIGHTS_NEXT_STEPS,
  INSIGHTS_SUBTOPIC_LIST_SIZE,
  INSIGHTS_SUBTOPIC_MIN_ANSWERS,
  insightsMessages,
} from '@medsutra/contract/insights/screen';
import { practiceSubtopicsHref } from '@medsutra/contract/mcq/analytics';
import { librarySubtopicPage } from '@medsutra/contract/routes';
import { addDays, economyDay, startOfDay } from '../../lib/calendar.ts';
import { forbidden } from '../../lib/errors.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { EconomyHistory } from '../economy/history.ts';
import type { EconomyService } from '../economy/service.ts';
import { type PracticeAnalyticsService, streakOf } from '../mcq/analytics-service.ts';
import type { RevisionService } from '../revision/service.ts';
import type { TutorService } from '../tutor/service.ts';

/** Net XP and coins in the week starting on a Monday, or the balances at its end. */
export interface BalanceWeekRow {
  weekStart: string;
  xp: number;
  coins: number;
}

/** One heatmap day: study actions by source (days without any are absent). */
interface ActivityDay {
  day: string;
  mcq: number;
  revision: number;
  tutor: number;
  other: number;
}

/** Per-day counts from each source, merged into heatmap days, oldest first. */
export function activityDays(sources: Record<keyof Omit<ActivityDay, 'day'>, { day: string; count: number }[]>) {
  const byDay = new Map<string, ActivityDay>();
  for (const [source, counts] of Object.entries(sources) as [keyof Omit<ActivityDay, 'day'>, typeof sources.mcq][]) {
    for (const { day, count } of counts) {
      const row = byDay.get(day) ?? { day, mcq: 0, revision: 0, tutor: 0, other: 0 };
      row[source] += count;
      byDay.set(day, row);
    }
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

const accuracyOf = (correct: number, answers: number) => (answers === 0 ? null : Math.round((correct / answers) * 100));

/** End-of-week balances for the last `weeks` Mondays up to `today`'s week, from net amounts per week. */
export function balanceLine(netByWeek: readonly BalanceWeekRow[], today: string, weeks: number): BalanceWeekRow[] {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const thisMonday = addDays(today, -((weekday + 6) % 7));
  const mondays = Array.from({ length: weeks }, (_, index) => addDays(thisMonday, -7 * (weeks - 1 - index)));
  let xp = 0;
  let coins = 0;
  let next = 0;
  const line: BalanceWeekRow[] = [];
  for (const monday of mondays) {
    while (next < netByWeek.length && (netByWeek[next] as BalanceWeekRow).weekStart <= monday) {
      xp += (netByWeek[next] as BalanceWeekRow).xp;
      coins += (netByWeek[next] as BalanceWeekRow).coins;
      next += 1;
    }
    line.push({ weekStart: monday, xp, coins });
  }
  return line;
}

/** Up to `size` steps, one from each list in turn, never the same subtopic twice. */
export function interleave(lists: readonly (readonly (InsightsNextStep & { subtopicId: string })[])[], size: number) {
  const taken = new Set<string>();
  const steps: InsightsNextStep[] = [];
  const cursors = lists.map(() => 0);
  while (steps.length < size) {
    let moved = false;
    for (const [index, list] of lists.entries()) {
      if (steps.length >= size) break;
      while ((cursors[index] as number) < list.length) {
        const candidate = list[cursors[index] as number] as InsightsNextStep & { subtopicId: string };
        cursors[index] = (cursors[index] as number) + 1;
        if (taken.has(candidate.subtopicId)) continue;
        taken.add(candidate.subtopicId);
        const { subtopicId: _subtopicId, ...step } = candidate;
        steps.push(step);
        moved = true;
        break;
      }
    }
    if (!moved) break;
  }
  return steps;
}

export function createInsightsService(deps: {
  practice: Pick<PracticeAnalyticsService, 'answersByDay' | 'subtopicCounts'>;
  revision: Pick<RevisionService, 'picture' | 'reviewsByDay'>;
  tutor: Pick<TutorService, 'questionsByDay'>;
  economy: Pick<EconomyService, 'balancesOf'>;
  ledgers: Pick<EconomyHistory, 'studyEntriesByDay' | 'netByWeek'>;
  now: () => Date;
}) {
  const { practice: practiceService, revision: revisionService, tutor, economy, ledgers } = deps;
  return {
    /** The named student's insights; only she may read them (an admin too gets 403: they are hers). */
    async insightsFor(user: SessionUser, email: string): Promise<InsightsReply> {
      if (email.trim().toLowerCase() !== user.email) throw forbidden(insightsMessages.notYours);
      const now = deps.now();
      const today = economyDay(now);
      const from = addDays(today, -(INSIGHTS_HEATMAP_DAYS - 1));
      const since = startOfDay(from);
      const [answersPerDay, reviews, questions, entries, ledgerWeeks, practice, wallet, picture] = await Promise.all([
        practiceService.answersByDay(user.id, since),
        revisionService.reviewsByDay(user.id, from),
        tutor.questionsByDay(user.id, since),
        ledgers.studyEntriesByDay(user.id, since),
        ledgers.netByWeek(user.id),
        practiceService.subtopicCounts(user.id),
        economy.balancesOf(user.id),
        revisionService.picture(user),
      ]);
      const activity = activityDays({ mcq: answersPerDay, revision: reviews, tutor: questions, other: entries });
      const { subtopics: revision, smart } = picture;

      const days = activity.map((row) => ({ ...row, total: row.mcq + row.revision + row.tutor + row.other }));
      const streak = streakOf(days.map((row) => row.day).reverse(), today);

      const subtopicById = new Map(revision.subtopics.map((row) => [row.id, row]));
      const subjectName = new Map(revision.subjects.map((subject) => [subject.id, subject.name]));
      const bySubject = new Map<string, { answers: number; correct: number }>();
      const bySubtopic: InsightsSubtopic[] = [];
      for (const row of practice) {
        const subject = bySubject.get(row.subjectId) ?? { answers: 0, correct: 0 };
        subject.answers += row.answers;
        subject.correct += row.correct;
        bySubject.set(row.subjectId, subject);
        const subtopic = row.subtopicId ? subtopicById.get(row.subtopicId) : undefined;
        if (subtopic && row.answers >= INSIGHTS_SUBTOPIC_MIN_ANSWERS) {
          bySubtopic.push({
            subtopicId: subtopic.id,
            name: subtopic.name,
            subjectName: subjectName.get(subtopic.subjectId) ?? subtopic.subjectId,
            answers: row.answers,
            accuracy: accuracyOf(row.correct, row.answers) as number,
          });
        }
      }
      const subjects: InsightsSubject[] = revision.subjects.map((subject) => {
        const counts = bySubject.get(subject.id) ?? { answers: 0, correct: 0 };
        return {
          subjectId: subject.id,
          name: subject.name,
          answers: counts.answers,
          correct: counts.correct,
          accuracy: accuracyOf(counts.correct, counts.answers),
          subtopics: subject.total,
          revised: subject.started,
        };
      });
      const answers = subjects.reduce((sum, subject) => sum + subject.answers, 0);
      const correct = subjects.reduce((sum, subject) => sum + subject.correct, 0);

      const byStrength = (a: InsightsSubtopic, b: InsightsSubtopic) =>
        b.accuracy - a.accuracy || b.answers - a.answers || a.subtopicId.localeCompare(b.subtopicId);
      // Strongest from the top half of the ranking, weakest from the bottom half: never the same one twice.
      const ranked = [...bySubtopic].sort(byStrength);
      const strongest = ranked.slice(0, Math.min(INSIGHTS_SUBTOPIC_LIST_SIZE, Math.ceil(ranked.length / 2)));
      const weakest = ranked
        .slice(strongest.length)
        .reverse()
        .slice(0, Math.min(INSIGHTS_SUBTOPIC_LIST_SIZE, Math.floor(ranked.length / 2)));

      const next = interleave(
        [
          smart.dueToday.map((item) => ({
            kind: 'revise' as const,
            subtopicId: item.subtopicId,
            title: `Revise ${item.name}`,
            detail: `${item.subjectName} · ${item.state === 'overdue' ? 'overdue' : 'due today'}`,
            href: '/smart-revision-tracker',
          })),
          weakest.map((row) => ({
            kind: 'practise' as const,
            subtopicId: row.subtopicId,
            title: `Practise ${row.name}`,
            detail: `${row.subjectName} · ${row.accuracy}% of ${row.answers} answers right`,
            href: practiceSubtopicsHref([row.subtopicId]),
          })),
          smart.startNext.map((item) => ({
            kind: 'start' as const,
            subtopicId: item.subtopicId,
            title: `Start ${item.name}`,
            detail: `${item.subjectName} · ${item.yield} yield, not revised yet`,
            href: librarySubtopicPage(item.subtopicId),
          })),
        ],
        INSIGHTS_NEXT_STEPS,
      );

      const due = revision.subjects.reduce((sum, subject) => sum + subject.due, 0);
      const overdue = revision.subjects.reduce((sum, subject) => sum + subject.overdue, 0);
      const accuracy = accuracyOf(correct, answers);
      return {
        success: true,
        today,
        activity: {
          from,
          to: today,
          days,
          activeDays: days.length,
          currentStreak: streak.current,
          longestStreak: streak.longest,
        },
        balances: {
          weeks: balanceLine(ledgerWeeks, today, INSIGHTS_BALANCE_WEEKS),
          xp: wallet.xp,
          coins: wallet.coins,
        },
        practice: { answers, correct, accuracy },
        subjects,
        revision: { total: revision.total, revised: revision.started, due, overdue },
        strongest,
        weakest,
        next,
        share: {
          name: user.fullName,
          level: levelForXp(wallet.xp),
          xp: wallet.xp,
          streakDays: streak.current,
          activeDays: days.length,
          subtopicsRevised: revision.started,
          subtopicsTotal: revision.total,
          accuracy,
        },
      };
    },
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
