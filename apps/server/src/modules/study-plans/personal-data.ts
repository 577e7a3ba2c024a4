/**
 * Study plans: a student's plans and their items go into her export and are deleted with her
 * account (items go with their plan, by its foreign key).
 */
import { eq } from 'drizzle-orm';
import { studyPlanItems, studyPlans } from '../../db/schema.ts';
import { deleted, type PersonalDataSource } from '../../lib/personal-data.ts';

export const studyPlansPersonalData: PersonalDataSource = {
  tables: { study_plans: deleted },
  async exportRows(tx, subject) {
    const items = await tx
      .select({ item: studyPlanItems })
      .from(studyPlanItems)
      .innerJoin(studyPlans, eq(studyPlans.id, studyPlanItems.planId))
      .where(eq(studyPlans.userId, subject.id));
    return {
      study_plans: await tx.select().from(studyPlans).where(eq(studyPlans.userId, subject.id)),
      study_plan_items: items.map((row) => row.item),
    };
  },
  async erase(tx, subject) {
    await tx.delete(studyPlans).where(eq(studyPlans.userId, subject.id));
    return undefined;
  },
};
