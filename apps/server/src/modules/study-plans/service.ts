/**
 * Study plans: making one (the formula planner, weak subjects from practice first, or a model's
 * subject emphasis laid out by the formula), reading it (its owner only), ticking items off (which feeds the revision tracker),
 * re-planning after missed days, the calendar file and today's tasks from every source.
 */
import crypto from 'node:crypto';
import { DAILY_LOGIN_XP, REVISION_SUBTOPIC_XP } from '@medsutra/contract/economy/table';
import { DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP, DAILY_CHALLENGE_XP_PER_CORRECT } from '@medsutra/contract/mcq/daily-api';
import { paths } from '@medsutra/contract/routes';
import {
  type AiStudyPlanAdvice,
  aiStudyPlanAdviceSchema,
  type CreateStudyPlanBody,
  createStudyPlanBodySchema,
  type ReplanReply,
  STUDY_PLAN_MAX_DAYS,
  STUDY_PLAN_MIN_DAYS,
  type StudyPlanItem,
  type StudyPlanItemReply,
  type StudyPlanReply,
  type StudyPlanSummary,
  type StudyPlansReply,
  studyPlanMessages,
  type TodayTask,
  type TodayTasksReply,
  weekdayHoursOf,
} from '@medsutra/contract/study-plans/api';
import { AiError, type AiProvider } from '../../adapters/ai/provider.ts';
import type { Database } from '../../db/client.ts';
import { economyDay } from '../../lib/calendar.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../modules/sessions/session-user.ts';
import type { EconomyService } from '../economy/service.ts';
import type { LibraryService } from '../library/service.ts';
import type { PracticeAnalyticsService } from '../mcq/analytics-service.ts';
import type { DailyChallengeService } from '../mcq/daily-challenge-service.ts';
import type { RevisionService } from '../revision/service.ts';
import type { ToolRunner, ToolService } from '../tools/service.ts';
import { planCalendar } from './calendar.ts';
import { daysBetween, formulaPlan, PlanInfeasibleError, type PlannerInput, replan } from './formula-planner.ts';
import {
  createStudyPlanRepository,
  type StudyPlanItemRow,
  type StudyPlanRepository,
  type StudyPlanRow,
} from './repository.ts';

const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function itemReply(row: StudyPlanItemRow): StudyPlanItem {
  return {
    id: row.id,
    day: row.day,
    kind: row.kind,
    title: row.title,
    subjectId: row.subjectId,
    subtopicId: row.subtopicId,
    startMinute: row.startMinute,
    minutes: row.minutes,
    done: row.doneAt !== null,
    movedFrom: row.movedFrom,
  };
}

function summaryOf(row: StudyPlanRow, counts: { itemCount: number; doneCount: number }): StudyPlanSummary {
  const advice = row.advice ? aiStudyPlanAdviceSchema.safeParse(row.advice) : null;
  return {
    id: row.id,
    kind: row.kind,
    madeBy: row.madeBy,
    model: row.model,
    title: row.title,
    startDate: row.startDate,
    examDate: row.examDate,
    revisionStartDate: row.revisionStartDate,
    hoursPerDay: row.hoursPerDay,
    weekdayHours: weekdayHoursOf(row),
    dayStart: clockOf(row.dayStartMinute),
    daysOff: row.daysOff,
    offDates: row.offDates,
    strongSubjects: row.strongSubjects,
    notes: row.notes,
    advice: advice?.success ? advice.data : null,
    coinsSpent: row.coinsSpent,
    createdAt: row.createdAt.toISOString(),
    replannedAt: row.replannedAt?.toISOString() ?? null,
    itemCount: Number(counts.itemCount),
    doneCount: Number(counts.doneCount),
  };
}

function noticeOf(row: StudyPlanRow): string | null {
  if (row.kind !== 'ai') return null;
  if (row.madeBy === 'model') return studyPlanMessages.modelWrote;
  return row.model === 'invalid-output' ? studyPlanMessages.invalidModelOutput : studyPlanMessages.offlineNoCharge;
}

const SYSTEM_PROMPT =
  'You help an Indian medical student plan NEET PG preparation. From the student’s notes, decide which of the 19 ' +
  'library subjects need more or less time than their NEET PG weight gives them. Answer only with JSON matching the ' +
  'schema: a one-paragraph summary for the student, and for each subject you change, its id, a factor from 0.5 (half ' +
  'the time) to 2 (double) and a short reason. Leave out subjects the notes say nothing about. Do not give medical ' +
  'facts; this is about time only.';

export function createStudyPlanService(deps: {
  db: Database;
  repository?: StudyPlanRepository;
  library: LibraryService;
  /** The student's weak subjects from practice, which the formula lays first. */
  analytics: Pick<PracticeAnalyticsService, 'subjectWeakness'>;
  revision: RevisionService;
  dailyChallenge: DailyChallengeService;
  economy: EconomyService;
  /** The tool framework, which charges and refunds the AI planner's runs. */
  aiRuns: Pick<ToolService, 'startRun'>;
  ai: AiProvider;
  now: () => Date;
}) {
  const { db } = deps;
  const repository = deps.repository ?? createStudyPlanRepository();

  async function ownPlan(user: SessionUser, planId: string): Promise<StudyPlanRow> {
    const plan = /^[0-9a-f-]{36}$/i.test(planId) ? await repository.findPlan(db, planId) : undefined;
    if (!plan) throw notFound(studyPlanMessages.planNotFound);
    if (plan.userId !== user.id) throw forbidden(studyPlanMessages.planNotYours);
    return plan;
  }

  async function planReply(plan: StudyPlanRow): Promise<StudyPlanReply> {
    const items = await repository.itemsOf(db, plan.id);
    return {
      success: true,
      plan: summaryOf(plan, { itemCount: items.length, doneCount: items.filter((item) => item.doneAt).length }),
      items: items.map(itemReply),
      notice: noticeOf(plan),
    };
  }

  /** The model's subject emphasis; null when its answer could not be used (the caller refunds). */
  async function askModel(notes: string): Promise<{ advice: AiStudyPlanAdvice; model: string } | null> {
    try {
      const result = await deps.ai.generateObject({
        task: 'study-plan',
        input: { notes },
        schema: aiStudyPlanAdviceSchema,
        schemaName: 'study_plan_advice',
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: notes || 'No notes: keep the NEET PG weights.' },
        ],
      });
      return { advice: result.value, model: result.model };
    } catch (error) {
      if (error instanceof AiError) return null;
      throw error;
    }
  }

  /** The planner's inputs, checked, and the formula plan laid from them (400 when it cannot fit). */
  async function planInputs(user: SessionUser, body: CreateStudyPlanBody) {
    const today = economyDay(deps.now());
    const span = daysBetween(today, body.examDate);
    if (Number.isNaN(span)) throw badRequest(studyPlanMessages.examDateInvalid);
    if (span < STUDY_PLAN_MIN_DAYS) throw badRequest(studyPlanMessages.examTooSoon);
    if (span > STUDY_PLAN_MAX_DAYS) throw badRequest(studyPlanMessages.examTooFar);
    if (!body.weekdayHours && body.daysOff.length >= 7) throw badRequest(studyPlanMessages.daysOffInvalid);
    const { weak } = await deps.analytics.subjectWeakness(user);
    const input: PlannerInput = {
      startDate: today,
      examDate: body.examDate,
      weekdayHours: weekdayHoursOf({ ...body, daysOff: [...new Set(body.daysOff)] }),
      offDates: [...new Set(body.offDates)],
      strongSubjects: [...new Set(body.strongSubjects)],
      weakSubjects: weak.map((subject) => subject.subjectId),
      dayStartMinute: minuteOf(body.dayStart),
    };
    // Only subtopics the library has a note for: a plan sends the student to read something (issue 36).
    const syllabus = (await deps.library.syllabus()).filter((row) => row.hasNotes);
    if (syllabus.length === 0) throw badRequest(studyPlanMessages.noNotesYet);
    const lay = (emphasis?: Record<string, number>) => {
      try {
        return formulaPlan(emphasis ? { ...input, subjectEmphasis: emphasis } : input, syllabus);
      } catch (error) {
        if (error instanceof PlanInfeasibleError) throw badRequest(error.message);
        throw error;
      }
    };
    return { today, input, lay, laid: lay() };
  }
  type Planned = Awaited<ReturnType<typeof planInputs>>;

  async function insertPlan(
    user: SessionUser,
    body: CreateStudyPlanBody,
    planned: Planned,
    made: { id: string; model: string | null; advice?: AiStudyPlanAdvice; coinsSpent?: number },
  ): Promise<StudyPlanRow> {
    const { input, today } = planned;
    const laid = made.advice
      ? planned.lay(Object.fromEntries(made.advice.subjectEmphasis.map((entry) => [entry.subjectId, entry.factor])))
      : planned.laid;
    const row = {
      id: made.id,
      userId: user.id,
      kind: body.kind,
      madeBy: made.advice ? ('model' as const) : ('formula' as const),
      model: made.model,
      // Named by what made it: a plan the formula laid out without a model's advice is a formula plan,
      // whichever planner was asked for (the AI planner falls back to the formula without a model).
      title: `${made.advice ? 'AI study plan' : 'Formula plan'} for ${body.examDate}`,
      startDate: today,
      examDate: body.examDate,
      revisionStartDate: laid.revisionStartDate,
      // The most hours of any weekday; the weekdays' own hours are what the plan was laid with.
      hoursPerDay: Math.max(...input.weekdayHours),
      weekdayHours: [...input.weekdayHours],
      dayStartMinute: input.dayStartMinute,
      daysOff: input.weekdayHours.flatMap((hours, day) => (hours === 0 ? [day] : [])),
      offDates: [...input.offDates],
      strongSubjects: [...input.strongSubjects],
      notes: body.notes ?? null,
      advice: made.advice ?? null,
      coinsSpent: made.coinsSpent ?? 0,
      createdAt: deps.now(),
      replannedAt: null,
    };
    await db.transaction((tx) =>
      repository.insertPlan(
        tx,
        row,
        laid.items.map((item) => ({
          ...item,
          id: crypto.randomUUID(),
          planId: made.id,
          doneAt: null,
          movedFrom: null,
        })),
      ),
    );
    return { ...row, advice: row.advice as Record<string, unknown> | null };
  }

  /** The AI planner's runner on the tool framework (`study-planner`); the plan's id is the run's. */
  const plannerRunner: ToolRunner = {
    async prepare(user, raw) {
      const parsed = createStudyPlanBodySchema.safeParse({ ...(raw as object), kind: 'ai' });
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? studyPlanMessages.examDateInvalid);
      return { body: parsed.data, planned: await planInputs(user, parsed.data) };
    },
    async start(_tx, run) {
      const { body } = run.prepared as { body: CreateStudyPlanBody };
      return { title: `AI study plan for ${body.examDate}`, status: 'running' };
    },
    async afterCharge(run) {
      const { body, planned } = run.prepared as { body: CreateStudyPlanBody; planned: Planned };
      const answer = await askModel(body.notes ?? '');
      if (!answer) throw new AiError('the model’s study plan advice could not be used');
      await insertPlan(run.user, body, planned, {
        id: run.runId,
        model: answer.model,
        advice: answer.advice,
        coinsSpent: run.coins,
      });
      return { title: `AI study plan for ${body.examDate}`, status: 'finished', output: { planId: run.runId } };
    },
  };

  return {
    plannerRunner,

    /**
     * The formula plan is free. The AI planner runs on the tool framework: charged first (20 Med
     * Coins, 402 when short), the model asked after the charge, refunded when its answer cannot be
     * used, in which case the formula lays the plan, free, and says so. No model: the formula, free.
     */
    async create(user: SessionUser, body: CreateStudyPlanBody): Promise<StudyPlanReply> {
      // Check the inputs before any coin moves.
      const planned = await planInputs(user, body);
      let model: string | null = null;
      if (body.kind === 'ai' && deps.ai.source === 'ai') {
        try {
          const run = await deps.aiRuns.startRun(user, 'study-planner', body);
          return planReply(await ownPlan(user, (run.output as { planId: string }).planId));
        } catch (error) {
          if (!(error instanceof AppError && error.details?.error === 'model_failed')) throw error;
          // Refunded by the framework; the formula lays the plan instead.
          model = 'invalid-output';
        }
      }
      return planReply(await insertPlan(user, body, planned, { id: crypto.randomUUID(), model }));
    },

    async list(user: SessionUser): Promise<StudyPlansReply> {
      const rows = await repository.plansOf(db, user.id);
      return { success: true, plans: rows.map((row) => summaryOf(row.plan, row)) };
    },

    async get(user: SessionUser, planId: string): Promise<StudyPlanReply> {
      return planReply(await ownPlan(user, planId));
    },

    async setItemDone(user: SessionUser, planId: string, itemId: string, done: boolean): Promise<StudyPlanItemReply> {
      await ownPlan(user, planId);
      const row = /^[0-9a-f-]{36}$/i.test(itemId)
        ? await repository.setDone(db, planId, itemId, done ? deps.now() : null)
        : undefined;
      if (!row) throw notFound(studyPlanMessages.itemNotFound);
      let xpAwarded = 0;
      if (done && row.subtopicId && (row.kind === 'study' || row.kind === 'revision')) {
        // Ticking a subtopic off is a review rated good (no XP: a rating alone never completes a
        // subtopic, docs/product-rules.md); its id makes a second tick count once.
        const reviewed = await deps.revision.review(
          user,
          row.subtopicId,
          { reviewId: `plan-item:${row.id}`, rating: 'good' },
          'plan',
        );
        xpAwarded = reviewed.xpAwarded;
      }
      return { success: true, item: itemReply(row), xpAwarded };
    },

    async replan(user: SessionUser, planId: string): Promise<ReplanReply> {
      const plan = await ownPlan(user, planId);
      const now = deps.now();
      const today = economyDay(now);
      return db.transaction(async (tx) => {
        const rows = await repository.itemsOf(tx, plan.id);
        let result: ReturnType<typeof replan>;
        try {
          result = replan(
            {
              weekdayHours: weekdayHoursOf(plan),
              offDates: plan.offDates,
              examDate: plan.examDate,
              dayStartMinute: plan.dayStartMinute,
              revisionStartDate: plan.revisionStartDate,
            },
            rows.map((row) => ({ ...row, done: row.doneAt !== null, weight: row.weight })),
            today,
          );
        } catch (error) {
          if (error instanceof PlanInfeasibleError) throw conflict(error.message);
          throw error;
        }
        if (result.moved.length === 0)
          return { success: true as const, moved: [], message: studyPlanMessages.nothingMissed };
        const before = new Map(rows.map((row) => [row.id, row]));
        const changed = result.items.filter((item) => {
          const old = before.get(item.id);
          return (
            !old ||
            old.day !== item.day ||
            old.position !== item.position ||
            old.startMinute !== item.startMinute ||
            old.minutes !== item.minutes
          );
        });
        await repository.rescheduleItems(tx, plan.id, changed, now);
        return {
          success: true as const,
          moved: result.moved,
          message: `${result.moved.length} missed ${result.moved.length === 1 ? 'item moved' : 'items moved'} to the days left before your exam.`,
        };
      });
    },

    async calendar(user: SessionUser, planId: string): Promise<string> {
      const plan = await ownPlan(user, planId);
      const items = await repository.itemsOf(db, plan.id);
      return planCalendar(plan, items, deps.now());
    },

    async todayTasks(user: SessionUser): Promise<TodayTasksReply> {
      const now = deps.now();
      const today = economyDay(now);
      const [plan, smart, loggedIn, challenge] = await Promise.all([
        repository.latestPlanOf(db, user.id),
        deps.revision.smart(user),
        deps.economy.loggedInToday(user.id),
        deps.dailyChallenge.today(user),
      ]);
      const tasks: TodayTask[] = [
        {
          id: 'daily-login',
          source: 'daily_login',
          title: 'Open MedSutra today',
          href: paths.dashboard,
          done: loggedIn,
          pays: `${DAILY_LOGIN_XP} XP, and Med Coins on a streak`,
        },
        {
          id: 'daily-challenge',
          source: 'daily_challenge',
          title: `Daily challenge: ${challenge.questions.length} questions`,
          href: paths.dashboard,
          done: Object.keys(challenge.answers).length >= challenge.questions.length,
          pays: `${DAILY_CHALLENGE_XP_PER_CORRECT} XP per correct answer, ${DAILY_CHALLENGE_ALL_CORRECT_BONUS_XP} XP more for all right`,
        },
      ];
      for (const item of smart.dueToday.slice(0, 20)) {
        tasks.push({
          id: `revision:${item.subtopicId}`,
          source: 'revision',
          title: `Revise ${item.name} (${item.subjectName})`,
          href: '/smart-revision-tracker',
          done: false,
          pays: `${REVISION_SUBTOPIC_XP} XP`,
        });
      }
      if (plan) {
        for (const row of await repository.itemsOn(db, plan.id, today)) {
          tasks.push({
            id: `plan:${row.id}`,
            source: 'plan',
            title: `${clockOf(row.startMinute)} ${row.title} (${row.minutes} min)`,
            href: `/study-plan/${plan.id}`,
            done: row.doneAt !== null,
            pays:
              row.subtopicId && (row.kind === 'study' || row.kind === 'revision')
                ? `${REVISION_SUBTOPIC_XP} XP when it counts as a revision`
                : 'No XP: study time',
          });
        }
      }
      return { success: true, today, tasks };
    },
  };
}
export type StudyPlanService = ReturnType<typeof createStudyPlanService>;
