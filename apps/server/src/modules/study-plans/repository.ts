/** The study plans' SQL: plans, their items, ticking items off and writing a replan's moves. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { studyPlanItems, studyPlans } from '../../db/schema.ts';
import type { PersonalDataSubject } from '../../lib/personal-data.ts';

export type StudyPlanRow = typeof studyPlans.$inferSelect;
export type StudyPlanItemRow = typeof studyPlanItems.$inferSelect;

const CHUNK = 400;

export function createStudyPlanRepository() {
  return {
    exportPersonalRows,
    erasePersonalRows,
    async insertPlan(
      tx: DbExecutor,
      plan: typeof studyPlans.$inferInsert,
      items: (typeof studyPlanItems.$inferInsert)[],
    ) {
      await tx.insert(studyPlans).values(plan);
      for (let start = 0; start < items.length; start += CHUNK) {
        await tx.insert(studyPlanItems).values(items.slice(start, start + CHUNK));
      }
    },

    async findPlan(exec: DbExecutor, planId: string): Promise<StudyPlanRow | undefined> {
      const [row] = await exec.select().from(studyPlans).where(eq(studyPlans.id, planId));
      return row;
    },

    itemsOf(ex: DbExecutor, planId: string): Promise<StudyPlanItemRow[]> {
      return ex
        .select()
        .from(studyPlanItems)
        .where(eq(studyPlanItems.planId, planId))
        .orderBy(asc(studyPlanItems.day), asc(studyPlanItems.position));
    },

    /**
     * The student's plans with their item and done counts. The subqueries name the outer table in
     * full: drizzle renders `${studyPlans.id}` as a bare "id" inside them, which PostgreSQL reads as
     * the items' own id, and every plan counted "0 of 0 done" (issue 36).
     */
    async plansOf(exec: DbExecutor, userId: string) {
      return exec
        .select({
          plan: studyPlans,
          itemCount: sql<number>`(select count(*)::int from study_plan_items i where i.plan_id = "study_plans"."id")`,
          doneCount: sql<number>`(select count(*)::int from study_plan_items i where i.plan_id = "study_plans"."id" and i.done_at is not null)`,
        })
        .from(studyPlans)
        .where(eq(studyPlans.userId, userId))
        .orderBy(desc(studyPlans.createdAt));
    },

    async latestPlanOf(exec: DbExecutor, userId: string): Promise<StudyPlanRow | undefined> {
      const [row] = await exec
        .select()
        .from(studyPlans)
        .where(eq(studyPlans.userId, userId))
        .orderBy(desc(studyPlans.createdAt))
        .limit(1);
      return row;
    },

    async itemsOn(exec: DbExecutor, planId: string, day: string): Promise<StudyPlanItemRow[]> {
      return exec
        .select()
        .from(studyPlanItems)
        .where(and(eq(studyPlanItems.planId, planId), eq(studyPlanItems.day, day)))
        .orderBy(asc(studyPlanItems.position));
    },

    async setDone(
      exec: DbExecutor,
      planId: string,
      itemId: string,
      doneAt: Date | null,
    ): Promise<StudyPlanItemRow | undefined> {
      const [row] = await exec
        .update(studyPlanItems)
        .set({ doneAt })
        .where(and(eq(studyPlanItems.planId, planId), eq(studyPlanItems.id, itemId)))
        .returning();
      return row;
    },

    /** Writes new days, slots and minutes in a few statements (a replan touches hundreds of items). */
    async rescheduleItems(
      tx: DbExecutor,
      planId: string,
      items: {
        id: string;
        day: string;
        position: number;
        startMinute: number;
        minutes: number;
        movedFrom: string | null;
      }[],
      replannedAt: Date,
    ) {
      for (let start = 0; start < items.length; start += CHUNK) {
        const values = sql.join(
          items
            .slice(start, start + CHUNK)
            .map(
              (item) =>
                sql`(${item.id}::uuid, ${item.day}::date, ${item.position}::int, ${item.startMinute}::int, ${item.minutes}::int, ${item.movedFrom}::date)`,
            ),
          sql`, `,
        );
        await tx.execute(sql`
          update study_plan_items as i
          set day = v.day, position = v.position, start_minute = v.start_minute, minutes = v.minutes, moved_from = v.moved_from
          from (values ${values}) as v(id, day, position, start_minute, minutes, moved_from)
          where i.id = v.id and i.plan_id = ${planId}::uuid`);
      }
      await tx.update(studyPlans).set({ replannedAt }).where(eq(studyPlans.id, planId));
    },
  };
}
export type StudyPlanRepository = ReturnType<typeof createStudyPlanRepository>;

/** The subject's plans and their items, whole, for the export. */
async function exportPersonalRows(tx: DbExecutor, subject: PersonalDataSubject) {
  const items = await tx
    .select({ item: studyPlanItems })
    .from(studyPlanItems)
    .innerJoin(studyPlans, eq(studyPlans.id, studyPlanItems.planId))
    .where(eq(studyPlans.userId, subject.id));
  return {
    study_plans: await tx.select().from(studyPlans).where(eq(studyPlans.userId, subject.id)),
    study_plan_items: items.map((row) => row.item),
  };
}

/** Deletes the subject's plans at erasure (their items go by the foreign key); they hold no files. */
async function erasePersonalRows(tx: DbExecutor, subject: PersonalDataSubject): Promise<string[]> {
  await tx.delete(studyPlans).where(eq(studyPlans.userId, subject.id));
  return [];
}
